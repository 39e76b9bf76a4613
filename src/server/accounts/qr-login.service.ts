import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { Database } from '../db/schema.ts';
import { LIFETIME } from './limits.ts';
import * as repo from './qr-login.repository.ts';
import { createSession } from './sessions.ts';

/**
 * QR login (spec sections 2 and 4: shown, scanned, expired, confirmed). The desktop asks for a
 * login and gets a public id (in the picture's link) and a secret (kept in the page). A member
 * signed in on their phone opens the link (scanned) and confirms (confirmed). The desktop polls
 * with its secret and, once confirmed, receives a session of its own, once. Someone who photographs
 * the screen can confirm it only into their own account, and cannot collect anyone's session.
 */
export type QrState = 'pending' | 'scanned' | 'confirmed' | 'expired';

const sha = (s: string) => createHash('sha256').update(s).digest();

/** The desktop's side: a new QR login, its picture and link, and the secret to poll with. */
export async function createQrLogin(db: Kysely<Database>, link: (id: string) => string, now = new Date()) {
  const id = randomBytes(16).toString('base64url');
  const secret = randomBytes(24).toString('base64url');
  await repo.insertQrLogin(db, {
    id,
    secret_hash: sha(secret).toString('base64url'),
    status: 'pending',
    user_id: null,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + LIFETIME.qrMs).toISOString(),
  });
  const url = link(id);
  const image = `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 })).toString('base64')}`;
  return { id, secret, url, image, expiresIn: LIFETIME.qrMs / 1000 };
}

/** The phone's side: a signed-in member opened the link. False when expired, unknown or taken by someone else. */
export async function scanQrLogin(db: Kysely<Database>, id: string, userId: string, now = new Date()): Promise<boolean> {
  return !!(await repo.markScanned(db, id, userId, now.toISOString()));
}

/** The phone's side: the member who scanned confirms the desktop login. */
export async function confirmQrLogin(db: Kysely<Database>, id: string, userId: string, now = new Date()): Promise<boolean> {
  return !!(await repo.markConfirmed(db, id, userId, now.toISOString()));
}

/** The desktop's side: the state, and once confirmed a session token, handed out only once and only for the right secret. */
export async function pollQrLogin(
  db: Kysely<Database>,
  id: string,
  secret: string,
  now = new Date(),
): Promise<{ state: QrState; token?: string }> {
  const row = await repo.qrLoginById(db, id);
  const expected = row ? Buffer.from(row.secret_hash, 'base64url') : undefined;
  if (!row || !expected || !timingSafeEqual(sha(secret), expected) || row.status === 'consumed') return { state: 'expired' };
  if (row.expires_at <= now.toISOString()) return { state: 'expired' };
  if (row.status !== 'confirmed' || !row.user_id) return { state: row.status };
  const taken = await repo.markConsumed(db, id);
  if (!taken) return { state: 'expired' };
  return { state: 'confirmed', token: await createSession(db, row.user_id, now) };
}
