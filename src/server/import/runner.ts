import { accessSync, appendFileSync, constants, mkdirSync, statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database, ImportRunsTable } from '../db/schema.ts';
import { PageChangeSet } from '../pages/page-changes.ts';
import { recordPageChanges } from '../pages/page-changes.repository.ts';
import { finishRun, insertRun, runById, saveRunProgress, unfinishedRun } from './repositories/import-runs.repository.ts';
import { sanitiseRecord } from './field-limits.ts';
import { stableId } from './stable-id.ts';
import type { ImportFormat, Progress } from './types.ts';
import { log } from '../log.ts';

export interface RunOptions {
  /** Records per transaction. */
  batchSize?: number;
  /** Rejected rows go here, one line each: line number, reason, tab-separated. */
  rejectFile?: string;
  onProgress?: (p: Progress) => void;
  /** For tests: throw after this many committed batches, as a kill would stop the process. */
  stopAfterBatches?: number;
  /** For tests: throw inside the bulk load's final move, before it commits, as a kill would. */
  stopInFinalMove?: boolean;
  /**
   * The format's first-load path (format.bulk, `--bulk`): true asks for it and stops with the reason
   * when it cannot run; 'auto' takes it when it can run and the file is at least BULK_AUTO_BYTES;
   * false (the default) never. A resumed run keeps the path it started on.
   */
  bulk?: boolean | 'auto';
  /** Told when a long step without records starts (the bulk load's final move). */
  onPhase?: (phase: string) => void;
  /** Drops the staged rows of an unfinished bulk load of another file instead of stopping (`--abandon-bulk`). */
  abandonBulk?: boolean;
}

/** From this size up, `bulk: 'auto'` loads an empty register the bulk way: below it the difference is seconds. */
export const BULK_AUTO_BYTES = 64 * 1024 * 1024;

export interface RunSummary extends Pick<
  ImportRunsTable,
  'rows_read' | 'rows_inserted' | 'rows_updated' | 'rows_unchanged' | 'rows_rejected'
> {
  runId: string;
  resumedFrom: number;
  seconds: number;
  rejectFile: string;
  /** Records kept with a field cut to its limit (noted in the reject file, not counted as rejected). */
  rows_truncated: number;
}

/**
 * Runs one import: streams the file, writes records in batches, each batch in one transaction with
 * the run's counters and resume point, so a killed import resumes after its last committed batch.
 * A run is identified by format, path, size and modification time: a changed file starts afresh.
 */
export async function runImport<T>(
  db: Kysely<Database>,
  format: ImportFormat<T>,
  file: string,
  opts: RunOptions = {},
): Promise<RunSummary> {
  const path = resolve(file);
  const stat = statSync(path);
  const batchSize = opts.batchSize ?? 2000;
  const rejectFile = opts.rejectFile ?? defaultRejectFile(path);
  const mtime = stat.mtime.toISOString();
  const started = performance.now();
  const now = () => new Date().toISOString();

  const previous = await unfinishedRun(db, { format: format.name, file: path, file_size: stat.size, file_mtime: mtime });
  const run: ImportRunsTable = previous ?? {
    id: stableId('run', format.name, path, now(), Math.random()),
    format: format.name,
    file: path,
    file_size: stat.size,
    file_mtime: mtime,
    started_at: now(),
    finished_at: null,
    status: 'running',
    resume_at: 0,
    rows_read: 0,
    rows_inserted: 0,
    rows_updated: 0,
    rows_unchanged: 0,
    rows_rejected: 0,
  };
  const bulk = await chooseBulk(db, format, previous?.id, stat.size, opts.bulk ?? false, opts.abandonBulk ?? false);
  if (bulk && !previous) await format.bulk!.start(db, run.id);
  if (bulk && previous) {
    // The staged rows and their resume point committed together; the register's copy may be a batch behind.
    const staged = (await format.bulk!.staged(db))!;
    Object.assign(run, {
      resume_at: staged.resume_at,
      rows_read: staged.rows_read,
      rows_inserted: staged.rows_inserted,
      rows_rejected: staged.rows_rejected,
    });
  }
  const resumedFrom = run.resume_at;
  const ctx = { runId: run.id, source: format.name, sourceUrl: format.sourceUrl, retrievedAt: mtime, now: now() };

  let bytes = 0;
  let consumed = 0;
  let batch: T[] = [];
  let batchLines: number[] = [];
  let rejects: string[] = [];
  let notes: string[] = [];
  let truncated = 0;
  let committed = 0;
  let created = !!previous;

  const flush = async () => {
    const values = batch;
    const valueLines = batchLines;
    const lines = rejects;
    const noted = notes;
    batch = [];
    batchLines = [];
    rejects = [];
    notes = [];
    await db.transaction().execute(async (tx) => {
      // A bulk batch writes the staging file only, its resume point with it (see BulkWriter).
      if (!created && !bulk) {
        await insertRun(tx, run);
        created = true;
      }
      const pages = new PageChangeSet();
      const counts = !values.length
        ? { inserted: 0, updated: 0, unchanged: 0 }
        : bulk
          ? await format.bulk!.write(tx, values, ctx, valueLines)
          : await format.write(tx, values, { ...ctx, pages });
      // With the batch: the cached pages of what it changed go stale exactly when the change is visible.
      await recordPageChanges(tx, pages);
      for (const r of counts.rejects ?? []) lines.push(rejectLine(valueLines[r.index], r.reason));
      run.rows_inserted += counts.inserted;
      run.rows_updated += counts.updated;
      run.rows_unchanged += counts.unchanged;
      run.rows_rejected += lines.length;
      run.rows_read = consumed;
      run.resume_at = consumed;
      if (bulk) await format.bulk!.saveProgress(tx, run);
      else await saveRunProgress(tx, run);
    });
    if (bulk) {
      // The register's record of the run follows, for progress displays; a resume reads the staging file.
      if (!created) await insertRun(db, run);
      else await saveRunProgress(db, run);
      created = true;
    }
    // Rejects are written once their batch is committed, so a resumed run does not repeat them.
    // In line order: a parser may report a broken record before the good ones it read earlier.
    const written = [...lines, ...noted];
    if (written.length) appendFileSync(rejectFile, written.sort((a, b) => parseInt(a, 10) - parseInt(b, 10)).join(''));
    committed += 1;
    opts.onProgress?.({ records: consumed, bytes, totalBytes: stat.size });
    if (opts.stopAfterBatches !== undefined && committed >= opts.stopAfterBatches) throw new Error('stopped (test kill)');
  };

  try {
    for await (const item of format.read(path, (n) => {
      bytes = n;
    })) {
      consumed += 1;
      if (consumed <= resumedFrom) continue; // committed by the run this one resumes
      // Every format's records pass here: control characters out, each text field within its limit.
      const clean = item.ok ? sanitiseRecord(item.value) : null;
      if (!item.ok) rejects.push(rejectLine(item.line, item.reason));
      else if (!clean!.ok) rejects.push(rejectLine(item.line, clean!.reason));
      else {
        batch.push(clean!.value);
        batchLines.push(item.line);
        if (clean!.notes.length) {
          truncated += 1;
          notes.push(rejectLine(item.line, `kept, shortened: ${clean!.notes.join('; ')}`));
        }
      }
      if (batch.length + rejects.length >= batchSize) await flush();
    }
    await flush();
    run.status = 'done';
    if (bulk) {
      opts.onPhase?.('putting the staged records in place: key order, then indexes');
      // One transaction: a kill in it leaves the staged rows, and the next start (resuming) does it again.
      const refused = await format.bulk!.finish(db, ctx, async (tx, refused) => {
        if (opts.stopInFinalMove) throw new Error('stopped (test kill)');
        if (!created) await insertRun(tx, run);
        run.rows_inserted -= refused.length;
        run.rows_rejected += refused.length;
        await saveRunProgress(tx, run);
        await finishRun(tx, run.id, now());
      });
      created = true;
      if (refused.length) appendFileSync(rejectFile, refused.map((r) => rejectLine(r.line, r.reason)).join(''));
    } else await finishRun(db, run.id, now());
  } catch (err) {
    // A bulk load that stopped before its first batch (a file of another format) leaves nothing staged.
    if (bulk && !created) await format.bulk!.discard(db).catch((e: unknown) => log.error({ err: e }, 'could not drop the staged rows'));
    if (created && !(err instanceof Error && err.message === 'stopped (test kill)')) {
      // Leave the run 'running' so the next start resumes it; only record why it stopped.
      log.error({ err, runId: run.id, resumeAt: run.resume_at }, 'import stopped; the next start resumes it');
    }
    throw err;
  }
  return {
    runId: run.id,
    resumedFrom,
    seconds: (performance.now() - started) / 1000,
    rejectFile,
    rows_read: run.rows_read,
    rows_inserted: run.rows_inserted,
    rows_updated: run.rows_updated,
    rows_unchanged: run.rows_unchanged,
    rows_rejected: run.rows_rejected,
    rows_truncated: truncated,
  };
}

/**
 * Whether this run takes the format's bulk path. A run resumed keeps its path (staged rows of its own
 * mean it was a bulk run). Staged rows of another run that can still be resumed stop this import
 * (it would write around a load that is half done), unless `abandon`; those of a run that can no
 * longer finish are dropped. Asked for (true) but impossible, it stops with the reason.
 */
async function chooseBulk<T>(
  db: Kysely<Database>,
  format: ImportFormat<T>,
  resuming: string | undefined,
  size: number,
  wanted: boolean | 'auto',
  abandon: boolean,
): Promise<boolean> {
  const writer = format.bulk;
  if (!writer) {
    if (wanted === true) throw new Error(`--bulk: the ${format.name} format has no bulk path; import without --bulk`);
    return false;
  }
  const staged = (await writer.staged(db))?.run_id;
  if (resuming && staged === resuming) return true;
  if (resuming && wanted === true)
    throw new Error('--bulk: an import of this file without --bulk was stopped; run it again without --bulk to resume it');
  if (staged) {
    const other = await runById(db, staged);
    if (other?.status === 'running' && !abandon)
      throw new Error(
        `a bulk load of ${other.file} (${other.format}) stopped before it finished: import that file again to finish it, or add --abandon-bulk to drop what it staged`,
      );
    log.warn({ format: format.name, run: staged }, 'dropping the staged rows of a bulk load that will not finish');
    await writer.discard(db);
  }
  if (resuming) return false;
  if (wanted === false || (wanted === 'auto' && size < BULK_AUTO_BYTES)) return false;
  const why = await writer.refusal(db);
  if (why && wanted === true) throw new Error(`--bulk: ${why}`);
  return !why;
}

/** Beside the imported file; under data/rejects/ when that folder is not writable (a read-only mount). */
function defaultRejectFile(path: string): string {
  try {
    accessSync(dirname(path), constants.W_OK);
    return `${path}.rejects.tsv`;
  } catch {
    mkdirSync('data/rejects', { recursive: true });
    return resolve('data/rejects', `${basename(path)}.rejects.tsv`);
  }
}

/** One line of the reject file: line number, tab, reason on one line. */
function rejectLine(line: number, reason: string): string {
  return `${line}\t${reason.replace(/[\t\n\r]+/g, ' ')}\n`;
}
