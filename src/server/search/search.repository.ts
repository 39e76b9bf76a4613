import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { DocFacets } from './search-docs.ts';

/** The highest code point: `key || MAX` bounds a prefix range in byte (UTF-8) order. */
const MAX = '\u{10FFFF}';

/**
 * Docs whose keys start with `prefix`, in key order and, within one key, best weight first, at most
 * `limit`: one bounded walk along the primary key whatever the term's frequency.
 */
export async function probe(db: Kysely<Database>, prefix: string, limit: number, jurisdictions: string[] = []): Promise<number[]> {
  if (jurisdictions.length) return probeIn(db, prefix, limit, jurisdictions);
  const rows = await db
    .selectFrom('search_terms')
    .select('doc')
    .where('term', '>=', prefix)
    .where('term', '<', prefix + MAX)
    .orderBy('term')
    .orderBy('weight')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.doc));
}

/**
 * Several probes in one statement (UNION ALL of bounded walks): on PostgreSQL each statement is a
 * round trip, and a query needs several. Returns each probe's docs, in probe order. (Joining the
 * docs' names in as well saved PostgreSQL 0.1 ms and cost SQLite 0.2 ms at the median, measured:
 * the word probes find many docs that ranking never needs.)
 */
export async function probeMany(
  db: Kysely<Database>,
  prefixes: string[],
  limit: number,
  jurisdictions: string[] = [],
): Promise<number[][]> {
  if (prefixes.length === 0) return [];
  if (prefixes.length === 1 || jurisdictions.length) {
    const out: number[][] = [];
    for (const p of prefixes) out.push(await probe(db, p, limit, jurisdictions));
    return out;
  }
  const member = (i: number) =>
    db
      .selectFrom((eb) =>
        eb
          .selectFrom('search_terms')
          .select('doc')
          .where('term', '>=', prefixes[i])
          .where('term', '<', prefixes[i] + MAX)
          .orderBy('term')
          .orderBy('weight')
          .limit(limit)
          .as('p'),
      )
      .select([sql<number>`${sql.lit(i)}`.as('probe'), 'p.doc']);
  let query = member(0);
  for (let i = 1; i < prefixes.length; i++) query = query.unionAll(member(i));
  const out: number[][] = prefixes.map(() => []);
  for (const r of await query.execute()) out[Number(r.probe)].push(Number(r.doc));
  return out;
}

/** Keys a filtered probe walks at most before it gives up on finding `limit` docs of the jurisdictions. */
const FILTERED_SCAN = 10_000;

/**
 * A probe limited to docs of some jurisdictions (a two-letter country code also takes in its
 * subdivisions: us takes us_ny). It walks the same key range, at most FILTERED_SCAN keys, and keeps
 * the docs of those jurisdictions: "limited" in Malta finds Maltese companies that the unfiltered
 * probe's best keys would not reach, at a bounded cost.
 */
async function probeIn(db: Kysely<Database>, prefix: string, limit: number, jurisdictions: string[]): Promise<number[]> {
  const countries = jurisdictions.filter((j) => /^[a-z]{2}$/.test(j));
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('search_terms')
        .select(['doc', 'term', 'weight'])
        .where('term', '>=', prefix)
        .where('term', '<', prefix + MAX)
        .orderBy('term')
        .orderBy('weight')
        .limit(FILTERED_SCAN)
        .as('t'),
    )
    .innerJoin('search_docs as d', 'd.doc', 't.doc')
    .select('t.doc')
    .where((eb) =>
      eb.or([
        eb('d.jurisdiction_code', 'in', jurisdictions),
        // Subdivision codes are the country, an underscore and letters: a byte range, so it uses no LIKE escapes.
        ...countries.map((c) => eb.and([eb('d.jurisdiction_code', '>', `${c}_`), eb('d.jurisdiction_code', '<', `${c}_${MAX}`)])),
      ]),
    )
    .orderBy('t.term')
    .orderBy('t.weight')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.doc));
}

export interface DocRow extends DocFacets {
  doc: number;
  entity_id: string;
  jurisdiction_code: string | null;
  inactive: number;
  names: string;
}

/** The stored docs, to check and rank candidates against their names (and filter them by their facets). */
export async function docs(db: Kysely<Database>, ids: number[]): Promise<DocRow[]> {
  if (!ids.length) return [];
  // Returned as the driver gives them: doc is a number on both engines (pg parses BIGINT as one).
  return db
    .selectFrom('search_docs')
    .select([
      'doc',
      'entity_id',
      'jurisdiction_code',
      'inactive',
      'names',
      'company_type',
      'current_status',
      'register_inactive',
      'incorporation_date',
      'industry_section',
    ])
    .where('doc', 'in', ids)
    .execute();
}
