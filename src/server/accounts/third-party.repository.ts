import type { Kysely } from 'kysely';
import type { Database, OauthStatesTable, ThirdPartyTicketsTable } from '../db/schema.ts';

/** SQL of third-party login: states of web sign-ins, tickets (the spec's openid), bound identities. */

export async function insertState(db: Kysely<Database>, row: OauthStatesTable): Promise<void> {
  await db.insertInto('oauth_states').values(row).execute();
}

/** Takes a state out (delete … returning): of two requests with the same state, one gets it. */
export function takeState(db: Kysely<Database>, stateHash: string) {
  return db.deleteFrom('oauth_states').where('state_hash', '=', stateHash).returningAll().executeTakeFirst();
}

export async function insertTicket(db: Kysely<Database>, row: ThirdPartyTicketsTable): Promise<void> {
  await db.insertInto('third_party_tickets').values(row).execute();
}

/** A ticket that is neither used nor expired at `at`. */
export function liveTicket(db: Kysely<Database>, id: string, at: string) {
  return db
    .selectFrom('third_party_tickets')
    .selectAll()
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
}

/** Uses a ticket up; false when another request already did, or it expired meanwhile. */
export async function useTicket(db: Kysely<Database>, id: string, at: string): Promise<boolean> {
  const row = await db
    .updateTable('third_party_tickets')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

export function identityOwner(db: Kysely<Database>, provider: string, subject: string) {
  return db
    .selectFrom('user_identities')
    .select('user_id')
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

export function identityOfUser(db: Kysely<Database>, userId: string, provider: string) {
  return db
    .selectFrom('user_identities')
    .select('subject')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
}

export async function insertIdentity(
  db: Kysely<Database>,
  row: { provider: string; subject: string; user_id: string; created_at: string },
): Promise<void> {
  await db.insertInto('user_identities').values(row).execute();
}

/** Drops states and tickets dead for over a day (housekeeping). */
export async function pruneThirdParty(
  db: Kysely<Database>,
  before: string,
): Promise<{ oauth_states: number; third_party_tickets: number }> {
  const states = await db.deleteFrom('oauth_states').where('expires_at', '<', before).executeTakeFirst();
  const tickets = await db.deleteFrom('third_party_tickets').where('expires_at', '<', before).executeTakeFirst();
  return { oauth_states: Number(states.numDeletedRows), third_party_tickets: Number(tickets.numDeletedRows) };
}
