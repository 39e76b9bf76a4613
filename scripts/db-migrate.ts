/**
 * `npm run db:migrate` applies pending migrations to the configured database (DATABASE_URL for
 * PostgreSQL, else data/site.db); `npm run db:migrate -- --down` reverts the newest one.
 */
import { openDb } from '../src/server/db/client.ts';
import { migrateDown, migrateToLatest } from '../src/server/db/migrate.ts';

const { engine, db, close } = openDb();
try {
  const result = process.argv.includes('--down') ? await migrateDown(db) : await migrateToLatest(db);
  for (const r of result.results ?? []) console.log(`${engine}: ${r.direction === 'Up' ? 'applied' : 'reverted'} ${r.migrationName}`);
  if (!result.results?.length) console.log(`${engine}: nothing to do`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await close();
}
