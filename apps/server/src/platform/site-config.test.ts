import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultSiteConfig, loadSiteConfig, requestCountry } from './site-config';

const tmpFile = (content: string) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'site-')), 'site.json');
  fs.writeFileSync(file, content);
  return file;
};

describe('site config', () => {
  it('merges the operator file over the defaults: objects key by key, arrays replaced', () => {
    const file = tmpFile(
      JSON.stringify({
        $comment: 'ignored',
        siteName: 'Acme Bet',
        blockedCountries: ['GB'],
        projectSettings: { emailConfirmationRequired: false },
      }),
    );
    const config = loadSiteConfig({ isShareBetOn: false }, file);
    expect(config.siteName).toBe('Acme Bet');
    expect(config.blockedCountries).toEqual(['GB']);
    expect(config.projectSettings).toEqual({
      ...defaultSiteConfig.projectSettings,
      emailConfirmationRequired: false,
    });
    expect(config.isShareBetOn).toBe(false);
    expect(config.locales).toEqual(defaultSiteConfig.locales);
  });

  it('refuses a file that does not validate, and a missing SITE_CONFIG file', () => {
    expect(() => loadSiteConfig({}, tmpFile(JSON.stringify({ locales: [] })))).toThrow(
      /Invalid site config/,
    );
    expect(() => loadSiteConfig({}, tmpFile(JSON.stringify({ defaultCurrency: 'XXX' })))).toThrow(
      /defaultCurrency/,
    );
    expect(() => loadSiteConfig({}, '/nonexistent/site.json')).toThrow(/does not exist/);
  });

  it('the committed config/site.json is valid', () => {
    expect(() => loadSiteConfig({}, undefined)).not.toThrow();
  });

  it('reads the country from the ingress header', () => {
    expect(requestCountry({ 'x-country-code': 'de' })).toBe('DE');
    expect(requestCountry({ 'x-country-code': 'DEU' })).toBeNull();
    expect(requestCountry({})).toBeNull();
  });
});
