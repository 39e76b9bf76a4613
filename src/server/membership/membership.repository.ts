import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { MembershipEventsTable } from '../db/schema-membership.ts';

/** SQL of membership: a member's VIP end (users.vip_until) and the log of its changes. */
type Db = Kysely<Database> | Transaction<Database>;

export async function vipUntilOf(db: Db, userId: string): Promise<{ vip_until: string | null } | undefined> {
  const row = await db.selectFrom('users').select('vip_until').where('id', '=', userId).executeTakeFirst();
  return row && { vip_until: row.vip_until ?? null };
}

export async function setVipUntil(db: Db, userId: string, until: string | null, now: string): Promise<void> {
  await db.updateTable('users').set({ vip_until: until, updated_at: now }).where('id', '=', userId).execute();
}

export async function insertMembershipEvent(db: Db, row: MembershipEventsTable): Promise<void> {
  await db.insertInto('membership_events').values(row).execute();
}

export function membershipEventsOf(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('membership_events')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
