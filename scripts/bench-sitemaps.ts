/**
 * `npm run bench:sitemaps [-- --langs en|all|en,de] [--gzip-level N] [--page-size N]`: writes the
 * sitemaps of the SQLite database data/bench-search-1000000.db (SQLITE_PATH overrides it) into a
 * temporary directory and prints companies, executives, files, seconds and peak RSS (sampled every
 * 100 ms). Budget: 1,000,000 companies in under 60 s, with memory that does not grow with the register.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../src/server/db/client.ts';
import { parseSitemapLangs } from '../src/server/sitemaps/sitemap-langs.ts';
import { formatSitemapSummary, GZIP_LEVEL, PAGE_SIZE, writeSitemaps } from '../src/server/sitemaps/sitemap-writer.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const root = new URL('..', import.meta.url).pathname;
const file = process.env.SQLITE_PATH || join(root, 'data/bench-search-1000000.db');
if (!existsSync(file)) {
  console.error(
    `${file} does not exist. Create it with \`npm run bench:search-http\` (which seeds data/bench-search-1000000.db once), ` +
      'or seed any size: DATABASE_URL= SQLITE_PATH=/tmp/s100k.db npm run seed:demo -- --companies 100000, then SQLITE_PATH=/tmp/s100k.db npm run bench:sitemaps',
  );
  process.exit(1);
}
const langs = parseSitemapLangs(arg('langs') ?? 'en');
const gzipLevel = Number(arg('gzip-level') ?? GZIP_LEVEL);
const pageSize = Number(arg('page-size') ?? PAGE_SIZE);

const database = openDb({ sqlitePath: file, databaseUrl: '' });
const out = mkdtempSync(join(tmpdir(), 'bench-sitemaps-'));
const before = process.memoryUsage.rss();
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage.rss());
}, 100);
try {
  const summary = await writeSitemaps(database.db, {
    dir: join(out, 'sitemaps'),
    origin: 'https://corpatlas.com',
    langs,
    gzipLevel,
    pageSize,
  });
  peak = Math.max(peak, process.memoryUsage.rss());
  console.log(`${file}: gzip level ${gzipLevel}, pages of ${pageSize.toLocaleString('en')} ids`);
  console.log(formatSitemapSummary(summary, langs));
  console.log(
    `companies ${summary.companies.toLocaleString('en')}, executives ${summary.executives.toLocaleString('en')}, files ${summary.files}, ` +
      `${summary.seconds.toFixed(1)} s (${Math.round(summary.urls / summary.seconds).toLocaleString('en')} URLs/s), ` +
      `peak RSS ${(peak / 1e6).toFixed(0)} MB (${(before / 1e6).toFixed(0)} MB before writing)`,
  );
} finally {
  clearInterval(sampler);
  await database.close();
  rmSync(out, { recursive: true, force: true });
}
