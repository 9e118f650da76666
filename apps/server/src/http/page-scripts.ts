import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../config';

interface BuildManifest {
  pagesChunkGroupBootstrapParams?: Record<string, unknown>;
  chunkLoadingGlobal?: string;
}

type Bootstrap = (
  params: Record<string, unknown>,
  global: string,
  pages: string[],
) => string | undefined;

/**
 * The CSP hashes of the inline scripts of the built pages. Next (Turbopack) writes one inline
 * script per page: the chunk bootstrap of `/_app` and the page, made from the build manifest.
 * It is the same for every request of a build, so it is hashed here, once, with Next's own
 * functions (pages/_document's `getTurbopackChunkGroupBootstrap` + `htmlEscapeJsonString`);
 * `__NEXT_DATA__` and JSON-LD are data blocks, never run, and need no hash.
 */
export function pageScriptHashes(webDir = path.join(repoRoot, 'apps/web')): string[] {
  const file = path.join(webDir, '.next/build-manifest.json');
  if (!fs.existsSync(file)) return [];
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BuildManifest;
  const params = manifest.pagesChunkGroupBootstrapParams;
  const global = manifest.chunkLoadingGlobal;
  if (!params || !global) return [];
  const load = createRequire(path.join(webDir, 'package.json'));
  const { getTurbopackChunkGroupBootstrap } = load('next/dist/server/get-page-files') as {
    getTurbopackChunkGroupBootstrap: Bootstrap;
  };
  const { htmlEscapeJsonString } = load('next/dist/shared/lib/htmlescape') as {
    htmlEscapeJsonString: (s: string) => string;
  };
  const hashes = new Set<string>();
  for (const page of Object.keys(params)) {
    const script = getTurbopackChunkGroupBootstrap(params, global, ['/_app', page]);
    if (script) hashes.add(cspHash(htmlEscapeJsonString(script)));
  }
  return [...hashes];
}

export const cspHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
