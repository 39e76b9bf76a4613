import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { checkEmail } from '../../lib/account-rules.ts';
import { accepted } from './accepted.ts';
import type { Kysely } from 'kysely';
import type { Lang } from '../../i18n/languages.ts';
import { AppError } from '../app-error.ts';
import type { Database, VerificationCodesTable } from '../db/schema.ts';
import { spendPass } from './captcha.service.ts';
import { codeMail, codeText } from './code-messages.ts';
import * as repo from './codes.repository.ts';
import { CODE_TRIES, LIFETIME, mailLimits, smsAddressLimits, smsSentLimits } from './limits.ts';
import { enforceLimits, reserveLimits, type Limit } from './rate-limit.ts';
import { smsDestination, type SmsCountries, type SmsDestination } from './sms-countries.ts';
import { env } from '../config/env.ts';
import type { Mailer } from './mail.ts';
import type { SmsProvider } from './sms.ts';
import { log } from '../log.ts';

/**
 * Verification codes by text message or e-mail: four digits, good once, alive and tried as often as
 * limits.ts says (LIFETIME.codeMs, CODE_TRIES). Only a hash of each code is stored. Sending one by
 * text needs a solved slider and stays within limits per phone, per address and per day (against
 * SMS pumping: someone making us pay for messages to numbers they own). The answer is the same
 * whether the phone has an account or not.
 */

export type CodePurpose = VerificationCodesTable['purpose'];

const codeHash = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest();

/**
 * Sends a code to a phone (E.164) for a purpose, worded in `lang`; returns its requestid. Refused
 * without a solved slider, past the address's caps (every request counts), to a number outside the
 * allowed countries or of a premium type, past the phone's limits or a cap on all messages (only
 * messages sent count: a stranger's refused requests do not use up a victim's quota).
 */
export async function sendPhoneCode(
  db: Kysely<Database>,
  o: { phone: string; purpose: CodePurpose; ip: string; captchaPass: string | undefined },
  sms: SmsProvider,
  lang: Lang,
  now = new Date(),
  allowed: SmsCountries = env.SMS_ALLOWED_COUNTRIES,
): Promise<string> {
  if (!(await spendPass(db, o.captchaPass, now))) throw new AppError('auth.captchaRequired', 400);
  // Every request counts against its address; only messages sent count against the phone and the caps.
  await enforceLimits(db, smsAddressLimits(o.ip), now);
  const destination = smsDestination(o.phone, allowed);
  if (!destination.allowed) throw new AppError('auth.smsCountryRefused', 400);
  const reserved = await reserveLimits(db, smsSentLimits(o.phone, destination.callingCode), now.getTime());
  if (!reserved.allowed) {
    const caps = reserved.over.filter((l) => l.cap);
    for (const cap of caps) alertCap(cap, destination, now);
    const headers = { 'Retry-After': String(reserved.retryAfter) };
    if (caps.length > 0) throw new AppError('auth.smsPaused', 429, { seconds: reserved.retryAfter }, headers);
    throw new AppError('auth.tooMany', 429, { seconds: reserved.retryAfter }, headers);
  }
  try {
    const { id, code } = await issueCode(db, o.purpose, o.phone, now);
    await sms.send(o.phone, codeText(lang, code));
    return id;
  } catch (err) {
    await reserved.release(); // not sent: it uses up nothing
    throw err;
  }
}

/** Cap windows already alerted in this process: one line per cap and window, not one per refusal. */
const alerted = new Set<string>();

/**
 * The operator's alarm when a cap on messages is reached (SMS pumping, or a flood of sign-ups): one
 * line on stderr with a stable prefix, `ALERT sms-cap <cap>`, and the facts as JSON. No phone number
 * (the calling code and country say where the traffic goes).
 */
function alertCap(cap: Limit, destination: SmsDestination, now: Date): void {
  const window = Math.floor(now.getTime() / 1000 / cap.windowSeconds);
  const once = `${cap.key}@${window}`;
  if (alerted.has(once)) return;
  if (alerted.size > 1000) alerted.clear();
  alerted.add(once);
  const facts = {
    cap: cap.cap,
    max: cap.max,
    windowSeconds: cap.windowSeconds,
    callingCode: destination.callingCode,
    country: destination.country,
  };
  log.error({ alert: 'sms-cap', ...facts }, `ALERT sms-cap ${cap.cap}`);
}

/** A new four-digit code for a target and purpose: its requestid, and the code to send (stored only as a hash). */
async function issueCode(db: Kysely<Database>, purpose: CodePurpose, target: string, now: Date): Promise<{ id: string; code: string }> {
  const id = randomUUID();
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  await repo.insertCode(db, {
    id,
    purpose,
    target,
    code_hash: codeHash(id, code).toString('base64url'),
    attempts: 0,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + LIFETIME.codeMs).toISOString(),
    used_at: null,
  });
  return { id, code };
}

type CodeTry = { requestId: string; target: string; purpose: CodePurpose; code: string };

/** The live code a try names when the code is right; a wrong code counts a try (the last one kills it). */
async function rightCode(db: Kysely<Database>, o: CodeTry, at: string): Promise<VerificationCodesTable | undefined> {
  const row = await repo.codeById(db, o.requestId);
  if (!row || row.target !== o.target || row.purpose !== o.purpose || row.used_at || row.expires_at <= at || row.attempts >= CODE_TRIES)
    return undefined;
  const expected = Buffer.from(row.code_hash, 'base64url');
  if (!timingSafeEqual(codeHash(row.id, o.code), expected)) {
    await repo.countWrongTry(db, row.id);
    return undefined;
  }
  return row;
}

/**
 * Checks a code without using it (spec: oauth/validateCode, so a form can say "wrong code" before
 * its last step). Wrong tries count as they do for useCode: checking is no way around the limit.
 */
export async function isCodeRight(db: Kysely<Database>, o: CodeTry, now = new Date()): Promise<boolean> {
  return !!(await rightCode(db, o, now.toISOString()));
}

/**
 * Uses a code: true once for the right code of that requestid, target and purpose while alive. A
 * wrong code counts a try; the last allowed wrong one kills it. Used, expired, killed or unknown: false.
 */
export async function useCode(db: Kysely<Database>, o: CodeTry, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  const row = await rightCode(db, o, at);
  if (!row) return false;
  // Single use even against two requests at once: only the one that flips used_at wins.
  return !!(await repo.markUsed(db, row.id, at, CODE_TRIES));
}

/**
 * Sends a code to an e-mail address (to bind it to the member); returns its requestid. With `link`,
 * the mail also carries a confirmation link (user/ConfirmEmailByLine) holding the requestid and the
 * code: as hard to guess as the requestid, and the code's tries still apply. Worded in `lang`.
 */
export async function sendEmailCode(
  db: Kysely<Database>,
  o: { email: string; userId: string; ip: string; link?: (line: string) => string },
  mailer: Mailer,
  lang: Lang,
  now = new Date(),
): Promise<string> {
  const email = accepted(checkEmail(o.email));
  await enforceLimits(db, mailLimits(email, o.userId, o.ip), now);
  const { id, code } = await issueCode(db, 'bind_email', email, now);
  const mail = codeMail(lang, code, o.link?.(emailLine(id, code)));
  await mailer.send(email, mail.subject, mail.text);
  return id;
}

/** The confirmation links of e-mail codes: the security page, which asks for one click. */
export function emailConfirmLink(origin: string, lang: string): (line: string) => string {
  return (line) => `${origin}/${lang}/user?id=security&type=1&line=${line}`;
}

/** The token of an e-mail's confirmation link: requestid and code. */
function emailLine(requestId: string, code: string): string {
  return `${requestId}.${code}`;
}

/** The address a confirmation link's code was sent to, or undefined for a malformed or unknown link. */
export async function emailOfLine(
  db: Kysely<Database>,
  line: string,
): Promise<{ email: string; requestid: string; code: string } | undefined> {
  const m = /^([0-9a-f-]{36})\.(\d{4})$/.exec(line);
  if (!m) return undefined;
  const row = await repo.emailCodeTarget(db, m[1]);
  return row && { email: row.target, requestid: m[1], code: m[2] };
}
