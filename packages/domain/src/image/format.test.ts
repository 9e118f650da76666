import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageQuality, negotiateImageFormat } from './format';

describe('image format (shell 7.3, 9)', () => {
  it('encodes avif at 81.25 % and webp at 87.5 % of the base quality 80', () => {
    expect(imageQuality('avif')).toBe(65);
    expect(imageQuality('webp')).toBe(70);
    expect(imageQuality('png')).toBe(80);
    expect(imageQuality('avif', 100)).toBe(81);
    expect(imageQuality('webp', 40)).toBe(35);
  });

  it('keeps every quality an integer in 1..100, avif never above webp', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), (base) => {
        const avif = imageQuality('avif', base);
        const webp = imageQuality('webp', base);
        expect(Number.isInteger(avif) && avif >= 1 && avif <= 100).toBe(true);
        expect(avif).toBeLessThanOrEqual(webp);
        expect(webp).toBeLessThanOrEqual(base);
      }),
    );
  });

  it('answers avif to a browser that takes it, else webp, else png', () => {
    // Chrome's and Firefox's image Accept headers.
    expect(
      negotiateImageFormat('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'),
    ).toBe('avif');
    expect(negotiateImageFormat('image/webp,*/*')).toBe('webp');
    expect(negotiateImageFormat('image/avif;q=0, image/webp')).toBe('webp');
    expect(negotiateImageFormat('*/*')).toBe('png');
    expect(negotiateImageFormat(undefined)).toBe('png');
  });
});
