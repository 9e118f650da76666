import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/**
 * Every secret the server holds, by the environment variable that sets it. None has a value in
 * the code (issue 17, finding 1): production takes them from the environment and refuses to
 * start without them; development generates random ones once into `<DATA_DIR>/secrets.json`
 * (mode 0600) and reuses them at every start; tests get fresh random ones in memory.
 */
export const SECRET_NAMES = [
  /** HMAC key of the CSRF tokens. */
  'SESSION_SECRET',
  /** Shared secret of the payment provider's signed callbacks. */
  'PAYMENT_CALLBACK_SECRET',
  /** HS256 key of the real-time JWTs (Centrifugo's token_hmac_secret_key). */
  'REALTIME_SECRET',
  /** `X-API-Key` of the Centrifugo-style server API at /realtime/api. */
  'REALTIME_API_KEY',
  /** `Authorization: Bearer` of the trading controls and the operator's health details. */
  'ADMIN_TOKEN',
] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

/**
 * The VAPID key pair of Web Push (issue 27; RFC 8292), base64url as `web-push` makes it. Needed
 * only when the site config turns push on, so production asks for it only then
 * (`requireVapidKeys`); development generates a pair beside the other secrets.
 */
export const VAPID_NAMES = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'] as const;
export type VapidName = (typeof VAPID_NAMES)[number];
export type VapidPair = Partial<Record<VapidName, string>>;
export type Secrets = Record<SecretName, string>;

/** 256 bits, as HS256 wants its key (RFC 7518 3.2) and a guessing attacker never gets. */
export const MIN_SECRET_LENGTH = 32;
export const SECRETS_FILE = 'secrets.json';

/** Production without its secrets: the message names every one that is missing or too short. */
export class MissingSecretsError extends Error {
  constructor(
    readonly missing: string[],
    readonly tooShort: string[],
    hint = `Set each to a random value of at least ${MIN_SECRET_LENGTH} characters, e.g. \`openssl rand -base64 32\`.`,
  ) {
    const parts = [];
    if (missing.length) parts.push(`missing: ${missing.join(', ')}`);
    if (tooShort.length)
      parts.push(`shorter than ${MIN_SECRET_LENGTH} characters: ${tooShort.join(', ')}`);
    super(`Refusing to start in production without its secrets (${parts.join('; ')}). ${hint}`);
    this.name = 'MissingSecretsError';
  }
}

const random = () => randomBytes(32).toString('base64url');

export function loadSecrets(
  env: Readonly<Record<string, string | undefined>>,
  appEnv: 'development' | 'test' | 'production',
  dataDir: string,
): Secrets {
  if (appEnv === 'production') {
    const missing = SECRET_NAMES.filter((name) => !env[name]);
    const tooShort = SECRET_NAMES.filter(
      (name) => env[name] && env[name].length < MIN_SECRET_LENGTH,
    );
    if (missing.length || tooShort.length) throw new MissingSecretsError(missing, tooShort);
    return Object.fromEntries(SECRET_NAMES.map((name) => [name, env[name]!])) as Secrets;
  }
  const stored = appEnv === 'development' ? readOrCreate(path.join(dataDir, SECRETS_FILE)) : {};
  return Object.fromEntries(
    SECRET_NAMES.map((name) => [name, env[name] || stored[name] || random()]),
  ) as Secrets;
}

/**
 * The VAPID pair: the environment's in production (possibly incomplete: `requireVapidKeys`
 * says so when push is on), the secrets file's in development, a fresh pair in tests.
 */
export function loadVapidKeys(
  env: Readonly<Record<string, string | undefined>>,
  appEnv: 'development' | 'test' | 'production',
  dataDir: string,
): VapidPair {
  const fromEnv = {
    VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY,
    VAPID_PRIVATE_KEY: env.VAPID_PRIVATE_KEY,
  };
  if (appEnv === 'production' || (fromEnv.VAPID_PUBLIC_KEY && fromEnv.VAPID_PRIVATE_KEY))
    return fromEnv;
  const stored = appEnv === 'development' ? readOrCreate(path.join(dataDir, SECRETS_FILE)) : {};
  return stored.VAPID_PUBLIC_KEY && stored.VAPID_PRIVATE_KEY ? stored : vapidPair();
}

/** Push is on: both halves of the pair, or the start stops naming what is missing. */
export function requireVapidKeys(pair: VapidPair): Record<VapidName, string> {
  const missing = VAPID_NAMES.filter((name) => !pair[name]);
  if (missing.length)
    throw new MissingSecretsError(
      missing,
      [],
      'The site config turns push notifications on: generate the pair once with `npx web-push generate-vapid-keys`.',
    );
  return pair as Record<VapidName, string>;
}

function vapidPair(): Record<VapidName, string> {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey };
}

type Stored = Partial<Secrets> & VapidPair;

/**
 * The development secrets: read, completed with new random values where one is missing (the
 * VAPID keys as a new pair: half of one is none).
 */
function readOrCreate(file: string): Stored {
  const stored = readJson(file);
  const missing = SECRET_NAMES.filter((name) => !stored?.[name]);
  const noPair = !stored?.VAPID_PUBLIC_KEY || !stored.VAPID_PRIVATE_KEY;
  if (stored && missing.length === 0 && !noPair) return stored;
  const complete = {
    ...stored,
    ...Object.fromEntries(missing.map((n) => [n, random()])),
    ...(noPair ? vapidPair() : {}),
  };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written beside, then put in place at once: a process starting at the same time never reads
  // half a file, and of two first starts the one that links first wins (the other reads it).
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(complete, null, 2)}\n`, { mode: 0o600 });
  try {
    if (stored) fs.renameSync(temp, file);
    else fs.linkSync(temp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return readJson(file) ?? complete;
  } finally {
    fs.rmSync(temp, { force: true });
  }
  return complete;
}

function readJson(file: string): Stored | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Stored;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
