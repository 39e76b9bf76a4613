import { DatabaseSync } from 'node:sqlite';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reusableFirst, reusableQuery } from '../../src/server/db/reusable-query.ts';
import { kyselySqlite } from '../../src/server/db/sqlite-adapter.ts';
import { QueuedSqliteDialect } from '../../src/server/db/sqlite-dialect.ts';

// The compiled-once queries of the hot reads and the SQLite dialect's connection queue, on an in-memory
// database (the database suite runs the real reads that use them on both engines).
interface Db {
  t: { id: number; name: string; kind: string };
}

let db: Kysely<Db>;
beforeEach(async () => {
  db = new Kysely<Db>({ dialect: new QueuedSqliteDialect({ database: kyselySqlite(new DatabaseSync(':memory:')) }) });
  await sql`create table t (id integer primary key, name text not null, kind text not null)`.execute(db);
  await db
    .insertInto('t')
    .values([
      { id: 1, name: 'Acme', kind: 'a' },
      { id: 2, name: 'Beta', kind: 'a' },
      { id: 3, name: 'Acme', kind: 'b' },
      { id: 4, name: 'Delta', kind: 'a' },
    ])
    .execute();
});
afterEach(() => db.destroy());

describe('reusableQuery', () => {
  const named = reusableQuery((k: Kysely<Db>, name: string, limit: number) =>
    k.selectFrom('t').select(['id', 'kind']).where('name', '=', name).where('kind', '!=', 'z').orderBy('id').limit(limit),
  );

  it('answers each call with its own arguments, the constants kept', async () => {
    expect(await named(db, 'Acme', 10)).toEqual([
      { id: 1, kind: 'a' },
      { id: 3, kind: 'b' },
    ]);
    expect(await named(db, 'Acme', 1)).toEqual([{ id: 1, kind: 'a' }]);
    expect(await named(db, 'Beta', 10)).toEqual([{ id: 2, kind: 'a' }]);
    expect(await named(db, 'Nobody', 10)).toEqual([]);
  });

  it('gives the same rows as the builder run directly', async () => {
    for (const [name, limit] of [
      ['Acme', 5],
      ['Delta', 2],
    ] as const) {
      const direct = await db
        .selectFrom('t')
        .select(['id', 'kind'])
        .where('name', '=', name)
        .where('kind', '!=', 'z')
        .orderBy('id')
        .limit(limit)
        .execute();
      expect(await named(db, name, limit)).toEqual(direct);
    }
  });

  it('runs inside a transaction on the transaction’s connection', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('t').values({ id: 5, name: 'Acme', kind: 'c' }).execute();
      expect((await named(trx, 'Acme', 10)).map((r) => r.id)).toEqual([1, 3, 5]);
    });
  });

  it('takes the first row, or undefined', async () => {
    const first = reusableFirst((k: Kysely<Db>, id: number) => k.selectFrom('t').select('name').where('id', '=', id));
    expect(await first(db, 2)).toEqual({ name: 'Beta' });
    expect(await first(db, 99)).toBeUndefined();
  });

  it('refuses a builder that puts an argument into the SQL text or leaves one out', async () => {
    const spliced = reusableQuery((k: Kysely<Db>, column: string) => k.selectFrom('t').select(sql.ref(column).as('c')));
    await expect(spliced(db, 'name')).rejects.toThrow(/every argument must be a parameter of its own/);
    const dropped = reusableQuery((k: Kysely<Db>, _unused: string) => k.selectFrom('t').select('id'));
    await expect(dropped(db, 'x')).rejects.toThrow(/every argument must be a parameter of its own/);
  });
});

describe('QueuedSqliteDialect', () => {
  it('keeps other queries out of a transaction that holds the connection across an await', async () => {
    let seen: number | undefined;
    const trx = db
      .transaction()
      .execute(async (t) => {
        await t.insertInto('t').values({ id: 6, name: 'Uncommitted', kind: 'a' }).execute();
        // While the transaction waits, a query outside it is asked for; it must not run on the connection
        // now, where it would read the uncommitted row.
        void db
          .selectFrom('t')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('name', '=', 'Uncommitted')
          .executeTakeFirstOrThrow()
          .then((r) => (seen = Number(r.n)));
        await new Promise((r) => setTimeout(r, 20));
        expect(seen).toBeUndefined();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await trx;
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toBe(0);
  });

  it('serves queries asked side by side in the order they were asked', async () => {
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db
          .selectFrom('t')
          .select('id')
          .where('id', '=', (i % 4) + 1)
          .execute()
          .then(() => order.push(i)),
      ),
    );
    expect(order).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });
});
