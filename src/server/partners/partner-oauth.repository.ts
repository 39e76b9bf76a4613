import type { Kysely } from 'kysely';
import type { Database, OauthAccessTokensTable, OauthClientsTable, OauthCodesTable } from '../db/schema.ts';

/** SQL of the partner apps' OAuth: clients, authorization codes and access tokens (all secrets by their hash). */

const count = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);

export async function insertClient(db: Kysely<Database>, row: OauthClientsTable): Promise<void> {
  await db.insertInto('oauth_clients').values(row).execute();
}

export function clientById(db: Kysely<Database>, id: string) {
  return db.selectFrom('oauth_clients').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listClients(db: Kysely<Database>) {
  return db
    .selectFrom('oauth_clients')
    .select(['id', 'name', 'redirect_uris', 'created_at', 'secret_hash'])
    .orderBy('created_at')
    .execute();
}

export async function deleteClient(db: Kysely<Database>, id: string): Promise<number> {
  return count(await db.deleteFrom('oauth_clients').where('id', '=', id).executeTakeFirst());
}

export async function insertCode(db: Kysely<Database>, row: OauthCodesTable): Promise<void> {
  await db.insertInto('oauth_codes').values(row).execute();
}

/** Takes a code out (DELETE … RETURNING): of two requests with one code, only one gets the row. */
export function takeCode(db: Kysely<Database>, codeHash: string) {
  return db.deleteFrom('oauth_codes').where('code_hash', '=', codeHash).returningAll().executeTakeFirst();
}

export async function insertAccessToken(db: Kysely<Database>, row: OauthAccessTokensTable): Promise<void> {
  await db.insertInto('oauth_access_tokens').values(row).execute();
}

export function accessTokenByHash(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('oauth_access_tokens')
    .select(['user_id', 'client_id', 'scope', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Every partner token of a member (a password reset ends them with the sessions). */
export async function deleteAccessTokensOf(db: Kysely<Database>, userId: string): Promise<number> {
  return count(await db.deleteFrom('oauth_access_tokens').where('user_id', '=', userId).executeTakeFirst());
}

/** Codes and tokens that died before `before`. */
export async function deleteExpired(db: Kysely<Database>, before: string): Promise<Record<string, number>> {
  return {
    oauth_codes: count(await db.deleteFrom('oauth_codes').where('expires_at', '<', before).executeTakeFirst()),
    oauth_access_tokens: count(await db.deleteFrom('oauth_access_tokens').where('expires_at', '<', before).executeTakeFirst()),
  };
}
