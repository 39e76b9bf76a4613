/**
 * `npm run bench:sqlite-floor [-- --rows N]`: the least SQLite work a Companies House company costs in
 * our schema, without the importer around it. Rows are mapped, hashed and keyed before the clock
 * starts (by the importer's own code); then only the prepared INSERTs and COMMITs are timed, step by
 * step, in transactions of 2,000 companies with the server's pragmas. The sum is an upper bound on
 * what any importer over this schema can reach on this machine, however fast its parsing.
 */
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { openSqliteFile } from '../src/server/db/sqlite-file.ts';
import { openDb } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { companiesHouseRow } from '../src/server/import/formats/companies-house-csv.ts';
import { companyId } from '../src/server/import/company-writer.ts';
import { contentHash } from '../src/server/import/stable-id.ts';
import { companySource } from '../src/server/search/search-index.ts';
import { serialiseNames, termsOf } from '../src/server/search/search-docs.ts';

const rowsArg = process.argv.indexOf('--rows');
const rows = rowsArg > 0 ? Number(process.argv[rowsArg + 1]) : 100_000;
const batchArg = process.argv.indexOf('--batch');
const BATCH = batchArg > 0 ? Number(process.argv[batchArg + 1]) : 2000;

const sample = parse(readFileSync(new URL('../../shared/fixtures/real/companies-house/basic-company-data-sample.csv', import.meta.url)), {
  columns: (h: string[]) => h.map((x) => x.trim()),
  bom: true,
  relax_column_count: true,
}) as Array<Record<string, string>>;
const bundles = Array.from({ length: rows }, (_, i) => {
  const r = sample[i % sample.length];
  return companiesHouseRow({ ...r, CompanyName: `${r.CompanyName} ${i}`, CompanyNumber: `B${String(i).padStart(7, '0')}` });
});

const dir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
const file = join(dir, 'floor.db');
const migrated = openDb({ sqlitePath: file, databaseUrl: '' });
await migrateToLatest(migrated.db);
await migrated.close();
const db = openSqliteFile(file);
// PRAGMAS='PRAGMA synchronous = OFF; …' measures a setting's effect on the same work.
if (process.env.PRAGMAS) db.exec(process.env.PRAGMAS);

const provenance = { source: 'bench', source_url: null, retrieved_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
const prepared = bundles.map((b) => {
  const id = companyId(b.company.jurisdiction_code, b.company.company_number);
  const company = { ...b.company, id, content_hash: contentHash(b), ...provenance };
  const source = companySource({ ...company, others: b.names, mainIndustry: b.industryCodes[0] ?? null });
  return {
    company,
    names: b.names.map((n, position) => ({ company_id: id, position, ...n })),
    codes: b.industryCodes.map((c, position) => ({ company_id: id, position, ...c })),
    charges: b.charges ? [{ company_id: id, ...b.charges }] : [],
    doc: {
      kind: 'c',
      entity_id: id,
      jurisdiction_code: source.jurisdiction,
      inactive: source.inactive,
      names: serialiseNames(source.names),
      ...source.facets,
    },
    terms: termsOf('c', source.inactive, source.names),
  };
});

function inserter(table: string, sample: object) {
  const columns = Object.keys(sample);
  const stmt = db.prepare(
    `insert into "${table}" (${columns.map((c) => `"${c}"`).join(',')}) values (${columns.map(() => '?').join(',')})`,
  );
  return (row: Record<string, unknown>) => stmt.run(...columns.map((c) => (row[c] ?? null) as string | number | null));
}
const first = prepared.find((p) => p.names.length && p.codes.length && p.charges.length) ?? prepared[0];
const put = {
  company: inserter('companies', first.company),
  name: first.names[0] && inserter('company_names', first.names[0]),
  code: first.codes[0] && inserter('industry_codes', first.codes[0]),
  charges: first.charges[0] && inserter('charges', first.charges[0]),
  doc: inserter('search_docs', first.doc),
  term: inserter('search_terms', { term: '', weight: 0, doc: 0 }),
};

const spent = { company: 0, ownRows: 0, doc: 0, terms: 0, commit: 0 };
let termCount = 0;
const clock = (key: keyof typeof spent, fn: () => void) => {
  const t = performance.now();
  fn();
  spent[key] += performance.now() - t;
};
const started = performance.now();
for (let at = 0; at < rows; at += BATCH) {
  const slice = prepared.slice(at, at + BATCH);
  db.exec('begin');
  clock('company', () => {
    for (const p of slice) put.company(p.company);
  });
  clock('ownRows', () => {
    for (const p of slice) {
      for (const n of p.names) put.name(n);
      for (const c of p.codes) put.code(c);
      for (const c of p.charges) put.charges(c);
    }
  });
  const terms: Array<{ term: string; weight: number; doc: number }> = [];
  clock('doc', () => {
    for (const p of slice) {
      const doc = Number(put.doc(p.doc).lastInsertRowid);
      for (const t of p.terms) terms.push({ ...t, doc });
    }
  });
  termCount += terms.length;
  terms.sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : a.weight - b.weight || a.doc - b.doc));
  clock('terms', () => {
    for (const t of terms) put.term(t);
  });
  clock('commit', () => db.exec('commit'));
}
const total = performance.now() - started;
db.close();
rmSync(dir, { recursive: true, force: true });

const us = (ms: number) => `${((ms * 1000) / rows).toFixed(1)} µs`;
console.log(
  `SQLite work per Companies House company, ${rows.toLocaleString('en')} companies in ${BATCH.toLocaleString('en')}-row transactions:`,
);
console.log(`  companies row                          ${us(spent.company)}`);
console.log(`  names, industry codes, charges         ${us(spent.ownRows)}`);
console.log(`  search doc row                         ${us(spent.doc)}`);
console.log(`  search keys (${(termCount / rows).toFixed(1)} per company)          ${us(spent.terms)}`);
console.log(`  commits (WAL writes, checkpoints)      ${us(spent.commit)}`);
console.log(
  `  total ${us(total)} per company = at most ${Math.round(rows / (total / 1000)).toLocaleString('en')} companies/s on one writer`,
);
