import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 26 (WCAG 2.2 AA 1.4.3, 1.4.11): every pair of the theme's colours the screens put
// together, read from the custom properties of styles/globals.css, has the contrast the rule
// asks: 4.5:1 for text, 3:1 for large or bold badge text and for the parts of controls.

const css = fs.readFileSync(path.join(import.meta.dirname, '../../styles/globals.css'), 'utf8');
const root = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')));
const tokens = new Map(
  [...root.matchAll(/--(color-[\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1]!, m[2]!]),
);
const colour = (name: string) => {
  if (name.startsWith('#')) return name;
  const value = tokens.get(name);
  if (!value) throw new Error(`no --${name} in :root`);
  return value;
};

/** WCAG 2 relative luminance of an sRGB hex colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(colour(a)), luminance(colour(b))].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const SURFACES = ['color-bg', 'color-header', 'color-surface', 'color-surface-raised'];

/** [foreground, background, minimum, where]. */
const PAIRS: [string, string, number, string][] = [
  ...SURFACES.flatMap((s): [string, string, number, string][] => [
    ['color-text', s, 4.5, 'text'],
    ['color-text-muted', s, 4.5, 'secondary text'],
    ['color-accent', s, 4.5, 'links and counts in the accent'],
    ['color-live-text', s, 4.5, 'live clocks and scores'],
    ['color-warning', s, 4.5, 'warnings'],
    ['color-odd-down', s, 4.5, 'losses, the net position'],
    ['color-odd-up', s, 4.5, 'gains'],
    ['color-border-strong', s, 3, 'the borders that outline fields and selects'],
  ]),
  ['color-text', 'color-odd-bg', 4.5, 'odds'],
  ['color-text', 'color-odd-hover', 4.5, 'odds under the pointer'],
  ['color-border-strong', 'color-odd-bg', 3, 'a field outline on the fill of an odd'],
  ['color-odd-up', 'color-odd-bg', 4.5, 'an odd that rose'],
  ['color-odd-down', 'color-odd-bg', 4.5, 'an odd that fell'],
  ['color-on-accent', 'color-accent', 4.5, 'primary buttons'],
  ['#ffffff', 'color-live', 4.5, 'the LIVE badge'],
  ['color-accent', 'color-bg', 3, 'focus rings and selected tabs'],
];

describe('the theme’s contrast (issue 26, WCAG 1.4.3 and 1.4.11)', () => {
  it('reads every colour of :root', () => {
    expect(tokens.size).toBeGreaterThanOrEqual(15);
  });

  it.each(PAIRS)('%s on %s: at least %s:1 (%s)', (fg, bg, min) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(min);
  });

  it('measures as WCAG does (black on white is 21:1, a colour on itself 1:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
  });
});
