import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDb, type Db, type Engine } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';

export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether PostgreSQL answers; with CI=true it must, and the run fails instead of skipping. */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (err) {
    if (process.env.CI === 'true')
      throw new Error(`PostgreSQL at ${PG_URL} is required when CI=true: ${(err as Error).message}`, { cause: err });
    return false;
  }
}

export interface TestDb extends Db {
  drop(): Promise<void>;
}

/** A fresh, migrated database on the engine: a temporary SQLite file, or a PostgreSQL schema of its own. */
export async function freshDb(engine: Engine): Promise<TestDb> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'db-test-'));
    const handle = openDb({ sqlitePath: join(dir, 'test.db'), databaseUrl: '' });
    await migrateToLatest(handle.db);
    return {
      ...handle,
      drop: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const handle = openDb({ databaseUrl: PG_URL, pgSchema: schema });
  await migrateBesideOtherFiles(handle, schema);
  return {
    ...handle,
    drop: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}

/** The engines every database test runs on. */
export const ENGINES: Engine[] = (await postgresAvailable()) ? ['sqlite', 'postgres'] : ['sqlite'];
if (!ENGINES.includes('postgres'))
  console.warn('PostgreSQL is not reachable: database tests run on SQLite only (CI=true makes this an error).');

/**
 * Migrates a test schema while other test files create and drop theirs. Kysely's migrator looks for its
 * own table through the introspector, which lists the tables of every schema and calls
 * pg_get_serial_sequence on each: a schema another file drops in between makes that call fail with
 * "schema t_… does not exist", naming the other file's schema. Nothing was migrated then; try again.
 */
async function migrateBesideOtherFiles(handle: Db, schema: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await migrateToLatest(handle.db, schema);
      return;
    } catch (err) {
      const other = /schema "(t_[0-9a-f]{12})" does not exist/.exec((err as Error).message)?.[1];
      if (attempt >= 5 || !other || other === schema) throw err;
    }
  }
}
