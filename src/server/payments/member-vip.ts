import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { membershipOf, type Membership } from '../membership/membership.service.ts';
import type { OrdersTable } from '../db/schema-payments.ts';
import { memberOrders } from './orders.service.ts';
import { buyerOf } from './orders.repository.ts';

/** What the member centre shows of VIP: the tier, its end, and the member's orders with their invoices. */
export interface MemberVip {
  membership: Membership;
  orders: OrdersTable[];
}

export async function memberVip(db: Kysely<Database>, userId: string, now = new Date()): Promise<MemberVip> {
  const [membership, orders] = await Promise.all([membershipOf(db, userId, now), memberOrders(db, userId)]);
  return { membership, orders };
}

/** The member's e-mail for the provider's checkout form (a convenience; the member may change it there). */
export async function memberEmail(db: Kysely<Database>, userId: string): Promise<string | undefined> {
  return (await buyerOf(db, userId))?.email ?? undefined;
}
