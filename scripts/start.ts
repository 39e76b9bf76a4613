/**
 * `npm start`: builds when dist/ is missing or older than the sources, creates or migrates the
 * database (the embedded SQLite file data/site.db, or DATABASE_URL), loads the demo world into an
 * empty database (DEMO_COMPANIES, default 100,000; 0 disables) and writes its sitemaps, brings the
 * search index up to date, then serves on port 4321.
 */
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { env } from '../src/server/config/env.ts';
import { startupWarnings } from '../src/server/config/startup-checks.ts';
import { log } from '../src/server/log.ts';
import { openDb } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { DEFAULT_SQLITE_PATH } from '../src/server/db/sqlite-file.ts';
import { formatSummary, progressPrinter } from '../src/server/demo/progress.ts';
import { DEFAULT_DEMO_COMPANIES, DEFAULT_DEMO_SEED, seedDemo } from '../src/server/demo/seed.ts';
import { seedBrokersIntoDemo } from '../src/server/demo/brokers/seed-existing.ts';
import { ensureSearchIndex } from '../src/server/search/search-index.ts';
import { REPORT_PACKAGES, reportRendererProblems } from '../src/server/reports/renderer-requirements.ts';
import { parseSitemapLangs } from '../src/server/sitemaps/sitemap-langs.ts';
import { formatSitemapSummary, sitemapDir, writeSitemaps } from '../src/server/sitemaps/sitemap-writer.ts';

const root = new URL('..', import.meta.url).pathname;
// Without SITE_URL the demo runs on localhost, and says so first: every public link (canonical,
// hreflang, sitemaps, QR codes) would name this machine (startup-checks.ts words it).
const siteUrl = env.siteUrlSet ? env.SITE_URL : `http://localhost:${env.PORT}`;
for (const warning of startupWarnings({ ...env, SITE_URL: siteUrl })) log.warn({ siteUrl }, warning);
function newest(path: string): number {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(
    s.mtimeMs,
    ...readdirSync(path)
      .filter((n) => n !== 'paraglide')
      .map((n) => newest(join(path, n))),
  );
}
const entry = join(root, 'dist/server/entry.mjs');
const sources = ['src', 'locales', 'public', 'astro.config.ts', 'package.json'].map((p) => join(root, p)).filter(existsSync);
if (!existsSync(entry) || Math.max(...sources.map(newest)) > statSync(entry).mtimeMs) {
  console.log('Building the site…');
  execSync('npm run build', { cwd: root, stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
}
// Enterprise data reports are printed by headless Chromium with the system's fonts: say now, once and
// plainly, what is missing (the site runs without it; the report link then answers "cannot be generated").
const reportProblems = reportRendererProblems(env.CHROME_PATH);
if (reportProblems.length)
  console.warn(`PDF reports are not available: ${reportProblems.join('; ')}.\n  Install on Debian: apt-get install -y ${REPORT_PACKAGES}`);
const database = openDb({ sqlitePath: process.env.SQLITE_PATH ?? join(root, DEFAULT_SQLITE_PATH) });
for (const r of (await migrateToLatest(database.db, database.schema)).results ?? [])
  console.log(`${database.engine}: applied ${r.migrationName}`);
// An empty register gets the demo world (DEMO_COMPANIES companies, default 100,000; 0 disables), so
// that a fresh checkout has something to search. seedDemo builds the search index itself.
const demoCompanies = Number(process.env.DEMO_COMPANIES ?? DEFAULT_DEMO_COMPANIES);
if (demoCompanies > 0 && !(await database.db.selectFrom('companies').select('id').limit(1).executeTakeFirst())) {
  console.log(`Empty database: loading ${demoCompanies.toLocaleString('en')} demo companies (DEMO_COMPANIES=0 skips this)…`);
  const summary = await seedDemo(database.db, { companies: demoCompanies, seed: DEFAULT_DEMO_SEED, onProgress: progressPrinter('demo') });
  console.log(formatSummary(summary));
  console.log(`Demo data loaded in ${summary.seconds.toFixed(1)} s`);
  // A fresh site gets its sitemaps at once (about 2 s for the 100,000 demo companies); after an
  // import, `npm run rebuild` rewrites them.
  const langs = parseSitemapLangs(env.SITEMAP_LANGS);
  console.log(formatSitemapSummary(await writeSitemaps(database.db, { dir: sitemapDir(root), origin: siteUrl, langs }), langs));
} else if (demoCompanies > 0) {
  // A demo database seeded before the demo world had brokers gets them now (a database of real data
  // is never touched: only one whose companies the demo seeder wrote).
  const brokers = await seedBrokersIntoDemo(database.db, DEFAULT_DEMO_SEED);
  if (brokers) console.log(`Demo brokers added: ${brokers.brokers.toLocaleString('en')} brokers in ${brokers.seconds.toFixed(1)} s`);
}
// The name search index is rebuilt when its key rules changed since it was built (or it never was).
const started = performance.now();
if (await ensureSearchIndex(database.db)) console.log(`search index rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await database.close();
// The demo site runs in production mode with the development SMS provider (codes in the sms_outbox
// table and the log), which the server refuses in production unless told it is a demo.
const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', join(root, 'src/server/http/start.ts')], {
  stdio: 'inherit',
  // SITE_URL is passed on as the demo's own address: the warning above was given once, and the server
  // (which refuses a production start without SITE_URL unless it is a demo) starts either way.
  env: { ...process.env, SITE_URL: siteUrl, SMS_DEV_IN_PRODUCTION: process.env.SMS_DEV_IN_PRODUCTION ?? '1' },
});
child.on('exit', (code) => process.exit(code ?? 0));
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => child.kill(sig));
