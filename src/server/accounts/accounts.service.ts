import { randomUUID } from 'node:crypto';
import { tierAt } from '../membership/membership.service.ts';
import type { MemberTier } from '../membership/tier-allowance.ts';
import type { Kysely } from 'kysely';
import { accountKind, checkEmail, checkInternationalPhone, checkPhone } from '../../lib/account-rules.ts';
import { AppError } from '../app-error.ts';
import type { Database, UsersTable } from '../db/schema.ts';
import * as repo from './accounts.repository.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password.ts';
import { failedLoginKeys, failedLoginLimits, LOGIN_LIMITS, loginLimits } from './limits.ts';
import { countInWindow, enforceLimits, hitLimits } from './rate-limit.ts';
import { spendPass } from './captcha.service.ts';
import { useCode } from './codes.service.ts';
import { createSession } from './sessions.ts';

/**
 * Signing in with an account (phone or e-mail) and a password. Every failure answers the same
 * message after the same work (a decoy hash when there is no such account), so neither the answer
 * nor its timing tells whether an account exists. Wrong passwords ask for the slider per account
 * and are capped per IP (see login).
 */

/** The logged-in summary of spec section 3: userId, isemailcomfirm and nickname (falling back to nick or empty). */
export interface UserInfo {
  userId: string;
  isemailcomfirm: boolean;
  nickname: string;
  phone: string | null;
  email: string | null;
  /** The membership tier now, and when VIP ends (null when not VIP): the plans page and the app read it. */
  tier: MemberTier;
  vipUntil: string | null;
}

/** A member's row as the summary the calls answer. */
export function userInfo(u: UsersTable & { nick?: string | null }, now = new Date()): UserInfo {
  const tier = tierAt(u.vip_until, now);
  return {
    userId: u.id,
    isemailcomfirm: u.email_confirmed === 1,
    nickname: u.nickname ?? u.nick ?? '',
    phone: u.phone,
    email: u.email,
    tier,
    vipUntil: tier === 'vip' ? (u.vip_until ?? null) : null,
  };
}

export interface LoginInput {
  account: string;
  password: string;
  areaCode?: string;
  /** A slider pass (captcha/verify), once one is asked for. */ captcha?: string;
}

/**
 * The account a login names, and the identity its limits count against: the member's id when the
 * account exists, else the number in E.164 or the address lower-cased (else the text as typed), so
 * that every spelling of one account ('+44 20 7946 0101', '0044 20-7946-0101', '020 7946 0101' with
 * 0044) shares one counter, and an account that does not exist counts exactly alike.
 */
async function findAccount(db: Kysely<Database>, input: LoginInput): Promise<{ user: UsersTable | undefined; identity: string }> {
  const account = input.account.trim();
  if (accountKind(account) === 'email') {
    const email = checkEmail(account);
    if (!email.ok) return { user: undefined, identity: `typed:${account.toLowerCase()}` };
    const user = await repo.userByEmail(db, email.value);
    return { user, identity: user ? `user:${user.id}` : `email:${email.value}` };
  }
  const phone = checkInternationalPhone(account) ?? checkPhone(input.areaCode ?? '001', account);
  if (!phone.ok) return { user: undefined, identity: `typed:${account.toLowerCase()}` };
  const user = await repo.userByPhone(db, phone.value);
  return { user, identity: user ? `user:${user.id}` : `phone:${phone.value}` };
}

/**
 * Signs in; returns a new session token and the member's summary, or refuses with 401, 428 (solve the
 * slider first) or 429 (this address has tried too often).
 *
 * Wrong passwords never lock an account: a hard per-account lock would let any stranger keep the
 * owner out with five wrong guesses. Per account, wrong passwords only ask for the slider (after
 * LOGIN_LIMITS.sliderAfter in the window, and for every try once the day's ceiling
 * LOGIN_LIMITS.sliderAfterDay is passed, against guessing spread over many addresses): the owner who
 * solves it always gets in with the right password. The hard caps (429) are per address.
 */
export async function login(db: Kysely<Database>, input: LoginInput, ip: string): Promise<{ token: string; user: UserInfo }> {
  // The spec's own words for a missing account or password (the API's schema says the same first).
  if (!input.account.trim()) throw new AppError('auth.accountRequired', 400);
  if (!input.password) throw new AppError('auth.passwordRequired', 400);
  await enforceLimits(db, loginLimits(ip));
  const { user, identity } = await findAccount(db, input);
  const failedKeys = failedLoginKeys(identity, ip);
  const sliderNeeded =
    (await countInWindow(db, failedKeys.account, LOGIN_LIMITS.windowSeconds)) >= LOGIN_LIMITS.sliderAfter ||
    (await countInWindow(db, failedKeys.accountDay, LOGIN_LIMITS.dayWindowSeconds)) >= LOGIN_LIMITS.sliderAfterDay ||
    (await countInWindow(db, failedKeys.ip, LOGIN_LIMITS.windowSeconds)) >= LOGIN_LIMITS.sliderAfterIp;
  // 428 (Precondition Required) tells the overlay to show the slider and send its pass with the next try.
  if (sliderNeeded && !(await spendPass(db, input.captcha))) throw new AppError('auth.captchaRequired', 428);
  const ok = user?.password_hash ? await verifyPassword(input.password, user.password_hash) : await verifyAgainstDecoy(input.password);
  if (!ok || !user) {
    // Counted for the account's identity whether or not it exists: the slider appears alike for both.
    await hitLimits(db, failedLoginLimits(failedKeys));
    throw new AppError('auth.loginFailed', 401);
  }
  return { token: await createSession(db, user.id), user: userInfo(user) };
}

/** Creates a member (the register and phone-login flows, and tests); the password is hashed here. */
export async function createUser(
  db: Kysely<Database>,
  u: { phone?: string; email?: string; password?: string; nickname?: string },
  now = new Date(),
): Promise<UsersTable> {
  const at = now.toISOString();
  const user: UsersTable = {
    id: randomUUID(),
    phone: u.phone ?? null,
    email: u.email?.toLowerCase() ?? null,
    email_confirmed: 0,
    password_hash: u.password ? await hashPassword(u.password) : null,
    nickname: u.nickname ?? null,
    created_at: at,
    updated_at: at,
  };
  await repo.insertUser(db, user);
  return user;
}

/** The summary of a member by id, if there is one. */
export async function userInfoById(db: Kysely<Database>, id: string): Promise<UserInfo | undefined> {
  const u = await repo.userById(db, id);
  return u && userInfo(u);
}

/**
 * Phone and code (spec: oauth/quickLogin): a right code signs in; a phone with no account gets one
 * when the service agreement is accepted. The code is checked first: whether a phone has an account
 * is only ever told to someone who holds its code (the agreement is asked for after it).
 */
export async function quickLogin(
  db: Kysely<Database>,
  input: { phone: string; code: string; requestid: string; agreement: boolean },
): Promise<{ token: string; user: UserInfo }> {
  if (!(await useCode(db, { requestId: input.requestid, target: input.phone, purpose: 'login', code: input.code })))
    throw new AppError('auth.codeIncorrect', 400);
  const existing = await repo.userByPhone(db, input.phone);
  if (!existing && !input.agreement) throw new AppError('auth.agreementRequired', 400);
  const user = existing ?? (await createUser(db, { phone: input.phone }));
  return { token: await createSession(db, user.id), user: userInfo(user) };
}
