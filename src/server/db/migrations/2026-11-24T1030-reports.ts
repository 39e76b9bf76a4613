import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Enterprise data reports (issue 19): report_downloads holds one row per member, UTC month and company
 * whose report the member downloaded that month. It is what the monthly allowance counts
 * (tier-allowance.ts reportsPerMonth), so the same company downloaded again that month (another
 * language, a newer data version, a second copy) is one row and counts once.
 *
 * `slot` numbers a member's reports within the month (1, 2, …). With the key (user_id, month, slot) two
 * requests at the same moment cannot both take the last place: the second insert conflicts, reads the
 * month again and is refused. Portable to both engines (no SELECT … FOR UPDATE).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columnTypes(db);
  await db.schema
    .createTable('report_downloads')
    .addColumn('user_id', c.text, (col) => col.notNull().references('users.id').onDelete('cascade'))
    /** 'YYYY-MM' (UTC). */
    .addColumn('month', c.text, (col) => col.notNull())
    .addColumn('slot', c.int, (col) => col.notNull())
    .addColumn('company_id', c.text, (col) => col.notNull())
    /** The report first delivered for this row (its id is printed on every page). */
    .addColumn('report_id', c.text, (col) => col.notNull())
    .addColumn('lang', c.text, (col) => col.notNull())
    .addColumn('downloads', c.int, (col) => col.notNull().defaultTo(1))
    .addColumn('first_at', c.timestamp, (col) => col.notNull())
    .addColumn('last_at', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('report_downloads_pk', ['user_id', 'month', 'slot'])
    .addUniqueConstraint('report_downloads_company', ['user_id', 'month', 'company_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('report_downloads').execute();
}
