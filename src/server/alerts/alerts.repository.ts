import { PostgresAdapter, sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

/** Import runs finished and not yet fanned out (or fanned out part-way), oldest first, with the mark reached. */
export function runsToFanOut(db: Db) {
  return db
    .selectFrom('import_runs as r')
    .leftJoin('alert_fanout as a', 'a.run_id', 'r.id')
    .select(['r.id', 'a.last_change_id'])
    .where('r.status', '=', 'done')
    .where((eb) => eb.or([eb('a.done', 'is', null), eb('a.done', '=', 0)]))
    .orderBy('r.started_at')
    .execute();
}

/** Starts a run's fan-out (its mark at the beginning); a run already started keeps its mark. */
export async function startFanOut(db: Db, runId: string, at: string): Promise<void> {
  await db
    .insertInto('alert_fanout')
    .values({ run_id: runId, last_change_id: '', done: 0, updated_at: at })
    .onConflict((oc) => oc.column('run_id').doNothing())
    .execute();
}

/** The id that ends the next chunk of a run's changes after `after` (undefined: the rest of the run fits in one chunk). */
export async function chunkEnd(db: Db, runId: string, after: string, size: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('record_changes')
    .select('id')
    .where('run_id', '=', runId)
    .where('id', '>', after)
    .orderBy('id')
    .limit(1)
    .offset(size - 1)
    .executeTakeFirst();
  return row?.id;
}

/**
 * One chunk of a run's changes, (after, upTo], into notifications and outbox e-mails, in two
 * statements: each change is mapped to the followed record it concerns (a company's own row; a
 * person's row for the person and for each company they are appointed to; a link for its child
 * company; a financial summary for its company; a licence for its company and for each broker that
 * company belongs to; a broker's row for the broker; a regulator's warning for the broker it is tied
 * to) and joined to that record's followers. ON CONFLICT
 * DO NOTHING makes both idempotent: a chunk run twice (a crash before the mark moved, or two runs at
 * once) adds nothing. Set-based on purpose: no row passes through JavaScript (the budget is
 * 100,000 changes to 1,000,000 follows in under 60 s with flat memory). The notifications go in
 * ordered by member, the order of their primary key, so the B-tree is written page after page.
 * Returns how many notifications were new.
 */
export async function fanOutChunk(
  db: Db,
  q: {
    runId: string;
    after: string;
    upTo: string | undefined;
    at: string;
    immediatePrefix: string;
    digestPrefix: string;
    digestDue: string;
  },
): Promise<number> {
  const range =
    q.upTo === undefined
      ? sql`rc.run_id = ${q.runId} and rc.id > ${q.after}`
      : sql`rc.run_id = ${q.runId} and rc.id > ${q.after} and rc.id <= ${q.upTo}`;
  // A timestamp parameter: PostgreSQL needs its type named (the columns are timestamptz), SQLite stores the text.
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = (v: string) => (pg ? sql`cast(${v} as timestamptz)` : sql`${v}`);
  const followers = sql`(
      select rc.id as change_id, cast('company' as text) as kind, rc.record_id as record_id
        from record_changes rc where ${range} and rc.table_name = 'companies'
      union all
      select rc.id, 'executive', rc.record_id from record_changes rc where ${range} and rc.table_name = 'officers'
      union all
      select rc.id, 'company', ap.company_id from record_changes rc
        join appointments ap on ap.officer_id = rc.record_id where ${range} and rc.table_name = 'officers'
      union all
      select rc.id, 'company', rl.child_company_id from record_changes rc
        join relationships rl on rl.id = rc.record_id where ${range} and rc.table_name = 'relationships'
      union all
      select rc.id, 'company', fs.company_id from record_changes rc
        join financial_summaries fs on fs.id = rc.record_id where ${range} and rc.table_name = 'financial_summaries'
      union all
      select rc.id, 'company', rc.record_id from record_changes rc where ${range} and rc.table_name = 'licences'
      union all
      select rc.id, 'dealer', rc.record_id from record_changes rc where ${range} and rc.table_name = 'brokers'
      union all
      select rc.id, 'dealer', bc.broker_id from record_changes rc
        join broker_companies bc on bc.company_id = rc.record_id where ${range} and rc.table_name = 'licences'
      union all
      select rc.id, 'dealer', w.broker_id from record_changes rc
        join regulator_warnings w on w.id = rc.record_id where ${range} and rc.table_name = 'regulator_warnings'
    ) t
    join follows f on f.kind = t.kind and f.record_id = t.record_id
    left join alert_settings s on s.user_id = f.user_id`;
  const outbox = sql`case coalesce(s.mode, 'immediate')
      when 'immediate' then cast(${q.immediatePrefix} as text) || f.user_id
      when 'digest' then cast(${q.digestPrefix} as text) || f.user_id
      else null end`;
  const inserted = await sql`
    insert into notifications (user_id, change_id, kind, record_id, outbox_id, created_at)
    select f.user_id, t.change_id, f.kind, f.record_id, ${outbox}, ${ts(q.at)}
    from ${followers}
    where true
    order by f.user_id, t.change_id
    on conflict (user_id, change_id) do nothing`.execute(db);
  await sql`
    insert into alert_outbox (id, user_id, kind, state, attempts, created_at, due_at)
    select o.id, o.user_id,
      case when o.id like 'd:%' then 'digest' else 'immediate' end, 'pending', 0, ${ts(q.at)},
      case when o.id like 'd:%' then ${ts(q.digestDue)} else ${ts(q.at)} end
    from (select distinct ${outbox} as id, f.user_id as user_id from ${followers}) o
    where o.id is not null
    on conflict (id) do nothing`.execute(db);
  return Number(inserted.numAffectedRows ?? 0);
}

/** Moves a run's mark forward (never back: another process may have gone further), or marks it done. */
export async function advanceFanOut(db: Db, runId: string, mark: string | undefined, at: string): Promise<void> {
  if (mark === undefined) {
    await db.updateTable('alert_fanout').set({ done: 1, updated_at: at }).where('run_id', '=', runId).execute();
  } else {
    await db
      .updateTable('alert_fanout')
      .set({ last_change_id: mark, updated_at: at })
      .where('run_id', '=', runId)
      .where('last_change_id', '<', mark)
      .execute();
  }
}

/** Whether some run's fan-out has started and not finished (the sender waits: an e-mail must not leave half-filled). */
export async function fanOutInProgress(db: Db): Promise<boolean> {
  const row = await db.selectFrom('alert_fanout').select('run_id').where('done', '=', 0).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims up to `limit` e-mails that are due: pending ones, and ones claimed by a sender whose lease
 * ran out (it crashed). The conditions are checked again in the UPDATE itself, so two senders that
 * pick the same row cannot both claim it: the second one's UPDATE matches nothing (PostgreSQL
 * re-reads the row after the first commits; SQLite runs one writer at a time).
 */
export async function claimDue(db: Db, q: { now: string; leaseExpired: string; limit: number }) {
  const due = (eb: ExpressionBuilder<Database, 'alert_outbox'>) =>
    eb.or([
      eb.and([eb('state', '=', 'pending'), eb('due_at', '<=', q.now)]),
      eb.and([eb('state', '=', 'sending'), eb('claimed_at', '<', q.leaseExpired)]),
    ]);
  return db
    .updateTable('alert_outbox')
    .set((eb) => ({ state: 'sending', claimed_at: q.now, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) => eb.selectFrom('alert_outbox').select('id').where(due).orderBy('due_at').limit(q.limit))
    .where(due)
    .returning(['id', 'user_id', 'kind', 'attempts'])
    .execute();
}

/** Marks a claimed e-mail sent or failed (only while this sender's claim holds: `claimedAt`). */
export async function finishOutbox(
  db: Db,
  id: string,
  claimedAt: string,
  state: 'sent' | 'failed' | 'pending',
  at: string,
  error: string | null,
  retryAt?: string,
) {
  await db
    .updateTable('alert_outbox')
    .set({ state, sent_at: state === 'sent' ? at : null, error, ...(retryAt ? { due_at: retryAt } : {}) })
    .where('id', '=', id)
    .where('state', '=', 'sending')
    .where('claimed_at', '=', claimedAt)
    .execute();
}

/** Gives claimed e-mails back unsent (pending again, the try not counted), while this sender's claim (`claimedAt`) still holds. */
export async function releaseClaims(db: Db, ids: readonly string[], claimedAt: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('alert_outbox')
    .set((eb) => ({ state: 'pending', claimed_at: null, attempts: eb('attempts', '-', 1) }))
    .where('id', 'in', ids)
    .where('state', '=', 'sending')
    .where('claimed_at', '=', claimedAt)
    .execute();
}

/** Notifications joined to their change rows, the import's format and the record's name: what an e-mail words. */
function notificationRows(db: Db) {
  return db
    .selectFrom('notifications as n')
    .innerJoin('record_changes as rc', 'rc.id', 'n.change_id')
    .leftJoin('import_runs as run', 'run.id', 'rc.run_id')
    .leftJoin('companies as c', (j) => j.onRef('c.id', '=', 'n.record_id').on('n.kind', '=', 'company'))
    .leftJoin('officers as o', (j) => j.onRef('o.id', '=', 'n.record_id').on('n.kind', '=', 'executive'))
    .leftJoin('brokers as b', (j) => j.onRef('b.id', '=', 'n.record_id').on('n.kind', '=', 'dealer'));
}

/**
 * The same for the member centre's list, by a left join: a service-line answer (kind 'support',
 * src/server/support/) is a notification without a change row, listed with the others.
 */
function listedNotificationRows(db: Db) {
  return db
    .selectFrom('notifications as n')
    .leftJoin('record_changes as rc', 'rc.id', 'n.change_id')
    .leftJoin('import_runs as run', 'run.id', 'rc.run_id')
    .leftJoin('companies as c', (j) => j.onRef('c.id', '=', 'n.record_id').on('n.kind', '=', 'company'))
    .leftJoin('officers as o', (j) => j.onRef('o.id', '=', 'n.record_id').on('n.kind', '=', 'executive'))
    .leftJoin('brokers as b', (j) => j.onRef('b.id', '=', 'n.record_id').on('n.kind', '=', 'dealer'));
}

/** What an e-mail says: its notifications with their change rows and the import's format, oldest first. */
export function outboxChanges(db: Db, userId: string, outboxId: string) {
  return notificationRows(db)
    .select([
      'n.kind',
      'n.record_id',
      'rc.table_name',
      'rc.record_id as changed_id',
      'rc.changed_at',
      'rc.diff',
      'run.format',
      'c.name as company_name',
      'o.name as officer_name',
      'b.name as broker_name',
    ])
    .where('n.user_id', '=', userId)
    .where('n.outbox_id', '=', outboxId)
    .orderBy('rc.changed_at')
    .orderBy('rc.id')
    .execute();
}

/** The member an e-mail goes to: their confirmed address, and their alert settings. */
export function recipient(db: Db, userId: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('alert_settings as s', 's.user_id', 'u.id')
    .select(['u.id', 'u.email', 'u.email_confirmed', 's.mode', 's.lang'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** Sets a member's alert e-mails ('immediate' | 'digest' | 'off'), keeping their language. */
export async function setAlertMode(db: Db, userId: string, mode: string, at: string): Promise<void> {
  await db
    .insertInto('alert_settings')
    .values({ user_id: userId, mode, lang: null, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ mode, updated_at: at }))
    .execute();
}

/** Remembers the language of a member's alert e-mails (the site language they last followed something in). */
export async function setAlertLang(db: Db, userId: string, lang: string, at: string): Promise<void> {
  await db
    .insertInto('alert_settings')
    .values({ user_id: userId, mode: 'immediate', lang, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ lang, updated_at: at }))
    .execute();
}

/** A member's notifications, newest first, one page, with their change rows and the record's name. */
export function memberNotifications(db: Db, userId: string, limit: number, offset: number) {
  return listedNotificationRows(db)
    .select([
      'n.change_id',
      'n.kind',
      'n.record_id',
      'n.created_at',
      'n.read_at',
      'rc.table_name',
      'rc.record_id as changed_id',
      'rc.changed_at',
      'rc.diff',
      'run.format',
      'c.name as company_name',
      'o.name as officer_name',
      'b.name as broker_name',
    ])
    .where('n.user_id', '=', userId)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.change_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** How many notifications a member has, and how many of them are unread. */
export async function notificationCounts(db: Db, userId: string): Promise<{ total: number; unread: number }> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.count<number | string>('change_id').filterWhere('read_at', 'is', null).as('unread'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
}

/** Of the ids given, those that are this member's notifications. */
export async function ownNotificationIds(db: Db, userId: string, ids: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom('notifications')
    .select('change_id')
    .where('user_id', '=', userId)
    .where('change_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.change_id));
}

/** Marks a member's notifications read (the ids given, or all); returns how many were unread. */
export async function markNotificationsRead(db: Db, userId: string, ids: readonly string[] | 'all', at: string): Promise<number> {
  let q = db.updateTable('notifications').set({ read_at: at }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (ids !== 'all') q = q.where('change_id', 'in', ids);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Drops the read notifications made before `before`; returns how many. */
export async function deleteReadNotificationsBefore(db: Db, before: string): Promise<number> {
  const r = await db.deleteFrom('notifications').where('read_at', 'is not', null).where('created_at', '<', before).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** The members who have more than `keep` notifications. */
export async function membersOverNotificationCap(db: Db, keep: number): Promise<string[]> {
  const rows = await db
    .selectFrom('notifications')
    .select('user_id')
    .groupBy('user_id')
    .having((eb) => eb.fn.countAll(), '>', keep)
    .execute();
  return rows.map((r) => r.user_id);
}

/** A member's n-th newest notification (in the order of their list: created_at, then change id), if they have that many. */
export function nthNewestNotification(db: Db, userId: string, n: number) {
  return db
    .selectFrom('notifications')
    .select(['created_at', 'change_id'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('change_id', 'desc')
    .limit(1)
    .offset(n - 1)
    .executeTakeFirst();
}

/**
 * Drops a member's notifications that come after `last` in their list (older), except those an
 * e-mail still to be sent carries (its text is read from them). Returns how many.
 */
export async function deleteNotificationsAfter(db: Db, userId: string, last: { created_at: string; change_id: string }): Promise<number> {
  const r = await db
    .deleteFrom('notifications')
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('created_at', '<', last.created_at),
        eb.and([eb('created_at', '=', last.created_at), eb('change_id', '<', last.change_id)]),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('outbox_id', 'is', null),
        eb.not(
          eb.exists(
            eb
              .selectFrom('alert_outbox as o')
              .select('o.id')
              .whereRef('o.id', '=', 'notifications.outbox_id')
              .where('o.state', 'in', ['pending', 'sending']),
          ),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Drops the alert e-mails sent or given up that were made before `before`; returns how many. */
export async function deleteFinishedOutboxBefore(db: Db, before: string): Promise<number> {
  const r = await db
    .deleteFrom('alert_outbox')
    .where('state', 'in', ['sent', 'failed'])
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
