/**
 * `npm run rebuild [-- --langs all|en,de]`: run after each import. Migrates the database, rewrites
 * every broker's score, rank, clone findings and time-machine row (scoreBrokers), rewrites
 * the sitemaps into SITEMAP_DIR (default data/sitemaps; the set is replaced in one step, so the site
 * keeps serving the old one meanwhile), tells every running server that its cached pages are stale,
 * and drops what is no longer needed (page-change log entries older than a day, old view counts, old
 * notifications and alert e-mails, dead sign-in rows). The database is the app's: DATABASE_URL for
 * PostgreSQL, else SQLITE_PATH (default data/site.db).
 */
import { join } from 'node:path';
import type { Lang } from '../src/i18n/languages.ts';
import { scoreBrokers } from '../src/server/brokers/broker-scoring.service.ts';
import { env } from '../src/server/config/env.ts';
import { openDb } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { DEFAULT_SQLITE_PATH } from '../src/server/db/sqlite-file.ts';
import { prunePageChanges, recordAllPagesChanged } from '../src/server/pages/page-changes.repository.ts';
import { pruneAccounts } from '../src/server/accounts/housekeeping.ts';
import { pruneAlerts } from '../src/server/alerts/alerts-housekeeping.ts';
import { pruneViewCounts, VIEW_DAYS_KEPT } from '../src/server/search/browsing.service.ts';
import { pruneViewQuota, QUOTA_DAYS_KEPT } from '../src/server/membership/view-quota.service.ts';
import { parseSitemapLangs } from '../src/server/sitemaps/sitemap-langs.ts';
import { formatSitemapSummary, sitemapDir, writeSitemaps } from '../src/server/sitemaps/sitemap-writer.ts';

const root = new URL('..', import.meta.url).pathname;

function langsOption(): Lang[] {
  const i = process.argv.indexOf('--langs');
  try {
    if (i > 0 && !process.argv[i + 1]) throw new Error('--langs needs a value: all, or a comma list such as en,de');
    return parseSitemapLangs(i > 0 ? process.argv[i + 1] : env.SITEMAP_LANGS);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
}
const langs = langsOption();

const started = performance.now();
const database = openDb({ sqlitePath: process.env.SQLITE_PATH || join(root, DEFAULT_SQLITE_PATH) });
try {
  for (const r of (await migrateToLatest(database.db, database.schema)).results ?? [])
    console.log(`${database.engine}: applied ${r.migrationName}`);
  const scored = await scoreBrokers(database.db);
  console.log(
    `broker scores: ${scored.brokers.toLocaleString('en')} brokers, ${scored.changed.toLocaleString('en')} changed, ${scored.clones.toLocaleString('en')} clone findings (${(scored.ms / 1000).toFixed(1)} s)`,
  );
  const dir = sitemapDir(root);
  // Sitemaps are read by search engines: without SITE_URL every address in them names localhost.
  if (!env.siteUrlSet)
    console.warn(`SITE_URL is not set: the sitemaps list ${env.SITE_URL} addresses. Set SITE_URL to the public address.`);
  const summary = await writeSitemaps(database.db, { dir, origin: env.SITE_URL, langs });
  console.log(`${formatSitemapSummary(summary, langs)} -> ${dir}`);
  await recordAllPagesChanged(database.db);
  console.log('page cache: every running server marks its cached pages stale');
  const pruned = await prunePageChanges(database.db, new Date(Date.now() - 24 * 3600 * 1000).toISOString());
  console.log(`page-change log: ${pruned.toLocaleString('en')} entries older than a day dropped`);
  const views = await pruneViewCounts(database.db);
  console.log(`view counts: ${views.toLocaleString('en')} daily counts older than ${VIEW_DAYS_KEPT} days dropped`);
  const quota = await pruneViewQuota(database.db);
  console.log(`view quota: ${quota.toLocaleString('en')} members' record views older than ${QUOTA_DAYS_KEPT} days dropped`);
  const alerts = await pruneAlerts(database.db);
  console.log(
    `alerts: dropped ${alerts.read.toLocaleString('en')} read notifications older than ${env.NOTIFICATION_DAYS} days, ` +
      `${alerts.overCap.toLocaleString('en')} beyond the newest ${env.NOTIFICATION_MAX_PER_MEMBER.toLocaleString('en')} of a member, ` +
      `${alerts.outbox.toLocaleString('en')} sent or given-up e-mails older than ${env.NOTIFICATION_DAYS} days`,
  );
  const dropped = await pruneAccounts(database.db);
  console.log(
    `accounts: dropped ${Object.entries(dropped)
      .map(([table, n]) => `${n.toLocaleString('en')} ${table}`)
      .join(', ')} no longer usable`,
  );
  console.log(`rebuild done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (err) {
  console.error((err as Error).stack ?? err);
  process.exitCode = 1;
} finally {
  await database.close();
}
