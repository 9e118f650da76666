import { spriteHref } from './SportIcon';

export type NavIconName =
  'live' | 'esport' | 'star' | 'calendar' | 'trophy' | 'gift' | 'search' | 'lock' | 'home';

/** A general icon of the sprite (shell 2.9); decorative, the text beside it names the thing. */
export function NavIcon({ name, size = 20 }: { name: NavIconName; size?: number }) {
  const id = name === 'esport' ? 'sport-esport' : `icon-${name}`;
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false">
      <use href={spriteHref(id)} />
    </svg>
  );
}
