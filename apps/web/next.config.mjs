import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// shell 2.9: the icon sprite's version is its content hash (12 hex digits of SHA-256, as the
// server's images/icon-sprite.ts computes it), so the server may cache `?version=` for a year.
const iconsVersion = createHash('sha256')
  .update(readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'public/icons.svg')))
  .digest('hex')
  .slice(0, 12);

// JavaScript, not TypeScript: Next compiles a next.config.ts at every start with its native SWC
// binding, which then stays loaded in the server process (some 20 MB resident, issue 25).
/** @type {import('next').NextConfig} */
const config = {
  reactStrictMode: true,
  poweredByHeader: false,
  env: { NEXT_PUBLIC_ICONS_VERSION: iconsVersion },
  // No ETags: hashing each ~200 kB page in JS halved the home page's requests/s, and pages with
  // live odds change every second, so a client would almost never revalidate with one.
  generateEtags: false,
  // The workspace packages ship TypeScript sources.
  transpilePackages: ['@sb/domain', '@sb/contract'],
  // The server process hosts Next, so its API paths never reach these pages.
  typescript: { tsconfigPath: './tsconfig.json' },
  // shell 2.2: the locale is the first path segment, omitted for the default (first) locale.
  // Next loads this file at run time without resolving imports: the list is repeated here and
  // src/i18n/locales.test.ts keeps it equal to src/i18n/locales.json. These are URL segments:
  // Kazakh is `kz` here (shell 2.6) and `kk` for Intl (intlLocale in @sb/domain).
  i18n: {
    locales: [
      'en',
      'de',
      'es',
      'pt-BR',
      'ru',
      'ar',
      'pl',
      'fr',
      'lv',
      'kz',
      'ru-KZ',
      'en-IE',
      'el',
    ],
    defaultLocale: 'en',
    localeDetection: false,
  },
  // domain 2: the home page's list queries live in its URL. The plain home page is the same
  // for everyone and regenerated once a second (pages/index); a home URL with any list query
  // is rendered per request (pages/lists). The keys repeat src/catalog/list-query.ts.
  async rewrites() {
    return {
      beforeFiles: ['tab', 'time', 'sortBy', 'date', 'sport', 'page', 'isBettable'].map((key) => ({
        source: '/',
        has: [{ type: 'query', key }],
        destination: '/lists',
      })),
      afterFiles: [],
      fallback: [],
    };
  },
};

export default config;
