// Types of next.config.mjs for the tests that read it.
import type { NextConfig } from 'next';

declare const config: NextConfig;
export default config;
