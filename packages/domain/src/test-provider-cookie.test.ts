import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTestProviderCookie, parseTestProviderCookie } from './test-provider-cookie';

describe('shell 5: test-provider cookie pairs key:value separated by |', () => {
  it('reads pairs', () => {
    expect(parseTestProviderCookie('betradar:test|oddin:mock')).toEqual({
      betradar: 'test',
      oddin: 'mock',
    });
  });

  it.each(['', 'betradar', 'betradar:', ':x', 'a:b|c', 'a:b:c', 'a:1|a:2', undefined])(
    'an invalid value %s gives none',
    (v) => {
      expect(parseTestProviderCookie(v)).toBeNull();
    },
  );

  it('property: formatting and reading round-trip', () => {
    const token = fc.stringMatching(/^[a-z0-9_]{1,8}$/);
    fc.assert(
      fc.property(fc.dictionary(token, token, { minKeys: 1 }), (pairs) => {
        expect(parseTestProviderCookie(formatTestProviderCookie(pairs))).toEqual(pairs);
      }),
    );
  });
});
