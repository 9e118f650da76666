// What `npm start` and `npm run cluster` do before any server runs: check Node, install what is
// missing, build the web app when it is stale. Plain Node with no dependencies, because it runs
// before anything is installed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function requireNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 9)) {
    console.error(`Node >= 20.9 is required, this is ${process.versions.node}.`);
    process.exit(1);
  }
}

/** Runs a command in the repository; exits with its status when it fails. */
export function run(cmd, cmdArgs, extraEnv = {}) {
  const result = spawnSync(cmd, cmdArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const mtime = (p) => {
  try {
    return fs.statSync(p).mtimeMs;
  } catch {
    return 0;
  }
};

/** Newest modification time below a folder, skipping build output and dependencies. */
function newest(dir) {
  let max = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (
      ['node_modules', '.next', '.data', 'dist'].includes(entry.name) ||
      entry.name.startsWith('.')
    )
      continue;
    const p = path.join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(p) : mtime(p));
  }
  return max;
}

/** Dependencies: installed when missing or when the lockfile changed since the last install. */
export function ensureInstalled(log) {
  const installedMarker = path.join(root, 'node_modules/.package-lock.json');
  if (
    mtime(installedMarker) === 0 ||
    mtime(path.join(root, 'package-lock.json')) > mtime(installedMarker)
  ) {
    log('installing dependencies (npm ci)...');
    run('npm', ['ci', '--no-audit', '--no-fund']);
  }
}

/** The server's bundle (apps/server/build.mjs), run by `npm start` and `npm run cluster`. */
export const serverBundle = path.join(root, 'apps/server/dist/main.mjs');

/**
 * The builds, each redone when a source of it is newer than its output: the server's bundle
 * (server or package sources) and, unless `web` is false, the web app (web or package sources).
 */
export function ensureBuilt(log, { web = true } = {}) {
  const packages = newest(path.join(root, 'packages'));
  if (Math.max(newest(path.join(root, 'apps/server')), packages) > mtime(serverBundle)) {
    log('building the server...');
    run('npm', ['run', 'build', '-w', 'apps/server']);
  }
  if (!web) return;
  if (
    Math.max(newest(path.join(root, 'apps/web')), packages) >
    mtime(path.join(root, 'apps/web/.next/BUILD_ID'))
  ) {
    log('building the web app...');
    run('npm', ['run', 'build', '-w', 'apps/web'], { NEXT_TELEMETRY_DISABLED: '1' });
  }
}

/**
 * The server process's environment beside the caller's (npm start, npm run cluster): glibc's
 * malloc gives each thread that allocates an arena of its own (libuv's pool hashes passwords,
 * compresses, reads files), and the freed memory of each arena stays resident: one arena keeps a
 * process some 100 MB smaller than glibc's default of eight, with no fewer placements a second
 * on this machine (issue 25, bench/BENCHMARKS.md "Resident memory"). An operator's value wins.
 */
export function serverEnv(env) {
  return { MALLOC_ARENA_MAX: '1', ...env };
}

/**
 * V8's heap sized for a server process (issue 25, bench/BENCHMARKS.md "Resident memory"): with
 * Node's own sizing on a large machine the old generation may grow to four times what is live
 * before it is collected; capped at 768 MB, V8 grows it by about 1.5 times instead (its factor
 * scales with the cap), and 8 MB semi-spaces halve the young generation. One process under the
 * memory bench's load then stays some 60 MB smaller at the same placements a second.
 */
export const DEFAULT_SERVER_NODE_FLAGS = '--max-old-space-size=768 --max-semi-space-size=8';

/**
 * Node's flags for a server process (npm start, npm run cluster, the memory bench):
 * SERVER_NODE_FLAGS when set (empty for Node's own sizing, or e.g. `--optimize-for-size`: some
 * 80 MB less again, 34 % fewer placements a second), else the defaults above. `npm run dev`
 * (Next compiling in the same process) takes no default.
 */
export function serverNodeFlags(env, { dev = false } = {}) {
  return (env.SERVER_NODE_FLAGS ?? (dev ? '' : DEFAULT_SERVER_NODE_FLAGS))
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * Node's arguments for a server process: the built bundle, or with `dev` the TypeScript sources
 * through tsx (`npm run dev`: no build to wait for, source maps on).
 */
export function serverArgs(env, { dev = false } = {}) {
  return [
    ...serverNodeFlags(env, { dev }),
    ...(dev ? ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')] : [serverBundle]),
  ];
}
