import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Password hashing with scrypt (node:crypto) at OWASP's current parameters: N=2^17, r=8, p=1
 * (about 128 MiB and a few hundred ms per hash). The parameters are stored with each hash,
 * so a lower cost in tests, or a higher one later, verifies old hashes and rehashes them.
 * Format: `scrypt$<log2 N>$<r>$<p>$<salt b64url>$<hash b64url>`.
 */
export interface ScryptCost {
  logN: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT: ScryptCost = { logN: 17, r: 8, p: 1 };
/** For tests only: the same algorithm, a thousandth of the work. */
export const TEST_SCRYPT: ScryptCost = { logN: 10, r: 8, p: 1 };

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.logN;
  const options: ScryptOptions = {
    N,
    r: cost.r,
    p: cost.p,
    maxmem: 256 * N * cost.r + 1024 * 1024,
  };
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return [
    'scrypt',
    cost.logN,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export interface Verification {
  ok: boolean;
  /** The stored hash is cheaper than `cost`: hash the password again after a good sign-in. */
  needsRehash: boolean;
}

export async function verifyPassword(
  password: string,
  stored: string,
  cost: ScryptCost,
): Promise<Verification> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return { ok: false, needsRehash: false };
  const [, logN, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const storedCost = { logN: Number(logN), r: Number(r), p: Number(p) };
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), storedCost);
  const ok = actual.length === expected.length && timingSafeEqual(actual, expected);
  return { ok, needsRehash: ok && (storedCost.logN < cost.logN || storedCost.r < cost.r) };
}

/**
 * A hash to verify against when the e-mail is unknown, so a sign-in takes as long for an
 * unknown account as for a wrong password (no account enumeration by timing).
 */
export function dummyHash(cost: ScryptCost): Promise<string> {
  return hashPassword(randomBytes(12).toString('hex'), cost);
}

/**
 * ASVS V2.1.7: passwords are checked against a list of breached ones. The list is zxcvbn-ts's
 * (~49,000 of the most used passwords of public breaches), shipped in a package, so the check
 * needs no network; built into a set on first use.
 */
let breached: Set<string> | undefined;
function breachedPasswords(): Set<string> {
  breached ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return breached;
}

export function isBreachedPassword(password: string): boolean {
  return breachedPasswords().has(password.normalize('NFKC').toLowerCase());
}

export type PasswordProblem = 'too_short' | 'too_long' | 'too_common' | 'contains_email';

/** NIST 800-63B style: at least 8 characters, not a breached password, not the e-mail. */
export function passwordProblems(password: string, email: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const length = [...password].length;
  if (length < 8) problems.push('too_short');
  if (length > 128) problems.push('too_long');
  if (isBreachedPassword(password)) problems.push('too_common');
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 4 && password.toLowerCase().includes(local)) problems.push('contains_email');
  return problems;
}
