import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Two things of spec section 7's remaining calls.
 *
 * The gateway's authorize/token calls (OAuth 2.0 authorization code for partner apps):
 * - `oauth_clients`: registered partner apps (`npm run oauth:client`). Only the SHA-256 of a
 *   confidential client's secret is kept (the secret is 256 random bits, shown once); a public client
 *   (a mobile or browser app that cannot keep a secret) has none and must use PKCE.
 * - `oauth_codes`: authorization codes, by the SHA-256 of the code; alive a minute, used once.
 * - `oauth_access_tokens`: tokens issued to partner apps, by their SHA-256, with their scope. Kept
 *   apart from `sessions` on purpose: a partner's token is not a session and opens only the calls its
 *   scope names (a session check never accepts it).
 *
 * `client_logs`: what the log call (GET /{lang}/api/log) writes: a bounded table. Every insert prunes
 * what is older than the newest CAP rows (client-log.service.ts), so it never grows without bound.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columnTypes(db);
  await db.schema
    .createTable('oauth_clients')
    .addColumn('id', c.text, (col) => col.primaryKey())
    .addColumn('name', c.text, (col) => col.notNull())
    .addColumn('secret_hash', c.text)
    /** A JSON array of the exact redirect URIs allowed. */
    .addColumn('redirect_uris', c.text, (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('oauth_codes')
    .addColumn('code_hash', c.text, (col) => col.primaryKey())
    .addColumn('client_id', c.text, (col) => col.notNull().references('oauth_clients.id').onDelete('cascade'))
    .addColumn('user_id', c.text, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('redirect_uri', c.text, (col) => col.notNull())
    .addColumn('scope', c.text, (col) => col.notNull())
    .addColumn('code_challenge', c.text)
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('expires_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('oauth_access_tokens')
    .addColumn('token_hash', c.text, (col) => col.primaryKey())
    .addColumn('client_id', c.text, (col) => col.notNull().references('oauth_clients.id').onDelete('cascade'))
    .addColumn('user_id', c.text, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('scope', c.text, (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('expires_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('oauth_access_tokens_user').on('oauth_access_tokens').column('user_id').execute();
  await db.schema
    .createTable('client_logs')
    .addColumn('id', c.engine === 'postgres' ? 'bigserial' : 'integer', (col) => col.primaryKey())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('lang', c.text, (col) => col.notNull())
    .addColumn('url', c.text)
    .addColumn('message', c.text, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('client_logs').execute();
  await db.schema.dropTable('oauth_access_tokens').execute();
  await db.schema.dropTable('oauth_codes').execute();
  await db.schema.dropTable('oauth_clients').execute();
}
