import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Translate } from '../../i18n/t.ts';
import { AppError } from '../api/envelope.ts';
import type { Database, VerificationCodesTable } from '../db/schema.ts';
import { spendPass } from './captcha.service.ts';
import { hitLimits, type Limit } from './rate-limit.ts';
import type { Mailer } from './mail.ts';
import type { SmsProvider } from './sms.ts';

/**
 * Verification codes by text message: four digits, alive 5 minutes, good once, dead after 5 wrong
 * tries. Only a hash of each code is stored. Sending one needs a solved slider and stays within
 * limits per phone, per address and per day (against SMS pumping: someone making us pay for
 * messages to numbers they own). The answer is the same whether the phone has an account or not.
 */
export const CODE_LIFE_MS = 5 * 60_000;
export const MAX_TRIES = 5;

export type CodePurpose = VerificationCodesTable['purpose'];

const codeHash = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest();

/** Sending limits: a minute between messages to one phone, 5 an hour and 10 a day; 10 an hour and 30 a day per address. */
function sendLimits(phone: string, ip: string): Limit[] {
  return [
    { key: `sms:phone-minute:${phone}`, max: 1, windowSeconds: 60 },
    { key: `sms:phone-hour:${phone}`, max: 5, windowSeconds: 3600 },
    { key: `sms:phone-day:${phone}`, max: 10, windowSeconds: 86_400 },
    { key: `sms:ip-hour:${ip}`, max: 10, windowSeconds: 3600 },
    { key: `sms:ip-day:${ip}`, max: 30, windowSeconds: 86_400 },
  ];
}

/** Sends a code to a phone (E.164) for a purpose; returns its requestid. */
export async function sendPhoneCode(db: Kysely<Database>, o: { phone: string; purpose: CodePurpose; ip: string; captchaPass: string | undefined }, sms: SmsProvider, t: Translate, now = new Date()): Promise<string> {
  if (!(await spendPass(db, o.captchaPass, now))) throw new AppError(400, t('auth.captchaRequired'));
  const limit = await hitLimits(db, sendLimits(o.phone, o.ip), now.getTime());
  if (!limit.allowed) throw new AppError(429, t('auth.tooMany', { seconds: limit.retryAfter }), { 'Retry-After': String(limit.retryAfter) });
  const { id, code } = await issueCode(db, o.purpose, o.phone, now);
  await sms.send(o.phone, t('auth.smsText', { code, minutes: CODE_LIFE_MS / 60_000 }));
  return id;
}

/** A new four-digit code for a target and purpose: its requestid, and the code to send (stored only as a hash). */
async function issueCode(db: Kysely<Database>, purpose: CodePurpose, target: string, now: Date): Promise<{ id: string; code: string }> {
  const id = randomUUID();
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  await db.insertInto('verification_codes').values({
    id, purpose, target, code_hash: codeHash(id, code).toString('base64url'), attempts: 0,
    created_at: now.toISOString(), expires_at: new Date(now.getTime() + CODE_LIFE_MS).toISOString(), used_at: null,
  }).execute();
  return { id, code };
}

type CodeTry = { requestId: string; target: string; purpose: CodePurpose; code: string };

/** The live code a try names when the code is right; a wrong code counts a try (the fifth kills it). */
async function rightCode(db: Kysely<Database>, o: CodeTry, at: string): Promise<VerificationCodesTable | undefined> {
  const row = await db.selectFrom('verification_codes').selectAll().where('id', '=', o.requestId).executeTakeFirst();
  if (!row || row.target !== o.target || row.purpose !== o.purpose || row.used_at || row.expires_at <= at || row.attempts >= MAX_TRIES) return undefined;
  const expected = Buffer.from(row.code_hash, 'base64url');
  if (!timingSafeEqual(codeHash(row.id, o.code), expected)) {
    await db.updateTable('verification_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', row.id).execute();
    return undefined;
  }
  return row;
}

/**
 * Checks a code without using it (spec: oauth/validateCode, so a form can say "wrong code" before
 * its last step). Wrong tries count as they do for useCode: checking is no way around the limit.
 */
export async function checkCode(db: Kysely<Database>, o: CodeTry, now = new Date()): Promise<boolean> {
  return !!(await rightCode(db, o, now.toISOString()));
}

/**
 * Uses a code: true once for the right code of that requestid, target and purpose while alive. A
 * wrong code counts a try; the fifth wrong one kills it. Used, expired, killed or unknown: false.
 */
export async function useCode(db: Kysely<Database>, o: CodeTry, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  const row = await rightCode(db, o, at);
  if (!row) return false;
  // Single use even against two requests at once: only the one that flips used_at wins.
  const used = await db.updateTable('verification_codes').set({ used_at: at })
    .where('id', '=', row.id).where('used_at', 'is', null).where('attempts', '<', MAX_TRIES).returning('id').executeTakeFirst();
  return !!used;
}

/** Sending limits for e-mail codes: a minute apart, 5 an hour and 10 a day per address and per member; 20 a day per client. */
function mailLimits(email: string, userId: string, ip: string): Limit[] {
  return [
    { key: `mail:to-minute:${email}`, max: 1, windowSeconds: 60 },
    { key: `mail:to-hour:${email}`, max: 5, windowSeconds: 3600 },
    { key: `mail:to-day:${email}`, max: 10, windowSeconds: 86_400 },
    { key: `mail:user-day:${userId}`, max: 10, windowSeconds: 86_400 },
    { key: `mail:ip-day:${ip}`, max: 20, windowSeconds: 86_400 },
  ];
}

/**
 * Sends a code to an e-mail address (to bind it to the member); returns its requestid. With `link`,
 * the mail also carries a confirmation link (user/ConfirmEmailByLine) holding the requestid and the
 * code: as hard to guess as the requestid, and the code's five tries still apply.
 */
export async function sendEmailCode(db: Kysely<Database>, o: { email: string; userId: string; ip: string; link?: (line: string) => string }, mailer: Mailer, t: Translate, now = new Date()): Promise<string> {
  const limit = await hitLimits(db, mailLimits(o.email, o.userId, o.ip), now.getTime());
  if (!limit.allowed) throw new AppError(429, t('auth.tooMany', { seconds: limit.retryAfter }), { 'Retry-After': String(limit.retryAfter) });
  const { id, code } = await issueCode(db, 'bind_email', o.email, now);
  const text = t('auth.smsText', { code, minutes: CODE_LIFE_MS / 60_000 });
  await mailer.send(o.email, t('auth.mailSubject'), o.link ? `${text}\n\n${t('auth.mailLink', { link: o.link(emailLine(id, code)) })}` : text);
  return id;
}

/** The confirmation links of e-mail codes: the security page, which asks for one click. */
export function emailConfirmLink(origin: string, lang: string): (line: string) => string {
  return (line) => `${origin}/${lang}/user?id=security&type=1&line=${line}`;
}

/** The token of an e-mail's confirmation link: requestid and code. */
export function emailLine(requestId: string, code: string): string {
  return `${requestId}.${code}`;
}

/** The address a confirmation link's code was sent to, or undefined for a malformed or unknown link. */
export async function emailOfLine(db: Kysely<Database>, line: string): Promise<{ email: string; requestid: string; code: string } | undefined> {
  const m = /^([0-9a-f-]{36})\.(\d{4})$/.exec(line);
  if (!m) return undefined;
  const row = await db.selectFrom('verification_codes').select('target').where('id', '=', m[1]).where('purpose', '=', 'bind_email').executeTakeFirst();
  return row && { email: row.target, requestid: m[1], code: m[2] };
}
