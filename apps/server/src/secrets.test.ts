import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, repoRoot } from './config';
import {
  MIN_SECRET_LENGTH,
  SECRET_NAMES,
  SECRETS_FILE,
  VAPID_NAMES,
  loadSecrets,
  loadVapidKeys,
  requireVapidKeys,
} from './secrets';

const serverDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const made: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-secrets-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

/** The environment of a fresh `npm start`: none of the secrets, embedded database and broker. */
function freshEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: Record<string, string | undefined> = { ...process.env, LOG_LEVEL: 'warn', ...extra };
  for (const name of [...SECRET_NAMES, 'DATABASE_URL', 'REDIS_URL', 'HOST', 'NODE_ENV'])
    delete env[name];
  return env as NodeJS.ProcessEnv;
}

/** Runs the listener (`main.ts --no-web`) until `done` says its output suffices, or it exits. */
function runServer(
  env: NodeJS.ProcessEnv,
  done: (output: string) => boolean,
): Promise<{ output: string; code: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--no-web'], {
      cwd: serverDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (done(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('error', reject);
    child.on('exit', (code) => resolve({ output, code }));
  });
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

/** Every string literal in the server's source: a secret must be none of them. */
function sourceLiterals(): Set<string> {
  const out = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.ts'))
        for (const m of fs.readFileSync(file, 'utf8').matchAll(/'([^'\n]{8,})'/g)) out.add(m[1]!);
    }
  };
  walk(path.join(repoRoot, 'apps/server/src'));
  return out;
}

describe('secrets (issue 17, finding 1: no secret from the source)', () => {
  it('refuses to start in production without its secrets, naming each one', async () => {
    const dataDir = tempDir();
    const { output, code } = await runServer(
      freshEnv({ APP_ENV: 'production', DATA_DIR: dataDir, PORT: String(await freePort()) }),
      () => false,
    );
    expect(code).toBe(1);
    for (const name of SECRET_NAMES) expect(output).toContain(name);
    expect(output).not.toContain('is up');
    expect(fs.existsSync(path.join(dataDir, SECRETS_FILE))).toBe(false);
  }, 60_000);

  it('starts in development on loopback with random secrets written to DATA_DIR/secrets.json (0600)', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const { output } = await runServer(
      freshEnv({ APP_ENV: 'development', DATA_DIR: dataDir, PORT: String(port) }),
      (out) => out.includes('is up'),
    );
    expect(output).toContain(`listening on 127.0.0.1:${port}`);
    const file = path.join(dataDir, SECRETS_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const secrets = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    const literals = sourceLiterals();
    for (const name of SECRET_NAMES) {
      expect(secrets[name]!.length).toBeGreaterThanOrEqual(MIN_SECRET_LENGTH);
      expect(literals.has(secrets[name]!), name).toBe(false);
    }
    // issue 27: the Web Push key pair is made at first start too, beside the others.
    for (const name of VAPID_NAMES) expect(secrets[name], name).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(new Set(Object.values(secrets)).size).toBe(SECRET_NAMES.length + VAPID_NAMES.length);
  }, 120_000);

  it('keeps the development secrets across starts; the environment overrides the file', () => {
    const dataDir = tempDir();
    const first = loadSecrets({}, 'development', dataDir);
    expect(loadSecrets({}, 'development', dataDir)).toEqual(first);
    expect(loadSecrets({ ADMIN_TOKEN: 'from-env' }, 'development', dataDir).ADMIN_TOKEN).toBe(
      'from-env',
    );
    // Another data folder, another install: other secrets.
    expect(loadSecrets({}, 'development', tempDir()).SESSION_SECRET).not.toBe(first.SESSION_SECRET);
  });

  it('completes a secrets file that lacks a newer secret, keeping the others', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, SECRETS_FILE), JSON.stringify({ ADMIN_TOKEN: 'kept' }));
    const secrets = loadSecrets({}, 'development', dataDir);
    expect(secrets.ADMIN_TOKEN).toBe('kept');
    expect(secrets.SESSION_SECRET.length).toBeGreaterThanOrEqual(MIN_SECRET_LENGTH);
    expect(loadSecrets({}, 'development', dataDir)).toEqual(secrets);
  });

  it('refuses secrets too short for production, naming them', () => {
    const env = Object.fromEntries(SECRET_NAMES.map((n) => [n, 'x'.repeat(MIN_SECRET_LENGTH)]));
    expect(() => loadSecrets({ ...env, ADMIN_TOKEN: 'admin' }, 'production', tempDir())).toThrow(
      /shorter than 32 characters: ADMIN_TOKEN/,
    );
    expect(loadSecrets(env, 'production', tempDir()).ADMIN_TOKEN).toBe(env.ADMIN_TOKEN);
  });

  it('listens on loopback in development and on every interface in production unless HOST says', () => {
    const secrets = Object.fromEntries(SECRET_NAMES.map((n) => [n, 'y'.repeat(40)]));
    expect(loadConfig({ APP_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ APP_ENV: 'production', ...secrets }).host).toBe('0.0.0.0');
    expect(loadConfig({ APP_ENV: 'test', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('keeps the Web Push key pair across development starts; production needs it only when push is on', () => {
    const dataDir = tempDir();
    const pair = loadVapidKeys({}, 'development', dataDir);
    expect(Buffer.from(pair.VAPID_PUBLIC_KEY!, 'base64url')).toHaveLength(65);
    expect(loadVapidKeys({}, 'development', dataDir)).toEqual(pair);
    // Subscriptions are bound to the public key: a restart must not change it.
    expect(loadConfig({ APP_ENV: 'development', DATA_DIR: dataDir }).vapid).toEqual(pair);

    const production = loadVapidKeys({ VAPID_PUBLIC_KEY: 'pub' }, 'production', tempDir());
    expect(() => requireVapidKeys(production)).toThrow(
      /missing: VAPID_PRIVATE_KEY\b.*web-push generate-vapid-keys/,
    );
    expect(() => requireVapidKeys(loadVapidKeys({}, 'production', tempDir()))).toThrow(
      /missing: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY/,
    );
    const env = { VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv' };
    expect(requireVapidKeys(loadVapidKeys(env, 'production', tempDir()))).toEqual(env);
  });

  it('gives tests fresh random secrets and writes no file', () => {
    const dataDir = tempDir();
    const a = loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir });
    const b = loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir });
    expect(a.adminToken).not.toBe(b.adminToken);
    expect(fs.existsSync(path.join(dataDir, SECRETS_FILE))).toBe(false);
  });
});
