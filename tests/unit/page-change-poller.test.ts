import { DatabaseSync } from 'node:sqlite';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kyselySqlite } from '../../src/server/db/sqlite-adapter.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { startPageChangePoller } from '../../src/server/pages/page-change-poller.ts';
import { PageChangeSet } from '../../src/server/pages/page-changes.ts';
import { captureLog } from '../../src/server/log.ts';
import { recordAllPagesChanged, recordPageChanges } from '../../src/server/pages/page-changes.repository.ts';

/** An in-memory log with the table as the migration creates it on SQLite. */
async function log(): Promise<Kysely<Database>> {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: kyselySqlite(new DatabaseSync(':memory:')) }) });
  await db.schema
    .createTable('page_changes')
    .addColumn('seq', 'integer', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  return db;
}

function fakeCache() {
  return {
    stale: [] as string[],
    all: 0,
    markStale(kind: string, id: string) {
      this.stale.push(`${kind}:${id}`);
      return 1;
    },
    markAllStale() {
      this.all++;
      return 0;
    },
  };
}

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('the page-change poller', () => {
  it('ignores changes from before it started and marks later ones stale', async () => {
    const db = await log();
    const before = new PageChangeSet();
    before.company('old');
    await recordPageChanges(db, before);
    const cache = fakeCache();
    stops.push(startPageChangePoller(db, cache, { intervalMs: 10 }));
    await new Promise((r) => setTimeout(r, 30));
    const changes = new PageChangeSet();
    changes.company('c1');
    changes.executive('e1');
    await recordPageChanges(db, changes);
    await recordAllPagesChanged(db);
    await vi.waitFor(() => expect(cache.all).toBe(1));
    expect(cache.stale).toEqual(['company:c1', 'executive:e1']);
  });

  it('finds a change whose transaction committed after a later-numbered one (PostgreSQL numbers at insert)', async () => {
    const db = await log();
    const cache = fakeCache();
    let clock = 0;
    stops.push(startPageChangePoller(db, cache, { intervalMs: 10, now: () => clock }));
    await new Promise((r) => setTimeout(r, 30));
    const at = new Date().toISOString();
    await db.insertInto('page_changes').values({ seq: 3, kind: 'company', entity_id: 'later', changed_at: at }).execute();
    await vi.waitFor(() => expect(cache.stale).toEqual(['company:later']));
    await db.insertInto('page_changes').values({ seq: 2, kind: 'company', entity_id: 'earlier', changed_at: at }).execute();
    await vi.waitFor(() => expect(cache.stale).toEqual(['company:later', 'company:earlier']));
    // A number that never fills (a rolled-back batch) is given up after a minute.
    clock = 61_000;
    await new Promise((r) => setTimeout(r, 40));
    await db.insertInto('page_changes').values({ seq: 1, kind: 'company', entity_id: 'too-late', changed_at: at }).execute();
    await new Promise((r) => setTimeout(r, 40));
    expect(cache.stale).not.toContain('company:too-late');
  });

  it('reads a backlog longer than one batch within one tick', async () => {
    const db = await log();
    const cache = fakeCache();
    stops.push(startPageChangePoller(db, cache, { intervalMs: 10 }));
    await new Promise((r) => setTimeout(r, 30));
    const many = new PageChangeSet();
    for (let i = 0; i < 12_000; i++) many.company(`id${i}`);
    await recordPageChanges(db, many);
    await vi.waitFor(() => expect(cache.stale.length).toBe(12_000), { timeout: 5000 });
  });

  it('with read replicas, marks a page stale only once every replica shows the change', async () => {
    const primary = await log();
    const replicas = [await log(), await log()];
    const cache = fakeCache();
    stops.push(startPageChangePoller(primary, cache, { intervalMs: 10, replicas }));
    await new Promise((r) => setTimeout(r, 30));
    const at = new Date().toISOString();
    const row = { seq: 1, kind: 'company' as const, entity_id: 'c1', changed_at: at };
    await primary.insertInto('page_changes').values(row).execute();
    // The first replica has replayed it, the second not yet: a page rendered from the second would be old.
    await replicas[0].insertInto('page_changes').values(row).execute();
    await new Promise((r) => setTimeout(r, 60));
    expect(cache.stale).toEqual([]);
    await replicas[1].insertInto('page_changes').values(row).execute();
    await vi.waitFor(() => expect(cache.stale).toEqual(['company:c1']));
    // A later change both replicas show at once, and an earlier-numbered one committed after it.
    const later = { seq: 3, kind: 'executive' as const, entity_id: 'e3', changed_at: at };
    const earlier = { seq: 2, kind: 'company' as const, entity_id: 'c2', changed_at: at };
    for (const db of [primary, ...replicas]) await db.insertInto('page_changes').values(later).execute();
    await vi.waitFor(() => expect(cache.stale).toEqual(['company:c1', 'executive:e3']));
    await primary.insertInto('page_changes').values(earlier).execute();
    await new Promise((r) => setTimeout(r, 60));
    expect(cache.stale).toHaveLength(2);
    for (const db of replicas) await db.insertInto('page_changes').values(earlier).execute();
    await vi.waitFor(() => expect(cache.stale).toEqual(['company:c1', 'executive:e3', 'company:c2']));
  });

  it('logs a failing read instead of throwing, and stops when asked', async () => {
    const db = await log();
    await db.schema.dropTable('page_changes').execute();
    const errors: string[] = [];
    const release = captureLog((line) => errors.push(line));
    const stop = startPageChangePoller(db, fakeCache(), { intervalMs: 10 });
    await vi.waitFor(() => expect(errors.some((l) => l.includes('page-change poller failed'))).toBe(true));
    stop();
    release();
  });
});
