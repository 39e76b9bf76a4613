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
