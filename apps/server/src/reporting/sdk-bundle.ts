import path from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from '../config';

// The browser's Sentry SDK as one script of its own (issue 23). Bundled by the web build, the
// SDK made the bundler's runtime, which every page loads first, carry async-module support
// (+0.45 kB gzip on a first load at its 150 kB budget); served from here it costs the first
// load nothing, and only sites with a DSN ever bundle it.

/** The global the script sets: the three functions reporting/sentry.ts of the web uses. */
export const SDK_GLOBAL = '__sbSentry';

let bundle: Promise<string> | undefined;

/** The minified script (built once per process, about a second). */
export function sentryBrowserBundle(): Promise<string> {
  bundle ??= build({
    stdin: {
      contents: "export { init, captureException, captureMessage } from '@sentry/browser';",
      resolveDir: path.join(repoRoot, 'apps/web'),
      loader: 'js',
    },
    bundle: true,
    format: 'iife',
    globalName: SDK_GLOBAL,
    minify: true,
    write: false,
    target: 'es2020',
    legalComments: 'none',
    logLevel: 'silent',
  }).then((r) => r.outputFiles[0]!.text);
  return bundle;
}
