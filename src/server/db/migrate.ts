import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';

// Migrations run before the schema exists, so they take the untyped Kysely<any>, as Kysely's own docs do.
import { MIGRATIONS } from './migrations/index.ts';

/** The migration bookkeeping lives in the same PostgreSQL schema as the tables it describes. */
function migrator(db: Kysely<any>, schema?: string): Migrator {
  return new Migrator({ db, migrationTableSchema: schema, provider: { getMigrations: async () => MIGRATIONS } });
}

/** Applies every pending migration; throws with the failing migration's name and error. */
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<MigrationResultSet> {
  return check(await migrator(db, schema).migrateToLatest());
}

/** Reverts the newest applied migration. */
export async function migrateDown(db: Kysely<any>, schema?: string): Promise<MigrationResultSet> {
  return check(await migrator(db, schema).migrateDown());
}

/** The migrations not applied to this database yet, by name (the readiness probe's second question). */
export async function pendingMigrations(db: Kysely<any>, schema?: string): Promise<string[]> {
  return (await migrator(db, schema).getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
}

function check(result: MigrationResultSet): MigrationResultSet {
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${(result.error as Error).message ?? result.error}`);
  }
  return result;
}
