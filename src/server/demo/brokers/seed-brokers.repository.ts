import type { Insertable, Kysely } from 'kysely';
import { bulkInsert } from '../../db/bulk-insert.ts';
import type { Database, LicencesTable, PageChangesTable, RecordChangesTable } from '../../db/schema.ts';

type Db = Kysely<Database>;

// The demo broker seeder's statements (what it writes and why is told in seed-brokers.ts).

/** How many brokers are stored (the seeder only fills a database that has none). */
export async function brokerCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('brokers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The source of the register's first company: 'demo' for a database the demo seeder filled. */
export async function firstCompanySource(db: Db): Promise<string | null> {
  const row = await db.selectFrom('companies').select('source').orderBy('id').limit(1).executeTakeFirst();
  return row?.source ?? null;
}

/** A licence's new state, as a register update gives it. */
export async function updateLicenceStatus(
  db: Db,
  companyId: string,
  position: number,
  fields: { status: string; ended_on: string | null; updated_at: string },
): Promise<void> {
  await db.updateTable('licences').set(fields).where('company_id', '=', companyId).where('position', '=', position).execute();
}

export async function insertLicences(db: Db, rows: ReadonlyArray<Insertable<LicencesTable>>): Promise<void> {
  await bulkInsert(db, 'licences', rows);
}

/** The import run the later state is recorded under (record_changes rows name it). */
export async function insertRun(db: Db, run: Insertable<Database['import_runs']>): Promise<void> {
  await db.insertInto('import_runs').values(run).execute();
}

export async function insertChanges(db: Db, rows: readonly RecordChangesTable[]): Promise<void> {
  await bulkInsert(db, 'record_changes', rows);
}

export async function insertPageChanges(db: Db, rows: ReadonlyArray<Omit<PageChangesTable, 'seq'>>): Promise<void> {
  await bulkInsert(db, 'page_changes', rows);
}
