import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetHomeData, loadHome } from '../../src/server/home/home.service.ts';
import { companyId } from '../../src/server/import/company-writer.ts';
import { jsonl } from '../../src/server/import/formats/jsonl.ts';
import { runImport } from '../../src/server/import/runner.ts';
import { forgetHotRecords } from '../../src/server/search/browsing.service.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

const dir = mkdtempSync(join(tmpdir(), 'home-lists-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const company = (jurisdiction_code: string, company_number: string, extra: object = {}) => ({
  type: 'company',
  jurisdiction_code,
  company_number,
  name: `Company ${jurisdiction_code} ${company_number}`,
  current_status: 'Active',
  ...extra,
});
function write(name: string, lines: object[]): string {
  const file = join(dir, name);
  writeFileSync(file, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
  return file;
}

describe.each(ENGINES)('home page lists on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await freshDb(engine);
    forgetHomeData();
    forgetHotRecords();
  });
  afterAll(async () => {
    forgetHomeData();
    await t?.drop();
  });

  it('has no changes and no coverage in an empty register', async () => {
    expect(await loadHome(t.db)).toEqual({ popular: { companies: [], executives: [] }, changes: [], coverage: [] });
    forgetHomeData();
  });

  it('counts companies per country, a country with several registers once, most companies first', async () => {
    await runImport(
      t.db,
      jsonl,
      write(`first-${engine}.jsonl`, [
        company('gb', '1'),
        company('gb', '2'),
        company('us_ny', '1'),
        company('us_de', '1'),
        company('us_de', '2'),
        company('fr', '1'),
      ]),
    );
    const { coverage, changes } = await loadHome(t.db);
    expect(coverage).toEqual([
      { country: 'us', registers: 2, companies: 3 },
      { country: 'gb', registers: 1, companies: 2 },
      { country: 'fr', registers: 1, companies: 1 },
    ]);
    expect(changes).toEqual([]); // new companies are not changes
  });

  it('keeps the counts for a while instead of grouping every company again', async () => {
    await runImport(t.db, jsonl, write(`more-${engine}.jsonl`, [company('fr', '2')]));
    expect((await loadHome(t.db)).coverage.find((c) => c.country === 'fr')?.companies).toBe(1);
    forgetHomeData();
    expect((await loadHome(t.db)).coverage.find((c) => c.country === 'fr')?.companies).toBe(2);
  });

  it('lists the companies an import changed, newest first, with what changed as events', async () => {
    await runImport(t.db, jsonl, write(`second-${engine}.jsonl`, [company('gb', '2', { current_status: 'Dissolved' })]));
    forgetHomeData();
    const { changes } = await loadHome(t.db);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ uuid: companyId('gb', '2'), name: 'Company gb 2', jurisdiction_code: 'gb' });
    expect(changes[0].events).toMatchObject([{ kind: 'dissolved', old: 'Active', new: 'Dissolved', source: 'jsonl' }]);
    expect(changes[0].changed_at).toMatch(/^\d{4}-\d{2}-\d{2}/);
  });
});
