// The multi-process kit (issue 25): `npm run cluster` started as a child process on a database
// of its own, and players who sign up, confirm, deposit and bet through its proxy over real
// HTTP. The multi-process test (cluster.test.ts), bench/cluster.bench.ts and the crash harness
// (bench/crash.bench.ts) use it.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { HealthDetails, Match } from '@sb/contract';
import { repoRoot } from '../src/config';

/** Polls `probe` until it answers something truthy; throws after `ms`. */
export async function waitFor<T>(
  what: string,
  ms: number,
  probe: () => Promise<T | null | undefined | false>,
  log: () => string = () => '',
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}\n${log().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Redis database 5 for our keys when the URL names none (pub/sub is server-wide anyway). */
export function redisUrlOf(url: string): string {
  const u = new URL(url);
  if (u.pathname === '' || u.pathname === '/') u.pathname = '/5';
  return u.toString();
}

export interface ClusterState {
  port: number;
  workers: { port: number; pid: number }[];
}

export interface RunningCluster {
  origin: string;
  adminToken: string;
  /** Ports and pids of the running processes ($DATA_DIR/cluster/state.json). */
  state(): ClusterState;
  /** What the cluster printed so far (for failure messages). */
  output(): string;
  /** /api/health of one process, asked on its own port with the admin token. */
  healthOf(port: number): Promise<HealthDetails>;
  /** SIGHUP, as an operator restarts every process one at a time; resolves when it is done. */
  rollingRestart(): Promise<void>;
  /** Ctrl-C, as an operator stops it; then its data folder is removed. */
  stop(): Promise<void>;
}

/** `scripts/cluster.mjs --workers N --port P --no-web`, up when every process answers. */
export async function startCluster(o: {
  workers: number;
  port: number;
  databaseUrl: string;
  redisUrl: string;
  /** A dead process stays dead (the test kills one on purpose). */
  noRestart?: boolean;
  env?: Record<string, string>;
}): Promise<RunningCluster> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-cluster-'));
  const args = ['--workers', String(o.workers), '--port', String(o.port), '--no-web'];
  const child: ChildProcess = spawn(
    process.execPath,
    ['scripts/cluster.mjs', ...args, ...(o.noRestart ? ['--no-restart'] : [])],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: o.databaseUrl,
        REDIS_URL: redisUrlOf(o.redisUrl),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Every player here signs up from 127.0.0.1.
        SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000',
        // A small, quiet book: prematch only, no outages or drift to refuse a bet by chance.
        FEED_HORIZON_DAYS: '1',
        FEED_LIVE_TARGET: '0',
        FEED_OUTAGE_MINUTES: '0',
        FEED_PREMATCH_DRIFT: '0',
        FEED_NOT_COVERED: '0',
        ...o.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGINT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(
      'the cluster',
      240_000,
      async () => output.includes('[cluster] up:') || child.exitCode !== null,
      () => output,
    );
    if (child.exitCode !== null) throw new Error(`the cluster ended:\n${output.slice(-3000)}`);
  } catch (err) {
    await stop();
    throw err;
  }
  const { ADMIN_TOKEN: adminToken } = JSON.parse(
    fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'),
  ) as { ADMIN_TOKEN: string };
  return {
    origin: `http://127.0.0.1:${o.port}`,
    adminToken,
    state: () =>
      JSON.parse(fs.readFileSync(path.join(dataDir, 'cluster/state.json'), 'utf8')) as ClusterState,
    output: () => output,
    healthOf: async (port) =>
      (await (
        await fetch(`http://127.0.0.1:${port}/api/health`, {
          headers: { authorization: `Bearer ${adminToken}` },
        })
      ).json()) as HealthDetails,
    rollingRestart: async () => {
      const done = output.split('rolling restart done').length;
      child.kill('SIGHUP');
      await waitFor(
        'the rolling restart',
        240_000,
        async () => output.split('rolling restart done').length > done,
        () => output,
      );
    },
    stop,
  };
}

export interface Answer {
  status: number;
  json: () => unknown;
}

/**
 * A player's browser over real HTTP: keeps cookies, echoes the CSRF cookie as the web app does.
 * `localAddress` (another loopback address, 127.0.0.2 ...) makes the player another client
 * address, so a bench's hundreds of players are not one address's sign-in quota (50 in 10 min).
 */
export class ClusterPlayer {
  readonly cookies = new Map<string, string>();
  /** Requests sent again after a lost process (network error, 5xx, a claim still in flight). */
  retries = 0;
  private readonly agent: http.Agent;
  constructor(
    readonly origin: string,
    readonly email: string,
    localAddress?: string,
  ) {
    // A connection per request: Node's agent, unlike a browser, does not send a request again
    // when nginx closes a kept-alive connection as it is reused (a reload during a rolling
    // restart did: "socket hang up"), which is the client's race, not a lost request.
    this.agent = new http.Agent({ keepAlive: false, ...(localAddress ? { localAddress } : {}) });
  }

  async request(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    if (method !== 'GET' && !this.cookies.has('csrf_token'))
      await this.request('GET', '/api/platform/csrf');
    const payload = body !== undefined ? JSON.stringify(body) : undefined;
    const res = await new Promise<{ status: number; cookies: string[]; text: string }>(
      (resolve, reject) => {
        const req = http.request(
          `${this.origin}${url}`,
          {
            method,
            agent: this.agent,
            headers: {
              cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
              ...(method !== 'GET' ? { 'x-csrf-token': this.cookies.get('csrf_token') ?? '' } : {}),
              ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
              ...headers,
            },
          },
          (r) => {
            const chunks: Buffer[] = [];
            r.on('data', (c: Buffer) => chunks.push(c));
            r.on('error', reject);
            r.on('end', () =>
              resolve({
                status: r.statusCode ?? 0,
                cookies: r.headers['set-cookie'] ?? [],
                text: Buffer.concat(chunks).toString('utf8'),
              }),
            );
          },
        );
        req.on('error', reject);
        req.end(payload);
      },
    );
    for (const c of res.cookies) {
      const [pair] = c.split(';');
      const [name, ...value] = pair!.split('=');
      if (value.join('=') === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
    return { status: res.status, json: () => JSON.parse(res.text) as unknown };
  }

  /**
   * What a client does about a lost process: the same request again, with the same
   * Idempotency-Key, on a network error, a 5xx or a 409 in flight (a claim the dead process
   * held is taken over after 60 s).
   */
  async retried(method: string, url: string, body: unknown, key = randomUUID()): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      const res = await this.request(method, url, body, { 'idempotency-key': key }).catch(
        () => null,
      );
      const inFlight =
        res?.status === 409 &&
        (res.json() as { error?: { key?: string } }).error?.key === 'error.idempotency.in_flight';
      if (res && res.status < 500 && !inFlight) return res;
      if (attempt > 100) throw new Error(`${url} kept failing: ${res?.status ?? 'network'}`);
      this.retries++;
      await new Promise((r) => setTimeout(r, inFlight ? 1000 : 250));
    }
  }
}

const ok = (what: string, res: Answer, below = 300) => {
  if (res.status >= below) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.json())}`);
};

/** A new player through the proxy: sign-up, the mailed confirmation, sign-in, a card deposit. */
export async function signUpPlayer(
  origin: string,
  euros: number,
  localAddress?: string,
): Promise<ClusterPlayer> {
  const p = new ClusterPlayer(origin, `cluster-${randomUUID()}@example.com`, localAddress);
  const password = 'Tricky-Horse-Battery-7';
  ok(
    'sign-up',
    await p.request('POST', '/api/platform/users', {
      email: p.email,
      password,
      currency: 'EUR',
      country: 'DE',
      firstName: 'Cluster',
      lastName: 'Player',
      dateOfBirth: '1990-05-01',
    }),
  );
  const token = await waitFor('the confirmation mail', 30_000, async () => {
    const mail = (
      await p.request('GET', `/api/dev/mailbox?to=${encodeURIComponent(p.email)}`)
    ).json() as { messages: { links: string[] }[] };
    const link = mail.messages[0]?.links.find((l) => l.includes('confirmation_token'));
    return link ? new URL(link).searchParams.get('confirmation_token') : null;
  });
  ok(
    'confirmation',
    await p.request('GET', `/api/platform/users/confirmation?confirmation_token=${token}`),
    400,
  );
  ok(
    'sign-in',
    await p.request('POST', '/api/platform/users/sign_in', { email: p.email, password }),
  );
  const created = await p.retried('POST', '/api/platform/deposits', {
    amount: euros * 100,
    currency: 'EUR',
  });
  ok('deposit', created);
  const { id, clientSecret } = created.json() as { id: string; clientSecret: string };
  const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
  ok('card', await p.request('POST', `/spi/api/payments/${id}/confirm`, { clientSecret, card }));
  await waitFor('the deposit', 30_000, async () => {
    const accounts = (await p.request('GET', '/api/platform/player/accounts')).json() as {
      currency: string;
      balance: number;
    }[];
    return accounts.some((a) => a.currency === 'EUR' && a.balance >= euros * 100);
  });
  return p;
}

/** `count` prematch matches with a main market, as the list shows them through the proxy. */
export function prematchMatches(origin: string, count: number): Promise<Match[]> {
  return waitFor('prematch matches', 60_000, async () => {
    const res = await fetch(
      `${origin}/api/sportsbook/v2/matches?match_status=0&type=match&limit=${Math.max(40, count * 2)}`,
    );
    const list = ((await res.json()) as { data: Match[] }).data.filter((m) => m.main_market);
    return list.length >= count ? list.slice(0, count) : null;
  });
}

/** A single on the match's main market, the outcome chosen by `n`, as the slip sends it. */
export function singleBet(match: Match, n: number, stake: number, deviceId = 'cluster') {
  const market = match.main_market!;
  const outcome = market.outcomes[n % market.outcomes.length]!;
  return {
    meta: { device_id: deviceId, quick: false, type: 'single' },
    bets: [
      {
        bonus: null,
        stake: { value: stake, currency: 'EUR' },
        selections: [
          {
            match_id: match.id,
            market_id: market.id,
            specifier: market.specifier,
            outcome_id: outcome.id,
            odds: outcome.odds,
          },
        ],
      },
    ],
  };
}
