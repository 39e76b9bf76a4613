import type { Kysely } from 'kysely';
import { forEachChunk } from '../../db/in-chunks.ts';
import type { AppointmentsTable, Database, OfficersTable } from '../../db/schema.ts';

/** The stored officers among these ids, by id. */
export async function storedOfficers(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, OfficersTable>> {
  const out = new Map<string, OfficersTable>();
  await forEachChunk(ids, async (slice) => {
    for (const r of await db.selectFrom('officers').selectAll().where('id', 'in', slice).execute()) out.set(r.id, r);
  });
  return out;
}

/** One appointment, or undefined. */
export function storedAppointment(db: Kysely<Database>, id: string): Promise<AppointmentsTable | undefined> {
  return db.selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Overwrites an officer's columns. */
export async function updateOfficer(db: Kysely<Database>, id: string, fields: Omit<OfficersTable, 'id'>): Promise<void> {
  await db.updateTable('officers').set(fields).where('id', '=', id).execute();
}

/** Overwrites an appointment's columns. */
export async function updateAppointment(db: Kysely<Database>, id: string, fields: Omit<AppointmentsTable, 'id'>): Promise<void> {
  await db.updateTable('appointments').set(fields).where('id', '=', id).execute();
}

/** Adds one appointment. */
export async function insertAppointment(db: Kysely<Database>, row: AppointmentsTable): Promise<void> {
  await db.insertInto('appointments').values(row).execute();
}

/** Those of these companies that had people appointed before this run (an appointment last written before `now`). */
export async function companiesWithEarlierAppointments(db: Kysely<Database>, ids: readonly string[], now: string): Promise<Set<string>> {
  const out = new Set<string>();
  await forEachChunk(ids, async (slice) => {
    const rows = await db
      .selectFrom('appointments')
      .select('company_id')
      .distinct()
      .where('company_id', 'in', slice)
      .where('updated_at', '<', now)
      .execute();
    for (const r of rows) out.add(r.company_id);
  });
  return out;
}
