/**
 * `npm run eval:search [-- --record]`: relevance of name search on the relevance set
 * (tests/fixtures/search/eval-queries.ts): precision at 1 and recall at 10, overall and per
 * category, and every query that misses. --record writes the levels the test suite holds the
 * search to (tests/fixtures/search/eval-baseline.json); record only an improvement.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDb } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { buildEvalRegister, evaluate } from './lib/eval-search.ts';

const fixtures = process.env.FIXTURES_DIR ?? fileURLToPath(new URL('../../shared/fixtures/real/', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'eval-db-'));
const database = openDb({ sqlitePath: join(dir, 'eval.db'), databaseUrl: '' });
try {
  await migrateToLatest(database.db);
  const started = performance.now();
  await buildEvalRegister(database.db, fixtures);
  console.log(`register built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const scores = await evaluate(database.db);
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  for (const [category, s] of scores.byCategory)
    console.log(`${category.padEnd(18)} n=${String(s.n).padStart(3)}  P@1 ${pct(s.p1).padStart(7)}  R@10 ${pct(s.r10).padStart(7)}`);
  console.log(
    `${'all'.padEnd(18)} n=${String(scores.queries.length).padStart(3)}  P@1 ${pct(scores.precisionAt1).padStart(7)}  R@10 ${pct(scores.recallAt10).padStart(7)}`,
  );
  const misses = scores.queries.filter((q) => q.precisionAt1 < 1 || q.recallAt10 < 1);
  if (misses.length) console.log('\nmisses:');
  for (const m of misses)
    console.log(
      `  [${m.query.category}] ${m.query.query} → ${JSON.stringify(m.top.slice(0, 3))} (expected ${JSON.stringify(m.query.expect)})`,
    );
  if (process.argv.includes('--record')) {
    const file = fileURLToPath(new URL('../tests/fixtures/search/eval-baseline.json', import.meta.url));
    writeFileSync(
      file,
      `${JSON.stringify({ precisionAt1: Math.floor(scores.precisionAt1 * 1000) / 1000, recallAt10: Math.floor(scores.recallAt10 * 1000) / 1000, queries: scores.queries.length }, null, 2)}\n`,
    );
    console.log(`recorded in ${file}`);
  }
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
