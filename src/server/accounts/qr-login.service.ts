import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import { alpha2Of } from '../../lib/country-codes.ts';
import { deviceName } from '../../lib/user-agent.ts';
import type { Database } from '../db/schema.ts';
import { ipToCountry } from '../geo/ip-country.ts';
import { userInfoById } from './accounts.service.ts';
import { LIFETIME, qrCreateLimits } from './limits.ts';
import * as repo from './qr-login.repository.ts';
import { enforceLimits } from './rate-limit.ts';
import { createSession, tokenHash } from './sessions.ts';

/**
 * QR login (spec sections 2 and 4: shown, scanned, expired, confirmed). The desktop asks for a
 * login and gets a public id (in the picture's link) and a secret (kept in the page); the server
 * notes which computer asked (browser, system, country from its address). A member signed in on
 * their phone opens the link (scanned): the first phone's session holds the code, and a second one
 * finds it used. The phone is shown the computer and confirms with a form that carries a per-scan
 * token. The desktop, polling with its secret, is then shown whose account is about to sign in
 * (masked) and must confirm too before it receives a session of its own, once (issue 15, finding 6).
 * Someone who photographs the screen can confirm it only into their own account, which the victim's
 * desktop then shows before anything happens; they can never collect anyone's session.
 */
export type QrState = 'pending' | 'scanned' | 'confirm-on-desktop' | 'confirmed' | 'expired';

/** The computer that asked, as the phone shows it. */
export interface QrDevice {
  browser?: string;
  os?: string;
  /** ISO 3166 alpha-2, from the IP database (country level). */
  country?: string;
  /** When it asked (ISO 8601). */
  createdAt: string;
}

const sha = (s: string) => createHash('sha256').update(s).digest();

/** The desktop's side: a new QR login (limited per address), its picture and link, and the secret to poll with. */
export async function createQrLogin(
  db: Kysely<Database>,
  link: (id: string) => string,
  from: { ip: string; userAgent: string | null },
  now = new Date(),
) {
  await enforceLimits(db, qrCreateLimits(from.ip), now);
  const id = randomBytes(16).toString('base64url');
  const secret = randomBytes(24).toString('base64url');
  const device = deviceName(from.userAgent);
  await repo.insertQrLogin(db, {
    id,
    secret_hash: sha(secret).toString('base64url'),
    status: 'pending',
    user_id: null,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + LIFETIME.qrMs).toISOString(),
    device_browser: device.browser ?? null,
    device_os: device.os ?? null,
    device_country: alpha2Of(ipToCountry(from.ip) ?? '') ?? null,
    scan_session: null,
    scan_token_hash: null,
  });
  const url = link(id);
  const image = `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 })).toString('base64')}`;
  return { id, secret, url, image, expiresIn: LIFETIME.qrMs / 1000 };
}

/**
 * The phone's side: a signed-in member opened the link with the session `sessionToken`. The first
 * phone holds the code; the same phone may open it again (a new confirm token), any other gets
 * undefined (expired or used). Answers the computer that asked and the token for the confirm form.
 */
export async function scanQrLogin(
  db: Kysely<Database>,
  id: string,
  userId: string,
  sessionToken: string,
  now = new Date(),
): Promise<{ token: string; device: QrDevice } | undefined> {
  const token = randomBytes(24).toString('base64url');
  const row = await repo.markScanned(db, id, userId, tokenHash(sessionToken), sha(token).toString('base64url'), now.toISOString());
  if (!row) return undefined;
  const device: QrDevice = { createdAt: row.created_at };
  if (row.device_browser) device.browser = row.device_browser;
  if (row.device_os) device.os = row.device_os;
  if (row.device_country) device.country = row.device_country;
  return { token, device };
}

/** The phone's side: the member who scanned confirms, from the same session, with the scan's token. */
export async function confirmQrLogin(
  db: Kysely<Database>,
  id: string,
  userId: string,
  sessionToken: string,
  token: string,
  now = new Date(),
): Promise<boolean> {
  if (!token || token.length > 64) return false;
  return !!(await repo.markConfirmed(db, id, userId, tokenHash(sessionToken), sha(token).toString('base64url'), now.toISOString()));
}

/** An account as the desktop shows it before signing in: enough to recognise, not to learn (P••••r, +44••••0042). */
export function maskedAccount(user: { nickname: string; phone: string | null; email: string | null }): string {
  const name = [...user.nickname.trim()];
  const nick = name.length > 2 ? `${name[0]}••••${name[name.length - 1]}` : name.length ? `${name[0]}••••` : '';
  const phone = user.phone ? `${user.phone.slice(0, 3)}••••${user.phone.slice(-4)}` : '';
  const email = user.email ? `${user.email[0]}••••@${user.email.split('@')[1] ?? ''}` : '';
  const contact = phone || email;
  return nick && contact ? `${nick} (${contact})` : nick || contact;
}

/**
 * The desktop's side: the state. Once the phone confirmed, the answer is 'confirm-on-desktop' with the
 * masked account; with `confirm` the desktop accepts it and receives a session token, once and only
 * for the right secret.
 */
export async function pollQrLogin(
  db: Kysely<Database>,
  id: string,
  secret: string,
  confirm = false,
  now = new Date(),
): Promise<{ state: QrState; token?: string; account?: string }> {
  const row = await repo.qrLoginById(db, id);
  const expected = row ? Buffer.from(row.secret_hash, 'base64url') : undefined;
  if (!row || !expected || !timingSafeEqual(sha(secret), expected) || row.status === 'consumed') return { state: 'expired' };
  if (row.expires_at <= now.toISOString()) return { state: 'expired' };
  if (row.status !== 'confirmed' || !row.user_id) return { state: row.status === 'scanned' ? 'scanned' : 'pending' };
  if (!confirm) {
    const user = await userInfoById(db, row.user_id);
    return user ? { state: 'confirm-on-desktop', account: maskedAccount(user) } : { state: 'expired' };
  }
  const taken = await repo.markConsumed(db, id, now.toISOString());
  if (!taken) return { state: 'expired' };
  return { state: 'confirmed', token: await createSession(db, row.user_id, now) };
}
