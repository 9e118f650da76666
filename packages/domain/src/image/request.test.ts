import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageSource, parseImageRequest } from './request';

const HOSTS = ['cdn.casino.example'];

describe('image source (SSRF)', () => {
  it('takes our own logo paths and https URLs on the listed hosts', () => {
    expect(imageSource('/api/sportsbook/v2/competitors/12/logo.svg', HOSTS)).toEqual({
      kind: 'local',
      path: '/api/sportsbook/v2/competitors/12/logo.svg',
    });
    expect(imageSource('https://cdn.casino.example/teams/1.png', HOSTS)).toEqual({
      kind: 'remote',
      url: 'https://cdn.casino.example/teams/1.png',
    });
  });

  it.each([
    'https://evil.example/x.png',
    'http://cdn.casino.example/x.png',
    'https://cdn.casino.example:8443/x.png',
    'https://user:pw@cdn.casino.example/x.png',
    'https://cdn.casino.example.evil.example/x.png',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    '/api/sportsbook/v2/competitors/../../../admin/jackpots',
    '/api/sportsbook/v2/competitors/%2e%2e/%2e%2e/health',
    '/api/health',
    'file:///etc/passwd',
    'http://127.0.0.1:6379/',
    'http://169.254.169.254/latest/meta-data/',
  ])('refuses %s', (url) => {
    expect(imageSource(url, HOSTS)).toBe('error.images.source_not_allowed');
  });

  it('never resolves a remote source to a host that is not listed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('https://', 'http://', '//', 'https://user@', ''),
        fc.oneof(fc.constant('cdn.casino.example'), fc.domain()),
        fc.constantFrom('', ':443', ':8080', '.evil.example', '@evil.example'),
        fc.webPath(),
        (scheme, host, suffix, path) => {
          const source = imageSource(`${scheme}${host}${suffix}${path}`, HOSTS);
          if (typeof source !== 'string' && source.kind === 'remote')
            expect(source.url.startsWith('https://cdn.casino.example/')).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  }, 30_000);
});

describe('image request', () => {
  const url = '/api/sportsbook/v2/competitors/1/logo.svg';
  it('defaults the quality to the base 80 and leaves absent sizes open', () => {
    expect(parseImageRequest({ url, w: '48' }, [])).toMatchObject({
      width: 48,
      height: null,
      quality: 80,
    });
  });

  it('refuses a huge size with its own key, and malformed numbers as invalid', () => {
    expect(parseImageRequest({ url, w: '100000' }, [])).toBe('error.images.size_too_large');
    expect(parseImageRequest({ url, h: '2049' }, [])).toBe('error.images.size_too_large');
    expect(parseImageRequest({ url, w: '-5' }, [])).toBe('error.validation.invalid_request');
    expect(parseImageRequest({ url, w: '0' }, [])).toBe('error.validation.invalid_request');
    expect(parseImageRequest({ url, q: '101' }, [])).toBe('error.validation.invalid_request');
    expect(parseImageRequest({ w: '10' }, [])).toBe('error.validation.invalid_request');
  });
});
