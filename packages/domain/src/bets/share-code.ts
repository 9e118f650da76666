// Share codes (domain 4 share-bet restore, domain 7 /bets/share-code): short, unguessable and
// safe to paste into a chat. 32 symbols, digits and capitals without 0/O and 1/I (nothing to
// misread), no punctuation a chat app would link or eat; 10 symbols carry 50 random bits.
export const SHARE_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const SHARE_CODE_LENGTH = 10;

/**
 * A code from random bytes (one byte per symbol; 256 is a multiple of 32, so every symbol is
 * equally likely). The caller draws the bytes from a cryptographic source.
 */
export function shareCodeFromBytes(bytes: ArrayLike<number>, length = SHARE_CODE_LENGTH): string {
  if (bytes.length < length) throw new RangeError(`need ${length} random bytes`);
  let code = '';
  for (let i = 0; i < length; i++) code += SHARE_CODE_ALPHABET[(bytes[i] ?? 0) & 31];
  return code;
}

/**
 * A code as a player pastes it: case, spaces and dashes do not matter. Null when it cannot be a
 * code (wrong symbols or length), so nothing is looked up for it.
 */
export function normalizeShareCode(text: string): string | null {
  const code = text.replace(/[\s-]+/g, '').toUpperCase();
  if (code.length < 6 || code.length > 16) return null;
  for (const c of code) if (!SHARE_CODE_ALPHABET.includes(c)) return null;
  return code;
}
