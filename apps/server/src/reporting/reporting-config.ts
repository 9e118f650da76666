import fs from 'node:fs';
import path from 'node:path';

// shell 8, 9; DESIGN "error reporting: off, Sentry via SENTRY_DSN". Nothing is sent anywhere
// unless the operator sets a DSN.

export interface ReportingConfig {
  /** The server's Sentry DSN (SENTRY_DSN); null: the server reports nothing. */
  dsn: string | null;
  /** The browser's DSN (SENTRY_BROWSER_DSN, else SENTRY_DSN); null: no SDK is loaded. */
  browserDsn: string | null;
  /** Whether the browser posts its envelopes through our tunnel route (SENTRY_TUNNEL=1). */
  tunnel: boolean;
  /** shell 9: the environment defaults to production (SENTRY_ENVIRONMENT names another). */
  environment: string;
  /** shell 9: the release id, shared by the browser and the server of one build. */
  release: string;
}

const VERSION = '0.1.0';

/** The release id: SENTRY_RELEASE, else the package version and the web build's id. */
function releaseOf(env: Readonly<Record<string, string | undefined>>, webDir: string): string {
  if (env.SENTRY_RELEASE) return env.SENTRY_RELEASE;
  try {
    const build = fs.readFileSync(path.join(webDir, '.next/BUILD_ID'), 'utf8').trim();
    return `open-sportsbook@${VERSION}+${build}`;
  } catch {
    return `open-sportsbook@${VERSION}`;
  }
}

export function loadReportingConfig(
  env: Readonly<Record<string, string | undefined>>,
  appEnv: 'development' | 'test' | 'production',
  webDir: string,
): ReportingConfig {
  const dsn = env.SENTRY_DSN || null;
  return {
    dsn,
    browserDsn: env.SENTRY_BROWSER_DSN || dsn,
    tunnel: env.SENTRY_TUNNEL === '1' || env.SENTRY_TUNNEL === 'true',
    // shell 9: "defaults to production (or is prefixed by the hosting environment)": a laptop's
    // or a test's reports say so instead of mixing with production's.
    environment: env.SENTRY_ENVIRONMENT || (appEnv === 'production' ? 'production' : appEnv),
    release: releaseOf(env, webDir),
  };
}
