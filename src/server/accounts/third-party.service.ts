import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isSameOriginPath } from '../../lib/safe-path.ts';
import { isLang } from '../../i18n/languages.ts';
import { splitLangPath } from '../../i18n/paths.ts';
import { AppError } from '../app-error.ts';
import { env } from '../config/env.ts';
import type { Database, OauthStatesTable, ThirdPartyTicketsTable } from '../db/schema.ts';
import * as accounts from './accounts.repository.ts';
import { createUser, userInfo, type UserInfo } from './accounts.service.ts';
import { isCodeRight, useCode } from './codes.service.ts';
import type { OauthProvider } from './oauth-config.ts';
import { authorizationUrl, exchangeAppCode, finishAuthorization, ProviderError, type ProviderAccount } from './providers/flows.ts';
import {
  codeCheckLimits,
  LIFETIME,
  oauthAppLimits,
  oauthBindLimits,
  oauthStartLimits,
  oauthTicketLimits,
  phoneRegisteredLimits,
} from './limits.ts';
import { enforceLimits } from './rate-limit.ts';
import { createSession } from './sessions.ts';
import * as repo from './third-party.repository.ts';
import { log } from '../log.ts';

/**
 * Third-party login (spec sections 2, 4 and 7). On the web: oauth/authorize sends the visitor to the
 * provider with a state (and PKCE and a nonce); /{lang}/connect receives the answer. In the app:
 * the provider's SDK gives a code, oauth/getWeChatOpenId or getQqOpenId exchange it.
 * Either way a provider account already bound to a member signs in; one not yet bound gets a ticket,
 * the spec's `openid`, with which the login overlay's "bind phone" mode (mode 3) binds it to the
 * phone's account (oauth/thirdRegister) after an SMS code. The ticket is random and stands for the
 * provider account for a while (LIFETIME.ticketMs), once; the provider's subject never reaches a
 * client, so nobody can sign in by naming someone's subject.
 */

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');
const random = () => randomBytes(32).toString('base64url');

/** The configured providers, endpoints filled in (OAUTH_PROVIDERS). */
function providers(): OauthProvider[] {
  return env.OAUTH_PROVIDERS;
}

/** The providers to offer on sign-in buttons and the connect page: no endpoint, no secret. */
export function thirdPartyProviders(): Array<{ id: string; name: string; kind: OauthProvider['kind'] }> {
  return providers().map(({ id, name, kind }) => ({ id, name, kind }));
}

/** Where a provider sends the visitor back: the configured URI, else this site's connect page in the visitor's language. */
function redirectUriFor(p: OauthProvider, origin: string, lang: string): string {
  return p.redirectUri ?? `${origin}/${lang}/connect`;
}

// ---- states (web sign-ins) ----

/** Stores a new state for a web sign-in; returns the state (for the provider and the browser's cookie) and the PKCE and nonce values. */
export async function createState(
  db: Kysely<Database>,
  o: { provider: string; returnPath: string; redirectUri: string },
  now = new Date(),
) {
  const state = random();
  const row: OauthStatesTable = {
    state_hash: sha256(state),
    provider: o.provider,
    code_verifier: random(),
    nonce: random(),
    return_path: o.returnPath,
    redirect_uri: o.redirectUri,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + LIFETIME.oauthStateMs).toISOString(),
  };
  await repo.insertState(db, row);
  return { state, codeVerifier: row.code_verifier, nonce: row.nonce };
}

/** Takes a state: its row once while alive; a second take, an expired or an unknown state give nothing. */
export async function takeState(db: Kysely<Database>, state: string, now = new Date()): Promise<OauthStatesTable | undefined> {
  if (!state || state.length > 100) return undefined;
  const row = await repo.takeState(db, sha256(state));
  return row && row.expires_at > now.toISOString() ? row : undefined;
}

/**
 * Starts a web sign-in (oauth/authorize): the provider's authorization URL to send the visitor to,
 * and the state to keep in their browser's cookie (the callback must come back to the same browser).
 * The return path must be a path on this site: anything else is refused, never followed.
 */
export async function startSignIn(
  db: Kysely<Database>,
  o: { provider: string; returnPath: string | undefined; origin: string; lang: string; ip: string },
  now = new Date(),
): Promise<{ location: string; state: string }> {
  const p = providers().find((x) => x.id === o.provider);
  if (!p) throw new AppError('auth.providerUnknown', 404);
  const returnPath = o.returnPath ?? `/${o.lang}`;
  if (!isSameOriginPath(returnPath) || returnPath.length > 512) throw new AppError('auth.returnInvalid', 400);
  await enforceLimits(db, oauthStartLimits(o.ip), now);
  // Back to the connect page in the language of the page the visitor left (a link has no language header).
  const pathLang = splitLangPath(returnPath.split(/[?#]/)[0]).lang;
  const redirectUri = redirectUriFor(p, o.origin, isLang(pathLang) ? pathLang : o.lang);
  const { state, codeVerifier, nonce } = await createState(db, { provider: p.id, returnPath, redirectUri }, now);
  const url = await withProvider(() =>
    authorizationUrl(p, { redirectUri, state, nonce, codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url') }),
  );
  return { location: url.href, state };
}

/** A provider failure as a refusal (400 refused, 502 failed); the detail (never a token) goes to the log. */
async function withProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    log.warn({ reason: err.reason, detail: err.message }, 'third-party login refused by the provider');
    throw err.reason === 'refused' ? new AppError('auth.providerRefused', 400) : new AppError('auth.providerFailed', 502);
  }
}

export type SignInOutcome =
  { kind: 'session'; token: string; userId: string; returnPath: string } | { kind: 'ticket'; ticket: string; returnPath: string };

const sameSecret = (a: string, b: string) => timingSafeEqual(Buffer.from(sha256(a)), Buffer.from(sha256(b)));

/**
 * Finishes a web sign-in from the callback's query (/{lang}/connect): checks the state (ours, alive,
 * unused, and the one this browser started), lets the provider's library check the rest, then
 * signs in a bound account or hands out a ticket for binding one. Every refusal is a 400 with a
 * message; the state is used up by the first answer, right or wrong.
 */
export async function finishSignIn(
  db: Kysely<Database>,
  o: { query: URLSearchParams; browserState: string | undefined },
  now = new Date(),
): Promise<SignInOutcome> {
  const state = o.query.get('state') ?? '';
  const row = await takeState(db, state, now);
  if (!row || !o.browserState || !sameSecret(o.browserState, state)) {
    throw new AppError(o.query.has('error') && !row ? 'auth.oauthDenied' : 'auth.oauthStateInvalid', 400);
  }
  // The visitor said no at the provider (or the provider refused): WeChat then sends the state alone.
  if (o.query.has('error') || !o.query.get('code')) throw new AppError('auth.oauthDenied', 400);
  const p = providers().find((x) => x.id === row.provider);
  if (!p) throw new AppError('auth.providerUnknown', 400);
  const account = await withProvider(() =>
    finishAuthorization(p, {
      redirectUri: row.redirect_uri,
      callback: o.query,
      state,
      codeVerifier: row.code_verifier,
      nonce: row.nonce,
    }),
  );
  const out = await signInOrTicket(db, p.id, account, now);
  return out.kind === 'session'
    ? { ...out, returnPath: withoutOpenid(row.return_path) }
    : { ...out, returnPath: withOpenid(row.return_path, out.ticket) };
}

/** The return path with the ticket as `openid` in its query (the overlay then opens in mode 3, bind phone). */
export function withOpenid(path: string, ticket: string): string {
  const u = new URL(path, 'http://same.invalid');
  u.searchParams.set('openid', ticket);
  return `${u.pathname}${u.search}${u.hash}`;
}

function withoutOpenid(path: string): string {
  const u = new URL(path, 'http://same.invalid');
  u.searchParams.delete('openid');
  return `${u.pathname}${u.search}${u.hash}`;
}

// ---- tickets and identities ----

/** A new ticket for a provider account; only its hash is stored. */
export async function issueTicket(
  db: Kysely<Database>,
  o: { provider: string; subject: string; nickname: string | null },
  now = new Date(),
): Promise<string> {
  const ticket = random();
  const row: ThirdPartyTicketsTable = {
    id: sha256(ticket),
    provider: o.provider,
    subject: o.subject,
    nickname: o.nickname?.slice(0, 100) ?? null,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + LIFETIME.ticketMs).toISOString(),
    used_at: null,
  };
  await repo.insertTicket(db, row);
  return ticket;
}

/** A bound account gets a session; an unbound one a ticket. */
async function signInOrTicket(
  db: Kysely<Database>,
  provider: string,
  account: ProviderAccount,
  now: Date,
): Promise<{ kind: 'session'; token: string; userId: string } | { kind: 'ticket'; ticket: string }> {
  const owner = await repo.identityOwner(db, provider, account.subject);
  if (owner) return { kind: 'session', token: await createSession(db, owner.user_id, now), userId: owner.user_id };
  return { kind: 'ticket', ticket: await issueTicket(db, { provider, subject: account.subject, nickname: account.nickname }, now) };
}

/** The live ticket a client names, or the spec's refusal (unknown, expired, used: the same 400). */
async function liveTicket(db: Kysely<Database>, openid: string, now: Date): Promise<ThirdPartyTicketsTable> {
  const row = openid && openid.length <= 100 ? await repo.liveTicket(db, sha256(openid), now.toISOString()) : undefined;
  if (!row) throw new AppError('auth.ticketInvalid', 400);
  return row;
}

/**
 * The app's code exchange (oauth/getWeChatOpenId, oauth/getQqOpenId): the provider of that kind
 * (the one named, else the first configured) turns the code into an account; the answer is a
 * ticket and whether the account is bound (then oauth/thirdPartyLogin signs in with it).
 */
export async function ticketForAppCode(
  db: Kysely<Database>,
  o: { kind: 'wechat' | 'qq'; provider?: string; code: string; origin: string; lang: string; ip: string },
  now = new Date(),
): Promise<{ openid: string; bound: boolean }> {
  const p = providers().find((x) => x.kind === o.kind && (!o.provider || x.id === o.provider));
  if (!p) throw new AppError('auth.providerUnknown', 404);
  await enforceLimits(db, oauthAppLimits(o.ip), now);
  const account = await withProvider(() => exchangeAppCode(p, o.code, redirectUriFor(p, o.origin, o.lang)));
  const bound = !!(await repo.identityOwner(db, p.id, account.subject));
  return { openid: await issueTicket(db, { provider: p.id, subject: account.subject, nickname: account.nickname }, now), bound };
}

/**
 * oauth/thirdPartyLogin: a ticket of a bound account signs in (and is used up). An unbound one is
 * refused with 409 and kept, for binding a phone; unknown, expired or used ones with 400.
 */
export async function thirdPartyLogin(
  db: Kysely<Database>,
  o: { openid: string; ip: string },
  now = new Date(),
): Promise<{ token: string; user: UserInfo }> {
  await enforceLimits(db, oauthTicketLimits(o.ip), now);
  const ticket = await liveTicket(db, o.openid, now);
  const owner = await repo.identityOwner(db, ticket.provider, ticket.subject);
  if (!owner) throw new AppError('auth.bindPhoneRequired', 409);
  if (!(await repo.useTicket(db, ticket.id, now.toISOString()))) throw new AppError('auth.ticketInvalid', 400);
  const user = await accounts.userById(db, owner.user_id);
  if (!user) throw new AppError('auth.ticketInvalid', 400);
  return { token: await createSession(db, user.id, now), user: userInfo(user) };
}

/** oauth/validateRegisterPhone: whether a phone has an account (the bind form asks for the agreement when not). Limited per address. */
export async function phoneRegistered(db: Kysely<Database>, o: { phone: string; ip: string }, now = new Date()): Promise<boolean> {
  await enforceLimits(db, phoneRegisteredLimits(o.ip), now);
  return !!(await accounts.userByPhone(db, o.phone));
}

/** oauth/validateCode: whether a code is right, without using it (wrong tries count towards its limit). */
export async function codeIsValid(
  db: Kysely<Database>,
  o: { phone: string; code: string; requestid: string; purpose: 'login' | 'register' | 'reset' | 'bind_phone'; ip: string },
  now = new Date(),
): Promise<boolean> {
  await enforceLimits(db, codeCheckLimits(o.ip), now);
  return isCodeRight(db, { requestId: o.requestid, target: o.phone, purpose: o.purpose, code: o.code }, now);
}

/**
 * oauth/thirdRegister: binds a ticket's provider account to the account of a phone proven by its SMS
 * code (purpose bind_phone), creating that account when the phone has none and the agreement is
 * accepted, and signs in. The code is checked before anything about the phone's account is told.
 * A provider account bound to another member, or a member already bound to another account of the
 * same provider, is refused (409): either would let one person sign in as another.
 */
export async function thirdRegister(
  db: Kysely<Database>,
  o: { openid: string; phone: string; code: string; requestid: string; agreement: boolean; ip: string },
  now = new Date(),
): Promise<{ token: string; user: UserInfo }> {
  await enforceLimits(db, oauthBindLimits(o.ip), now);
  const ticket = await liveTicket(db, o.openid, now);
  if (!(await useCode(db, { requestId: o.requestid, target: o.phone, purpose: 'bind_phone', code: o.code }, now)))
    throw new AppError('auth.codeIncorrect', 400);
  const existing = await accounts.userByPhone(db, o.phone);
  if (!existing && !o.agreement) throw new AppError('auth.agreementRequired', 400);
  const at = now.toISOString();
  try {
    return await db.transaction().execute(async (tx) => {
      const owner = await repo.identityOwner(tx, ticket.provider, ticket.subject);
      if (owner && owner.user_id !== existing?.id) throw new AppError('auth.identityTaken', 409);
      if (existing && !owner && (await repo.identityOfUser(tx, existing.id, ticket.provider)))
        throw new AppError('auth.providerAlreadyLinked', 409);
      if (!(await repo.useTicket(tx, ticket.id, at))) throw new AppError('auth.ticketInvalid', 400);
      const user = existing ?? (await createUser(tx, { phone: o.phone, nickname: ticket.nickname ?? undefined }, now));
      if (!owner) await repo.insertIdentity(tx, { provider: ticket.provider, subject: ticket.subject, user_id: user.id, created_at: at });
      return { token: await createSession(tx, user.id, now), user: userInfo(user) };
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    // Two binds at once: the loser's insert hits the primary key; say what happened rather than fail.
    if (await repo.identityOwner(db, ticket.provider, ticket.subject)) throw new AppError('auth.identityTaken', 409);
    throw err;
  }
}
