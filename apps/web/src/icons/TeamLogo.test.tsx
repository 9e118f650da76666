import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TeamLogo } from './TeamLogo';

describe('TeamLogo (shell 7.3)', () => {
  it('loads the logo through the image proxy at twice its size, for dense screens', () => {
    const { container } = render(
      <TeamLogo src="/api/sportsbook/v2/competitors/12/logo.svg" size={20} />,
    );
    const img = container.querySelector('img')!;
    const url = encodeURIComponent('/api/sportsbook/v2/competitors/12/logo.svg');
    expect(img.getAttribute('src')).toBe(`/api/images?url=${url}&w=40&h=40`);
    expect([img.width, img.height]).toEqual([20, 20]);
  });
});
