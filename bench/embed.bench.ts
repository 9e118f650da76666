// The embedding (issue 23): time from the host's `OpenSportsbook.init()` to the first odds
// painted inside the frame, side by side in one run with its floor, the same page opened
// directly (navigation start to the first odds painted). Each run is a fresh browser context
// (cold cache, as a casino's first visitor), alternating the two.
//
//   npx tsx bench/embed.bench.ts    (RUNS=7; BENCH_EMBED_PORT=3230, the demo host one above)
//
// The product is started with `node scripts/start.mjs --reset` (the build must be current),
// with DEMO_HOST_PORT for the demo casino page that embeds it; loopback only.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './lib/stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.RUNS ?? 7);
const PORT = Number(process.env.BENCH_EMBED_PORT ?? 3230);
const HOST_PORT = PORT + 1;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

setTimeout(() => {
  console.error('watchdog: the benchmark took too long');
  process.exit(2);
}, 15 * 60_000).unref();

/**
 * In every frame of the page: the top window notes when the host calls init(); a frame notes
 * the first animation frame after an odds button is in its document (painted).
 */
const PROBE = `(() => {
  const now = () => performance.timeOrigin + performance.now();
  if (window === window.top) {
    let api;
    Object.defineProperty(window, 'OpenSportsbook', {
      configurable: true,
      get: () => api,
      set: (value) => {
        api = { ...value, init: (o) => { window.__initAt = now(); return value.init(o); } };
      },
    });
  }
  const seen = () => {
    if (window.__oddAt || !document.querySelector('[data-testid="odd"]')) return false;
    requestAnimationFrame(() => (window.__oddAt = now()));
    return true;
  };
  new MutationObserver((_, observer) => seen() && observer.disconnect()).observe(document, {
    childList: true,
    subtree: true,
  });
})();`;

async function main() {
  const server = spawn(process.execPath, ['scripts/start.mjs', '--reset'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      DEMO_HOST_PORT: String(HOST_PORT),
      DATA_DIR: '.data/bench-embed',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // gone
    }
  };
  process.on('exit', stop);
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://localhost:${PORT}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await sleep(1000);
  }
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const run = async (embedded: boolean): Promise<number> => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    if (embedded) {
      await page.goto(`http://localhost:${HOST_PORT}/`);
      const frame = page.frameLocator('#sportsbook iframe');
      await frame.locator('[data-testid="odd"]').first().waitFor({ timeout: 60_000 });
      const element = await page.locator('#sportsbook iframe').elementHandle();
      const inner = await element!.contentFrame();
      await inner!.waitForFunction(
        () => (globalThis as unknown as { __oddAt?: number }).__oddAt,
        null,
        {
          timeout: 10_000,
        },
      );
      const oddAt = await inner!.evaluate(
        () => (globalThis as unknown as { __oddAt?: number }).__oddAt!,
      );
      const initAt = await page.evaluate(
        () => (globalThis as unknown as { __initAt?: number }).__initAt!,
      );
      await context.close();
      return oddAt - initAt;
    }
    await page.goto(`http://localhost:${PORT}/`);
    await page.waitForFunction(
      () => (globalThis as unknown as { __oddAt?: number }).__oddAt,
      null,
      {
        timeout: 60_000,
      },
    );
    const ms = await page.evaluate(
      () => (globalThis as unknown as { __oddAt?: number }).__oddAt! - performance.timeOrigin,
    );
    await context.close();
    return ms;
  };
  // A warm-up of each: the server's first renders compile and fill its caches.
  await run(true);
  await run(false);
  const framed: number[] = [];
  const direct: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    framed.push(await run(true));
    direct.push(await run(false));
  }
  await browser.close();
  const show = (xs: number[]) => xs.map((x) => Math.round(x)).join(', ');
  console.log(
    `init() -> first odds painted in the frame: median ${Math.round(median(framed))} ms (${show(framed)})`,
  );
  console.log(
    `floor, the page opened directly -> first odds painted: median ${Math.round(median(direct))} ms (${show(direct)})`,
  );
  console.log(`ratio ${(median(framed) / median(direct)).toFixed(2)}`);
  stop();
  process.exit(0);
}

void main();
