import type { NextConfig } from 'next';

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The workspace packages ship TypeScript sources.
  transpilePackages: ['@sb/domain', '@sb/contract'],
  // The server process hosts Next, so its API paths never reach these pages.
  typescript: { tsconfigPath: './tsconfig.json' },
  // shell 2.2: the locale is the first path segment, omitted for the default (first) locale.
  // Next loads this file at run time without resolving imports: the list is repeated here and
  // src/i18n/locales.test.ts keeps it equal to src/i18n/locales.json.
  i18n: {
    locales: ['en', 'de', 'es', 'pt-BR', 'ru', 'ar'],
    defaultLocale: 'en',
    localeDetection: false,
  },
};

export default config;
