#!/usr/bin/env node
// `npm start`: installs what is missing, builds what is stale, then runs the one server
// process (API + real-time + web pages on one origin). Flags pass through to the server:
// --reset (start from an empty database), --dev (Next in dev mode), --no-web.
// Plain Node with no dependencies, because it runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const log = (msg) => console.log(`[start] ${msg}`);

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 9)) {
  console.error(`Node >= 20.9 is required, this is ${process.versions.node}.`);
  process.exit(1);
}

function run(cmd, cmdArgs, extraEnv = {}) {
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
    if (['node_modules', '.next', '.data'].includes(entry.name) || entry.name.startsWith('.'))
      continue;
    const p = path.join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(p) : mtime(p));
  }
  return max;
}

// 1. Dependencies: install when missing or when the lockfile changed since the last install.
const installedMarker = path.join(root, 'node_modules/.package-lock.json');
if (
  mtime(installedMarker) === 0 ||
  mtime(path.join(root, 'package-lock.json')) > mtime(installedMarker)
) {
  log('installing dependencies (npm ci)...');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

// 2. The web build: rebuilt when any web or package source is newer than the last build.
if (!args.includes('--dev') && !args.includes('--no-web')) {
  const built = mtime(path.join(root, 'apps/web/.next/BUILD_ID'));
  const sources = Math.max(
    newest(path.join(root, 'apps/web')),
    newest(path.join(root, 'packages')),
  );
  if (sources > built) {
    log('building the web app...');
    run('npm', ['run', 'build', '-w', 'apps/web'], { NEXT_TELEMETRY_DISABLED: '1' });
  }
}
// React and Next run optimized unless --dev; the product's own environment (secure cookies,
// dev outbox, demo seed) is APP_ENV, which stays development on a laptop unless set.
env.NODE_ENV = args.includes('--dev') ? 'development' : 'production';
env.APP_ENV ??= 'development';

// 3. The server: migrates and seeds, then listens and prints the URL. Ctrl-C reaches it
// directly (same process group); this wrapper only waits and passes on its exit code.
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', ...args], {
  cwd: root,
  stdio: 'inherit',
  env,
});
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
