import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AdLeadsTable } from '../db/schema-quotation.ts';

/** SQL of the quotation page: advertising leads and the claim on their mail to sales. */

export async function insertLead(db: Kysely<Database>, row: Insertable<AdLeadsTable>): Promise<void> {
  await db.insertInto('ad_leads').values(row).execute();
}

export function leadById(db: Kysely<Database>, id: string) {
  return db.selectFrom('ad_leads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Takes a lead's mail for sending (pending or failed → sending); undefined when another sender has it or it is sent. */
export function claimLeadMail(db: Kysely<Database>, id: string) {
  return db
    .updateTable('ad_leads')
    .set((eb) => ({ mail_state: 'sending', mail_attempts: eb('mail_attempts', '+', 1) }))
    .where('id', '=', id)
    .where('mail_state', 'in', ['pending', 'failed'])
    .returningAll()
    .executeTakeFirst();
}

export async function markLeadMail(db: Kysely<Database>, id: string, outcome: { sentAt: string } | { error: string }): Promise<void> {
  await db
    .updateTable('ad_leads')
    .set(
      'sentAt' in outcome
        ? { mail_state: 'sent', mailed_at: outcome.sentAt, mail_error: null }
        : { mail_state: 'failed', mail_error: outcome.error },
    )
    .where('id', '=', id)
    .execute();
}

/** Leads whose mail is still to send (failed, or pending since before `before`: a sender that died), oldest first. */
export function leadsToMail(db: Kysely<Database>, before: string, limit: number) {
  return db
    .selectFrom('ad_leads')
    .select('id')
    .where((eb) =>
      eb.or([eb('mail_state', '=', 'failed'), eb.and([eb('mail_state', 'in', ['pending', 'sending']), eb('created_at', '<', before)])]),
    )
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** Gives a lead stuck in 'sending' (its sender died) back to the senders. */
export async function releaseStuckLead(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('ad_leads')
    .set({ mail_state: 'failed', mail_error: 'sender stopped' })
    .where('id', '=', id)
    .where('mail_state', '=', 'sending')
    .execute();
}
