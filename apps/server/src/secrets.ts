import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

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
export type Secrets = Record<SecretName, string>;

/** 256 bits, as HS256 wants its key (RFC 7518 3.2) and a guessing attacker never gets. */
export const MIN_SECRET_LENGTH = 32;
export const SECRETS_FILE = 'secrets.json';

/** Production without its secrets: the message names every one that is missing or too short. */
export class MissingSecretsError extends Error {
  constructor(
    readonly missing: SecretName[],
    readonly tooShort: SecretName[],
  ) {
    const parts = [];
    if (missing.length) parts.push(`missing: ${missing.join(', ')}`);
    if (tooShort.length)
      parts.push(`shorter than ${MIN_SECRET_LENGTH} characters: ${tooShort.join(', ')}`);
    super(
      `Refusing to start in production without its secrets (${parts.join('; ')}). ` +
        `Set each to a random value of at least ${MIN_SECRET_LENGTH} characters, e.g. \`openssl rand -base64 32\`.`,
    );
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

/** The development secrets: read, completed with new random values where one is missing. */
function readOrCreate(file: string): Partial<Secrets> {
  const stored = readJson(file);
  const missing = SECRET_NAMES.filter((name) => !stored?.[name]);
  if (stored && missing.length === 0) return stored;
  const complete = { ...stored, ...Object.fromEntries(missing.map((n) => [n, random()])) };
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

function readJson(file: string): Partial<Secrets> | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
