import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCompanyHistory } from '../../src/server/companies/company-history.service.ts';
import { companyId } from '../../src/server/import/company-writer.ts';
import { jsonl } from '../../src/server/import/formats/jsonl.ts';
import { runImport } from '../../src/server/import/runner.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

const dir = mkdtempSync(join(tmpdir(), 'company-history-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const company = (number: string, extra: object = {}) => ({
  type: 'company',
  jurisdiction_code: 'gb',
  company_number: number,
  name: `Company ${number}`,
  current_status: 'Active',
  registered_address: { in_full: '1 High Street, Leeds' },
  ...extra,
});
const officer = (appointment: object = {}) => ({
  type: 'officer',
  id: 'p-1',
  name: 'Jane Doe',
  appointments: [{ jurisdiction_code: 'gb', company_number: '1', position: 'director', start_date: '2015-01-01', ...appointment }],
});
const link = (extra: object = {}) => ({
  type: 'relationship',
  parent: { jurisdiction_code: 'gb', company_number: '2' },
  child: { jurisdiction_code: 'gb', company_number: '1' },
  kind: 'parent',
  start_date: '2012-01-01',
  ...extra,
});
const summary = (current_assets: number) => ({
  type: 'financial_summary',
  jurisdiction_code: 'gb',
  company_number: '1',
  period_end: '2025-12-31',
  current_assets,
});

let files = 0;
async function load(t: TestDb, lines: object[]): Promise<void> {
  const file = join(dir, `run-${files++}.jsonl`);
  writeFileSync(file, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
  await runImport(t.db, jsonl, file);
  await new Promise((r) => setTimeout(r, 5)); // each run a later changed_at
}

describe.each(ENGINES)('company history on %s', (engine) => {
  let t: TestDb;
  const id = companyId('gb', '1');
  beforeAll(async () => {
    t = await freshDb(engine);
  });
  afterAll(async () => t?.drop());

  it('has no events for a company imported once (new rows, a company’s first people among them, are not changes)', async () => {
    await load(t, [company('1'), company('2'), officer(), link(), summary(100)]);
    expect(await loadCompanyHistory(t.db, { id, source: 'jsonl' })).toEqual([]);
  });

  it('tells what later imports changed about the company and its rows, newest first', async () => {
    await load(t, [
      company('1', { name: 'Company 1 Holdings' }),
      summary(200),
      {
        ...officer(),
        id: 'p-2',
        name: 'John Roe',
        appointments: [{ jurisdiction_code: 'gb', company_number: '1', position: 'secretary', start_date: '2026-11-01' }],
      },
    ]);
    await load(t, [officer({ end_date: '2026-09-30' }), link({ end_date: '2026-06-30', status: 'ended' })]);
    await load(t, [
      company('1', {
        name: 'Company 1 Holdings',
        current_status: 'Dissolved',
        dissolution_date: '2026-10-01',
        registered_address: { in_full: '2 Low Road, York' },
      }),
    ]);
    const events = await loadCompanyHistory(t.db, { id, source: 'jsonl' });
    expect(events.map((e) => e.kind)).toEqual([
      'dissolved',
      'addressMoved',
      expect.any(String),
      expect.any(String),
      'nameChanged',
      'officerAppointed',
      'financialsRevised',
    ]);
    expect(events[5]).toMatchObject({ subject: 'John Roe', on: '2026-11-01' });
    expect(
      events
        .slice(2, 4)
        .map((e) => e.kind)
        .sort(),
    ).toEqual(['linkEnded', 'officerResigned']);
    expect(events[0]).toMatchObject({ on: '2026-10-01', source: 'jsonl' });
    expect(events[1]).toMatchObject({ old: '1 High Street, Leeds', new: '2 Low Road, York' });
    expect(events.find((e) => e.kind === 'officerResigned')).toMatchObject({ subject: 'Jane Doe', on: '2026-09-30' });
    expect(events.find((e) => e.kind === 'linkEnded')).toMatchObject({ subject: 'Company 2', on: '2026-06-30' });
    expect(events[4]).toMatchObject({ old: 'Company 1', new: 'Company 1 Holdings' });
    expect(events[6]).toMatchObject({ on: '2025-12-31' });
    for (let i = 1; i < events.length; i++) expect(events[i - 1].recordedAt >= events[i].recordedAt).toBe(true);
  });

  it('tells a charge registered and one satisfied from the charge counts', async () => {
    const charges = (total: number, satisfied: number) => ({
      charges: { total, outstanding: total - satisfied, part_satisfied: 0, satisfied },
    });
    await load(t, [company('3', charges(1, 0))]);
    await load(t, [company('3', charges(2, 0))]);
    await load(t, [company('3', charges(2, 1))]);
    const events = await loadCompanyHistory(t.db, { id: companyId('gb', '3'), source: 'jsonl' });
    expect(events.map((e) => e.kind)).toEqual(['chargeSatisfied', 'chargeRegistered']);
  });

  it('caps the events', async () => {
    expect(await loadCompanyHistory(t.db, { id, source: 'jsonl' }, 3)).toHaveLength(3);
  });

  it("tells nothing about a company of someone else's changes", async () => {
    expect(await loadCompanyHistory(t.db, { id: companyId('gb', '2'), source: 'jsonl' })).toEqual([]);
  });
});
