// The web front end against its targets (issue 8), on loopback only:
//   1. first-load JavaScript per route, counted from the scripts the rendered HTML loads (gzip);
//   2. server-render requests/s of the home page, side by side in one run with a bare Next.js
//      page that renders nothing (bench/bare-next), autocannon at 50 connections;
//   3. Lighthouse 12 (mobile profile, Debian's Chromium) on home and a live match page:
//      performance, accessibility, FCP, Speed Index, LCP, TBT, CLS; first on bench/bare-next's
//      static paragraph page, the floor Next.js and React alone score on this machine;
//   4. CLS while odds update: home open 30 s in Chromium with the live feed running.
//
//   npx tsx bench/web.bench.ts    (RUNS=3; BASE_URL=http://localhost:3000 to use a running
//                                  product instead of starting one; SKIP=lighthouse,cls,...)
//
// The product is started with `node scripts/start.mjs --reset` on its own port and data
// folder (the web build must be current: start.mjs rebuilds it when stale).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { median } from './lib/stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.RUNS ?? 3);
const SKIP = new Set((process.env.SKIP ?? '').split(',').filter(Boolean));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3210);
const BARE_PORT = PORT + 1;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const children: ChildProcess[] = [];

function stopChildren() {
  for (const c of children) {
    if (c.pid && c.exitCode === null) {
      try {
        process.kill(-c.pid, 'SIGTERM');
      } catch {
        c.kill('SIGTERM');
      }
    }
  }
}
process.on('exit', stopChildren);
process.on('SIGINT', () => process.exit(130));
// A benchmark never runs forever.
setTimeout(() => {
  console.error('watchdog: the benchmark took too long');
  process.exit(2);
}, 45 * 60_000).unref();

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(1000);
  }
  throw new Error(`${url} did not come up`);
}

function startDetached(cmd: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  children.push(child);
  return child;
}

async function startProduct(): Promise<string> {
  if (process.env.BASE_URL) return process.env.BASE_URL;
  startDetached(process.execPath, ['scripts/start.mjs', '--reset'], {
    PORT: String(PORT),
    DATA_DIR: '.data/bench-web',
    LOG_LEVEL: 'warn',
    NEXT_TELEMETRY_DISABLED: '1',
  });
  const base = `http://localhost:${PORT}`;
  await waitFor(`${base}/api/health`, 10 * 60_000);
  return base;
}

async function startBare(): Promise<string> {
  const dir = path.join(root, 'bench/bare-next');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  // Built once; again when a page was added since (the Lighthouse floor came after the first).
  if (!fs.existsSync(path.join(dir, '.next/server/pages/paragraph.html'))) {
    const built = spawnSync('npx', ['next', 'build', dir], { cwd: root, env, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('bare page build failed');
  }
  startDetached('npx', ['next', 'start', dir, '-p', String(BARE_PORT)], env);
  const base = `http://localhost:${BARE_PORT}`;
  await waitFor(base, 120_000);
  return base;
}

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

interface WireMatch {
  slug: string;
  sport: { key: string };
  tournament: { slug: string };
}

/** Pages worth measuring, with real slugs from the running catalog. */
async function routes(base: string): Promise<Record<string, string>> {
  const api = `${base}/api/sportsbook/v2`;
  const live = await json<{ data: WireMatch[] }>(`${api}/matches?match_status=1&limit=1`);
  const any = await json<{ data: WireMatch[] }>(`${api}/matches?limit=1`);
  const match = live.data[0] ?? any.data[0];
  if (!match) throw new Error('the catalog has no matches');
  return {
    home: '/',
    sport: `/${match.sport.key}`,
    league: `/${match.sport.key}/${match.tournament.slug}`,
    match: `/${match.sport.key}/${match.slug}`,
    live: '/live',
    schedule: '/schedule',
    results: '/results',
    search: '/search?q=united',
    bets: '/bets',
  };
}

// ------------------------------------------------------------------ 1. first-load JavaScript

const gz = (buf: Buffer | string) => gzipSync(buf).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function firstLoadJs(base: string, pages: Record<string, string>) {
  console.log('\nFirst-load JavaScript per route (scripts the HTML loads, gzip):');
  const rows: [string, number, number, number][] = [];
  for (const [name, route] of Object.entries(pages)) {
    const html = await (await fetch(base + route)).text();
    const srcs = [...html.matchAll(/<script\b([^>]*)>/g)]
      .map((m) => m[1] ?? '')
      .filter((attrs) => !/\bnomodule\b/.test(attrs))
      .map((attrs) => /\bsrc="([^"]+)"/.exec(attrs)?.[1])
      .filter((s): s is string => !!s);
    let js = 0;
    for (const src of new Set(srcs))
      js += gz(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer()));
    const data = /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    rows.push([name, js, gz(html), gz(data)]);
    console.log(
      `  ${name.padEnd(9)} ${route.padEnd(48)} JS ${kb(js).padStart(9)}  (${srcs.length} scripts)  HTML ${kb(gz(html))}, of which page data ${kb(gz(data))}`,
    );
  }
  return rows;
}

// ------------------------------------------------------------------ 2. server-render req/s

async function cannon(url: string, seconds: number): Promise<{ rps: number; errors: number }> {
  const result = await autocannon({ url, connections: 50, duration: seconds });
  return { rps: result.requests.average, errors: result.errors + result.non2xx };
}

async function ssrThroughput(base: string, bare: string) {
  console.log('\nServer-render throughput, 50 connections (alternating runs of 10 s):');
  await cannon(`${base}/`, 3);
  await cannon(`${bare}/`, 3);
  const home: number[] = [];
  const floor: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const b = await cannon(`${bare}/`, 10);
    const h = await cannon(`${base}/`, 10);
    floor.push(b.rps);
    home.push(h.rps);
    console.log(
      `  run ${i + 1}: bare ${b.rps.toFixed(0)} req/s, home ${h.rps.toFixed(0)} req/s (${((h.rps / b.rps) * 100).toFixed(0)} %)${h.errors || b.errors ? `, errors ${h.errors}/${b.errors}` : ''}`,
    );
  }
  const ratio = median(home) / median(floor);
  console.log(
    `  median: bare ${median(floor).toFixed(0)} req/s, home ${median(home).toFixed(0)} req/s = ${(ratio * 100).toFixed(0)} % (target >= 30 %)`,
  );
}

// ------------------------------------------------------------------ 3. Lighthouse

interface LhFigures {
  performance: number;
  accessibility: number;
  fcp: number;
  speedIndex: number;
  lcp: number;
  tbt: number;
  cls: number;
}

async function lighthouseRuns(base: string, pages: Record<string, string>, bare: string) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  console.log('\nLighthouse 12, mobile profile (median of runs):');
  // The floor first: a static Next.js page with a paragraph, what the framework alone scores here.
  const urls = { floor: `${bare}/paragraph`, home: base + pages.home, match: base + pages.match };
  for (const [name, url] of Object.entries(urls)) {
    const runs: LhFigures[] = [];
    for (let i = 0; i < RUNS; i++) {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
      });
      try {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error('no Lighthouse result');
        runs.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
          speedIndex: lhr.audits['speed-index']?.numericValue ?? NaN,
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        });
        const failed = Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 1 &&
              lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id && r.weight > 0),
          )
          .map((a) => a.id);
        // The floor is a bare page (no title, no lang): only the product's audits are read.
        if (failed.length && name !== 'floor')
          console.log(
            `    ${name} run ${i + 1} accessibility audits below 1: ${failed.join(', ')}`,
          );
      } finally {
        await chrome.kill();
      }
    }
    const m = (k: keyof LhFigures) => median(runs.map((r) => r[k]));
    console.log(
      `  ${name.padEnd(6)} performance ${m('performance')}, accessibility ${m('accessibility')}, FCP ${m('fcp').toFixed(0)} ms, SI ${m('speedIndex').toFixed(0)} ms, LCP ${m('lcp').toFixed(0)} ms, TBT ${m('tbt').toFixed(0)} ms, CLS ${m('cls').toFixed(3)}  (runs: ${runs.map((r) => r.performance).join('/')})`,
    );
  }
}

// ------------------------------------------------------------------ 4. CLS while odds move

async function clsWhileLive(base: string, pages: Record<string, string>) {
  const { chromium } = await import('playwright-core');
  console.log('\nLayout shift while odds update (30 s per page, live feed running):');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    for (const [name, width, height] of [
      ['home', 1440, 900],
      ['home', 390, 844],
      ['match', 1440, 900],
    ] as const) {
      const page = await browser.newPage({ viewport: { width, height } });
      // Runs in the page (browser globals), typed loosely here where only Node's are known.
      await page.addInitScript(() => {
        const w = globalThis as unknown as { shifts: { value: number; time: number }[] };
        w.shifts = [];
        const observer = new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
            startTime: number;
          }[])
            if (!e.hadRecentInput) w.shifts.push({ value: e.value, time: e.startTime });
        }) as unknown as { observe(options: object): void };
        observer.observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(base + pages[name], { waitUntil: 'load' });
      let flashes = 0;
      for (let s = 0; s < 30; s++) {
        await page.waitForTimeout(1000);
        flashes += await page.locator('[data-trend]').count();
      }
      const shifts = await page.evaluate(
        () => (globalThis as unknown as { shifts: { value: number; time: number }[] }).shifts,
      );
      // CLS as Chromium defines it: the worst session window (gaps < 1 s, at most 5 s).
      let worst = 0;
      let current = 0;
      let start = -Infinity;
      let last = -Infinity;
      for (const s of shifts) {
        if (s.time - last > 1000 || s.time - start > 5000) {
          current = 0;
          start = s.time;
        }
        current += s.value;
        last = s.time;
        worst = Math.max(worst, current);
      }
      console.log(
        `  ${name.padEnd(6)} ${width}x${height}: CLS ${worst.toFixed(4)} over 30 s, ${shifts.length} shifts, ~${flashes} odds flashes seen (target CLS < 0.1)`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

// ------------------------------------------------------------------ main

async function main() {
  console.log(`web bench: ${new Date().toISOString()}, node ${process.version}, RUNS=${RUNS}`);
  const base = await startProduct();
  // The engine needs a moment to have live matches after a reset.
  for (let i = 0; i < 60; i++) {
    const live = await json<{ pagination: { total: number } }>(
      `${base}/api/sportsbook/v2/matches?match_status=1&limit=1`,
    );
    if (live.pagination.total > 0) break;
    await sleep(2000);
  }
  const pages = await routes(base);
  // The home page is regenerated in the background: the first request after a start serves the
  // build's copy and asks for a fresh one.
  for (const route of Object.values(pages)) await fetch(base + route);
  await sleep(3000);
  if (!SKIP.has('js')) await firstLoadJs(base, pages);
  const bare = !SKIP.has('ssr') || !SKIP.has('lighthouse') ? await startBare() : '';
  if (!SKIP.has('ssr')) await ssrThroughput(base, bare);
  if (!SKIP.has('lighthouse')) await lighthouseRuns(base, pages, bare);
  if (!SKIP.has('cls')) await clsWhileLive(base, pages);
}

main()
  .then(() => {
    stopChildren();
    process.exit(0);
  })
  .catch((err: unknown) => {
    console.error(err);
    stopChildren();
    process.exit(1);
  });
