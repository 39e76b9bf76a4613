import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Third-party login: signing in with an OpenID Connect provider, WeChat or QQ.
 * - oauth_states: one per sign-in started on the web; the state travels through the provider and
 *   comes back to /{lang}/connect. Only its SHA-256 is kept (with the PKCE verifier, the nonce and
 *   where to return), alive 10 minutes, deleted when used;
 * - user_identities: which provider account (provider id, its subject) belongs to which member;
 * - third_party_tickets: what the spec calls `openid`, handed out when a provider account is not yet
 *   bound to a member: a random value (only its hash is kept) that stands for the provider account
 *   for 10 minutes, used once. The provider's own subject never leaves the server.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columnTypes(db);
  const s = db.schema;
  await s
    .createTable('oauth_states')
    .addColumn('state_hash', c.text, (col) => col.primaryKey())
    .addColumn('provider', c.text, (col) => col.notNull())
    .addColumn('code_verifier', c.text, (col) => col.notNull())
    .addColumn('nonce', c.text, (col) => col.notNull())
    .addColumn('return_path', c.text, (col) => col.notNull())
    /** The redirect_uri sent to the provider: the token request must repeat it exactly. */
    .addColumn('redirect_uri', c.text, (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('expires_at', c.timestamp, (col) => col.notNull())
    .execute();
  await s
    .createTable('user_identities')
    .addColumn('provider', c.text, (col) => col.notNull())
    .addColumn('subject', c.text, (col) => col.notNull())
    .addColumn('user_id', c.text, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('user_identities_pk', ['provider', 'subject'])
    .execute();
  // One account of each provider per member: binding a second one would make either sign in as them.
  await s.createIndex('user_identities_user').on('user_identities').columns(['user_id', 'provider']).unique().execute();
  await s
    .createTable('third_party_tickets')
    .addColumn('id', c.text, (col) => col.primaryKey())
    .addColumn('provider', c.text, (col) => col.notNull())
    .addColumn('subject', c.text, (col) => col.notNull())
    .addColumn('nickname', c.text)
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('expires_at', c.timestamp, (col) => col.notNull())
    .addColumn('used_at', c.timestamp)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('third_party_tickets').execute();
  await db.schema.dropTable('user_identities').execute();
  await db.schema.dropTable('oauth_states').execute();
}
