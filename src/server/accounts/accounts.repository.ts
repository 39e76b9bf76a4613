import type { Kysely } from 'kysely';
import type { Database, UsersTable } from '../db/schema.ts';

/** SQL of member accounts. */

export function userByPhone(db: Kysely<Database>, phone: string) {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
}

export function userByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function userById(db: Kysely<Database>, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Kysely<Database>, user: UsersTable): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function setPassword(db: Kysely<Database>, id: string, passwordHash: string, now: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', id).execute();
}

export async function setConfirmedEmail(db: Kysely<Database>, id: string, email: string, now: string): Promise<void> {
  await db.updateTable('users').set({ email, email_confirmed: 1, updated_at: now }).where('id', '=', id).execute();
}
