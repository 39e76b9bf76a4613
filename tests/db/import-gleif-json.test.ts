import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/schema.ts';
import { companyId } from '../../src/server/import/company-writer.ts';
import { gleifGoldenCopyJson } from '../../src/server/import/formats/gleif-golden-copy-json.ts';
import { gleifLeiXml } from '../../src/server/import/formats/gleif-lei-xml.ts';
import { runImport } from '../../src/server/import/runner.ts';
import { WrongFormatError, type ImportFormat, type Parsed } from '../../src/server/import/types.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';
import { FIXTURES } from './fixtures.ts';

const LEI_SAMPLE = join(FIXTURES, 'gleif/lei-cdf-3-golden-copy-sample.xml');
const RR_SAMPLE = join(FIXTURES, 'gleif/rr-cdf-golden-copy-sample.xml');
const CH_SAMPLE = join(FIXTURES, 'companies-house/basic-company-data-sample.csv');
const ESMA_SAMPLE = join(FIXTURES, 'regulators/esma-registers-page-sample.json');
const TICKERS_SAMPLE = join(FIXTURES, 'sec-edgar/company-tickers-sample.json');
const JSON_SAMPLE = fileURLToPath(new URL('../fixtures/gleif/golden-copy-sample.json', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'gleif-json-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SAMPLE_TEXT = readFileSync(JSON_SAMPLE, 'utf8');
/** The sample's records, one a line (the fixture is written that way; GLEIF's own file is one line). */
const RECORDS = SAMPLE_TEXT.trim().split('\n').slice(1, -1);
const FIDELITY = '001GPB6A9XPE8XJICC14';
const SWEDEIT = '213800BJPX8V9HVY1Y11';

/** A copy of the sample with its records edited (by position from 0), written as GLEIF does: one line. */
function sampleWith(name: string, edit: (records: Array<Record<string, unknown>>) => unknown[]): string {
  const records = RECORDS.map((l) => JSON.parse(l.replace(/,$/, '')) as Record<string, unknown>);
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify({ records: edit(records) }));
  return file;
}

function write(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

async function readAll<T>(format: ImportFormat<T>, file: string): Promise<Array<Parsed<T>>> {
  const out: Array<Parsed<T>> = [];
  for await (const item of format.read(file, () => {})) out.push(item);
  return out;
}

function rejectsOf(file: string): string[][] {
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => l.split('\t'));
}

/** Every company and name row as stored, without the columns that say which file wrote it and when. */
async function registerRows(db: Kysely<Database>) {
  const companies = await db.selectFrom('companies').selectAll().orderBy('id').execute();
  const names = await db.selectFrom('company_names').selectAll().orderBy('company_id').orderBy('position').execute();
  return {
    companies: companies.map(({ source: _s, source_url: _u, retrieved_at: _r, updated_at: _a, ...rest }) => rest),
    names,
  };
}

describe('GLEIF Golden Copy JSON', () => {
  it('gives the same companies as the XML edition of the same records', async () => {
    const xml = await readAll(gleifLeiXml, LEI_SAMPLE);
    const json = await readAll(gleifGoldenCopyJson, JSON_SAMPLE);
    expect(json).toHaveLength(13);
    expect(json.map((p) => p.ok && p.value)).toEqual(xml.map((p) => p.ok && p.value));
    expect(json.map((p) => p.line)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
  });

  it('reads a lone repeated element written as the object itself, as GLEIF sometimes does, like a list of one', async () => {
    const file = sampleWith('lone.json', (records) => {
      const entity = records[0].Entity as { OtherEntityNames: { OtherEntityName: unknown[] } };
      entity.OtherEntityNames.OtherEntityName = entity.OtherEntityNames.OtherEntityName[0] as never;
      return records;
    });
    const [lone] = await readAll(gleifGoldenCopyJson, file);
    const [list] = await readAll(gleifGoldenCopyJson, JSON_SAMPLE);
    expect(lone).toEqual(list);
    expect(lone.ok && lone.value.names).toEqual([
      expect.objectContaining({ name: 'FIDELITY ADVISOR SERIES I - Fidelity Advisor Leveraged Company Stock Fund', kind: 'previous' }),
    ]);
  });

  it('refuses a file of another shape or format at once, naming what it found', async () => {
    const cases: Array<[string, RegExp]> = [
      [write('array.json', `[${RECORDS.join('')}]`), /its top level is a list, not \{"records": \[…\]\}/],
      [write('relations.json', '{"relations":[{"RelationshipRecord":{}}]}'), /its top level starts with "relations", not "records"/],
      [write('records-object.json', '{"records":{"LEI":{"$":"x"}}}'), /"records" is not a list/],
      [write('no-records.json', '{}'), /it has no "records" list/],
      [write('scalar.json', '"records"'), /its top level is a single value/],
      [write('other-records.json', '{"records":[{"id":1,"name":"x"}]}'), /its first record has none of LEI, Entity, Registration/],
      [write('empty.json', ''), /the file is empty/],
      [LEI_SAMPLE, /not a GLEIF Golden Copy LEI-CDF JSON file/],
      [RR_SAMPLE, /not a GLEIF Golden Copy LEI-CDF JSON file/],
      [CH_SAMPLE, /not a GLEIF Golden Copy LEI-CDF JSON file/],
      [ESMA_SAMPLE, /its top level starts with "responseHeader", not "records"/],
      [TICKERS_SAMPLE, /its top level starts with "0", not "records"/],
    ];
    for (const [file, message] of cases) {
      const read = readAll(gleifGoldenCopyJson, file);
      await expect(read, file).rejects.toThrow(WrongFormatError);
      await expect(read, file).rejects.toThrow(message);
    }
  });

  it('rejects malformed records with their position and reason, and reads the rest', async () => {
    const file = sampleWith('bad.json', (records) => {
      delete records[1].LEI; // a record without LEI
      (records[3].Entity as Record<string, unknown>).LegalName = { $: { nested: true } }; // "$" is not text
      (records[4].Entity as Record<string, unknown>).LegalJurisdiction = [[{ $: 'US' }]]; // a list inside a list
      records[5].LEI = { $: '001GPB6A9XPE8XJICC15' }; // check digits wrong
      return [...records.slice(0, 7), 'not a record', null, ...records.slice(7)];
    });
    const read = await readAll(gleifGoldenCopyJson, file);
    expect(read).toHaveLength(15);
    expect(read.filter((p) => !p.ok)).toEqual([
      { ok: false, line: 2, reason: 'LEI is missing' },
      { ok: false, line: 4, reason: 'LegalName: "$" holds object, not text' },
      { ok: false, line: 5, reason: 'LegalJurisdiction is a list inside a list' },
      { ok: false, line: 6, reason: '"001GPB6A9XPE8XJICC15" is not a valid LEI (ISO 17442 form and check digits)' },
      { ok: false, line: 8, reason: 'record 8 is not an object' },
      { ok: false, line: 9, reason: 'record 9 is not an object' },
    ]);
    expect(read.filter((p) => p.ok)).toHaveLength(9);
  });
});

describe.each(ENGINES)('GLEIF Golden Copy JSON import on %s', (engine) => {
  let t: TestDb;
  let xml: TestDb;
  beforeAll(async () => {
    t = await freshDb(engine);
    xml = await freshDb(engine);
  });
  afterAll(async () => {
    await t?.drop();
    await xml?.drop();
  });

  it('writes exactly the rows the XML edition writes, and the XML then finds nothing to change', async () => {
    const summary = await runImport(t.db, gleifGoldenCopyJson, write(`json-${engine}.json`, SAMPLE_TEXT), { batchSize: 5 });
    expect(summary).toMatchObject({ rows_read: 13, rows_inserted: 13, rows_rejected: 0 });
    await runImport(xml.db, gleifLeiXml, write(`xml-${engine}.xml`, readFileSync(LEI_SAMPLE, 'utf8')), { batchSize: 5 });
    expect(await registerRows(t.db)).toEqual(await registerRows(xml.db));
    const fidelity = await t.db.selectFrom('companies').select(['id', 'source']).where('lei', '=', FIDELITY).executeTakeFirstOrThrow();
    expect(fidelity).toEqual({ id: companyId('us_ma', FIDELITY), source: 'gleif-golden-copy-json' });
    expect(await runImport(t.db, gleifLeiXml, join(dir, `xml-${engine}.xml`))).toMatchObject({ rows_unchanged: 13, rows_updated: 0 });
  });

  it('records what a newer file changed', async () => {
    const file = sampleWith(`newer-${engine}.json`, (records) => {
      const swedeit = records.find((r) => (r.LEI as { $: string }).$ === SWEDEIT)!;
      const entity = swedeit.Entity as Record<string, { $: string }>;
      entity.LegalName = { ...entity.LegalName, $: 'Swedeit Italiano Aktiebolag' };
      entity.EntityStatus = { $: 'INACTIVE' };
      return records;
    });
    expect(await runImport(t.db, gleifGoldenCopyJson, file)).toMatchObject({ rows_updated: 1, rows_unchanged: 12, rows_rejected: 0 });
    const change = await t.db
      .selectFrom('record_changes')
      .select(['table_name', 'diff'])
      .where('record_id', '=', companyId('se', SWEDEIT))
      .executeTakeFirstOrThrow();
    expect(change.table_name).toBe('companies');
    expect(JSON.parse(change.diff)).toMatchObject({
      name: ['Swedeit Italian Aktiebolag', 'Swedeit Italiano Aktiebolag'],
      current_status: ['Active', 'Inactive'],
    });
  });

  it('lands the records before a break in a truncated file and rejects the break with its position', async () => {
    const fresh = await freshDb(engine);
    try {
      const oneLine = JSON.stringify(JSON.parse(SAMPLE_TEXT));
      // Cut inside the sixth record (PRUDENTIAL).
      const file = write(`truncated-${engine}.json`, oneLine.slice(0, oneLine.indexOf('Jennison 20/20 Focus Fund')));
      const rejectFile = join(dir, `truncated-${engine}.tsv`);
      const summary = await runImport(fresh.db, gleifGoldenCopyJson, file, { rejectFile, batchSize: 4 });
      expect(summary).toMatchObject({ rows_read: 6, rows_inserted: 5, rows_rejected: 1 });
      expect(rejectsOf(rejectFile)).toEqual([
        [
          '6',
          expect.stringMatching(
            /^the JSON breaks off after record 5 \(.+\): the file is truncated or corrupt, later records are not read$/,
          ),
        ],
      ]);
      // Broken in the second record (a raw control character in a string), in the same read chunk as
      // the first: the first still lands.
      const corrupt = write(`corrupt-${engine}.json`, oneLine.replace('"Hutchin Hill Capital, LP"', '"Hutchin Hill\u0001Capital, LP"'));
      const rejectFile2 = join(dir, `corrupt-${engine}.tsv`);
      expect(await runImport(fresh.db, gleifGoldenCopyJson, corrupt, { rejectFile: rejectFile2 })).toMatchObject({
        rows_read: 2,
        rows_rejected: 1,
      });
      expect(rejectsOf(rejectFile2)).toEqual([['2', expect.stringMatching(/^the JSON breaks off after record 1 /)]]);
    } finally {
      await fresh.drop();
    }
  });

  it('resumes a killed import after its last committed batch, without duplicates', async () => {
    const fresh = await freshDb(engine);
    try {
      const file = write(`resume-${engine}.json`, SAMPLE_TEXT);
      await expect(runImport(fresh.db, gleifGoldenCopyJson, file, { batchSize: 5, stopAfterBatches: 2 })).rejects.toThrow('stopped');
      expect(await fresh.db.selectFrom('companies').select('id').execute()).toHaveLength(10);
      const summary = await runImport(fresh.db, gleifGoldenCopyJson, file, { batchSize: 5 });
      expect(summary).toMatchObject({ resumedFrom: 10, rows_read: 13, rows_inserted: 13 });
      expect(await fresh.db.selectFrom('companies').select('id').execute()).toHaveLength(13);
    } finally {
      await fresh.drop();
    }
  });
});
