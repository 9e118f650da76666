import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeShareCode, SHARE_CODE_ALPHABET, shareCodeFromBytes } from './share-code';

describe('domain 4 share codes: short, unguessable, safe in a chat', () => {
  it('uses 32 symbols without look-alikes, 50 bits in 10 of them', () => {
    expect(new Set(SHARE_CODE_ALPHABET).size).toBe(32);
    for (const c of '01IO') expect(SHARE_CODE_ALPHABET).not.toContain(c);
    expect(shareCodeFromBytes(new Uint8Array(10))).toBe('2222222222');
  });

  it('property: every code reads back as itself, whatever case or dashes the chat adds', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 10, maxLength: 10 }), (bytes) => {
        const code = shareCodeFromBytes(bytes);
        expect(code).toMatch(/^[2-9A-HJ-NP-Z]{10}$/);
        expect(normalizeShareCode(code)).toBe(code);
        expect(normalizeShareCode(` ${code.slice(0, 5).toLowerCase()}-${code.slice(5)} `)).toBe(
          code,
        );
      }),
    );
  });

  it('refuses what cannot be a code', () => {
    expect(normalizeShareCode('')).toBeNull();
    expect(normalizeShareCode('ABC')).toBeNull();
    expect(normalizeShareCode('ABCDEF0OIL')).toBeNull();
    expect(normalizeShareCode("'; drop table")).toBeNull();
  });
});
