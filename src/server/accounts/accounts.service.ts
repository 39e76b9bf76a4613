import { randomUUID } from 'node:crypto';
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
 * nor its timing tells whether an account exists. Password tries are limited per account and per IP.
 */

/** The logged-in summary of spec section 3: userId, isemailcomfirm and nickname (falling back to nick or empty). */
export interface UserInfo {
  userId: string;
  isemailcomfirm: boolean;
  nickname: string;
  phone: string | null;
  email: string | null;
}

/** A member's row as the summary the calls answer. */
export function userInfo(u: UsersTable & { nick?: string | null }): UserInfo {
  return { userId: u.id, isemailcomfirm: u.email_confirmed === 1, nickname: u.nickname ?? u.nick ?? '', phone: u.phone, email: u.email };
}

export interface LoginInput {
  account: string;
  password: string;
  areaCode?: string;
  /** A slider pass (captcha/verify), once one is asked for. */ captcha?: string;
}

/** The user an account names (e-mail, E.164 phone, or a phone under its dial code), if any. */
async function findAccount(db: Kysely<Database>, input: LoginInput): Promise<UsersTable | undefined> {
  const account = input.account.trim();
  if (accountKind(account) === 'email') {
    const email = checkEmail(account);
    return email.ok ? repo.userByEmail(db, email.value) : undefined;
  }
  const phone = checkInternationalPhone(account) ?? checkPhone(input.areaCode ?? '001', account);
  return phone.ok ? repo.userByPhone(db, phone.value) : undefined;
}

/** Signs in; returns a new session token and the member's summary, or refuses with 401 or 429. */
export async function login(db: Kysely<Database>, input: LoginInput, ip: string): Promise<{ token: string; user: UserInfo }> {
  // The spec's own words for a missing account or password (the API's schema says the same first).
  if (!input.account.trim()) throw new AppError('auth.accountRequired', 400);
  if (!input.password) throw new AppError('auth.passwordRequired', 400);
  const key = input.account.trim().toLowerCase();
  await enforceLimits(db, loginLimits(key, ip));
  const failedKeys = failedLoginKeys(key, ip);
  const sliderNeeded =
    (await countInWindow(db, failedKeys.account, LOGIN_LIMITS.windowSeconds)) >= LOGIN_LIMITS.sliderAfter ||
    (await countInWindow(db, failedKeys.ip, LOGIN_LIMITS.windowSeconds)) >= LOGIN_LIMITS.sliderAfterIp;
  // 428 (Precondition Required) tells the overlay to show the slider and send its pass with the next try.
  if (sliderNeeded && !(await spendPass(db, input.captcha))) throw new AppError('auth.captchaRequired', 428);
  const user = await findAccount(db, input);
  const ok = user?.password_hash ? await verifyPassword(input.password, user.password_hash) : await verifyAgainstDecoy(input.password);
  if (!ok || !user) {
    // Counted for the typed account whether or not it exists: the slider appears alike for both.
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
