import type { CompanyBundle } from '../import/types.ts';
import { generateCompany } from './generate-company.ts';
import { emptyRows, type DemoRows } from './rows.ts';
import type { DemoWorld } from './world.ts';

/**
 * Rows of companies [from, to) of the world: pure and deterministic (same world, same rows). With
 * `bundles`, also collects each company as an importer would hand it to writeCompanies().
 */
export function generateChunk(world: DemoWorld, from: number, to: number, bundles?: CompanyBundle[]): DemoRows {
  const out = emptyRows();
  for (let i = from; i < to; i++) generateCompany(world, i, out, bundles);
  return out;
}
