#!/usr/bin/env node
// `npm run cluster -- --workers N`: the production shape on one machine (issue 25). N server
// processes on Postgres (DATABASE_URL) and Redis (REDIS_URL), on consecutive ports after the
// public one, and nginx in front of them on the public port (deploy/nginx/). Migrates and seeds
// once first; restarts a process that dies (unless --no-restart); Ctrl-C stops them all;
// SIGHUP restarts them one at a time (a rolling restart: new code or settings, no request lost).
//
//   --workers N      server processes (default 2)
//   --port P         the public port (default $PORT or 3000); the processes listen on P+1..P+N
//   --first-port Q   the processes listen on Q..Q+N-1 instead
//   --no-restart     leave a dead process dead (the multi-process test kills one on purpose)
//   --print-nginx    print the site configuration for Debian's nginx and exit
//   --reset          start from an empty database; other flags (--no-web) go to every process
//
// What it runs is listed in $DATA_DIR/cluster/state.json (ports and pids) while it runs.
// Plain Node with no dependencies, like `npm start`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  ensureBuilt,
  ensureInstalled,
  requireNode,
  root,
  serverEnv,
  serverArgs,
} from './lib/prepare.mjs';

const log = (msg) => console.log(`[cluster] ${msg}`);
const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
function option(name, fallback) {
  const i = argv.indexOf(name);
  if (i === -1) return fallback;
  const value = Number(argv[i + 1]);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} needs a positive whole number`);
    process.exit(2);
  }
  return value;
}
const workers = option('--workers', 2);
const port = option('--port', Number(process.env.PORT ?? 3000));
const firstPort = option('--first-port', port + 1);
const ports = Array.from({ length: workers }, (_, i) => firstPort + i);
// What is ours is taken out; the rest goes to every server process.
const valued = ['--workers', '--port', '--first-port'];
const ours = new Set([...valued, '--no-restart', '--print-nginx', '--reset']);
const passOn = argv.filter((a, i) => !ours.has(a) && !valued.includes(argv[i - 1]));

/**
 * The site configuration (deploy/nginx/sportsbook.conf.template) for these ports; those in
 * `down` are marked so (a rolling restart takes them out of nginx's rotation first).
 */
function siteConfig(down = new Set()) {
  const template = fs.readFileSync(
    path.join(root, 'deploy/nginx/sportsbook.conf.template'),
    'utf8',
  );
  // A process that fails once is left out for 5 s: requests go to the others meanwhile.
  const upstreams = ports
    .map(
      (p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s${down.has(p) ? ' down' : ''};`,
    )
    .join('\n');
  return template.replaceAll('{{UPSTREAMS}}', upstreams).replaceAll('{{LISTEN}}', String(port));
}

if (flag('--print-nginx')) {
  process.stdout.write(siteConfig());
  process.exit(0);
}

requireNode();
const missing = ['DATABASE_URL', 'REDIS_URL'].filter((v) => !process.env[v]);
if (missing.length) {
  console.error(
    `Several processes share Postgres and Redis: set ${missing.join(' and ')} ` +
      '(README: "Running N processes behind a proxy").',
  );
  process.exit(1);
}
const nginx = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].find(
  (p) => p && fs.existsSync(p),
);
if (!nginx) {
  console.error('nginx not found. Install it with: sudo apt-get install -y nginx-light');
  process.exit(1);
}

ensureInstalled(log);
ensureBuilt(log, { web: !passOn.includes('--no-web') });

const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');
const dir = path.join(dataDir, 'cluster');
fs.mkdirSync(dir, { recursive: true });
const env = serverEnv({
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NODE_ENV: 'production',
  APP_ENV: process.env.APP_ENV ?? 'development',
  // Every process believes the one hop in front of it (nginx) about the client's address.
  TRUST_PROXY: process.env.TRUST_PROXY ?? '1',
  PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
});
const server = serverArgs(env);

// 1. Migrations and seeds, once (development also writes the shared secrets.json here).
log(`migrating ${new URL(process.env.DATABASE_URL).pathname.slice(1) || 'the database'}...`);
const migrated = spawnSync(
  process.execPath,
  [...server, '--migrate-only', ...(flag('--reset') ? ['--reset'] : [])],
  { cwd: root, stdio: 'inherit', env },
);
if (migrated.status !== 0) process.exit(migrated.status ?? 1);

// 2. The server processes.
let stopping = false;
const procs = new Map(); // port -> child
/** Ports a rolling restart is stopping on purpose (not restarted by the exit handler). */
const restarting = new Set();
function prefixed(stream, name, out) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
}
function startWorker(p) {
  const child = spawn(process.execPath, [...server, ...passOn], {
    cwd: root,
    env: { ...env, PORT: String(p) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixed(child.stdout, `:${p}`, process.stdout);
  prefixed(child.stderr, `:${p}`, process.stderr);
  procs.set(p, child);
  writeState();
  child.on('exit', (code, signal) => {
    if (procs.get(p) === child) procs.delete(p);
    writeState();
    if (stopping || restarting.has(p)) return;
    log(`process on :${p} (pid ${child.pid}) ended: ${signal ?? `exit ${code}`}`);
    if (flag('--no-restart')) return;
    setTimeout(() => !stopping && startWorker(p), 1000);
  });
}

// 3. nginx in front, as this user, everything of its own under $DATA_DIR/cluster.
let proxy = null;
function startProxy() {
  fs.writeFileSync(path.join(dir, 'sportsbook.conf'), siteConfig());
  const main = fs
    .readFileSync(path.join(root, 'deploy/nginx/nginx.conf.template'), 'utf8')
    .replaceAll('{{DIR}}', dir)
    // Started by root, nginx's workers would switch to nobody, who cannot write under .data.
    .replaceAll('{{USER}}', process.getuid?.() === 0 ? 'user root;' : '');
  fs.writeFileSync(path.join(dir, 'nginx.conf'), main);
  proxy = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  proxy.on('exit', (code, signal) => {
    proxy = null;
    writeState();
    if (!stopping) {
      log(`nginx ended (${signal ?? `exit ${code}`}); stopping`);
      void stop();
    }
  });
}

function writeState() {
  const state = {
    port,
    proxy: proxy?.pid ?? null,
    workers: [...procs].map(([p, child]) => ({ port: p, pid: child.pid })),
  };
  fs.writeFileSync(path.join(dir, 'state.json'), JSON.stringify(state, null, 2));
}

async function stop() {
  if (stopping) return;
  stopping = true;
  log('stopping...');
  // The processes finish what they hold and give up leadership (main.ts); nginx quits gracefully.
  for (const child of procs.values()) child.kill('SIGTERM');
  proxy?.kill('SIGQUIT');
  const all = [...procs.values(), ...(proxy ? [proxy] : [])];
  const gone = Promise.all(
    all.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r)))),
  );
  const late = setTimeout(() => all.forEach((c) => c.kill('SIGKILL')), 15_000);
  await gone;
  clearTimeout(late);
  fs.rmSync(path.join(dir, 'state.json'), { force: true });
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
const up = async (p) => (await fetch(`http://127.0.0.1:${p}/api/health`).catch(() => null))?.ok;

// A rolling restart: each process in turn is taken out of nginx's rotation (marked `down`,
// nginx reloaded: its old workers finish what they hold), told to stop (SIGTERM: it hands over
// the feed's leadership and finishes its requests), started again, and put back once it answers,
// before the next one goes. Without the `down`, nginx learns of a stopping process by failing on
// it, and for a moment may count both out (a 503 the multi-process test saw).
let rolling = false;
const down = new Set();
async function routeAround(p, out) {
  if (out) down.add(p);
  else down.delete(p);
  fs.writeFileSync(path.join(dir, 'sportsbook.conf'), siteConfig(down));
  proxy?.kill('SIGHUP');
  await new Promise((r) => setTimeout(r, 2000));
}
async function rollingRestart() {
  if (rolling || stopping) return;
  rolling = true;
  log('rolling restart...');
  // Dead processes first (--no-restart, or one that is crash-looping): taking a living process
  // out while another is dead would leave nginx none (the multi-process test's CI run: its
  // leader, killed on purpose, was the second port, and the survivor went down first).
  const alive = (p) => {
    const child = procs.get(p);
    return child !== undefined && child.exitCode === null && child.signalCode === null;
  };
  for (const p of [...ports].sort((a, b) => Number(alive(a)) - Number(alive(b)))) {
    const child = procs.get(p);
    restarting.add(p);
    await routeAround(p, true);
    if (child && alive(p)) {
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await gone;
    }
    if (stopping) break;
    startWorker(p);
    restarting.delete(p);
    while (!stopping && !(await up(p))) await new Promise((r) => setTimeout(r, 500));
    await routeAround(p, false);
    log(`process on :${p} restarted (pid ${procs.get(p)?.pid})`);
  }
  rolling = false;
  log('rolling restart done');
}
process.on('SIGHUP', () => void rollingRestart());

for (const p of ports) startWorker(p);
startProxy();
writeState();

// Ready when the proxy answers and every process is up behind it.
const deadline = Date.now() + 240_000;
for (;;) {
  if (stopping) break;
  const answers = await Promise.all([port, ...ports].map(up));
  if (answers.every(Boolean)) {
    log(`up: http://localhost:${port} -> ${ports.map((p) => `:${p}`).join(' ')} (Ctrl-C stops)`);
    break;
  }
  if (Date.now() > deadline) {
    log('the processes did not come up in 4 minutes; stopping');
    await stop();
  }
  await new Promise((r) => setTimeout(r, 500));
}
