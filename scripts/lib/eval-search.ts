import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema.ts';
import { seedDemo } from '../../src/server/demo/seed.ts';
import { FORMATS } from '../../src/server/import/formats/index.ts';
import { runImport } from '../../src/server/import/runner.ts';
import { suggestCompanies } from '../../src/server/search/company-search.service.ts';
import { suggestOfficers } from '../../src/server/search/officer-search.service.ts';
import { evalRegisterJsonl } from '../../tests/fixtures/search/eval-register.ts';
import { EVAL_QUERIES, type EvalQuery } from '../../tests/fixtures/search/eval-queries.ts';

/**
 * The relevance evaluation of name search, shared by `npm run eval:search` and the database suite:
 * builds a register (a demo world, the real register samples, and the relevance set's own names)
 * and scores the suggestion calls on the relevance set.
 */

/** Demo companies around the relevance set: near-misses for every query, built in seconds. */
export const EVAL_DEMO_COMPANIES = 20_000;

/** Builds the evaluation register into an empty, migrated database. */
export async function buildEvalRegister(db: Kysely<Database>, fixtures: string): Promise<void> {
  // The register the recorded levels were measured on: the demo world's brokers (and their 4,600
  // companies) came later and would change the corpus under the baseline. With them, one query more
  // misses ('oakmark' puts the broker company "Oak Markets Limited" above "Oakmark International
  // Fund": a joined-words prefix ranks level with an exact word), noted for the ranking work.
  await seedDemo(db, { companies: EVAL_DEMO_COMPANIES, seed: 7, brokers: 0 });
  const dir = mkdtempSync(join(tmpdir(), 'eval-search-'));
  try {
    const own = join(dir, 'eval.jsonl');
    writeFileSync(own, evalRegisterJsonl());
    const files: Array<[string, string]> = [
      ['companies-house-csv', join(fixtures, 'companies-house/basic-company-data-sample.csv')],
      ['gleif-lei-xml', join(fixtures, 'gleif/lei-cdf-3-golden-copy-sample.xml')],
      ['sec-company-tickers', join(fixtures, 'sec-edgar/company-tickers-sample.json')],
      ['jsonl', own],
    ];
    for (const [format, file] of files) await runImport(db, FORMATS[format], file, { rejectFile: join(dir, 'rejects.tsv') });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface QueryScore {
  query: EvalQuery;
  top: string[];
  precisionAt1: number;
  recallAt10: number;
}
export interface EvalScores {
  precisionAt1: number;
  recallAt10: number;
  queries: QueryScore[];
  byCategory: Map<string, { n: number; p1: number; r10: number }>;
}

/** Scores one query: is the first suggestion a right answer, and what share of the right answers are in the first ten. */
export function score(query: EvalQuery, top: string[]): QueryScore {
  const remaining = [...top];
  let found = 0;
  for (const name of query.expect) {
    const at = remaining.indexOf(name);
    if (at >= 0) {
      found++;
      remaining.splice(at, 1);
    } // a name expected twice (namesakes) must appear twice
  }
  // A rejected name among the first ten is a false match: the query fails whatever came first.
  const rejected = query.reject?.some((name) => top.includes(name));
  // A query that expects nothing (only rejects) is right when nothing rejected came back.
  if (!query.expect.length) return { query, top, precisionAt1: rejected ? 0 : 1, recallAt10: 1 };
  return {
    query,
    top,
    precisionAt1: !rejected && query.expect.includes(top[0]) ? 1 : 0,
    recallAt10: found / query.expect.length,
  };
}

export async function evaluate(db: Kysely<Database>, queries: EvalQuery[] = EVAL_QUERIES): Promise<EvalScores> {
  const scored: QueryScore[] = [];
  for (const q of queries) {
    const top =
      q.kind === 'company'
        ? (await suggestCompanies(db, q.query, q.visitor)).map((s) => s.name)
        : (await suggestOfficers(db, q.query, q.visitor)).map((s) => s.name);
    scored.push(score(q, top));
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const byCategory = new Map<string, { n: number; p1: number; r10: number }>();
  for (const category of new Set(queries.map((q) => q.category))) {
    const of = scored.filter((s) => s.query.category === category);
    byCategory.set(category, { n: of.length, p1: mean(of.map((s) => s.precisionAt1)), r10: mean(of.map((s) => s.recallAt10)) });
  }
  return {
    precisionAt1: mean(scored.map((s) => s.precisionAt1)),
    recallAt10: mean(scored.map((s) => s.recallAt10)),
    queries: scored,
    byCategory,
  };
}
