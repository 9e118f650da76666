// shell 2.9: icons come from the icons.svg sprite (sports and general symbols, one cached file,
// versioned by its content hash, set by next.config.mjs), referenced with <use>: no path data in
// the JavaScript or in each page.
export const ICONS_VERSION = process.env.NEXT_PUBLIC_ICONS_VERSION ?? 'dev';
export const SPRITE_URL = `/icons.svg?version=${ICONS_VERSION}`;
export const spriteHref = (id: string) => `${SPRITE_URL}#${id}`;

const SPORTS = new Set(['soccer', 'tennis', 'basketball', 'ice-hockey', 'cricket']);

export function SportIcon({
  sportKey,
  type,
  size = 20,
}: {
  sportKey: string;
  type?: string;
  size?: number;
}) {
  const id = SPORTS.has(sportKey) ? sportKey : type === 'esport' ? 'esport' : 'soccer';
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false">
      <use href={spriteHref(`sport-${id}`)} />
    </svg>
  );
}
