import type { Kysely } from 'kysely';

/**
 * Regulator pages (lane reg, issue 18). A regulator's page lists its licences in two lists (current,
 * and revoked or expired), each ordered by licence number and paged, and the regulators list counts
 * the licences in force of every regulator. One index on (regulator_key, status, licence_number) serves
 * all three: a page of one list is a range of the index (the status filter is an IN over the index's
 * second column), and the counts per regulator and status are read from the index alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('licences_regulator_status').on('licences').columns(['regulator_key', 'status', 'licence_number']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('licences_regulator_status').execute();
}
