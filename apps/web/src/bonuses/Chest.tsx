// A lootbox chest (domain: "places 1 to 3 map to small, medium and large chests", the picture
// depends on place and on win or loss): drawn inline, its size by place, closed, open with a
// coin (won) or open and empty (lost). Decorative: the button or text beside it says what it is.

const SIZE = { 1: 40, 2: 52, 3: 64 } as const;

export function Chest({ place, state }: { place: 1 | 2 | 3; state: 'closed' | 'won' | 'empty' }) {
  const size = SIZE[place];
  const open = state !== 'closed';
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      {/* body */}
      <rect x="6" y="28" width="52" height="30" rx="4" fill="#8a5a2b" />
      <rect x="6" y="28" width="52" height="6" fill="#6d4521" />
      <rect x="28" y="34" width="8" height="10" rx="2" fill="#f2c14e" />
      {open ? (
        <>
          {/* lid thrown back */}
          <path d="M8 26 L14 6 H50 L56 26 Z" fill="#a66e36" />
          {state === 'won' && (
            <circle cx="32" cy="26" r="9" fill="#f2c14e" stroke="#c99a2e" strokeWidth="2" />
          )}
        </>
      ) : (
        <path d="M6 28 V20 Q6 10 18 10 H46 Q58 10 58 20 V28 Z" fill="#a66e36" />
      )}
    </svg>
  );
}
