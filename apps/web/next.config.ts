import type { NextConfig } from 'next';
import { defaultLocale, locales } from './src/i18n';

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The workspace packages ship TypeScript sources.
  transpilePackages: ['@sb/domain', '@sb/contract'],
  // The server process hosts Next, so its API paths never reach these pages.
  typescript: { tsconfigPath: './tsconfig.json' },
  // shell 2.2: the locale is the first path segment, omitted for the default (first) locale.
  i18n: { locales: [...locales], defaultLocale, localeDetection: false },
};

export default config;
