import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Sessions: a random 256-bit token goes to the client (an HttpOnly cookie on the web, a bearer
 * token in the app); the database keeps only its SHA-256, so a leaked copy of the table opens no
 * session. A new token is issued at every login and password change (rotation), and a password
 * reset revokes every session of the member.
 */
export const SESSION_DAYS = 30;

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Starts a session; returns the token to hand to the client (shown once, never stored). */
export async function createSession(db: Kysely<Database>, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insertInto('sessions').values({
    token_hash: tokenHash(token), user_id: userId, created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SESSION_DAYS * 86_400_000).toISOString(),
  }).execute();
  return token;
}

/** The member a token belongs to, while the session lasts; undefined for anything else. */
export async function sessionUser(db: Kysely<Database>, token: string | undefined, now = new Date()): Promise<string | undefined> {
  if (!token || token.length > 100) return undefined;
  const row = await db.selectFrom('sessions').select(['user_id', 'expires_at']).where('token_hash', '=', tokenHash(token)).executeTakeFirst();
  return row && row.expires_at > now.toISOString() ? row.user_id : undefined;
}

export async function endSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash(token)).execute();
}

/** Ends every session of a member (password reset, "sign out everywhere"). */
export async function endAllSessions(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
