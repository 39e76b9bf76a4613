import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

/**
 * Passwords hashed with argon2id (Node's built-in crypto.argon2), stored as PHC strings so the
 * parameters travel with each hash and can be raised later without breaking old ones. Parameters:
 * OWASP's first argon2id profile (19 MiB, 2 passes, 1 lane): about 65 ms on this machine, off the
 * event loop (the thread pool runs it). See BENCHMARKS.md for logins per second.
 */
const hash = promisify(argon2);

export const ARGON2_PARAMS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;

const b64 = (b: Buffer) => b.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string): Promise<string> {
  const nonce = randomBytes(16);
  const tag = await hash('argon2id', { message: password, nonce, ...ARGON2_PARAMS });
  const { memory, passes, parallelism } = ARGON2_PARAMS;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${b64(nonce)}$${b64(tag)}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** Whether the password matches the stored hash; a malformed hash never matches. Constant-time compare. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = PHC.exec(stored);
  if (!m) return false;
  const expected = Buffer.from(m[5], 'base64');
  const tag = await hash('argon2id', {
    message: password,
    nonce: Buffer.from(m[4], 'base64'),
    memory: Number(m[1]),
    passes: Number(m[2]),
    parallelism: Number(m[3]),
    tagLength: expected.length,
  });
  return tag.length === expected.length && timingSafeEqual(tag, expected);
}

/** A hash of a random password, computed once: checking against it costs what a real check costs. */
let decoy: Promise<string> | undefined;

/**
 * Spends the time of a password check when there is no account (or no password) to check against,
 * so that timing does not tell whether an account exists. Always false.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(18).toString('base64'));
  await verifyPassword(password, await decoy);
  return false;
}
