import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostMessage } from './embed';
import { EMBED_PROTOCOL, EMBED_VERSION, parseHostMessage } from './embed-protocol';

const types = [
  'init',
  'set_token',
  'update_options',
  'navigate',
  'open_slip',
  'sign_out',
  'pay_me',
];
/** Each field's values: some valid, some not (another origin, a script, a wrong type). */
const values: Record<string, unknown[]> = {
  token: ['v1.abcdef.0123456789', 'short', 42, 'x'.repeat(5000), undefined],
  route: [
    '/',
    '/live',
    '/soccer/a-b?tab=live#x',
    '//evil.example/',
    'https://evil.example',
    '/a b',
    '',
    7,
  ],
  locale: ['de', 'pt-BR', 'DE', 'de-de', 'english', null],
  oddsFormat: ['european', 'american', 'roman', 3],
  theme: [
    {},
    { '--color-accent': '#ff0066' },
    { '--color-accent': 'rgb(1, 2, 3)', '--radius': '4px' },
    { '--color-accent': 'url(https://evil.example/x)' },
    { color: 'red' },
    { '--x': 'a;b' },
    ['--x'],
    'dark',
  ],
  handles: [
    { login: true, deposit: false },
    { login: 'yes', deposit: false },
    { login: true },
    { login: true, deposit: true, extra: 1 },
    null,
  ],
  extra: [true],
};

const message = fc.record(
  {
    protocol: fc.constantFrom(EMBED_PROTOCOL, EMBED_PROTOCOL, 'other'),
    v: fc.constantFrom(EMBED_VERSION, EMBED_VERSION, 2, '1'),
    type: fc.constantFrom(...types),
    ...Object.fromEntries(Object.entries(values).map(([k, vs]) => [k, fc.constantFrom(...vs)])),
  },
  { requiredKeys: ['protocol', 'v', 'type'] },
);

describe('parseHostMessage (issue 23): the zod-free parser the browser runs', () => {
  it('accepts exactly what the zod schema accepts', () => {
    fc.assert(
      fc.property(message, (m) => {
        expect(parseHostMessage(m) !== null).toBe(hostMessage.safeParse(m).success);
      }),
      { numRuns: 5000 },
    );
  });

  it('accepts the messages of embed.js and refuses anything else', () => {
    const ok = { protocol: EMBED_PROTOCOL, v: EMBED_VERSION };
    expect(
      parseHostMessage({ ...ok, type: 'init', handles: { login: true, deposit: false } }),
    ).not.toBeNull();
    expect(parseHostMessage({ ...ok, type: 'navigate', route: '/live' })).not.toBeNull();
    expect(parseHostMessage({ ...ok, type: 'navigate' })).toBeNull();
    expect(parseHostMessage({ ...ok, type: 'toString' })).toBeNull();
    expect(parseHostMessage({ ...ok, type: '__proto__' })).toBeNull();
    expect(parseHostMessage(null)).toBeNull();
    expect(parseHostMessage('{"type":"init"}')).toBeNull();
  });
});
