// shell 2.9: icons come from the icons.svg sprite (sports and general symbols, one cached file,
// versioned by `v`), referenced with <use>: no path data in the JavaScript or in each page.
export const ICONS_VERSION = 1;
export const spriteHref = (id: string) => `/icons.svg?v=${ICONS_VERSION}#${id}`;

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
