import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TeamLogo } from './TeamLogo';

describe('TeamLogo (shell 7.3)', () => {
  it('loads the logo through the image proxy at its size and twice that for dense screens', () => {
    const { container } = render(
      <TeamLogo src="/api/sportsbook/v2/competitors/12/logo.svg" size={20} />,
    );
    const img = container.querySelector('img')!;
    const url = encodeURIComponent('/api/sportsbook/v2/competitors/12/logo.svg');
    expect(img.getAttribute('src')).toBe(`/api/images?url=${url}&w=20&h=20`);
    expect(img.getAttribute('srcset')).toBe(
      `/api/images?url=${url}&w=20&h=20 1x, /api/images?url=${url}&w=40&h=40 2x`,
    );
    expect([img.width, img.height]).toEqual([20, 20]);
  });
});
