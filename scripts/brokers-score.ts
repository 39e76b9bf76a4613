/**
 * `npm run brokers:score`: scores every broker now (src/server/brokers/broker-scoring.service.ts):
 * scores, ranks, clone findings, time-machine rows and page changes. `npm run rebuild` runs the same
 * job; this command is for after a broker or regulator import when nothing else needs rebuilding.
 * The database is the app's: DATABASE_URL for PostgreSQL, else SQLITE_PATH (default data/site.db).
 */
import { join } from 'node:path';
import { scoreBrokers } from '../src/server/brokers/broker-scoring.service.ts';
import { openDb } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { DEFAULT_SQLITE_PATH } from '../src/server/db/sqlite-file.ts';

const root = new URL('..', import.meta.url).pathname;
const database = openDb({ sqlitePath: process.env.SQLITE_PATH || join(root, DEFAULT_SQLITE_PATH) });
try {
  await migrateToLatest(database.db, database.schema);
  const s = await scoreBrokers(database.db);
  console.log(
    `broker scores: ${s.brokers.toLocaleString('en')} brokers scored, ${s.changed.toLocaleString('en')} changed, ${s.clones.toLocaleString('en')} clone findings, in ${(s.ms / 1000).toFixed(1)} s`,
  );
} catch (err) {
  console.error((err as Error).stack ?? err);
  process.exitCode = 1;
} finally {
  await database.close();
}
