import type { NextConfig } from 'next';

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The workspace packages ship TypeScript sources.
  transpilePackages: ['@sb/domain', '@sb/contract'],
  // The server process hosts Next, so its API paths never reach these pages.
  typescript: { tsconfigPath: './tsconfig.json' },
};

export default config;
