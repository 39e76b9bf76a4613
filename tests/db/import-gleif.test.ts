import { copyFileSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyId, writeCompanies } from '../../src/server/import/company-writer.ts';
import { gleifGoldenCopyCsv } from '../../src/server/import/formats/gleif-golden-copy-csv.ts';
import { gleifLeiXml } from '../../src/server/import/formats/gleif-lei-xml.ts';
import { gleifRrXml } from '../../src/server/import/formats/gleif-rr-xml.ts';
import { relationshipId } from '../../src/server/import/relationship-writer.ts';
import { runImport } from '../../src/server/import/runner.ts';
import { WrongFormatError, type ImportFormat, type Parsed } from '../../src/server/import/types.ts';
import { bundle } from './company-bundles.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';
import { FIXTURES } from './fixtures.ts';

const LEI_SAMPLE = join(FIXTURES, 'gleif/lei-cdf-3-golden-copy-sample.xml');
const RR_SAMPLE = join(FIXTURES, 'gleif/rr-cdf-golden-copy-sample.xml');
const REPEX_SAMPLE = join(FIXTURES, 'gleif/repex-golden-copy-sample.xml');
const CSV_SAMPLE = fileURLToPath(new URL('../fixtures/gleif/golden-copy-sample.csv', import.meta.url));
const CH_SAMPLE = join(FIXTURES, 'companies-house/basic-company-data-sample.csv');
const PSC_SAMPLE = join(FIXTURES, 'companies-house/psc-snapshot-sample.jsonl');
const dir = mkdtempSync(join(tmpdir(), 'gleif-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function copy(source: string, name: string, edit?: (text: string) => string): string {
  const file = join(dir, name);
  if (edit) writeFileSync(file, edit(readFileSync(source, 'utf8')));
  else copyFileSync(source, file);
  return file;
}

function rejectsOf(file: string): string[][] {
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => l.split('\t'));
}

async function readAll<T>(format: ImportFormat<T>, file: string): Promise<Array<Parsed<T>>> {
  const out: Array<Parsed<T>> = [];
  for await (const item of format.read(file, () => {})) out.push(item);
  return out;
}

const FIDELITY = '001GPB6A9XPE8XJICC14';
const ESG = '00TR8NKAEL48RGTZEW89';
const SWEDEIT = '213800BJPX8V9HVY1Y11';
/** The other ends of the sample's relationships, which the LEI sample does not hold. */
const RR_LEIS = [...readFileSync(RR_SAMPLE, 'utf8').matchAll(/<rr:NodeID>([A-Z0-9]{20})<\/rr:NodeID>/g)].map((m) => m[1]);
const ctx = { runId: 'setup', source: 'test', sourceUrl: null, retrievedAt: '2026-11-01T00:00:00.000Z', now: '2026-11-01T00:00:00.000Z' };

describe('GLEIF level 1 formats', () => {
  it('give the same companies from the XML and the Golden Copy CSV of the same records', async () => {
    const xml = await readAll(gleifLeiXml, LEI_SAMPLE);
    const csv = await readAll(gleifGoldenCopyCsv, CSV_SAMPLE);
    expect(xml).toHaveLength(13);
    expect(xml.every((p) => p.ok)).toBe(true);
    expect(csv.map((p) => p.ok && p.value)).toEqual(xml.map((p) => p.ok && p.value));
  });

  it('report each XML record on the line its LEIRecord element starts', async () => {
    const lines = readFileSync(LEI_SAMPLE, 'utf8').split('\n');
    const starts = lines.flatMap((l, i) => (l.startsWith('<lei:LEIRecord ') ? [i + 1] : []));
    expect((await readAll(gleifLeiXml, LEI_SAMPLE)).map((p) => p.line)).toEqual(starts);
  });
});

describe.each(ENGINES)('GLEIF LEI-CDF XML import on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await freshDb(engine);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('imports every record of the real sample with its LEI, jurisdiction, address, status and names', async () => {
    const file = copy(LEI_SAMPLE, `lei-${engine}.xml`);
    const summary = await runImport(t.db, gleifLeiXml, file, { batchSize: 5 });
    expect(summary).toMatchObject({ rows_read: 13, rows_inserted: 13, rows_updated: 0, rows_rejected: 0 });

    const fidelity = await t.db.selectFrom('companies').selectAll().where('lei', '=', FIDELITY).executeTakeFirstOrThrow();
    expect(fidelity).toMatchObject({
      id: companyId('us_ma', FIDELITY),
      jurisdiction_code: 'us_ma',
      company_number: FIDELITY,
      lei: FIDELITY,
      name: 'Fidelity Advisor Leveraged Company Stock Fund',
      normalised_name: 'fidelity advisor leveraged company stock fund',
      native_company_number: 'S000005113',
      company_type: 'FUND',
      current_status: 'Active',
      inactive: 0,
      incorporation_date: '2012-11-29',
      registered_address_in_full: '245 SUMMER STREET, BOSTON, MA, 02210, United States of America',
      postal_code: '02210',
      country_code: 'US',
      dissolution_date: null,
      liquidated: 0,
      source: 'gleif-lei-xml',
    });
    expect(JSON.parse(fidelity.extra!)).toMatchObject({
      entity_category: 'FUND',
      legal_form: { elf_code: '8888', other: 'FUND' },
      headquarters_address: { in_full: 'C/O Fidelity Management & Research Company LLC, Boston, MA, 02210, United States of America' },
      registration_authority: { id: 'RA000665', entity_id: 'S000005113' },
      registration: {
        status: 'ISSUED',
        managing_lou: 'EVK05KS7XY1DEII3R011',
        next_renewal_date: '2024-05-18',
        initial_registration_date: '2012-11-29',
      },
    });
    expect(
      await t.db.selectFrom('company_names').select(['name', 'kind', 'language']).where('company_id', '=', fidelity.id).execute(),
    ).toEqual([{ name: 'FIDELITY ADVISOR SERIES I - Fidelity Advisor Leveraged Company Stock Fund', kind: 'previous', language: 'en' }]);

    // Inactive, with a completed dissolution event.
    expect(
      await t.db
        .selectFrom('companies')
        .select(['jurisdiction_code', 'current_status', 'inactive', 'dissolution_date', 'company_type'])
        .where('lei', '=', ESG)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      jurisdiction_code: 'ky',
      current_status: 'Dissolved',
      inactive: 1,
      dissolution_date: '2018-11-09',
      company_type: 'CAYMAN ISLANDS ORDINARY NON-RESIDENT COMPANY',
    });
    // A creation date with a +02:00 offset keeps its own calendar date.
    expect(
      await t.db
        .selectFrom('companies')
        .select(['jurisdiction_code', 'incorporation_date', 'registered_address_in_full', 'native_company_number'])
        .where('lei', '=', SWEDEIT)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      jurisdiction_code: 'se',
      incorporation_date: '1997-06-05',
      native_company_number: '556543-1193',
      registered_address_in_full: 'C/O Anita Lindberg, Fortgatan 11, Västra Frölunda, 426 76, Sweden',
    });
    const byJurisdiction = await t.db
      .selectFrom('companies')
      .select(['jurisdiction_code'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .groupBy('jurisdiction_code')
      .orderBy('jurisdiction_code')
      .execute();
    expect(byJurisdiction.map((r) => [r.jurisdiction_code, Number(r.n)])).toEqual([
      ['gb', 2],
      ['ky', 1],
      ['se', 1],
      ['us_de', 5],
      ['us_ma', 2],
      ['us_nj', 1],
      ['us_pa', 1],
    ]);
    expect(await t.db.selectFrom('company_names').select('name').where('kind', '=', 'previous').execute()).toHaveLength(9);
  });

  it('changes nothing when the same file is imported again, or the same records come as Golden Copy CSV', async () => {
    expect(await runImport(t.db, gleifLeiXml, join(dir, `lei-${engine}.xml`), { batchSize: 5 })).toMatchObject({
      rows_read: 13,
      rows_inserted: 0,
      rows_updated: 0,
      rows_unchanged: 13,
    });
    expect(await runImport(t.db, gleifGoldenCopyCsv, copy(CSV_SAMPLE, `lei-${engine}.csv`))).toMatchObject({
      rows_read: 13,
      rows_inserted: 0,
      rows_updated: 0,
      rows_unchanged: 13,
    });
  });

  it('updates a changed record from a newer file, replaces its names and records what changed', async () => {
    const file = copy(LEI_SAMPLE, `newer-${engine}.xml`, (s) =>
      s
        .replace(
          '<lei:LegalName xml:lang="sv">Swedeit Italian Aktiebolag</lei:LegalName>',
          [
            '<lei:LegalName xml:lang="sv">Swedeit Italiano Aktiebolag</lei:LegalName>',
            '<lei:OtherEntityNames><lei:OtherEntityName xml:lang="it" type="ALTERNATIVE_LANGUAGE_LEGAL_NAME">Swedeit Italiano Società</lei:OtherEntityName>',
            '<lei:OtherEntityName xml:lang="sv" type="PREVIOUS_LEGAL_NAME">Swedeit Italian Aktiebolag</lei:OtherEntityName></lei:OtherEntityNames>',
            '<lei:TransliteratedOtherEntityNames><lei:TransliteratedOtherEntityName xml:lang="it" type="PREFERRED_ASCII_TRANSLITERATED_LEGAL_NAME">Swedeit Italiano Societa</lei:TransliteratedOtherEntityName></lei:TransliteratedOtherEntityNames>',
          ].join('\n'),
        )
        .replace(
          '<lei:EntityStatus>ACTIVE</lei:EntityStatus>\n      <lei:EntityCreationDate>1997-06-05',
          '<lei:EntityStatus>INACTIVE</lei:EntityStatus>\n      <lei:EntityCreationDate>1997-06-05',
        ),
    );
    expect(await runImport(t.db, gleifLeiXml, file)).toMatchObject({ rows_updated: 1, rows_unchanged: 12, rows_rejected: 0 });
    const id = companyId('se', SWEDEIT);
    const change = await t.db.selectFrom('record_changes').selectAll().where('record_id', '=', id).executeTakeFirstOrThrow();
    expect(change.table_name).toBe('companies');
    expect(JSON.parse(change.diff)).toMatchObject({
      name: ['Swedeit Italian Aktiebolag', 'Swedeit Italiano Aktiebolag'],
      current_status: ['Active', 'Inactive'],
      inactive: [0, 1],
      alternative_legal_name: [null, 'Swedeit Italiano Società'],
      alternative_legal_name_language: [null, 'it'],
    });
    expect(
      await t.db.selectFrom('company_names').select(['name', 'kind', 'language']).where('company_id', '=', id).orderBy('name').execute(),
    ).toEqual([
      { name: 'Swedeit Italian Aktiebolag', kind: 'previous', language: 'sv' },
      { name: 'Swedeit Italiano Societa', kind: 'transliterated', language: 'it' },
      { name: 'Swedeit Italiano Società', kind: 'alternative', language: 'it' },
    ]);
  });

  it('stops at once on a file of another format, with a clear message, without touching the database', async () => {
    const before = await t.db.selectFrom('import_runs').select('id').execute();
    const otherRoot = copy(LEI_SAMPLE, `other-root-${engine}.xml`, (s) => s.replaceAll('lei:LEIData', 'lei:Something'));
    const otherNamespace = copy(LEI_SAMPLE, `other-ns-${engine}.xml`, (s) => s.replace('leidata/2016"', 'leidata/1999"'));
    const empty = copy(LEI_SAMPLE, `empty-${engine}.xml`, () => '');
    const cases: Array<[ImportFormat<never>, string, RegExp]> = [
      [gleifLeiXml as ImportFormat<never>, CH_SAMPLE, /not a GLEIF LEI-CDF XML \(LEIData\) file: it does not start as XML/],
      [gleifLeiXml as ImportFormat<never>, PSC_SAMPLE, /not a GLEIF LEI-CDF XML \(LEIData\) file: it does not start as XML/],
      [
        gleifLeiXml as ImportFormat<never>,
        RR_SAMPLE,
        /not a GLEIF LEI-CDF XML \(LEIData\) file: its document element is <rr:RelationshipData>/,
      ],
      [gleifLeiXml as ImportFormat<never>, otherRoot, /its document element is <lei:Something>/],
      [
        gleifLeiXml as ImportFormat<never>,
        otherNamespace,
        /in namespace http:\/\/www\.gleif\.org\/data\/schema\/leidata\/1999, not LEIData/,
      ],
      [gleifLeiXml as ImportFormat<never>, empty, /not a GLEIF LEI-CDF XML \(LEIData\) file: it has no document element/],
      [
        gleifRrXml as ImportFormat<never>,
        LEI_SAMPLE,
        /not a GLEIF RR-CDF XML \(RelationshipData\) file: its document element is <lei:LEIData>/,
      ],
      [gleifRrXml as ImportFormat<never>, REPEX_SAMPLE, /its document element is <repex:ReportingExceptionData>/],
      [
        gleifGoldenCopyCsv as ImportFormat<never>,
        CH_SAMPLE,
        /not a GLEIF Golden Copy LEI-CDF CSV file: missing column\(s\) LEI, Entity\.LegalName/,
      ],
      [gleifGoldenCopyCsv as ImportFormat<never>, LEI_SAMPLE, /not a GLEIF Golden Copy LEI-CDF CSV file/],
    ];
    for (const [format, file, message] of cases) {
      const run = runImport(t.db, format, file);
      await expect(run, `${format.name} on ${file}`).rejects.toThrow(WrongFormatError);
      await expect(run, `${format.name} on ${file}`).rejects.toThrow(message);
    }
    expect(await t.db.selectFrom('import_runs').select('id').execute()).toEqual(before);
  });

  it('lands the good records of a truncated file and rejects the cut-off one with its line', async () => {
    const fresh = await freshDb(engine);
    try {
      const text = readFileSync(LEI_SAMPLE, 'utf8');
      // Cut inside the sixth record (PRUDENTIAL, whose LEIRecord starts on line 417).
      const file = copy(LEI_SAMPLE, `truncated-${engine}.xml`, () => text.slice(0, text.indexOf('Jennison 20/20 Focus Fund')));
      const rejectFile = join(dir, `truncated-${engine}.tsv`);
      const summary = await runImport(fresh.db, gleifLeiXml, file, { rejectFile, batchSize: 4 });
      expect(summary).toMatchObject({ rows_read: 6, rows_inserted: 5, rows_rejected: 1 });
      expect(rejectsOf(rejectFile)).toEqual([['417', 'the file ends inside this record (truncated?)']]);
      // Cut inside the geocoding extension of the seventh record (ESG, on line 508), which is never parsed.
      const inExtension = copy(LEI_SAMPLE, `truncated-ext-${engine}.xml`, () => text.slice(0, text.indexOf('Kaya Flamboyan 9, null')));
      const rejectFile3 = join(dir, `truncated-ext-${engine}.tsv`);
      expect(await runImport(fresh.db, gleifLeiXml, inExtension, { rejectFile: rejectFile3 })).toMatchObject({
        rows_read: 7,
        rows_rejected: 1,
      });
      expect(rejectsOf(rejectFile3)).toEqual([['508', 'the file ends inside this record (truncated?)']]);
      // A cut between two records is reported where the file ends.
      const between = copy(LEI_SAMPLE, `cut-between-${engine}.xml`, () => text.slice(0, text.indexOf('<lei:LEIRecord', text.indexOf(ESG))));
      const rejectFile2 = join(dir, `cut-between-${engine}.tsv`);
      expect(await runImport(fresh.db, gleifLeiXml, between, { rejectFile: rejectFile2 })).toMatchObject({
        rows_read: 8,
        rows_rejected: 1,
      });
      expect(rejectsOf(rejectFile2)).toEqual([
        ['583', expect.stringMatching(/^the file ends early \(truncated\?\): XML error at 583:\d+: unclosed tag/)],
      ]);
    } finally {
      await fresh.drop();
    }
  });

  it('rejects records without an LEI or a legal name, or with broken XML, with their lines, and lands the rest', async () => {
    const fresh = await freshDb(engine);
    try {
      const lines = readFileSync(LEI_SAMPLE, 'utf8').split('\n');
      lines[10] = '   <lei:LEI></lei:LEI>'; // record on line 8
      lines[78] = '      <lei:LegalName xml:lang="en">  </lei:LegalName>'; // record on line 74
      lines[164] = '      <lei:LegalName xml:lang="en">Vanguard</lei:LegalNam>'; // record on line 160: mismatched tag
      lines[247] = lines[247].replace('>', ' type="x" type="y">'); // record on line 242: attribute twice
      lines[330] = '   <lei:LEI>001GPB6A9XPE8XJICC15</lei:LEI>'; // record on line 328: check digits wrong
      const file = copy(LEI_SAMPLE, `bad-${engine}.xml`, () => lines.join('\n'));
      const rejectFile = join(dir, `bad-${engine}.tsv`);
      const summary = await runImport(fresh.db, gleifLeiXml, file, { rejectFile });
      const rejects = rejectsOf(rejectFile);
      expect(rejects.map((r) => r[0])).toEqual(['8', '74', '160', '242', '328']);
      expect(rejects[0][1]).toBe('LEI is missing');
      expect(rejects[1][1]).toBe('LegalName is missing (LEI 004L5FPTUREIWK9T2N63)');
      expect(rejects[2][1]).toMatch(/^XML error at 165:\d+: /);
      expect(rejects[3][1]).toMatch(/^XML error at 248:\d+: /);
      expect(rejects[4][1]).toBe('"001GPB6A9XPE8XJICC15" is not a valid LEI (ISO 17442 form and check digits)');
      // Every other record lands.
      expect(summary.rows_inserted).toBe(8);
      expect((await fresh.db.selectFrom('companies').select('lei').orderBy('lei').execute()).map((r) => r.lei)).toContain(SWEDEIT);
    } finally {
      await fresh.drop();
    }
  });

  it('resumes a killed import after its last committed batch, without duplicates', async () => {
    const fresh = await freshDb(engine);
    try {
      const file = copy(LEI_SAMPLE, `resume-${engine}.xml`);
      await expect(runImport(fresh.db, gleifLeiXml, file, { batchSize: 5, stopAfterBatches: 2 })).rejects.toThrow('stopped');
      expect(await fresh.db.selectFrom('companies').select('id').execute()).toHaveLength(10);
      const summary = await runImport(fresh.db, gleifLeiXml, file, { batchSize: 5 });
      expect(summary).toMatchObject({ resumedFrom: 10, rows_read: 13, rows_inserted: 13 });
      expect(await fresh.db.selectFrom('companies').select('id').execute()).toHaveLength(13);
      utimesSync(file, new Date(), new Date(Date.now() + 5000));
      expect(await runImport(fresh.db, gleifLeiXml, file)).toMatchObject({ resumedFrom: 0, rows_unchanged: 13 });
    } finally {
      await fresh.drop();
    }
  });
});

describe.each(ENGINES)('GLEIF Golden Copy CSV import on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await freshDb(engine);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('imports the hand-made Golden Copy CSV with the same fields as the XML, and rejects rows without LEI or name', async () => {
    const file = copy(CSV_SAMPLE, `bad-${engine}.csv`, (s) => {
      const lines = s.split('\r\n');
      lines[2] = lines[2].replace(/^"004L5FPTUREIWK9T2N63","Hutchin Hill Capital, LP"/, '"004L5FPTUREIWK9T2N63",""');
      lines[3] = lines[3].replace(/^"00EHHQ2ZHDCFXJCPCL46"/, '""');
      return lines.join('\r\n');
    });
    const rejectFile = join(dir, `bad-${engine}.csv.tsv`);
    const summary = await runImport(t.db, gleifGoldenCopyCsv, file, { rejectFile });
    expect(summary).toMatchObject({ rows_read: 13, rows_inserted: 11, rows_rejected: 2 });
    expect(rejectsOf(rejectFile)).toEqual([
      ['3', 'LegalName is missing (LEI 004L5FPTUREIWK9T2N63)'],
      ['4', 'LEI is missing'],
    ]);
    expect(
      await t.db
        .selectFrom('companies')
        .select(['jurisdiction_code', 'current_status', 'dissolution_date', 'source'])
        .where('lei', '=', ESG)
        .executeTakeFirstOrThrow(),
    ).toEqual({ jurisdiction_code: 'ky', current_status: 'Dissolved', dissolution_date: '2018-11-09', source: 'gleif-golden-copy-csv' });
  });
});

describe.each(ENGINES)('GLEIF RR-CDF relationship import on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await freshDb(engine);
    await runImport(t.db, gleifLeiXml, copy(LEI_SAMPLE, `rr-lei-${engine}.xml`));
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('rejects relationships whose companies are not in the register, naming the missing LEI', async () => {
    const rejectFile = join(dir, `rr-missing-${engine}.tsv`);
    const summary = await runImport(t.db, gleifRrXml, copy(RR_SAMPLE, `rr-missing-${engine}.xml`), { rejectFile, batchSize: 4 });
    expect(summary).toMatchObject({ rows_read: 10, rows_inserted: 0, rows_rejected: 10 });
    const rejects = rejectsOf(rejectFile);
    // The first record's child is in the sample; its parent is not.
    expect(rejects[0]).toEqual(['8', 'LEI 5493001Z012YSB2A0K51 is not in the register; import the LEI file first']);
    expect(rejects.map((r) => r[0])).toEqual(['8', '41', '74', '107', '140', '173', '206', '239', '281', '330']);
    expect(await t.db.selectFrom('relationships').select('id').execute()).toEqual([]);
  });

  it('links both ends once they are in the register, with kind, period and status', async () => {
    const known = new Set((await t.db.selectFrom('companies').select('lei').execute()).map((r) => r.lei));
    const others = [...new Set(RR_LEIS)].filter((l) => !known.has(l));
    await t.db.transaction().execute((tx) =>
      writeCompanies(
        tx,
        others.map((l) => bundle('us', l, `COUNTERPARTY ${l}`, { lei: l })),
        ctx,
      ),
    );
    const summary = await runImport(t.db, gleifRrXml, copy(RR_SAMPLE, `rr-${engine}.xml`), { batchSize: 4 });
    expect(summary).toMatchObject({ rows_read: 10, rows_inserted: 10, rows_rejected: 0 });
    const kinds = await t.db
      .selectFrom('relationships')
      .select('kind')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .groupBy('kind')
      .orderBy('kind')
      .execute();
    expect(kinds.map((k) => [k.kind, Number(k.n)])).toEqual([
      ['fund_manager', 5],
      ['other', 3],
      ['parent', 1],
      ['ultimate_parent', 1],
    ]);

    const direct = await t.db
      .selectFrom('relationships')
      .innerJoin('companies as child', 'child.id', 'relationships.child_company_id')
      .innerJoin('companies as parent', 'parent.id', 'relationships.parent_company_id')
      .select([
        'child.lei as child',
        'parent.lei as parent',
        'relationships.start_date',
        'relationships.end_date',
        'relationships.status',
        'relationships.source',
        'relationships.id',
      ])
      .where('relationships.kind', '=', 'parent')
      .executeTakeFirstOrThrow();
    expect(direct).toEqual({
      child: '010CMKZ3VON21WF2ZD45',
      parent: 'ZZG38T0MDR3QY1ETUA76',
      start_date: '2018-02-06',
      end_date: null,
      status: 'active',
      source: 'gleif-rr-xml',
      id: relationshipId({
        childLei: '010CMKZ3VON21WF2ZD45',
        parentLei: 'ZZG38T0MDR3QY1ETUA76',
        kind: 'parent',
        sourceType: 'IS_DIRECTLY_CONSOLIDATED_BY',
      }),
    });
    // A fund and its manager, both from the real LEI sample's side.
    const managed = await t.db
      .selectFrom('relationships')
      .select(['kind', 'start_date', 'status'])
      .where('child_company_id', '=', companyId('us_ma', FIDELITY))
      .orderBy('kind')
      .execute();
    expect(managed).toEqual([
      { kind: 'fund_manager', start_date: '2012-11-29', status: 'active' },
      { kind: 'other', start_date: '2012-11-29', status: 'active' },
    ]);
  });

  it('changes nothing on a second import, and records a relationship that ended as a change', async () => {
    expect(await runImport(t.db, gleifRrXml, join(dir, `rr-${engine}.xml`), { batchSize: 4 })).toMatchObject({
      rows_inserted: 0,
      rows_updated: 0,
      rows_unchanged: 10,
    });
    const newer = copy(RR_SAMPLE, `rr-newer-${engine}.xml`, (s) =>
      s.replace(
        '<rr:StartDate>2018-02-06T00:00:00.000Z</rr:StartDate>\n            <rr:PeriodType>RELATIONSHIP_PERIOD</rr:PeriodType>\n         </rr:RelationshipPeriod>\n      </rr:RelationshipPeriods>\n      <rr:RelationshipStatus>ACTIVE</rr:RelationshipStatus>',
        '<rr:StartDate>2018-02-06T00:00:00.000Z</rr:StartDate>\n            <rr:EndDate>2025-06-30T00:00:00.000Z</rr:EndDate>\n            <rr:PeriodType>RELATIONSHIP_PERIOD</rr:PeriodType>\n         </rr:RelationshipPeriod>\n      </rr:RelationshipPeriods>\n      <rr:RelationshipStatus>INACTIVE</rr:RelationshipStatus>',
      ),
    );
    expect(await runImport(t.db, gleifRrXml, newer)).toMatchObject({ rows_updated: 1, rows_unchanged: 9 });
    const change = await t.db
      .selectFrom('record_changes')
      .select(['diff', 'record_id'])
      .where('table_name', '=', 'relationships')
      .executeTakeFirstOrThrow();
    expect(change.record_id).toBe(
      relationshipId({
        childLei: '010CMKZ3VON21WF2ZD45',
        parentLei: 'ZZG38T0MDR3QY1ETUA76',
        kind: 'parent',
        sourceType: 'IS_DIRECTLY_CONSOLIDATED_BY',
      }),
    );
    expect(JSON.parse(change.diff)).toEqual({ end_date: [null, '2025-06-30'], status: ['active', 'inactive'] });
  });

  it('resumes a killed relationship import without duplicates', async () => {
    const file = copy(RR_SAMPLE, `rr-resume-${engine}.xml`);
    await t.db.deleteFrom('relationships').execute();
    await expect(runImport(t.db, gleifRrXml, file, { batchSize: 3, stopAfterBatches: 2 })).rejects.toThrow('stopped');
    expect(await t.db.selectFrom('relationships').select('id').execute()).toHaveLength(6);
    expect(await runImport(t.db, gleifRrXml, file, { batchSize: 3 })).toMatchObject({ resumedFrom: 6, rows_inserted: 10 });
    expect(await t.db.selectFrom('relationships').select('id').execute()).toHaveLength(10);
  });
});
