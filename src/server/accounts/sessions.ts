import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { LIFETIME } from './limits.ts';
import * as repo from './sessions.repository.ts';
import { revokePartnerTokensOf } from '../partners/partner-oauth.service.ts';

/**
 * Sessions: a random 256-bit token goes to the client (an HttpOnly cookie on the web, a bearer
 * token in the app); the database keeps only its SHA-256, so a leaked copy of the table opens no
 * session. A new token is issued at every login and password change (rotation), and a password
 * reset revokes every session of the member.
 */

/** The SHA-256 of a token, as stored. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Starts a session; returns the token to hand to the client (shown once, never stored). */
export async function createSession(db: Kysely<Database>, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repo.insertSession(db, {
    token_hash: tokenHash(token),
    user_id: userId,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + LIFETIME.sessionDays * 86_400_000).toISOString(),
  });
  return token;
}

/** The member a token belongs to, while the session lasts; undefined for anything else. */
export async function sessionUser(db: Kysely<Database>, token: string | undefined, now = new Date()): Promise<string | undefined> {
  if (!token || token.length > 100) return undefined;
  const row = await repo.sessionByHash(db, tokenHash(token));
  return row && row.expires_at > now.toISOString() ? row.user_id : undefined;
}

/** Ends one session (its token stops working at once). */
export async function endSession(db: Kysely<Database>, token: string): Promise<void> {
  await repo.deleteSession(db, tokenHash(token));
}

/** Ends every session of a member (password reset, "sign out everywhere"), and the tokens partner apps got for them. */
export async function endAllSessions(db: Kysely<Database>, userId: string): Promise<void> {
  await repo.deleteSessionsOf(db, userId);
  await revokePartnerTokensOf(db, userId);
}
