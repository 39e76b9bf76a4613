import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { brokerPage } from '../../src/server/brokers/broker-detail.service.ts';
import { scoreBrokers } from '../../src/server/brokers/broker-scoring.service.ts';
import { fanOut } from '../../src/server/alerts/alerts-fanout.service.ts';
import { loadCompanyHistory } from '../../src/server/companies/company-history.service.ts';
import { companyId, writeCompanies } from '../../src/server/import/company-writer.ts';
import { brokerJsonl, brokerJsonlLine } from '../../src/server/import/formats/broker-jsonl.ts';
import { esmaCaspCsv } from '../../src/server/import/formats/esma-casp-csv.ts';
import { esmaRegistersJson } from '../../src/server/import/formats/esma-registers-json.ts';
import { finmaCsv } from '../../src/server/import/formats/finma-csv.ts';
import { FORMATS } from '../../src/server/import/formats/index.ts';
import { jsonl } from '../../src/server/import/formats/jsonl.ts';
import { runImport } from '../../src/server/import/runner.ts';
import { stableId } from '../../src/server/import/stable-id.ts';
import { WrongFormatError } from '../../src/server/import/types.ts';
import { bundle } from './company-bundles.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';
import { FIXTURES } from './fixtures.ts';

const CASPS = join(FIXTURES, 'regulators/esma-mica-casps-sample.csv');
const ESMA = join(FIXTURES, 'regulators/esma-registers-page-sample.json');
const FINMA = join(FIXTURES, 'regulators/finma-authorised-sample.csv');
const dir = mkdtempSync(join(tmpdir(), 'regulators-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
/** A copy of a file (edited, or written from text) under a fresh name: each run is a new file to the runner. */
function copy(source: string | null, edit?: (text: string) => string, ext = source?.split('.').pop() ?? 'txt'): string {
  const file = join(dir, `f${++n}.${ext}`);
  if (source === null) writeFileSync(file, edit!(''));
  else if (edit) writeFileSync(file, edit(readFileSync(source, 'utf8')));
  else copyFileSync(source, file);
  return file;
}

function rejectsOf(file: string): string[][] {
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split('\t'));
}

const ctx = { runId: 'setup', source: 'test', sourceUrl: null, retrievedAt: '2026-11-01T00:00:00.000Z', now: '2026-11-01T00:00:00.000Z' };
const scope = (s: string | null) => JSON.parse(s ?? '{}') as { services: string[]; countries: string[]; type?: Record<string, string> };

const BYBIT = '5299005V5GBSN2A4C303';
const WHITEBIT = '254900ERDZ4CZ5IF7P56';
const RONIN = '213800V83W83UL8WR118';
const DLT = '391200EYHDBM1YQI7A32';
const TRADEVEST = '391200KFWD74ZYNEEA30';
const VOLKSBANK = '529900ZW3QH424NY3959';

describe('broker JSON Lines README example', () => {
  it('is valid: each of its objects passes the schema', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const block = readme.slice(readme.indexOf('### Regulator and broker importers')).split('```json\n')[1].split('```')[0];
    const objects = block.split(/\n(?=\{"type")/).map((o) => JSON.parse(o.replace(/\n/g, '')));
    expect(objects.map((o) => brokerJsonlLine(o).kind)).toEqual(['broker', 'warning']);
  });
});

describe('formats are registered', () => {
  it('by name for npm run import', () => {
    for (const name of ['esma-casp-csv', 'esma-registers-json', 'finma-csv', 'broker-jsonl']) expect(FORMATS[name]?.name).toBe(name);
  });
});

describe.each(ENGINES)('regulator importers on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await freshDb(engine);
  });
  afterAll(async () => {
    await t?.drop();
  });

  const licencesOf = (company: string) =>
    t.db.selectFrom('licences').selectAll().where('company_id', '=', company).orderBy('position').execute();
  const companiesWithLei = (lei: string) => t.db.selectFrom('companies').selectAll().where('lei', '=', lei).execute();
  const changes = (table: string) => t.db.selectFrom('record_changes').selectAll().where('table_name', '=', table).execute();

  it('ESMA CASPS.csv: matches a holder by LEI (a company imported first from JSON Lines gets the licence, no duplicate)', async () => {
    const jl = copy(
      null,
      () =>
        JSON.stringify({ type: 'company', jurisdiction_code: 'at', company_number: 'FN 463013h', name: 'Bybit EU GmbH', lei: BYBIT }) +
        '\n' +
        // Same name as a CASP, other identifiers: never the CASP's company.
        JSON.stringify({ type: 'company', jurisdiction_code: 'de', company_number: 'HRB 999999', name: 'DLT Securities GmbH' }) +
        '\n',
      'jsonl',
    );
    expect((await runImport(t.db, jsonl, jl)).rows_inserted).toBe(2);

    const file = copy(CASPS);
    const summary = await runImport(t.db, esmaCaspCsv, file, { batchSize: 3 });
    expect(summary).toMatchObject({ rows_read: 7, rows_inserted: 7, rows_rejected: 0 });

    const bybit = await companiesWithLei(BYBIT);
    expect(bybit.map((c) => c.id)).toEqual([companyId('at', 'FN 463013h')]);
    const [licence] = await licencesOf(bybit[0].id);
    expect(licence).toMatchObject({
      regulator: 'Austrian Financial Market Authority (FMA)',
      regulator_key: 'fma-at',
      regulator_country: 'AT',
      licence_type: 'Crypto-asset service provider (MiCA)',
      licence_number: BYBIT,
      status: 'active',
      granted_on: '2025-05-28',
      ended_on: null,
      source: 'esma-casp-csv',
    });
    // ' | ' separators; passport list without spaces.
    expect(scope(licence.scope).services).toHaveLength(5);
    expect(scope(licence.scope).countries).toHaveLength(29);

    // Not matched by name: the de/HRB 999999 company keeps no licence, the CASP gets its own company keyed by LEI as GLEIF keys it.
    expect(await licencesOf(companyId('de', 'HRB 999999'))).toEqual([]);
    const dlt = await companiesWithLei(DLT);
    expect(dlt.map((c) => [c.id, c.jurisdiction_code, c.company_number, c.name])).toEqual([
      [companyId('de', DLT), 'de', DLT, 'DLT Securities GmbH'],
    ]);
    // '|' and ' I ' mixed in one cell.
    expect(scope((await licencesOf(dlt[0].id))[0].scope).services).toEqual([
      'c. exchange of crypto-assets for funds',
      'd. exchange of crypto-assets for other crypto-assets',
      'e. execution of orders for crypto-assets on behalf of clients',
      'f. placing of crypto-assets',
      'g. reception and transmission of orders for crypto-assets on behalf of clients',
      'h. providing advice on crypto-assets',
      'i. providing portfolio management on crypto-assets',
    ]);
    expect(scope((await licencesOf(companyId('de', TRADEVEST)))[0].scope).services).toHaveLength(6);
    // ',' inside a quoted cell.
    expect(scope((await licencesOf(companyId('de', VOLKSBANK)))[0].scope).services).toEqual([
      'e. execution of orders for crypto-assets on behalf of clients',
      'g. reception and transmission of orders for crypto-assets on behalf of clients',
    ]);
    // '/' separators; the uneven passport list with both EL and GR: Greece once, as GR.
    const ronin = (await licencesOf(companyId('cy', RONIN)))[0];
    expect(scope(ronin.scope).services[0]).toBe('Reception and transmission of client orders');
    expect(scope(ronin.scope).services).toHaveLength(6);
    expect(scope(ronin.scope).countries.filter((c) => c === 'GR')).toHaveLength(1);
    expect(scope(ronin.scope).countries).not.toContain('EL');
    expect(ronin).toMatchObject({ regulator_key: 'cysec', granted_on: '2026-06-22' });
    // The address broken over two lines inside quotes.
    const [whitebit] = await companiesWithLei(WHITEBIT);
    expect(whitebit.registered_address_in_full).toBe('Stella-Klein-Löw-Weg 8, 1020 Vienna, Austria');
    expect(whitebit.source).toBe('esma-casp-csv');

    // Licence changes: new licences are granted changes, with the company's page marked.
    const granted = await changes('licences');
    expect(granted).toHaveLength(7);
    expect(JSON.parse(granted.find((c) => c.record_id === bybit[0].id)!.diff).licence[0]).toBeNull();
    const pages = await t.db.selectFrom('page_changes').select(['kind', 'entity_id']).where('kind', '=', 'company').execute();
    expect(pages.map((p) => p.entity_id)).toContain(bybit[0].id);
    expect(
      await t.db
        .selectFrom('page_changes')
        .select('entity_id')
        .where('kind', '=', 'regulator')
        .where('entity_id', '=', stableId('regulator', 'fma-at'))
        .execute(),
    ).not.toHaveLength(0);
  });

  it('ESMA CASPS.csv: re-import unchanged writes nothing; an end date in the past writes one change', async () => {
    const before = (await changes('licences')).length;
    const companies = (await t.db.selectFrom('companies').select('id').execute()).length;
    const again = await runImport(t.db, esmaCaspCsv, copy(CASPS));
    expect(again).toMatchObject({ rows_read: 7, rows_inserted: 0, rows_updated: 0, rows_unchanged: 7 });
    expect(await changes('licences')).toHaveLength(before);
    expect(await t.db.selectFrom('companies').select('id').execute()).toHaveLength(companies);

    const ended = copy(CASPS, (s) => s.replace('https://www.bybit.eu,,28/05/2025,,', 'https://www.bybit.eu,,28/05/2025,01/02/2026,'));
    expect(await runImport(t.db, esmaCaspCsv, ended)).toMatchObject({ rows_updated: 1, rows_unchanged: 6 });
    const after = await changes('licences');
    expect(after).toHaveLength(before + 1);
    const diff = JSON.parse(after.find((c) => !c.diff.includes('"licence":[null'))!.diff).licence;
    expect([diff[0].status, diff[1].status, diff[1].ended_on]).toEqual(['active', 'expired', '2026-02-01']);
    const [licence] = await licencesOf(companyId('at', 'FN 463013h'));
    expect(licence).toMatchObject({ status: 'expired', ended_on: '2026-02-01' });
    // The company's History tells both: granted, then the status change.
    const history = await loadCompanyHistory(t.db, { id: companyId('at', 'FN 463013h'), source: 'jsonl' });
    expect(history.map((e) => [e.kind, e.licence, e.old ?? null, e.new ?? null, e.source])).toEqual([
      [
        'licenceStatusChanged',
        'Crypto-asset service provider (MiCA), Austrian Financial Market Authority (FMA)',
        'active',
        'expired',
        'esma-casp-csv',
      ],
      [
        'licenceGranted',
        'Crypto-asset service provider (MiCA), Austrian Financial Market Authority (FMA)',
        null,
        'active',
        'esma-casp-csv',
      ],
    ]);
  });

  it('ESMA CASPS.csv: a bad date or an unknown authority is a reject with its line; the multi-line row keeps its line', async () => {
    const file = copy(CASPS, (s) =>
      s
        .replace('22/06/2026', '31/02/2026')
        .replace('Federal Financial Supervisory Authority (BaFin),DE,DLT', 'Ministry of Magic (MoM),DE,DLT')
        .replace('18/06/2026,,a.', '18/13/2026,,a.'),
    );
    const summary = await runImport(t.db, esmaCaspCsv, file);
    expect(summary).toMatchObject({ rows_read: 7, rows_rejected: 3 });
    const rejects = rejectsOf(summary.rejectFile);
    expect(rejects.map((r) => r[0])).toEqual(['2', '4', '8']);
    expect(rejects[0][1]).toContain('impossible date "31/02/2026"');
    expect(rejects[1][1]).toContain('unknown competent authority "Ministry of Magic (MoM)"');
    expect(rejects[2][1]).toContain('18/13/2026');
    // A rejected row leaves the stored licence as it was.
    expect(await licencesOf(companyId('cy', RONIN))).toHaveLength(1);
  });

  it('wrong format stops at once; an empty file is no file of the format', async () => {
    await expect(runImport(t.db, esmaCaspCsv, copy(FINMA))).rejects.toThrow(
      /not a MiCA CASPS.csv \(ESMA interim register\) file: the header is unreadable/,
    );
    await expect(runImport(t.db, finmaCsv, copy(CASPS))).rejects.toThrow(/not a FINMA authorised list .* missing column/);
    await expect(runImport(t.db, esmaRegistersJson, copy(CASPS))).rejects.toThrow(WrongFormatError);
    await expect(
      runImport(
        t.db,
        esmaCaspCsv,
        copy(null, () => '', 'csv'),
      ),
    ).rejects.toThrow(/it is empty/);
    await expect(
      runImport(
        t.db,
        esmaRegistersJson,
        copy(null, () => '', 'json'),
      ),
    ).rejects.toThrow(WrongFormatError);
    await expect(
      runImport(
        t.db,
        brokerJsonl,
        copy(null, () => '\n', 'jsonl'),
      ),
    ).rejects.toThrow(/it is empty/);
    await expect(
      runImport(
        t.db,
        esmaRegistersJson,
        copy(null, () => '{"response":{"docs":[{"a":1}]}}', 'json'),
      ),
    ).rejects.toThrow(/first document has no entity_type/);
  });

  it('FINMA: matches by Swiss UID, keeps the four languages, keys representative offices by FINMA, name and city', async () => {
    await writeCompanies(
      t.db,
      [
        bundle('ch', 'CHE-101.329.561', 'UBS AG'),
        // The same UID written without punctuation by another source.
        bundle('ch', 'CHE108954607', 'Zürcher Kantonalbank'),
        // Same name as a representative office, other identifiers: never matched.
        bundle('nl', '33001234', 'GarantiBank International N.V., Amsterdam, représentation de Lausanne'),
      ],
      ctx,
    );
    const summary = await runImport(t.db, finmaCsv, copy(FINMA), { batchSize: 2 });
    expect(summary).toMatchObject({ rows_read: 7, rows_inserted: 7, rows_rejected: 0 });
    expect((await t.db.selectFrom('licences').select('company_id').where('source', '=', 'finma-csv').execute()).length).toBe(11);

    const ubs = await licencesOf(companyId('ch', 'CHE-101.329.561'));
    expect(ubs.map((l) => [l.regulator_key, l.licence_type, l.licence_number, l.status])).toEqual([
      ['finma', 'Bank', 'CHE-101.329.561', 'active'],
    ]);
    const zkb = await licencesOf(companyId('ch', 'CHE108954607'));
    expect(zkb.map((l) => l.licence_type)).toEqual(['Bank', 'Custodian bank']);
    expect(await t.db.selectFrom('companies').select('id').where('id', '=', companyId('ch', 'CHE-108.954.607')).execute()).toEqual([]);

    const life = await licencesOf(companyId('ch', 'CHE-100.023.846'));
    expect(life).toHaveLength(2);
    expect(scope(life[1].scope).type).toEqual({
      de: 'Versicherungstätigkeit im freien Dienstleistungsverkehr im FL',
      fr: 'Activité d’assurance en libre circulation des services dans la Principauté de Liechtenstein',
      it: 'Attività assicurativa nell’ambito della libera circolazione dei servizi nel Principato del Liechtenstein',
      en: 'Insurance activities through the free provision of services in Liechtenstein',
    });
    expect((await licencesOf(companyId('ch', 'CHE-107.809.836'))).map((l) => l.licence_type)).toEqual([
      'Swiss trading venue',
      'reviewing body for prospectuses',
      'registration body',
    ]);

    const offices = await t.db
      .selectFrom('companies')
      .selectAll()
      .where('company_type', '=', 'Representative office')
      .orderBy('name')
      .execute();
    expect(offices.map((c) => [c.name, c.jurisdiction_code, c.registered_address_in_full])).toEqual([
      ['GarantiBank International N.V., Amsterdam, représentation de Lausanne', 'ch', 'Genève'],
      ['William Blair & Company, L.L.C., Wilmington / Delaware, Vertretung in Zürich', 'ch', 'Zürich'],
    ]);
    expect(offices.every((c) => c.company_number.startsWith('FINMA-REP-'))).toBe(true);
    expect(await licencesOf(companyId('nl', '33001234'))).toEqual([]);
    expect((await licencesOf(offices[0].id)).map((l) => [l.licence_type, l.licence_number])).toEqual([
      ['Foreign bank representative office', null],
    ]);

    // Unchanged again; a row gone from the list ends that licence only.
    expect(await runImport(t.db, finmaCsv, copy(FINMA))).toMatchObject({ rows_inserted: 0, rows_updated: 0, rows_unchanged: 7 });
    const before = (await changes('licences')).length;
    const fewer = copy(FINMA, (s) => s.replace(/^"Zürcher Kantonalbank";"Zürich";"Depotbank".*\n/m, ''));
    expect(await runImport(t.db, finmaCsv, fewer)).toMatchObject({ rows_updated: 1, rows_unchanged: 6 });
    expect((await licencesOf(companyId('ch', 'CHE108954607'))).map((l) => l.licence_type)).toEqual(['Bank']);
    const ended = (await changes('licences')).slice(before);
    expect(ended).toHaveLength(1);
    expect(JSON.parse(ended[0].diff).licence[1]).toBeNull();
  });

  it('FINMA: keeps other sources’ licences of the holder', async () => {
    const ubs = companyId('ch', 'CHE-101.329.561');
    await t.db
      .insertInto('licences')
      .values({
        company_id: ubs,
        position: 7,
        regulator: 'Financial Conduct Authority',
        regulator_country: 'GB',
        licence_type: 'Bank',
        licence_number: '186958',
        status: 'active',
        granted_on: null,
        expires_on: null,
        regulator_key: 'fca',
        record_url: null,
        scope: null,
        ended_on: null,
        source: 'other',
        source_url: null,
        retrieved_at: ctx.now,
        updated_at: ctx.now,
      })
      .execute();
    const renamed = copy(FINMA, (s) =>
      s.replace('"UBS AG";"Zürich";"Bank";"Banque";"Banca";"Bank"', '"UBS AG";"Zürich";"Bank";"Banque";"Banca";"Bank (universal)"'),
    );
    // UBS renamed, and the Kantonalbank's custodian licence back in the list.
    expect(await runImport(t.db, finmaCsv, renamed)).toMatchObject({ rows_updated: 2, rows_unchanged: 5 });
    expect((await licencesOf(ubs)).map((l) => [l.source, l.licence_type, l.position])).toEqual([
      ['other', 'Bank', 7],
      ['finma-csv', 'Bank (universal)', 8],
    ]);
  });

  it('ESMA registers JSON: parents with their activities, matched by national number, children before or after parents', async () => {
    // Vauraus is in the register by its Finnish business id, without an LEI.
    await writeCompanies(t.db, [bundle('fi', '2440326-9', 'Vauraus Suomi Oyj')], ctx);
    const summary = await runImport(t.db, esmaRegistersJson, copy(ESMA));
    expect(summary).toMatchObject({ rows_read: 2, rows_inserted: 2, rows_rejected: 0 });
    const vauraus = await licencesOf(companyId('fi', '2440326-9'));
    expect(vauraus).toHaveLength(1);
    expect(vauraus[0]).toMatchObject({
      regulator: 'Finanssivalvonta (FSA)',
      regulator_key: 'fin-fsa',
      licence_type: 'European Crowdfunding Service Provider',
      licence_number: '47828',
      status: 'active',
      granted_on: '2023-10-24',
    });
    expect(scope(vauraus[0].scope).services).toEqual([
      '[WITH] Facilitation of granting of loans WITH individual portfolio management of loans',
    ]);
    expect(await companiesWithLei('743700KV4S9Y7VNJO772')).toEqual([]);
    const bridge = await companiesWithLei('98450009E707663BF854');
    expect(bridge.map((c) => [c.jurisdiction_code, c.company_number, c.company_type])).toEqual([
      ['it', '98450009E707663BF854', "Societa' a Responsabilita' Limitata"],
    ]);

    // The same answer with every child before its parent reads the same: unchanged.
    const reordered = copy(ESMA, (s) => {
      const j = JSON.parse(s);
      const d = j.response.docs;
      j.response.docs = [d[1], d[0], d[3], d[2]];
      return JSON.stringify(j);
    });
    expect(await runImport(t.db, esmaRegistersJson, reordered)).toMatchObject({ rows_read: 2, rows_unchanged: 2, rows_rejected: 0 });
    // A child far from its parent, before it, still joins it; one without a parent is rejected.
    const apart = copy(ESMA, (s) => {
      const j = JSON.parse(s);
      const d = j.response.docs;
      j.response.docs = [d[3], d[0], d[1], d[2], { ...d[1], id: 'aeActivity9', _root_: 'ae1' }];
      return JSON.stringify(j);
    });
    const r = await runImport(t.db, esmaRegistersJson, apart);
    expect(r).toMatchObject({ rows_read: 3, rows_unchanged: 2, rows_rejected: 1 });
    expect(rejectsOf(r.rejectFile)).toEqual([['5', "activities of ae1 without their entity record ('ae') in this file: not read"]]);
  });

  it('ESMA registers JSON: a truncated answer writes what it read and reports the break', async () => {
    const text = readFileSync(ESMA, 'utf8');
    const cut = copy(ESMA, () => text.slice(0, text.indexOf('"id": "ae47828"') + 40));
    const r = await runImport(t.db, esmaRegistersJson, cut);
    expect(r).toMatchObject({ rows_read: 2, rows_unchanged: 1, rows_rejected: 1 });
    expect(rejectsOf(r.rejectFile)[0][1]).toMatch(/breaks off after document 2 .*truncated/);
  });
});

describe.each(ENGINES)('broker JSON Lines on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await freshDb(engine);
    await writeCompanies(
      t.db,
      [bundle('cy', 'HE 123456', 'Harbour Markets Ltd', { lei: BYBIT }), bundle('cy', 'HE 654321', 'Harbour Holdings Ltd')],
      ctx,
    );
  });
  afterAll(async () => {
    await t?.drop();
  });

  const broker = (over: Record<string, unknown> = {}) => ({
    type: 'broker',
    code: '0000000001',
    name: 'Harbour Markets',
    country: 'CY',
    founded: 2012,
    status: 'active',
    contacts: { phone: '+357 25 000000', email: 'support@harbour.example' },
    account_info: {
      trial_users: 1200,
      trading_orders: 56000,
      margin_used_usd: 1500000,
      influence: 6.5,
      environment: 'STP',
      capital_ratio: 1.8,
    },
    companies: [{ lei: BYBIT }, { jurisdiction_code: 'cy', company_number: 'HE 654321', role: 'parent' }],
    websites: [{ url: 'https://www.harbour.example/en', registered_on: '2012-03-01' }],
    accounts: [
      { name: 'Standard', spread_pips: 1.2, max_leverage: 30, min_deposit: 100, currency: 'USD', instruments: ['forex', 'metals'] },
    ],
    software: [{ platform: 'MT5', server: 'HarbourMarkets-Live', server_company: 'Harbour Markets Ltd', server_country: 'CY' }],
    vps: [{ plan: 'Basic', provider: 'ForexVPS', price: 30, currency: 'USD', period: 'month', free_from_deposit: 5000 }],
    licences: [{ regulator: 'CySEC', number: '123/10' }],
    ...over,
  });
  const warning = {
    type: 'warning',
    regulator: 'Cyprus Securities and Exchange Commission',
    name: 'Harbour Markets Pro',
    website: 'harbour.example',
    date: '2026-03-04',
    url: 'https://www.cysec.gov.cy/en-GB/public-info/warnings/cysec/harbour/',
    details: 'Not authorised.',
  };
  const lines = (...ls: unknown[]) =>
    copy(null, () => ls.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n') + '\n', 'jsonl');

  it('writes a broker with its companies, rows and a warning tied to it by domain; re-import writes nothing', async () => {
    const r = await runImport(t.db, brokerJsonl, lines(broker(), warning));
    expect(r).toMatchObject({ rows_read: 2, rows_inserted: 2, rows_rejected: 0 });
    const id = stableId('broker', '0000000001');
    const b = await t.db.selectFrom('brokers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(b).toMatchObject({
      name: 'Harbour Markets',
      founded_year: 2012,
      environment: 'STP',
      capital_ratio: 1.8,
      contact_phone: '+357 25 000000',
    });
    expect(JSON.parse(b.contact_other!)).toEqual({ email: 'support@harbour.example' });
    const companies = await t.db
      .selectFrom('broker_companies')
      .select(['company_id', 'role'])
      .where('broker_id', '=', id)
      .orderBy('role')
      .execute();
    expect(companies).toEqual([
      { company_id: companyId('cy', 'HE 123456'), role: 'licensee' },
      { company_id: companyId('cy', 'HE 654321'), role: 'parent' },
    ]);
    expect(await t.db.selectFrom('broker_websites').select(['domain', 'registered_on']).where('broker_id', '=', id).execute()).toEqual([
      { domain: 'harbour.example', registered_on: '2012-03-01' },
    ]);
    expect(
      await t.db.selectFrom('broker_claims').select(['regulator_key', 'licence_number']).where('broker_id', '=', id).execute(),
    ).toEqual([{ regulator_key: 'cysec', licence_number: '123/10' }]);
    expect((await t.db.selectFrom('broker_accounts').select('instruments').execute())[0].instruments).toBe('["forex","metals"]');
    expect((await t.db.selectFrom('broker_vps').select('free_from_deposit').execute())[0].free_from_deposit).toBe(5000);
    const w = await t.db.selectFrom('regulator_warnings').selectAll().executeTakeFirstOrThrow();
    expect(w).toMatchObject({ regulator_key: 'cysec', domain: 'harbour.example', broker_id: id, published_on: '2026-03-04' });
    expect(await t.db.selectFrom('page_changes').select('entity_id').where('kind', '=', 'dealer').execute()).toContainEqual({
      entity_id: id,
    });

    const again = await runImport(t.db, brokerJsonl, lines(broker(), warning));
    expect(again).toMatchObject({ rows_inserted: 0, rows_updated: 0, rows_unchanged: 2 });
    expect(await t.db.selectFrom('record_changes').select('id').where('table_name', '=', 'brokers').execute()).toHaveLength(0);
  });

  it('a changed broker writes one change with what changed', async () => {
    const r = await runImport(
      t.db,
      brokerJsonl,
      lines(
        broker({ websites: [{ url: 'https://harbour.example' }, { url: 'https://harbour-fx.example', kind: 'mirror' }], founded: 2011 }),
      ),
    );
    expect(r).toMatchObject({ rows_updated: 1 });
    const rows = await t.db.selectFrom('record_changes').selectAll().where('table_name', '=', 'brokers').execute();
    expect(rows).toHaveLength(1);
    const diff = JSON.parse(rows[0].diff);
    expect(diff.founded_year).toEqual([2012, 2011]);
    expect(diff.websites[1].map((w: { domain: string }) => w.domain)).toEqual(['harbour.example', 'harbour-fx.example']);
    expect(Object.keys(diff).sort()).toEqual(['founded_year', 'websites']);
    // Kept by the broker writer: a score already written by the scoring job stays.
  });

  it('rejects invalid lines with zod reasons, unknown regulators and companies the register does not hold', async () => {
    const file = lines(
      broker({ code: '12', websites: [{ url: 'x', colour: 'red' }] }),
      'not json',
      broker({ code: '0000000002', companies: [{ lei: '2138000000000000000X' }] }),
      broker({ code: '0000000003', companies: [{ lei: '213800V83W83UL8WR118' }] }),
      broker({ code: '0000000004', companies: [{ jurisdiction_code: 'cy', company_number: 'HE 1' }] }),
      broker({ code: '0000000005', licences: [{ regulator: 'Ministry of Magic', number: '1' }] }),
      { ...warning, regulator: 'Nobody' },
      broker({ code: '0000000006', companies: [] }),
    );
    const r = await runImport(t.db, brokerJsonl, file);
    expect(r).toMatchObject({ rows_read: 8, rows_inserted: 1, rows_rejected: 7 });
    const rejects = rejectsOf(r.rejectFile);
    expect(rejects.map((x) => x[0])).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(rejects[0][1]).toContain('code: a broker code is the 10-digit public trader code');
    expect(rejects[0][1]).toContain('colour');
    expect(rejects[1][1]).toBe('not valid JSON');
    expect(rejects[2][1]).toContain('not a valid LEI');
    expect(rejects[3][1]).toBe(
      'company LEI 213800V83W83UL8WR118 is not in the register; import its company file first (a broker is never linked by name)',
    );
    expect(rejects[4][1]).toContain('company cy/HE 1 is not in the register');
    expect(rejects[5][1]).toContain('unknown regulator "Ministry of Magic"');
    expect(rejects[6][1]).toContain('unknown regulator "Nobody"');
    expect(await t.db.selectFrom('brokers').select('code').orderBy('code').execute()).toEqual([
      { code: '0000000001' },
      { code: '0000000006' },
    ]);
  });

  it('licences of a broker’s company mark the broker’s page', async () => {
    const seq = Number(
      (
        await t.db
          .selectFrom('page_changes')
          .select((eb) => eb.fn.max('seq').as('s'))
          .executeTakeFirst()
      )?.s ?? 0,
    );
    // Harbour Markets Ltd carries Bybit's LEI in this test register: the CASP file's licence lands on it.
    await runImport(t.db, esmaCaspCsv, copy(CASPS));
    const dealers = await t.db.selectFrom('page_changes').select('entity_id').where('kind', '=', 'dealer').where('seq', '>', seq).execute();
    expect(dealers).toEqual([{ entity_id: stableId('broker', '0000000001') }]);
  });

  it('imported brokers and licences are what the scoring job scores', async () => {
    const summary = await scoreBrokers(t.db);
    expect(summary.brokers).toBe(2);
    const scored = await t.db.selectFrom('brokers').select(['code', 'score', 'rank']).orderBy('code').execute();
    expect(scored.every((b) => b.score !== null && b.rank !== null)).toBe(true);
    // The broker whose company holds a MiCA licence scores above the one without companies.
    expect(Number(scored[0].score)).toBeGreaterThan(Number(scored[1].score));
  });

  it('keeps a dated history across two imports, and the time machine shows the page as it was', async () => {
    const id = stableId('broker', '0000000001');
    const history = () =>
      t.db.selectFrom('broker_history').select(['recorded_on', 'websites']).where('broker_id', '=', id).orderBy('recorded_on').execute();
    const before = await history();
    expect(before.length).toBeGreaterThan(0);
    const first = before.at(-1)!;
    // A later file: the broker lists three sites, among them a web terminal on a new domain.
    const websites = [
      { url: 'https://www.harbour.example/en', registered_on: '2012-03-01' },
      { url: 'https://www.harbour.example/de', registered_on: '2012-03-01' },
      { url: 'https://trade.harbour-web.example', registered_on: '2026-11-20' },
    ];
    expect(first.websites).toBeLessThan(websites.length);
    expect(await runImport(t.db, brokerJsonl, lines(broker({ websites })))).toMatchObject({ rows_updated: 1, rows_rejected: 0 });
    await scoreBrokers(t.db, new Date('2030-01-08T06:00:00Z'));
    const after = await history();
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).toMatchObject({ websites: websites.length });
    expect(String(after.at(-1)!.recorded_on).slice(0, 10)).toBe('2030-01-08');
    // The page as it was the day before the second import: the sites of then, marked as a past view.
    const then = await brokerPage(t.db, id, '2030-01-07', '2030-01-08');
    expect(then?.past).toMatchObject({ state: 'found' });
    const past = then!.past as { state: 'found'; websites: unknown[] };
    expect(past.websites).toHaveLength(first.websites);
    expect(then!.detail.websites).toHaveLength(websites.length);
    expect((await brokerPage(t.db, id, '1999-01-01', '2030-01-08'))?.past).toMatchObject({ state: 'missing' });
  });
});

describe.each(ENGINES)('several companies with one LEI on %s', (engine) => {
  it('the licence goes to the national register’s record, not to GLEIF’s copy keyed by the LEI', async () => {
    const t = await freshDb(engine);
    try {
      await writeCompanies(
        t.db,
        [bundle('at', BYBIT, 'BYBIT EU GMBH', { lei: BYBIT }), bundle('at', 'FN 463013h', 'Bybit EU GmbH', { lei: BYBIT })],
        ctx,
      );
      await runImport(t.db, esmaCaspCsv, copy(CASPS));
      const holders = await t.db.selectFrom('licences').select('company_id').where('licence_number', '=', BYBIT).execute();
      expect(holders).toEqual([{ company_id: companyId('at', 'FN 463013h') }]);
    } finally {
      await t.drop();
    }
  });
});

describe.each(ENGINES)('licence alerts on %s', (engine) => {
  it('notify the followers of the holder: the licence granted, then its status changed', async () => {
    const t = await freshDb(engine);
    try {
      const jl = copy(
        null,
        () =>
          JSON.stringify({ type: 'company', jurisdiction_code: 'at', company_number: 'FN 463013h', name: 'Bybit EU GmbH', lei: BYBIT }) +
          '\n',
        'jsonl',
      );
      await runImport(t.db, jsonl, jl);
      const bybit = companyId('at', 'FN 463013h');
      const u = await createUser(t.db, { email: `licence-${engine}@example.com` });
      await t.db.insertInto('follows').values({ user_id: u.id, kind: 'company', record_id: bybit, followed_at: ctx.now }).execute();
      await fanOut(t.db);
      await runImport(t.db, esmaCaspCsv, copy(CASPS));
      expect((await fanOut(t.db)).notifications).toBe(1);
      await runImport(
        t.db,
        esmaCaspCsv,
        copy(CASPS, (s) => s.replace('https://www.bybit.eu,,28/05/2025,,', 'https://www.bybit.eu,,28/05/2025,01/02/2026,')),
      );
      expect((await fanOut(t.db)).notifications).toBe(1);
      const rows = await t.db.selectFrom('notifications').select(['record_id', 'kind']).where('user_id', '=', u.id).execute();
      expect(rows).toEqual([
        { record_id: bybit, kind: 'company' },
        { record_id: bybit, kind: 'company' },
      ]);
    } finally {
      await t.drop();
    }
  });
});

describe.each(ENGINES)('regulator import resume on %s', (engine) => {
  it('resumes after a kill at the last committed batch, without writing a holder twice', async () => {
    const t = await freshDb(engine);
    try {
      const file = copy(FINMA);
      await expect(runImport(t.db, finmaCsv, file, { batchSize: 3, stopAfterBatches: 1 })).rejects.toThrow('stopped');
      expect((await t.db.selectFrom('licences').select('company_id').execute()).length).toBeGreaterThan(0);
      const summary = await runImport(t.db, finmaCsv, file, { batchSize: 3 });
      expect(summary).toMatchObject({ resumedFrom: 3, rows_read: 7, rows_inserted: 7 });
      expect(await t.db.selectFrom('licences').select('company_id').execute()).toHaveLength(11);
      expect(await t.db.selectFrom('record_changes').select('id').where('table_name', '=', 'licences').execute()).toHaveLength(11);
    } finally {
      await t.drop();
    }
  });
});
