import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * The name search index (see src/server/search/). Two tables:
 * - search_docs: one row per searchable company or officer, with the normalised names the index was
 *   built from (so a changed record's old terms can be recomputed and removed without a second index);
 * - search_terms: (term, weight, doc) as the whole primary key, so that a prefix range over `term`
 *   comes back in term order and, within one term, best weight first, straight from the B-tree.
 * The term column compares bytes (SQLite's default BINARY, PostgreSQL's "C" collation), so a prefix
 * range `term >= p AND term < p || U+10FFFF` is exact on both engines whatever the server's locale.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columnTypes(db);
  const s = db.schema;
  await s
    .createTable('search_docs')
    .addColumn('doc', c.engine === 'postgres' ? 'bigserial' : 'integer', (col) => col.primaryKey())
    .addColumn('kind', c.text, (col) => col.notNull())
    .addColumn('entity_id', c.text, (col) => col.notNull())
    .addColumn('jurisdiction_code', c.text)
    .addColumn('inactive', c.flag, (col) => col.notNull())
    .addColumn('names', c.text, (col) => col.notNull())
    .execute();
  await s.createIndex('search_docs_entity').unique().on('search_docs').columns(['kind', 'entity_id']).execute();

  const terms = s
    .createTable('search_terms')
    .addColumn('term', c.engine === 'postgres' ? sql`text collate "C"` : c.text, (col) => col.notNull())
    .addColumn('weight', c.int, (col) => col.notNull())
    .addColumn('doc', c.bigint, (col) => col.notNull())
    .addPrimaryKeyConstraint('search_terms_pk', ['term', 'weight', 'doc']);
  // Without a rowid SQLite stores the rows in the primary key's B-tree itself: no second copy.
  await (c.engine === 'sqlite' ? terms.modifyEnd(sql`without rowid`) : terms).execute();

  await s
    .createTable('search_meta')
    .addColumn('key', c.text, (col) => col.primaryKey())
    .addColumn('value', c.text, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['search_meta', 'search_terms', 'search_docs']) await db.schema.dropTable(t).ifExists().execute();
}
