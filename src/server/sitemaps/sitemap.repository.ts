import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The tables whose records have detail pages listed in the sitemaps. */
export type SitemapTable = 'companies' | 'officers' | 'brokers' | 'exchanges';

/** A sitemap entry's source: the record's id and when it last changed. */
export type Row = { id: string; updated_at: unknown };

/** Up to `pageSize` (id, updated_at) rows after the id `after` (from the start when undefined), in id order. */
export function pageAfter(db: Kysely<Database>, table: SitemapTable, after: string | undefined, pageSize: number): Promise<Row[]> {
  // One table type for all: they share the two columns read here. updated_at costs a table lookup
  // per id (on 1M SQLite companies: ids alone 0.4 s, with updated_at 4.6 s); an index on
  // (id, updated_at) would make these scans index-only.
  let q = db
    .selectFrom(table as 'companies')
    .select(['id', 'updated_at'])
    .orderBy('id')
    .limit(pageSize);
  if (after !== undefined) q = q.where('id', '>', after);
  return q.execute() as Promise<Row[]>;
}
