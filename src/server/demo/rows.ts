import type { Insertable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { DemoWorld } from './world.ts';

/** The register tables the demo world fills, in the order their foreign keys need them written. */
export const DEMO_TABLES = [
  'companies',
  'company_names',
  'industry_codes',
  'charges',
  'insolvency_events',
  'officers',
  'appointments',
  'relationships',
  'financial_summaries',
  'financing_rounds',
  'ipos',
  'acquisitions',
  'investors',
  'licences',
] as const;

export type DemoTable = (typeof DEMO_TABLES)[number];

/** Rows of a chunk of companies, by table. */
export type DemoRows = { [T in DemoTable]: Array<Insertable<Database[T]>> };

export function emptyRows(): DemoRows {
  return Object.fromEntries(DEMO_TABLES.map((t) => [t, []])) as unknown as DemoRows;
}

export function rowCount(rows: DemoRows): Record<DemoTable, number> {
  return Object.fromEntries(DEMO_TABLES.map((t) => [t, rows[t].length])) as Record<DemoTable, number>;
}

/** Provenance of every demo row: source 'demo', no URL, dated by the seed (never the wall clock). */
export function provenance(world: DemoWorld) {
  return { source: 'demo', source_url: null, retrieved_at: world.retrievedAt, updated_at: world.retrievedAt };
}
