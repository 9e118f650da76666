import { describe, expect, it } from 'vitest';
import { themeCss, themeOf } from './site-shell';

describe("the operator's theme (CSS custom properties from site config)", () => {
  it('passes custom properties with plain values', () => {
    expect(themeCss(themeOf({ '--color-accent': '#16a34a', '--radius': '8px' }))).toBe(
      ':root{--color-accent:#16a34a;--radius:8px}',
    );
  });

  it('drops anything that could break out of the style element', () => {
    expect(
      themeOf({
        color: 'red',
        '--x': 'red;}</style><script>',
        '--y': 'url(a) \\',
        '--ok': 'rgb(1 2 3)',
      }),
    ).toEqual({ '--ok': 'rgb(1 2 3)' });
    expect(themeCss({})).toBe('');
  });
});
