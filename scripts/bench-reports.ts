/**
 * `npm run bench:reports`: enterprise data report generation (issue 19; budget p95 under 3 s for a large
 * company). On a fresh SQLite database with the report world (tests/fixtures/reports/report-world.ts:
 * a company with 400 officers, 120 subsidiaries, a parent chain of four, ten years of accounts and six
 * financing rounds; and five small companies named in five scripts), through the real path: the data
 * read, the HTML built, the PDF printed by the renderer process (headless Chromium) and written to the
 * cache. Prints p50/p95 of:
 *  - cold prints of the large company (its cache file removed before each),
 *  - cold prints of the small companies in their own languages (en, ar, zh-cn, hi, th),
 *  - cache hits (data read + version hash + file found),
 *  - four large prints at once (the queue: one per core),
 * and the renderer process's peak resident memory (Chromium's own processes are not in it: their
 * total is sampled from /proc during the run).
 *
 *   npm run bench:reports [-- --runs N]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '20' } } });
const RUNS = Math.max(3, Number(values.runs));
const dir = mkdtempSync(join(tmpdir(), 'bench-reports-'));
// The cache of this run only (read by env.ts on first import, so set before the imports below).
process.env.REPORT_CACHE_DIR = join(dir, 'cache');

const { openDb } = await import('../src/server/db/client.ts');
const { migrateToLatest } = await import('../src/server/db/migrate.ts');
const { reportPdf } = await import('../src/server/reports/report.service.ts');
const { rendererHealth } = await import('../src/server/reports/renderer-client.ts');
const { seedReportWorld, SCRIPT_COMPANIES } = await import('../tests/fixtures/reports/report-world.ts');

const handle = openDb({ sqlitePath: join(dir, 'reports.db'), databaseUrl: '' });
const db = handle.db;

const pct = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)];
const line = (label: string, xs: number[]) =>
  console.log(
    `${label.padEnd(44)} n=${String(xs.length).padStart(3)}  p50 ${pct(xs, 0.5).toFixed(0).padStart(5)} ms  p95 ${pct(xs, 0.95).toFixed(0).padStart(5)} ms  max ${Math.max(
      ...xs,
    )
      .toFixed(0)
      .padStart(5)} ms`,
  );

/** Resident memory of the renderer and every Chromium process under it (MB), from /proc. */
function rendererTreeMb(rootPid: number): number {
  try {
    const out = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' });
    const rows = out
      .trim()
      .split('\n')
      .map((l) => l.trim().split(/\s+/).map(Number));
    const tree = new Set([rootPid]);
    for (let grew = true; grew;) {
      grew = false;
      for (const [pid, ppid] of rows)
        if (tree.has(ppid) && !tree.has(pid)) {
          tree.add(pid);
          grew = true;
        }
    }
    return rows.filter(([pid]) => tree.has(pid)).reduce((kb, [, , rss]) => kb + rss, 0) / 1024;
  } catch {
    return 0;
  }
}

try {
  await migrateToLatest(db);
  const ids = await seedReportWorld(db, dir);
  const health = await rendererHealth();
  if (!health.chromium) throw new Error(`the renderer has no Chromium: ${health.error}`);
  console.log(`renderer pid ${health.pid}, ${health.concurrency} job(s) at a time (${availableParallelism()} cores); ${RUNS} runs each`);
  let treePeak = 0;
  const sampler = setInterval(() => (treePeak = Math.max(treePeak, rendererTreeMb(health.pid))), 100);

  const cold = async (companyId: string, lang: (typeof SCRIPT_COMPANIES)[number]['lang']) => {
    const before = await reportPdf(db, companyId, lang);
    rmSync(before!.file, { force: true });
    const s = performance.now();
    const r = await reportPdf(db, companyId, lang);
    if (r!.cached) throw new Error('expected a print');
    return { ms: performance.now() - s, pages: r!.pages ?? 0, bytes: r!.bytes };
  };

  // Warm-up: the browser's first page and the fonts' first use are not what a member waits for at p95.
  await cold(ids.large, 'en');

  const large: number[] = [];
  let largePages = 0;
  let largeBytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const r = await cold(ids.large, 'en');
    large.push(r.ms);
    largePages = r.pages;
    largeBytes = r.bytes;
  }
  line(`large company, cold print (${largePages} pages, ${(largeBytes / 1024).toFixed(0)} KB)`, large);

  const small: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const c = SCRIPT_COMPANIES[i % SCRIPT_COMPANIES.length];
    small.push((await cold(ids.byLang[c.lang], c.lang)).ms);
  }
  line('small companies, 5 scripts, cold print', small);

  const hits: number[] = [];
  for (let i = 0; i < RUNS * 5; i++) {
    const s = performance.now();
    const r = await reportPdf(db, ids.large, 'en');
    if (!r!.cached) throw new Error('expected a cache hit');
    hits.push(performance.now() - s);
  }
  line('large company, cache hit', hits);

  const burst: number[] = [];
  for (let round = 0; round < Math.max(2, Math.floor(RUNS / 4)); round++) {
    const langs = ['en', 'ar', 'zh-cn', 'hi'] as const;
    for (const lang of langs) {
      const r = await reportPdf(db, ids.large, lang);
      rmSync(r!.file, { force: true });
    }
    const s = performance.now();
    await Promise.all(
      langs.map(async (lang) => {
        await reportPdf(db, ids.large, lang);
        burst.push(performance.now() - s);
      }),
    );
  }
  line('large company, 4 languages at once (queue)', burst);

  clearInterval(sampler);
  const after = await rendererHealth();
  console.log(
    `renderer process peak RSS ${(after.peakRss / 1024 / 1024).toFixed(0)} MB; renderer + Chromium processes peak ${treePeak.toFixed(0)} MB (sampled)`,
  );
  console.log(`budget: p95 of the large company's cold print ${pct(large, 0.95) < 3000 ? 'within' : 'OVER'} 3 s`);
} finally {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
