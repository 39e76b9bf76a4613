/**
 * `npm run bench:search-list [-- --companies N] [--queries Q]`: the result list (`listCompanies`:
 * candidates, filters, facet counts, sort, one page) in-process on `data/bench-search-N.db`, without
 * HTTP or a load generator on the same cores, so its figures move little from run to run. It also
 * times, for the same candidates, the reads a page made before the index kept the facet fields
 * (each candidate's company row and main industry code): the work that change took away.
 */
import { openDb } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { inChunks } from '../src/server/db/in-chunks.ts';
import { listCompanies, LIST_PROBES, POOL } from '../src/server/search/company-search.service.ts';
import { searchNames } from '../src/server/search/name-search.service.ts';
import { previewOfficers } from '../src/server/search/officer-search.service.ts';
import { listBody } from '../src/server/search/search.schema.ts';
import { ensureSearchIndex } from '../src/server/search/search-index.ts';
import { arg, benchDatabase } from './lib/bench-db.ts';
import { percentile } from './lib/constant-rate.ts';
import { querySet } from './lib/search-queries.ts';

const companies = Number(arg('companies', '1000000'));
const count = Number(arg('queries', '1000'));
const { db, close } = openDb({ sqlitePath: benchDatabase(companies), databaseUrl: '' });
await migrateToLatest(db);
if (await ensureSearchIndex(db)) console.log('search index rebuilt for the current key rules');
const queries = (await querySet(db, count)).map((q) => q.q);

const timed = async (fn: () => Promise<unknown>) => {
  const s = performance.now();
  await fn();
  return performance.now() - s;
};
const line = (label: string, ms: number[]) =>
  console.log(
    `${label.padEnd(44)} p50 ${percentile(ms, 50).toFixed(1)} ms  p90 ${percentile(ms, 90).toFixed(1)} ms  p99 ${percentile(ms, 99).toFixed(1)} ms  max ${Math.max(...ms).toFixed(1)} ms`,
  );

console.log(`${companies.toLocaleString('en')} companies on SQLite, ${queries.length} queries, in-process`);
for (const q of queries.slice(0, 200)) await listCompanies(db, listBody.parse({ keyword: q })); // warm-up
const list: number[] = [];
const filtered: number[] = [];
const oldReads: number[] = [];
const preview: number[] = [];
for (const q of queries) {
  // The result page's "All" tab also shows the first executives of the name.
  preview.push(await timed(() => previewOfficers(db, q, 3, 'gb')));
  list.push(await timed(() => listCompanies(db, listBody.parse({ keyword: q }), 'gb')));
  filtered.push(
    await timed(() =>
      listCompanies(
        db,
        listBody.parse({ keyword: q, sort: 'latest_founded', screen: { company_type: ['Private Limited Company'] } }),
        'gb',
      ),
    ),
  );
  // What the page read per candidate before: the facet columns of its row and its first industry code.
  const ids = (await searchNames(db, 'c', q, { limit: POOL, country: 'gb', probeLimits: LIST_PROBES })).map((h) => h.entityId);
  oldReads.push(
    await timed(async () => {
      await inChunks(ids, (slice) =>
        db
          .selectFrom('companies')
          .select(['id', 'jurisdiction_code', 'current_status', 'inactive', 'incorporation_date', 'company_type'])
          .where('id', 'in', slice)
          .execute(),
      );
      await inChunks(ids, (slice) =>
        db
          .selectFrom('industry_codes')
          .select(['company_id', 'scheme', 'code', 'description'])
          .where('company_id', 'in', slice)
          .where('position', '=', 0)
          .execute(),
      );
    }),
  );
}
line('result list (default sort)', list);
line('result list (type filter, latest founded)', filtered);
line('executives preview (All tab)', preview);
line('reads no longer made (rows + codes of the pool)', oldReads);
await close();
