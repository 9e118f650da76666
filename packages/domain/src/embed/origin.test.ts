import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsHostMessage, SESSION_MESSAGE_TYPES } from './origin';

const host = 'https://casino.example';
const partner = 'https://partner.example';
const types = ['init', 'set_token', 'navigate', 'update_options', 'open_slip', 'sign_out'];

describe('acceptsHostMessage (shell 5)', () => {
  it('accepts every message from a listed origin and from the partner, none from another', () => {
    const origins = { allowed: [host], partner };
    for (const type of types) {
      expect(acceptsHostMessage(host, type, origins)).toBe(true);
      expect(acceptsHostMessage(partner, type, origins)).toBe(true);
      expect(acceptsHostMessage('https://evil.example', type, origins)).toBe(false);
      // A look-alike is another origin: the port, the scheme and a suffix count.
      expect(acceptsHostMessage('https://casino.example:8443', type, origins)).toBe(false);
      expect(acceptsHostMessage('http://casino.example', type, origins)).toBe(false);
      expect(acceptsHostMessage('https://casino.example.evil.example', type, origins)).toBe(false);
    }
  });

  it('lets a wildcard send only the messages that start a session or set its token', () => {
    const origins = { allowed: ['*'], partner: null };
    expect(types.filter((t) => acceptsHostMessage('https://any.example', t, origins))).toEqual([
      'init',
      'set_token',
    ]);
  });

  it('never accepts an opaque origin ("null"), even under a wildcard', () => {
    for (const type of types)
      expect(acceptsHostMessage('null', type, { allowed: ['*', 'null'], partner: 'null' })).toBe(
        false,
      );
  });

  it('for any lists, a wildcard widens the session messages only', () => {
    const origin = fc.constantFrom(host, partner, 'https://other.example');
    fc.assert(
      fc.property(
        origin,
        fc.constantFrom(...types),
        fc.uniqueArray(origin),
        fc.option(origin, { nil: null }),
        (from, type, allowed, partnerOrigin) => {
          const without = acceptsHostMessage(from, type, { allowed, partner: partnerOrigin });
          const withWildcard = acceptsHostMessage(from, type, {
            allowed: [...allowed, '*'],
            partner: partnerOrigin,
          });
          if (SESSION_MESSAGE_TYPES.includes(type)) expect(withWildcard).toBe(true);
          else expect(withWildcard).toBe(without);
        },
      ),
    );
  });
});
