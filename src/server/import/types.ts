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
