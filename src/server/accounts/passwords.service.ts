import type { Kysely } from 'kysely';
import { checkCodeFormat, checkEmail, checkNewPassword } from '../../lib/account-rules.ts';
import { accepted } from './accepted.ts';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/schema.ts';
import { createUser, userInfo, type UserInfo } from './accounts.service.ts';
import * as repo from './accounts.repository.ts';
import { emailOfLine, useCode } from './codes.service.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { passwordChangeLimits } from './limits.ts';
import { enforceLimits } from './rate-limit.ts';
import { createSession, endAllSessions } from './sessions.ts';

/**
 * Registering with a password, resetting it by phone, and changing it. Every password change ends
 * the member's other sessions: a reset (someone else may know the old password) ends them all; a
 * change made while signed in ends them all and starts a new one for this browser (rotation).
 */

interface ByCode {
  phone: string;
  code: string;
  requestid: string;
  password: string;
  confirm?: string;
}

function newPassword(password: string, confirm?: string, old?: string): string {
  const checked = checkNewPassword(password, confirm, old);
  if (!checked.ok) throw new AppError(checked.error, 400);
  return checked.value;
}

/** oauth/register: phone, code and a password. A phone that already has an account is told so, to the code's holder only. */
export async function register(db: Kysely<Database>, input: ByCode & { agreement: boolean }): Promise<{ token: string; user: UserInfo }> {
  const password = newPassword(input.password, input.confirm);
  if (!input.agreement) throw new AppError('auth.agreementRequired', 400);
  if (!(await useCode(db, { requestId: input.requestid, target: input.phone, purpose: 'register', code: input.code })))
    throw new AppError('auth.codeIncorrect', 400);
  if (await repo.userByPhone(db, input.phone)) throw new AppError('auth.phoneRegistered', 409);
  const user = await createUser(db, { phone: input.phone, password });
  return { token: await createSession(db, user.id), user: userInfo(user) };
}

/**
 * user/retrievePasswordByPhone: a code sent to the phone sets a new password and ends every session.
 * The answer is the same whether the phone has an account or not.
 */
export async function resetPassword(db: Kysely<Database>, input: ByCode, now = new Date()): Promise<void> {
  const password = newPassword(input.password, input.confirm);
  if (!(await useCode(db, { requestId: input.requestid, target: input.phone, purpose: 'reset', code: input.code })))
    throw new AppError('auth.codeIncorrect', 400);
  const user = await repo.userByPhone(db, input.phone);
  if (!user) return;
  await repo.setPassword(db, user.id, await hashPassword(password), now.toISOString());
  await endAllSessions(db, user.id);
}

/** user/modifyPassByOld: the old password proves it is the member; a new session replaces every old one. */
export async function changePassword(
  db: Kysely<Database>,
  userId: string,
  input: { oldPassword: string; password: string; confirm?: string },
  now = new Date(),
): Promise<string> {
  await enforceLimits(db, passwordChangeLimits(userId), now);
  const password = newPassword(input.password, input.confirm, input.oldPassword);
  const user = await repo.userById(db, userId);
  if (!user?.password_hash || !(await verifyPassword(input.oldPassword, user.password_hash)))
    throw new AppError('auth.oldPasswordWrong', 400);
  await repo.setPassword(db, user.id, await hashPassword(password), now.toISOString());
  await endAllSessions(db, user.id);
  return createSession(db, user.id, now);
}

/** user/confirmEmailByCode: the code sent to the address binds it to the member, confirmed. */
export async function confirmEmail(
  db: Kysely<Database>,
  userId: string,
  input: { email: string; code: string; requestid: string },
  now = new Date(),
): Promise<void> {
  const email = accepted(checkEmail(input.email));
  const code = accepted(checkCodeFormat(input.code));
  if (!(await useCode(db, { requestId: input.requestid, target: email, purpose: 'bind_email', code })))
    throw new AppError('auth.codeIncorrect', 400);
  const owner = await repo.userByEmail(db, email);
  if (owner && owner.id !== userId) throw new AppError('auth.emailTaken', 409);
  await repo.setConfirmedEmail(db, userId, email, now.toISOString());
}

/** user/ConfirmEmailByLine: the link mailed with the code binds its address to the signed-in member. */
export async function confirmEmailByLine(db: Kysely<Database>, userId: string, line: string, now = new Date()): Promise<string> {
  const found = await emailOfLine(db, line);
  if (!found) throw new AppError('auth.codeIncorrect', 400);
  await confirmEmail(db, userId, found, now);
  return found.email;
}
