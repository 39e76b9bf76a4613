import type { Kysely } from 'kysely';
import type { Database, SessionsTable } from '../db/schema.ts';

/** SQL of sessions (rows keyed by the hash of their token). */

export async function insertSession(db: Kysely<Database>, row: SessionsTable): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

export function sessionByHash(db: Kysely<Database>, tokenHash: string) {
  return db.selectFrom('sessions').select(['user_id', 'expires_at']).where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteSessionsOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
