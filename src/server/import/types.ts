import type { Kysely } from 'kysely';
import type { PageChangeSet } from '../pages/page-changes.ts';
import type { CompaniesTable, ChargesTable, CompanyNamesTable, Database, IndustryCodesTable } from '../db/schema.ts';

/** One parsed record, or the reason it could not be read (it goes to the reject file with its line). */
export type Parsed<T> = { ok: true; line: number; value: T } | { ok: false; line: number; reason: string };

/** The whole file is not of this format: the import stops at once with this message. */
export class WrongFormatError extends Error {}

/** Where a run stands, for the progress bar. */
export interface Progress {
  records: number;
  bytes: number;
  totalBytes: number;
}

/** What an import writes for one record of a source. */
export interface WriteContext {
  runId: string;
  source: string;
  sourceUrl: string | null;
  retrievedAt: string;
  now: string;
  /** Where writers note the records whose detail pages they changed (the runner logs them with the batch). */
  pages?: PageChangeSet;
}

export interface WriteCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  /** Records of the batch refused while writing (by position in the batch), e.g. an unknown company. */
  rejects?: Array<{ index: number; reason: string }>;
}

/** A register format: how to read a file, and how to write a batch of its records. */
export interface ImportFormat<T> {
  name: string;
  source: string;
  sourceUrl: string | null;
  /** Streams records; throws WrongFormatError before the first record when the file is not this format. */
  read(file: string, onBytes: (bytes: number) => void): AsyncIterable<Parsed<T>>;
  write(db: Kysely<Database>, batch: T[], ctx: WriteContext): Promise<WriteCounts>;
  /** The first-load path of the format's records, when it has one (`--bulk`). */
  bulk?: BulkWriter<T>;
}

/** Where a bulk load stands: its run, the records consumed (the resume point) and its counters. */
export interface StagedLoad {
  run_id: string;
  resume_at: number;
  rows_read: number;
  rows_inserted: number;
  rows_rejected: number;
}

/**
 * A first load (`npm run import -- <format> <file> --bulk`): the same records, mapped by the same
 * code, but each batch is staged without indexes and finish() puts everything in place at the end.
 * For a first load there is nothing to compare with, so no change records are written.
 */
export interface BulkWriter<T> {
  /** Why a bulk load cannot start on this database (another engine, records already there), or undefined. */
  refusal(db: Kysely<Database>): Promise<string | undefined>;
  /**
   * The bulk load that was started here and not finished (its staged rows remain), if any: its run
   * and where it stands, which a resumed run takes over (the staged rows and this commit together).
   */
  staged(db: Kysely<Database>): Promise<StagedLoad | undefined>;
  /** Saves where the load stands with its batch, inside the batch's transaction. */
  saveProgress(db: Kysely<Database>, progress: Omit<StagedLoad, 'run_id'>): Promise<void>;
  /** Drops the staged rows of a bulk load that will not be finished. */
  discard(db: Kysely<Database>): Promise<void>;
  /** Prepares the bulk load of an import run (staged rows of an abandoned one are dropped). */
  start(db: Kysely<Database>, runId: string): Promise<void>;
  /** Stages a batch, inside the runner's transaction; `lines` are the records' lines in the file. */
  write(db: Kysely<Database>, batch: T[], ctx: WriteContext, lines: number[]): Promise<WriteCounts>;
  /**
   * Puts the staged records in place in one transaction, in which it also runs `andThen` (the run's
   * bookkeeping), so a kill leaves either all of it or none. Returns the records refused at this point.
   */
  finish(
    db: Kysely<Database>,
    ctx: WriteContext,
    andThen: (tx: Kysely<Database>, refused: Array<{ line: number; reason: string }>) => Promise<void>,
  ): Promise<Array<{ line: number; reason: string }>>;
}

type Own<T> = Omit<T, 'id' | 'company_id' | 'position'>;
export type CompanyFields = Omit<CompaniesTable, 'id' | 'content_hash' | 'source' | 'source_url' | 'retrieved_at' | 'updated_at'>;

/** A company with the rows that belong to it alone (replaced together when the company changes). */
export interface CompanyBundle {
  company: CompanyFields;
  names: Own<CompanyNamesTable>[];
  industryCodes: Own<IndustryCodesTable>[];
  charges: Own<ChargesTable> | null;
}
