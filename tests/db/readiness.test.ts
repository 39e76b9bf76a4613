import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDown, migrateToLatest } from '../../src/server/db/migrate.ts';
import { databaseReadiness } from '../../src/server/db/readiness.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

describe.each(ENGINES)('the readiness check on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await freshDb(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  it('is ready when the database answers and every migration is applied', async () => {
    expect(await databaseReadiness(t.db, t.schema)).toEqual({ ready: true });
  });
  it('is not ready while a migration is pending, and names it', async () => {
    await migrateDown(t.db, t.schema);
    const r = await databaseReadiness(t.db, t.schema);
    expect(r.ready).toBe(false);
    expect(!r.ready && r.reason).toMatch(/^migrations pending: 2026-/);
    await migrateToLatest(t.db, t.schema);
    expect(await databaseReadiness(t.db, t.schema)).toEqual({ ready: true });
  });
});

describe('the readiness check without a database', () => {
  it('is not ready when the database does not answer', async () => {
    const t = await freshDb('sqlite');
    await t.drop();
    expect(await databaseReadiness(t.db)).toEqual({ ready: false, reason: 'database unavailable' });
  });
});
