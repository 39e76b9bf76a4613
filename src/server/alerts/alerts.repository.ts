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
 * One chunk of a run's changes, (after, upTo], into notifications: each change is mapped to the
 * followed record it concerns (a company's own row; a person's row for the person and for each company
 * they are appointed to; a link for its child company; a financial summary for its company), joined
 * to that record's followers, and inserted in one statement. ON CONFLICT DO NOTHING makes it
 * idempotent: a chunk run twice (a crash before the mark moved, or two runs at once) adds nothing.
 * Returns the new rows' member and e-mail, for the outbox.
 */
export async function fanOutChunk(
  db: Db,
  q: { runId: string; after: string; upTo: string | undefined; at: string; immediatePrefix: string; digestPrefix: string },
) {
  const range = (alias: string) =>
    q.upTo === undefined
      ? sql`${sql.ref(`${alias}.run_id`)} = ${q.runId} and ${sql.ref(`${alias}.id`)} > ${q.after}`
      : sql`${sql.ref(`${alias}.run_id`)} = ${q.runId} and ${sql.ref(`${alias}.id`)} > ${q.after} and ${sql.ref(`${alias}.id`)} <= ${q.upTo}`;
  // A timestamp parameter: PostgreSQL needs its type named (the column is timestamptz), SQLite stores the text.
  const at = db.getExecutor().adapter instanceof PostgresAdapter ? sql`cast(${q.at} as timestamptz)` : sql`${q.at}`;
  const result = await sql<{ user_id: string; outbox_id: string | null }>`
    insert into notifications (user_id, change_id, kind, record_id, outbox_id, created_at)
    select f.user_id, t.change_id, f.kind, f.record_id,
      case coalesce(s.mode, 'immediate')
        when 'immediate' then cast(${q.immediatePrefix} as text) || f.user_id
        when 'digest' then cast(${q.digestPrefix} as text) || f.user_id
        else null end,
      ${at}
    from (
      select rc.id as change_id, cast('company' as text) as kind, rc.record_id as record_id
        from record_changes rc where ${range('rc')} and rc.table_name = 'companies'
      union all
      select rc.id, 'executive', rc.record_id from record_changes rc where ${range('rc')} and rc.table_name = 'officers'
      union all
      select rc.id, 'company', ap.company_id from record_changes rc
        join appointments ap on ap.officer_id = rc.record_id where ${range('rc')} and rc.table_name = 'officers'
      union all
      select rc.id, 'company', rl.child_company_id from record_changes rc
        join relationships rl on rl.id = rc.record_id where ${range('rc')} and rc.table_name = 'relationships'
      union all
      select rc.id, 'company', fs.company_id from record_changes rc
        join financial_summaries fs on fs.id = rc.record_id where ${range('rc')} and rc.table_name = 'financial_summaries'
    ) t
    join follows f on f.kind = t.kind and f.record_id = t.record_id
    left join alert_settings s on s.user_id = f.user_id
    where true
    on conflict (user_id, change_id) do nothing
    returning user_id, outbox_id`.execute(db);
  return result.rows;
}

/** Adds the e-mails the chunk's notifications go into; an e-mail already there (an earlier chunk, another run) is kept. */
export async function insertOutbox(
  db: Db,
  rows: { id: string; user_id: string; kind: 'immediate' | 'digest'; due_at: string }[],
  at: string,
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('alert_outbox')
      .values(rows.slice(i, i + 500).map((r) => ({ ...r, state: 'pending' as const, attempts: 0, created_at: at })))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
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

/** What an e-mail says: its notifications with their change rows and the import's format, oldest first. */
export function outboxChanges(db: Db, outboxId: string) {
  return db
    .selectFrom('notifications as n')
    .innerJoin('record_changes as rc', 'rc.id', 'n.change_id')
    .leftJoin('import_runs as run', 'run.id', 'rc.run_id')
    .leftJoin('companies as c', (j) => j.onRef('c.id', '=', 'n.record_id').on('n.kind', '=', 'company'))
    .leftJoin('officers as o', (j) => j.onRef('o.id', '=', 'n.record_id').on('n.kind', '=', 'executive'))
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
    ])
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
