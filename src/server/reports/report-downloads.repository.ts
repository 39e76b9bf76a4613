import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ReportDownloadsTable } from '../db/schema-reports.ts';

/** SQL of report_downloads: what the monthly report allowance counts (report-allowance.ts). */

/** The member's row for a company this month, if the member already has its report. */
export function downloadOf(
  db: Kysely<Database>,
  userId: string,
  month: string,
  companyId: string,
): Promise<ReportDownloadsTable | undefined> {
  return db
    .selectFrom('report_downloads')
    .selectAll()
    .where('user_id', '=', userId)
    .where('month', '=', month)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** How many companies' reports the member has had this month. */
export async function companiesThisMonth(db: Kysely<Database>, userId: string, month: string): Promise<number> {
  const r = await db
    .selectFrom('report_downloads')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('month', '=', month)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Takes a slot; false when the slot or the company is taken already (another request got there first). */
export async function insertDownload(db: Kysely<Database>, row: ReportDownloadsTable): Promise<boolean> {
  const r = await db
    .insertInto('report_downloads')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** One more delivery of a report the member already has this month (free). */
export async function touchDownload(db: Kysely<Database>, userId: string, month: string, companyId: string, at: string): Promise<void> {
  await db
    .updateTable('report_downloads')
    .set({ downloads: sql`downloads + 1`, last_at: at })
    .where('user_id', '=', userId)
    .where('month', '=', month)
    .where('company_id', '=', companyId)
    .execute();
}
