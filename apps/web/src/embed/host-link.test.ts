import { describe, expect, it } from 'vitest';
import { EMBED_PROTOCOL, EMBED_VERSION } from '@sb/contract';
import { HostLink } from './host-link';

const HOST = 'https://casino.example';
const envelope = { protocol: EMBED_PROTOCOL, v: EMBED_VERSION };

function link(allowed: string[] = [HOST], partner: string | null = null) {
  const posted: { message: { type: string }; origin: string }[] = [];
  const refused: string[] = [];
  const host = new HostLink(
    { postMessage: (message, origin) => posted.push({ message: message as never, origin }) },
    { allowed, partner },
    (origin, why) => refused.push(`${origin} ${why}`),
  );
  return { host, posted, refused };
}

describe('HostLink (issue 23; shell 5)', () => {
  it('takes every message of the protocol from an allowed host, and answers there only', () => {
    const { host, posted } = link();
    host.post({ type: 'balance', amount: 100, currency: 'EUR', subunits: 100 });
    expect(posted).toEqual([]);
    const messages = [
      { type: 'init', token: 'v1.abc.defghij', locale: 'de', oddsFormat: 'american' },
      { type: 'set_token', token: 'v1.abc.defghij' },
      { type: 'update_options', theme: { '--color-accent': '#ff0066' } },
      { type: 'navigate', route: '/live' },
      { type: 'open_slip' },
      { type: 'sign_out' },
    ];
    for (const m of messages)
      expect(host.receive({ origin: HOST, data: { ...envelope, ...m } })).toMatchObject(m);
    expect(host.listening).toBe(true);
    host.post({ type: 'balance', amount: 100, currency: 'EUR', subunits: 100 });
    expect(posted).toEqual([
      {
        message: { ...envelope, type: 'balance', amount: 100, currency: 'EUR', subunits: 100 },
        origin: HOST,
      },
    ]);
  });

  it('ignores a third origin, and sends it nothing', () => {
    const { host, posted, refused } = link();
    expect(
      host.receive({
        origin: 'https://evil.example',
        data: { ...envelope, type: 'navigate', route: '/x' },
      }),
    ).toBeNull();
    expect(
      host.receive({ origin: 'https://evil.example', data: { ...envelope, type: 'init' } }),
    ).toBeNull();
    expect(host.listening).toBe(false);
    host.post({ type: 'session', signedIn: true });
    expect(posted).toEqual([]);
    expect(refused).toEqual(['https://evil.example origin', 'https://evil.example origin']);
  });

  it('refuses malformed messages: another site in a route, a script in a theme, unknown fields and types', () => {
    const { host, refused } = link();
    const bad = [
      { type: 'navigate', route: 'https://evil.example/' },
      { type: 'navigate', route: '//evil.example/x' },
      { type: 'update_options', theme: { '--color-accent': 'url(https://evil.example/x)' } },
      { type: 'update_options', theme: { color: 'red' } },
      { type: 'update_options', oddsFormat: 'roman' },
      { type: 'init', token: 'v1.abc.defghij', extra: true },
      { type: 'navigate', route: '/live', v: 2 },
      { type: 'pay_me' },
    ];
    for (const m of bad)
      expect(host.receive({ origin: HOST, data: { ...envelope, ...m } })).toBeNull();
    expect(refused).toHaveLength(bad.length);
    // Other scripts' traffic is not ours and not refused: it is not looked at.
    expect(host.receive({ origin: HOST, data: 'hello' })).toBeNull();
    expect(host.receive({ origin: HOST, data: { type: 'navigate', route: '/' } })).toBeNull();
    expect(refused).toHaveLength(bad.length);
  });

  it('lets a wildcard start a session, but answers it only once its token signed in', () => {
    const { host, posted } = link(['*']);
    const origin = 'https://any.example';
    expect(
      host.receive({ origin, data: { ...envelope, type: 'navigate', route: '/' } }),
    ).toBeNull();
    expect(
      host.receive({ origin, data: { ...envelope, type: 'init', token: 'v1.abc.defghij' } }),
    ).not.toBeNull();
    host.post({ type: 'session', signedIn: true });
    expect(posted).toEqual([]);
    expect(host.listening).toBe(false);
    host.trust(origin);
    expect(host.listening).toBe(true);
    host.post({ type: 'session', signedIn: true });
    expect(posted.map((p) => p.origin)).toEqual([origin]);
  });

  it('accepts the betting partner without a listing, and says ready to anyone', () => {
    const { host, posted } = link([], 'https://partner.example');
    expect(
      host.receive({ origin: 'https://partner.example', data: { ...envelope, type: 'open_slip' } }),
    ).not.toBeNull();
    host.post({ type: 'ready', route: '/' });
    expect(posted[0]!.origin).toBe('*');
  });
});
