import { describe, expect, it } from 'vitest';
import { pageHeaders, securityPolicyOf } from './security-headers';

// Issue 23: the pages' CSP allows the tag manager's origins only when the site config names
// one, and nothing else from outside.

const config = { env: 'production', publicOrigin: 'https://sportsbook.example' };
const directives = (site: Parameters<typeof securityPolicyOf>[1]) => {
  const csp = pageHeaders(securityPolicyOf(config, site), { dev: false, hashes: [] })
    .contentSecurityPolicy as { directives: Record<string, unknown[]> };
  return csp.directives;
};

describe('page CSP and the tag manager', () => {
  it('allows the tag manager and its tags to load and send only when configured', () => {
    const tagManager = {
      scriptUrl: 'https://www.googletagmanager.com/gtm.js',
      origins: ['https://www.google-analytics.com'],
    };
    const on = directives({ allowedHostOrigins: [], tagManager });
    for (const key of ['scriptSrc', 'connectSrc'])
      expect(on[key]).toEqual(
        expect.arrayContaining([
          'https://www.googletagmanager.com',
          'https://www.google-analytics.com',
        ]),
      );
    const off = directives({ allowedHostOrigins: [], tagManager: null });
    expect(off.scriptSrc).toEqual(["'self'"]);
    expect(off.connectSrc).not.toContain('https://www.googletagmanager.com');
  });
});
