import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * A company's own rows (previous and alternative names, industry codes, the charges summary) are
 * keyed by their company and their position in it, instead of a UUID of their own: nothing refers
 * to one of these rows by itself, and the UUID cost each row two more B-trees (the UUID index and
 * the company_id index beside the table). On SQLite the tables are WITHOUT ROWID, so the primary key
 * B-tree is the table. Measured with `npm run bench:sqlite-floor` (100,000 companies): these rows
 * and the commits that write their pages were the largest part of an import's SQLite time.
 */
const FK = 'references companies (id) on delete cascade';

async function recreate(db: Kysely<any>, table: string, columns: string, key: string, copy: string): Promise<void> {
  const rowid = columnTypes(db).engine === 'sqlite' ? sql` without rowid` : sql``;
  await sql`create table ${sql.table(`${table}_new`)} (${sql.raw(columns)}, constraint ${sql.ref(`${table}_pk`)} primary key (${sql.raw(key)}))${rowid}`.execute(
    db,
  );
  await sql`insert into ${sql.table(`${table}_new`)} ${sql.raw(copy)}`.execute(db);
  await db.schema.dropTable(table).execute();
  await db.schema.alterTable(`${table}_new`).renameTo(table).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  const c = columnTypes(db);
  const t = (type: unknown) => String(type);
  await recreate(
    db,
    'company_names',
    `company_id ${t(c.text)} not null ${FK}, position ${t(c.int)} not null, name ${t(c.text)} not null, kind ${t(c.text)} not null, language ${t(c.text)}, start_date ${t(c.date)}, end_date ${t(c.date)}`,
    'company_id, position',
    'select company_id, row_number() over (partition by company_id order by id) - 1, name, kind, language, start_date, end_date from company_names',
  );
  await recreate(
    db,
    'industry_codes',
    `company_id ${t(c.text)} not null ${FK}, position ${t(c.int)} not null, scheme ${t(c.text)} not null, code ${t(c.text)} not null, description ${t(c.text)}`,
    'company_id, position',
    'select company_id, row_number() over (partition by company_id order by id) - 1, scheme, code, description from industry_codes',
  );
  await db.schema.createIndex('industry_codes_code').on('industry_codes').columns(['scheme', 'code']).execute();
  // One charges summary per company (the register's mortgage counts).
  await recreate(
    db,
    'charges',
    `company_id ${t(c.text)} not null ${FK}, total ${t(c.int)}, outstanding ${t(c.int)}, part_satisfied ${t(c.int)}, satisfied ${t(c.int)}`,
    'company_id',
    'select company_id, max(total), max(outstanding), max(part_satisfied), max(satisfied) from charges group by company_id',
  );
}

/** Back to rows with ids of their own; the ids are rebuilt from company and position, not the old UUIDs. */
export async function down(db: Kysely<any>): Promise<void> {
  const c = columnTypes(db);
  const t = (type: unknown) => String(type);
  const back = async (table: string, columns: string, copy: string) => {
    await sql`create table ${sql.table(`${table}_old`)} (id ${sql.raw(t(c.text))} primary key, ${sql.raw(columns)})`.execute(db);
    await sql`insert into ${sql.table(`${table}_old`)} ${sql.raw(copy)}`.execute(db);
    await db.schema.dropTable(table).execute();
    await db.schema.alterTable(`${table}_old`).renameTo(table).execute();
    await db.schema.createIndex(`${table}_company`).on(table).column('company_id').execute();
  };
  await back(
    'company_names',
    `company_id ${t(c.text)} not null ${FK}, name ${t(c.text)} not null, kind ${t(c.text)} not null, language ${t(c.text)}, start_date ${t(c.date)}, end_date ${t(c.date)}`,
    `select company_id || '/name/' || position, company_id, name, kind, language, start_date, end_date from company_names`,
  );
  await back(
    'industry_codes',
    `company_id ${t(c.text)} not null ${FK}, scheme ${t(c.text)} not null, code ${t(c.text)} not null, description ${t(c.text)}`,
    `select company_id || '/code/' || position, company_id, scheme, code, description from industry_codes`,
  );
  await db.schema.createIndex('industry_codes_code').on('industry_codes').columns(['scheme', 'code']).execute();
  await back(
    'charges',
    `company_id ${t(c.text)} not null ${FK}, total ${t(c.int)}, outstanding ${t(c.int)}, part_satisfied ${t(c.int)}, satisfied ${t(c.int)}`,
    `select company_id || '/charges', company_id, total, outstanding, part_satisfied, satisfied from charges`,
  );
}
