#!/usr/bin/env node
// `npm start`: installs what is missing, builds what is stale, then runs the one server
// process (API + real-time + web pages on one origin). Flags pass through to the server:
// --reset (start from an empty database), --dev (Next in dev mode), --no-web.
// Plain Node with no dependencies, because it runs before anything is installed.
import { spawn } from 'node:child_process';
import {
  ensureBuilt,
  ensureInstalled,
  requireNode,
  root,
  serverArgs,
  serverEnv,
} from './lib/prepare.mjs';

const args = process.argv.slice(2);
const log = (msg) => console.log(`[start] ${msg}`);

requireNode();
// 1. Dependencies; 2. the server's and the web app's builds when stale (scripts/lib/prepare.mjs).
ensureInstalled(log);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const dev = args.includes('--dev');
if (!dev) ensureBuilt(log, { web: !args.includes('--no-web') });
// React and Next run optimized unless --dev; the product's own environment (secure cookies,
// dev outbox, demo seed) is APP_ENV, which stays development on a laptop unless set.
env.NODE_ENV = dev ? 'development' : 'production';
env.APP_ENV ??= 'development';

// 3. The server: migrates and seeds, then listens and prints the URL. Ctrl-C reaches it
// directly (same process group); this wrapper only waits and passes on its exit code.
const server = [...serverArgs(env, { dev }), ...args];
const child = spawn(process.execPath, server, {
  cwd: root,
  stdio: 'inherit',
  env: serverEnv(env),
});
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
