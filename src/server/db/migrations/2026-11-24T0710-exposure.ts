import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Exposure (issue 18): members report a broker, staff moderate, the broker's representative replies.
 *
 * - broker_complaints: one report by a member about a broker: a category of the fixed list
 *   (src/lib/complaint-categories.ts), what happened, the amount at stake, the period, and its
 *   moderation: status 'pending' → 'approved' or 'rejected', decided_at/decided_by/decision_reason.
 *   Only 'approved' rows are shown and counted (the scoring job reads status = 'approved').
 *   replied_at: when the broker's representative's reply was approved (the score weighs an answered
 *   report less than an unanswered one; null while there is none).
 * - complaint_files: the evidence, as bytes in the database (images re-encoded without metadata, PDFs
 *   as sent), with the type found from the content, size and SHA-256. Bytes rather than files on
 *   disk: uploads are bounded (EVIDENCE_MAX_FILES × EVIDENCE_MAX_FILE_BYTES per report, reports per
 *   member per day), a report and its files are written in one transaction (no orphan files, no file
 *   without its row), they are in every backup and on every machine of one PostgreSQL, and there is
 *   no path built from anything a member sent. The member's own file name is never stored.
 * - complaint_replies: the broker representative's answer to a report, moderated like the report
 *   ('pending' until staff approve it; only approved replies are shown).
 * - staff_roles, broker_representatives: granted only from the command line (npm run staff), with
 *   who granted them (null: the command line itself) and when.
 * - staff_decisions: every staff decision (approve or reject a report or a reply), with who, when and why.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columnTypes(db);
  const blob = c.engine === 'postgres' ? 'bytea' : 'blob';
  const s = db.schema;
  await s
    .createTable('broker_complaints')
    .addColumn('id', c.text, (col) => col.primaryKey())
    .addColumn('broker_id', c.text, (col) => col.notNull().references('brokers.id').onDelete('cascade'))
    .addColumn('user_id', c.text, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', c.text, (col) => col.notNull())
    .addColumn('description', c.text, (col) => col.notNull())
    .addColumn('amount', c.real)
    .addColumn('currency', c.text)
    .addColumn('happened_from', c.date)
    .addColumn('happened_to', c.date)
    .addColumn('status', c.text, (col) => col.notNull())
    .addColumn('lang', c.text, (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('decided_at', c.timestamp)
    .addColumn('decided_by', c.text, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('decision_reason', c.text)
    .addColumn('replied_at', c.timestamp)
    .execute();
  await s.createIndex('broker_complaints_broker').on('broker_complaints').columns(['broker_id', 'status', 'created_at']).execute();
  await s.createIndex('broker_complaints_member').on('broker_complaints').columns(['user_id', 'created_at']).execute();
  await s.createIndex('broker_complaints_status').on('broker_complaints').columns(['status', 'created_at']).execute();

  await s
    .createTable('complaint_files')
    .addColumn('id', c.text, (col) => col.primaryKey())
    .addColumn('complaint_id', c.text, (col) => col.notNull().references('broker_complaints.id').onDelete('cascade'))
    .addColumn('position', c.int, (col) => col.notNull())
    .addColumn('content_type', c.text, (col) => col.notNull())
    .addColumn('size', c.int, (col) => col.notNull())
    .addColumn('sha256', c.text, (col) => col.notNull())
    .addColumn('width', c.int)
    .addColumn('height', c.int)
    .addColumn('bytes', blob, (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addUniqueConstraint('complaint_files_position', ['complaint_id', 'position'])
    .execute();

  await s
    .createTable('complaint_replies')
    .addColumn('id', c.text, (col) => col.primaryKey())
    .addColumn('complaint_id', c.text, (col) => col.notNull().references('broker_complaints.id').onDelete('cascade'))
    .addColumn('user_id', c.text, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', c.text, (col) => col.notNull())
    .addColumn('body', c.text, (col) => col.notNull())
    .addColumn('status', c.text, (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('decided_at', c.timestamp)
    .addColumn('decided_by', c.text, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('decision_reason', c.text)
    .execute();
  // One reply per report (kept simple: a representative answers once; a rejected reply may be sent again).
  await s.createIndex('complaint_replies_complaint').on('complaint_replies').columns(['complaint_id', 'status']).execute();
  await s.createIndex('complaint_replies_status').on('complaint_replies').columns(['status', 'created_at']).execute();

  await s
    .createTable('staff_roles')
    .addColumn('user_id', c.text, (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('role', c.text, (col) => col.notNull())
    .addColumn('granted_at', c.timestamp, (col) => col.notNull())
    .addColumn('granted_by', c.text)
    .execute();

  await s
    .createTable('broker_representatives')
    .addColumn('broker_id', c.text, (col) => col.notNull().references('brokers.id').onDelete('cascade'))
    .addColumn('user_id', c.text, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('granted_at', c.timestamp, (col) => col.notNull())
    .addColumn('granted_by', c.text)
    .addPrimaryKeyConstraint('broker_representatives_pk', ['broker_id', 'user_id'])
    .execute();
  await s.createIndex('broker_representatives_user').on('broker_representatives').column('user_id').execute();

  await s
    .createTable('staff_decisions')
    .addColumn('id', c.text, (col) => col.primaryKey())
    .addColumn('staff_user_id', c.text, (col) => col.notNull())
    .addColumn('action', c.text, (col) => col.notNull())
    .addColumn('subject_kind', c.text, (col) => col.notNull())
    .addColumn('subject_id', c.text, (col) => col.notNull())
    .addColumn('reason', c.text, (col) => col.notNull())
    .addColumn('at', c.timestamp, (col) => col.notNull())
    .execute();
  await s.createIndex('staff_decisions_subject').on('staff_decisions').columns(['subject_kind', 'subject_id']).execute();
  await s.createIndex('staff_decisions_at').on('staff_decisions').column('at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['staff_decisions', 'broker_representatives', 'staff_roles', 'complaint_replies', 'complaint_files', 'broker_complaints'])
    await db.schema.dropTable(t).execute();
}
