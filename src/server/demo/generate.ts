import { generateCompany } from './generate-company.ts';
import { emptyRows, type DemoRows } from './rows.ts';
import type { DemoWorld } from './world.ts';

/** Rows of companies [from, to) of the world: pure and deterministic (same world, same rows). */
export function generateChunk(world: DemoWorld, from: number, to: number): DemoRows {
  const out = emptyRows();
  for (let i = from; i < to; i++) generateCompany(world, i, out);
  return out;
}
