// The server as one JavaScript module (`npm run build`; `npm start` and `npm run cluster` build
// it when stale): dist/main.mjs, the server's and the workspace packages' TypeScript bundled by
// esbuild, every npm package left to Node. Run from source through tsx, one process held some
// 110 MB more of heap: the loader's thread, the transformed sources and every module's source
// map (issue 25, bench/BENCHMARKS.md "Resident memory"). `npm run dev` still runs the sources.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
export const serverBundle = path.join(here, 'dist/main.mjs');

/**
 * A bundled module's `import.meta.url` is the bundle's; the sources resolve files beside them
 * (migrations, the deposit widget, the repository's root), so each keeps its own, relative to
 * the bundle so the checkout may move.
 */
const sourceMetaUrl = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      const own = `new URL(${JSON.stringify(path.relative(path.dirname(serverBundle), args.path))}, import.meta.url).href`;
      return { contents: text.replaceAll('import.meta.url', own), loader: 'ts' };
    });
  },
};

/** npm packages stay in node_modules; the workspace's own (@sb/*) ship TypeScript: bundled. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@sb/') ? undefined : { external: true },
    );
  },
};

export async function buildServer() {
  await build({
    entryPoints: [path.join(here, 'src/main.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Linked, not loaded: SERVER_NODE_FLAGS=--enable-source-maps maps stack traces to sources.
    sourcemap: 'linked',
    plugins: [sourceMetaUrl, npmPackagesExternal],
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
