import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MessageKey } from '../../i18n/t.ts';
import { LIFETIME, oauthApproveLimits, oauthTokenLimits } from '../accounts/limits.ts';
import { enforceLimits, hitLimits } from '../accounts/rate-limit.ts';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/schema.ts';
import * as repo from './partner-oauth.repository.ts';
import { PARTNER_SCOPES, type PartnerAuthorizeQuery, type PartnerTokenBody } from './partner-oauth.schema.ts';
import { isAllowedRedirectUri } from './redirect-uri.ts';

/**
 * The gateway's authorization calls (spec section 7: authorize, token) as OAuth 2.0's authorization
 * code grant for partner apps (RFC 6749), with PKCE (RFC 7636). What makes it safe:
 * - clients are registered (`npm run oauth:client`); a confidential client's secret is 256 random bits
 *   kept as its SHA-256 (a slow hash adds nothing to a random secret) and compared in constant time;
 * - the redirect URI must equal a registered one exactly; until it does, no error is sent to it;
 * - every client uses PKCE with S256, confidential ones too (OAuth 2.1); `plain` is refused (it
 *   protects nothing against an intercepted authorization request);
 * - codes are random, kept hashed, alive LIFETIME.oauthCodeMs, bound to client, redirect URI, member,
 *   scope and challenge, and taken out of the table by the exchange that uses them (single use);
 * - the token endpoint is rate-limited per address, never per client id alone (public: anyone could
 *   lock a partner out); approvals per member and address (limits.ts);
 * - the access token opens only what its scope names (`user_info`: user/info), never a session.
 */

/** RFC 6749's error codes (section 4.1.2.1 and 5.2). */
export type OauthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'unsupported_response_type'
  | 'invalid_scope'
  | 'access_denied'
  | 'temporarily_unavailable';

/** A refusal in OAuth's words: its RFC code beside the catalogue key the description is worded from. */
export class OauthError extends AppError {
  readonly oauth: OauthErrorCode;
  constructor(oauth: OauthErrorCode, key: MessageKey, status = 400, headers: Record<string, string> = {}) {
    super(key, status, {}, headers);
    this.oauth = oauth;
  }
}

/**
 * A refusal of an authorization request whose client and redirect URI are known good: it goes back to
 * the client's redirect URI (RFC 6749 section 4.1.2.1) as `error` and `state`.
 */
export class OauthRedirectError extends OauthError {
  readonly location: string;
  constructor(oauth: OauthErrorCode, key: MessageKey, location: string) {
    super(oauth, key, 302);
    this.location = location;
  }
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');
const random = () => randomBytes(32).toString('base64url');

/** RFC 7636's verifier: 43 to 128 unreserved characters. A S256 challenge is base64url of 32 bytes: 43 characters. */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** Adds a registered client; the secret (confidential clients only) is returned once and never stored. */
export async function addClient(
  db: Kysely<Database>,
  input: { name: string; redirectUris: string[]; public: boolean },
  now = new Date(),
): Promise<{ clientId: string; clientSecret: string | undefined }> {
  const name = input.name.trim();
  if (!name || name.length > 100) throw new Error('a name of 1 to 100 characters');
  if (!input.redirectUris.length) throw new Error('at least one --redirect');
  for (const uri of input.redirectUris)
    if (!isAllowedRedirectUri(uri))
      throw new Error(`not an allowed redirect URI (https, http to loopback, or com.example.app:/path): ${uri}`);
  const clientId = randomBytes(16).toString('base64url');
  const clientSecret = input.public ? undefined : random();
  await repo.insertClient(db, {
    id: clientId,
    name,
    secret_hash: clientSecret ? sha256(clientSecret) : null,
    redirect_uris: JSON.stringify([...new Set(input.redirectUris)]),
    created_at: now.toISOString(),
  });
  return { clientId, clientSecret };
}

const redirectUrisOf = (row: { redirect_uris: string }): string[] => {
  try {
    const list: unknown = JSON.parse(row.redirect_uris);
    return Array.isArray(list) ? list.filter((u): u is string => typeof u === 'string') : [];
  } catch {
    return [];
  }
};

/** The client's redirect URI with OAuth's answer in its query (RFC 6749 section 4.1.2), `state` echoed. */
function redirectWith(uri: string, params: Record<string, string | undefined>): string {
  const url = new URL(uri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  return url.toString();
}

export interface CheckedAuthorization {
  clientId: string;
  clientName: string;
  redirectUri: string;
  scope: string;
  state: string | undefined;
  codeChallenge: string | undefined;
}

/**
 * Checks an authorization request. An unknown client or a redirect URI that is not registered is an
 * OauthError shown on our page (400), never sent anywhere; every other problem is an
 * OauthRedirectError to the client's redirect URI.
 */
export async function checkAuthorization(db: Kysely<Database>, q: PartnerAuthorizeQuery): Promise<CheckedAuthorization> {
  const client = q.client_id ? await repo.clientById(db, q.client_id) : undefined;
  if (!client) throw new OauthError('invalid_client', 'oauth2.unknownClient', 400);
  if (!redirectUrisOf(client).includes(q.redirect_uri)) throw new OauthError('invalid_request', 'oauth2.badRedirect', 400);
  const back = (oauth: OauthErrorCode, key: MessageKey) =>
    new OauthRedirectError(oauth, key, redirectWith(q.redirect_uri, { error: oauth, state: q.state }));
  if (q.response_type !== 'code') throw back('unsupported_response_type', 'oauth2.unsupportedResponseType');
  const scopes = (q.scope ?? '').split(' ').filter(Boolean);
  if (!scopes.every((s) => (PARTNER_SCOPES as readonly string[]).includes(s))) throw back('invalid_scope', 'oauth2.invalidScope');
  const method = q.code_challenge_method ?? (q.code_challenge ? 'plain' : undefined);
  if (method !== undefined && method !== 'S256') throw back('invalid_request', 'oauth2.pkcePlain');
  if (method === 'S256' && !S256_CHALLENGE.test(q.code_challenge ?? '')) throw back('invalid_request', 'oauth2.invalidRequest');
  // PKCE for every client, confidential ones too (OAuth 2.1; RFC 9700 section 2.1.1): a stolen or
  // injected code is worth nothing without the verifier.
  if (method !== 'S256') throw back('invalid_request', 'oauth2.pkceRequired');
  return {
    clientId: client.id,
    clientName: client.name,
    redirectUri: q.redirect_uri,
    scope: scopes.length ? [...new Set(scopes)].join(' ') : PARTNER_SCOPES[0],
    state: q.state,
    codeChallenge: method === 'S256' ? q.code_challenge : undefined,
  };
}

/** The member allowed the request: a code for the client, as the address to send the browser to. */
export async function approveAuthorization(
  db: Kysely<Database>,
  userId: string,
  a: CheckedAuthorization,
  ip: string,
  now = new Date(),
): Promise<string> {
  // Each approval stores a code until housekeeping drops it: a script approving in a loop is capped.
  await enforceLimits(db, oauthApproveLimits(userId, ip), now);
  const code = random();
  await repo.insertCode(db, {
    code_hash: sha256(code),
    client_id: a.clientId,
    user_id: userId,
    redirect_uri: a.redirectUri,
    scope: a.scope,
    code_challenge: a.codeChallenge ?? null,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + LIFETIME.oauthCodeMs).toISOString(),
  });
  return redirectWith(a.redirectUri, { code, state: a.state });
}

/** The member refused: `access_denied` back to the client. */
export function denyAuthorization(a: CheckedAuthorization): string {
  return redirectWith(a.redirectUri, { error: 'access_denied', state: a.state });
}

/** The client's credentials from HTTP Basic (RFC 6749 section 2.3.1: form-encoded, then base64) or the body. */
export function clientCredentials(authorization: string | null, body: PartnerTokenBody): { id?: string; secret?: string; basic: boolean } {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization ?? '');
  if (m) {
    const decoded = Buffer.from(m[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) throw new OauthError('invalid_client', 'oauth2.invalidClient', 401, { 'WWW-Authenticate': 'Basic realm="oauth2"' });
    const dec = (s: string) => {
      try {
        return decodeURIComponent(s.replace(/\+/g, ' '));
      } catch {
        return s;
      }
    };
    return { id: dec(decoded.slice(0, colon)), secret: dec(decoded.slice(colon + 1)), basic: true };
  }
  return { id: body.client_id, secret: body.client_secret, basic: false };
}

function sameSecret(secret: string, hash: string): boolean {
  const a = Buffer.from(sha256(secret));
  const b = Buffer.from(hash);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface TokenAnswer {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
}

/** The token call: a code exchanged for an access token (RFC 6749 section 4.1.3), or an OauthError. */
export async function exchangeCode(
  db: Kysely<Database>,
  body: PartnerTokenBody,
  authorization: string | null,
  ip: string,
  now = new Date(),
): Promise<TokenAnswer> {
  const creds = clientCredentials(authorization, body);
  const unauthenticated = () =>
    new OauthError('invalid_client', 'oauth2.invalidClient', 401, creds.basic ? { 'WWW-Authenticate': 'Basic realm="oauth2"' } : {});
  if (!creds.id) throw unauthenticated();
  // Counted per address before anything is looked up (never per client id: see RATE.oauthTokenIp).
  const limit = await hitLimits(db, oauthTokenLimits(ip), now.getTime());
  if (!limit.allowed) throw new OauthError('temporarily_unavailable', 'oauth2.tooMany', 429, { 'Retry-After': String(limit.retryAfter) });
  if (body.grant_type !== 'authorization_code') throw new OauthError('unsupported_grant_type', 'oauth2.unsupportedGrantType');
  const client = await repo.clientById(db, creds.id);
  if (!client) throw unauthenticated();
  if (client.secret_hash) {
    if (!creds.secret || !sameSecret(creds.secret, client.secret_hash)) throw unauthenticated();
  } else if (creds.secret) throw unauthenticated();
  if (!body.code) throw new OauthError('invalid_request', 'oauth2.invalidRequest');
  const code = await repo.takeCode(db, sha256(body.code));
  const grant = () => new OauthError('invalid_grant', 'oauth2.invalidGrant');
  if (!code || code.client_id !== client.id || code.expires_at <= now.toISOString()) throw grant();
  if (body.redirect_uri !== code.redirect_uri) throw grant();
  if (code.code_challenge) {
    if (!body.code_verifier || !VERIFIER.test(body.code_verifier) || sha256(body.code_verifier) !== code.code_challenge) throw grant();
  } else if (body.code_verifier) throw grant();
  const token = random();
  await repo.insertAccessToken(db, {
    token_hash: sha256(token),
    client_id: client.id,
    user_id: code.user_id,
    scope: code.scope,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + LIFETIME.oauthAccessTokenSeconds * 1000).toISOString(),
  });
  return { access_token: token, token_type: 'Bearer', expires_in: LIFETIME.oauthAccessTokenSeconds, scope: code.scope };
}

/** The member a partner's bearer token acts for, when it is alive and its scope has `scope`; undefined otherwise. */
export async function partnerTokenUser(
  db: Kysely<Database>,
  token: string | undefined,
  scope: (typeof PARTNER_SCOPES)[number],
  now = new Date(),
): Promise<string | undefined> {
  if (!token || token.length > 100) return undefined;
  const row = await repo.accessTokenByHash(db, sha256(token));
  if (!row || row.expires_at <= now.toISOString()) return undefined;
  return row.scope.split(' ').includes(scope) ? row.user_id : undefined;
}

/** A bearer token of a request, if any. */
export function bearerToken(request: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
}

/** Lists the registered clients (for the command line; no secrets, only whether there is one). */
export async function listPartnerClients(db: Kysely<Database>) {
  return (await repo.listClients(db)).map((c) => ({
    id: c.id,
    name: c.name,
    redirectUris: redirectUrisOf(c),
    public: !c.secret_hash,
    created: c.created_at,
  }));
}

/** Removes a client (its codes and tokens go with it). */
export function removePartnerClient(db: Kysely<Database>, id: string): Promise<number> {
  return repo.deleteClient(db, id);
}

/** Drops dead codes and tokens (housekeeping). */
export function prunePartnerOauth(db: Kysely<Database>, before: string) {
  return repo.deleteExpired(db, before);
}

/** Ends every partner token of a member (with their sessions, on a password reset). */
export function revokePartnerTokensOf(db: Kysely<Database>, userId: string) {
  return repo.deleteAccessTokensOf(db, userId);
}
