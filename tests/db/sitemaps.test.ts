import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompaniesTable, OfficersTable } from '../../src/server/db/schema.ts';
import { childName, writeSitemaps } from '../../src/server/sitemaps/sitemap-writer.ts';
import { REGULATORS } from '../../src/server/regulators/regulator-catalogue.ts';
import { stableId } from '../../src/server/import/stable-id.ts';
import { brokerIdOf, seedSearchBrokers, SEARCH_BROKERS } from '../fixtures/brokers/search-brokers.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

const ORIGIN = 'https://corpatlas.example';
// An id needing both URL and XML escaping, beside plain UUID-like ones.
const ODD_ID = `o'brien&<co>"`;
const COMPANY_IDS = ['c-0001', 'c-0002', 'c-0003', 'c-0004', 'c-0005', 'c-0006', ODD_ID];
const OFFICER_IDS = ['p-0001', 'p-0002', 'p-0003', 'p-0004'];

function company(id: string, i: number): CompaniesTable {
  return {
    id,
    jurisdiction_code: 'gb',
    company_number: String(i).padStart(8, '0'),
    name: `COMPANY ${i} LTD`,
    normalised_name: `company ${i} ltd`,
    company_type: null,
    nonprofit: null,
    current_status: null,
    inactive: null,
    incorporation_date: null,
    dissolution_date: null,
    branch: null,
    website: null,
    business_number: null,
    lei: null,
    registered_address_in_full: null,
    postal_code: null,
    country_code: null,
    alternative_legal_name: null,
    alternative_legal_name_language: null,
    home_jurisdiction_code: null,
    home_company_number: null,
    native_company_number: null,
    previous_company_number: null,
    restricted_for_marketing: null,
    accounts_next_due: null,
    accounts_reference_date: null,
    accounts_last_made_up: null,
    accounts_category: null,
    annual_return_next_due: null,
    annual_return_last_made_up: null,
    liquidated: null,
    has_insolvency_history: null,
    has_charges: null,
    has_litigation: null,
    extra: null,
    content_hash: 'h',
    source: 'test',
    source_url: null,
    retrieved_at: '2026-01-01T00:00:00.000Z',
    updated_at: `2026-03-${String(10 + i).padStart(2, '0')}T12:00:00.000Z`,
  };
}

function officer(id: string, i: number): OfficersTable {
  return {
    id,
    name: `PERSON ${i}`,
    normalised_name: `person ${i}`,
    nationality: null,
    occupation: null,
    address_in_full: null,
    country_of_residence: null,
    head_portrait: null,
    birth_year: null,
    birth_month: null,
    kind: null,
    other_names: null,
    content_hash: 'h',
    source: 'test',
    source_url: null,
    retrieved_at: '2026-01-01T00:00:00.000Z',
    updated_at: `2026-04-0${i + 1}T08:00:00.000Z`,
  };
}

/** Parses XML strictly (throws on anything not well-formed) and returns the text of every element named `name`. */
function texts(xml: string, name: string): string[] {
  const parser = new SaxesParser();
  const out: string[] = [];
  let inside = false;
  let text = '';
  parser.on('error', (err) => {
    throw err;
  });
  parser.on('opentag', (tag) => {
    if (tag.name === name) {
      inside = true;
      text = '';
    }
  });
  parser.on('text', (t) => {
    if (inside) text += t;
  });
  parser.on('closetag', (tag) => {
    if (tag.name === name) {
      inside = false;
      out.push(text);
    }
  });
  parser.write(xml).close();
  return out;
}

/** The regulator catalogue's pages: always listed (regulators are code, not rows), one file per maxUrls. */
const REGULATOR_FILES = (maxUrls: number) => Math.ceil(REGULATORS.length / maxUrls);

/** The URLs of each child file, by file name (of some kinds only, when given). */
function readChildren(dir: string, kinds?: string[]): Map<string, string[]> {
  const files = readdirSync(dir)
    .filter((n) => n.endsWith('.xml.gz') && (!kinds || kinds.some((k) => n.startsWith(`${k}-`))))
    .sort();
  return new Map(files.map((n) => [n, texts(gunzipSync(readFileSync(join(dir, n))).toString('utf8'), 'loc')]));
}

describe.each(ENGINES)('sitemaps on %s', (engine) => {
  let t: TestDb;
  let root: string;
  let dir: string;

  beforeAll(async () => {
    t = await freshDb(engine);
    await t.db.insertInto('companies').values(COMPANY_IDS.map(company)).execute();
    await t.db.insertInto('officers').values(OFFICER_IDS.map(officer)).execute();
    root = mkdtempSync(join(tmpdir(), 'sitemaps-'));
    dir = join(root, 'sitemaps');
  });

  afterAll(async () => {
    await t?.drop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('splits the URLs into files of at most maxUrls, in every language', async () => {
    // pageSize 2 makes the keyset pages straddle the file boundaries.
    const summary = await writeSitemaps(t.db, { dir, origin: ORIGIN, langs: ['en', 'de'], maxUrls: 3, pageSize: 2 });
    expect(summary).toMatchObject({
      companies: 7,
      executives: 4,
      brokers: 0,
      regulators: REGULATORS.length,
      exchanges: 0,
      files: 10 + 2 * REGULATOR_FILES(3),
      urls: (11 + REGULATORS.length) * 2,
    });
    const children = readChildren(dir, ['company', 'executive']);
    expect([...children.keys()]).toEqual([
      'company-de-1.xml.gz',
      'company-de-2.xml.gz',
      'company-de-3.xml.gz',
      'company-en-1.xml.gz',
      'company-en-2.xml.gz',
      'company-en-3.xml.gz',
      'executive-de-1.xml.gz',
      'executive-de-2.xml.gz',
      'executive-en-1.xml.gz',
      'executive-en-2.xml.gz',
    ]);
    for (const [name, urls] of children) expect(urls.length, name).toBeLessThanOrEqual(3);
  });

  it('lists every id exactly once per language, with its page URL', () => {
    const children = readChildren(dir);
    for (const lang of ['en', 'de']) {
      for (const [kind, ids] of [
        ['company', COMPANY_IDS],
        ['executive', OFFICER_IDS],
      ] as const) {
        const urls = [...children].filter(([n]) => n.startsWith(`${kind}-${lang}-`)).flatMap(([, u]) => u);
        const prefix = `${ORIGIN}/${lang}/${kind}/`;
        for (const url of urls) expect(url.startsWith(prefix) && url.endsWith('.html'), url).toBe(true);
        const listed = urls.map((u) => decodeURIComponent(u.slice(prefix.length, -'.html'.length)));
        expect(listed.sort()).toEqual([...ids].sort());
      }
    }
  });

  it('escapes ids for the URL and for XML', () => {
    const raw = gunzipSync(readFileSync(join(dir, childName('company', 'en', 3)))).toString('utf8');
    expect(raw).toContain(`<loc>${ORIGIN}/en/company/o&apos;brien%26%3Cco%3E%22.html</loc>`);
    expect(raw).not.toContain('&<');
  });

  it("gives each URL the date of its row's last change", () => {
    const raw = gunzipSync(readFileSync(join(dir, childName('company', 'en', 1)))).toString('utf8');
    expect(raw).toContain(`<url><loc>${ORIGIN}/en/company/c-0001.html</loc><lastmod>2026-03-10</lastmod></url>`);
    expect(texts(raw, 'lastmod')).toEqual(['2026-03-10', '2026-03-11', '2026-03-12']);
  });

  it('writes an index listing every child file with its newest date', () => {
    const xml = readFileSync(join(dir, 'sitemap.xml'), 'utf8');
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = texts(xml, 'loc');
    expect(locs.sort()).toEqual([...readChildren(dir).keys()].map((n) => `${ORIGIN}/sitemaps/${n}`).sort());
    expect(xml).toContain(`<sitemap><loc>${ORIGIN}/sitemaps/company-en-1.xml.gz</loc><lastmod>2026-03-12</lastmod></sitemap>`);
    expect(xml).toContain(`<sitemap><loc>${ORIGIN}/sitemaps/executive-en-2.xml.gz</loc><lastmod>2026-04-04</lastmod></sitemap>`);
  });

  it('replaces the whole set on the next run and leaves no older one behind', async () => {
    await t.db.deleteFrom('companies').where('id', 'in', ['c-0001', 'c-0002', 'c-0003', 'c-0004']).execute();
    const summary = await writeSitemaps(t.db, { dir, origin: ORIGIN, langs: ['fr'], maxUrls: 3 });
    expect(summary).toMatchObject({ companies: 3, executives: 4, files: 3 + REGULATOR_FILES(3) });
    expect([...readChildren(dir, ['company', 'executive']).keys()]).toEqual([
      'company-fr-1.xml.gz',
      'executive-fr-1.xml.gz',
      'executive-fr-2.xml.gz',
    ]);
    expect(texts(readFileSync(join(dir, 'sitemap.xml'), 'utf8'), 'loc')).toHaveLength(3 + REGULATOR_FILES(3));
    // The directory is a link to the one generation left beside it.
    expect(lstatSync(dir).isSymbolicLink()).toBe(true);
    expect(readdirSync(root).filter((n) => n !== 'sitemaps')).toHaveLength(1);
  });

  it('takes over a plain directory in the way', async () => {
    const other = join(root, 'plain');
    mkdirSync(other);
    writeFileSync(join(other, 'stale.xml.gz'), 'x');
    await writeSitemaps(t.db, { dir: other, origin: `${ORIGIN}/`, langs: ['en'] });
    expect(readdirSync(other).sort()).toEqual(['company-en-1.xml.gz', 'executive-en-1.xml.gz', 'regulator-en-1.xml.gz', 'sitemap.xml']);
    expect(readFileSync(join(other, 'sitemap.xml'), 'utf8')).toContain(`<loc>${ORIGIN}/sitemaps/company-en-1.xml.gz</loc>`);
  });

  it('lists only the regulator catalogue for an empty register, and keeps the old set when writing fails', async () => {
    const empty = await freshDb(engine);
    try {
      const target = join(root, 'empty');
      expect(await writeSitemaps(empty.db, { dir: target, origin: ORIGIN, langs: ['en'] })).toMatchObject({
        files: 1,
        urls: REGULATORS.length,
      });
      expect(texts(readFileSync(join(target, 'sitemap.xml'), 'utf8'), 'loc')).toEqual([`${ORIGIN}/sitemaps/regulator-en-1.xml.gz`]);
      await expect(writeSitemaps(empty.db, { dir: target, origin: 'not a url', langs: ['en'] })).rejects.toThrow(/origin/);
      // Fails at the first query, after the new generation was made: it must be cleaned away.
      await expect(writeSitemaps(empty.db.withSchema('no_such_schema'), { dir: target, origin: ORIGIN, langs: ['en'] })).rejects.toThrow();
      expect(existsSync(join(target, 'sitemap.xml'))).toBe(true);
      expect(readdirSync(root).filter((n) => n.startsWith('.empty.'))).toHaveLength(1);
    } finally {
      await empty.drop();
    }
  });
});

describe.each(ENGINES)('broker, regulator and exchange sitemaps on %s', (engine) => {
  let t: TestDb;
  let root: string;

  beforeAll(async () => {
    t = await freshDb(engine);
    await seedSearchBrokers(t.db);
    await t.db
      .insertInto('exchanges')
      .values({
        id: stableId('exchange', 'XLON'),
        mic: 'XLON',
        name: 'London Stock Exchange',
        kind: 'regulated market',
        country: 'GB',
        city: 'London',
        website: null,
        operator_company_id: null,
        regulator_key: 'fca',
        status: 'active',
        source: 'test',
        source_url: null,
        retrieved_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-05-06T00:00:00.000Z',
      })
      .execute();
    root = mkdtempSync(join(tmpdir(), 'sitemaps-brokers-'));
  });

  afterAll(async () => {
    await t?.drop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('lists every broker, regulator of the catalogue and exchange page in every language, with dates where rows have them', async () => {
    const dir = join(root, 'sitemaps');
    const summary = await writeSitemaps(t.db, { dir, origin: ORIGIN, langs: ['en', 'ar'] });
    expect(summary).toMatchObject({ brokers: SEARCH_BROKERS.length, regulators: REGULATORS.length, exchanges: 1 });
    const children = readChildren(dir, ['dealer', 'regulator', 'exchange']);
    expect([...children.keys()]).toEqual([
      'dealer-ar-1.xml.gz',
      'dealer-en-1.xml.gz',
      'exchange-ar-1.xml.gz',
      'exchange-en-1.xml.gz',
      'regulator-ar-1.xml.gz',
      'regulator-en-1.xml.gz',
    ]);
    expect(children.get('dealer-en-1.xml.gz')!.sort()).toEqual(
      SEARCH_BROKERS.map((b) => `${ORIGIN}/en/dealer/${brokerIdOf(b.code)}.html`).sort(),
    );
    expect(children.get('regulator-ar-1.xml.gz')).toContain(`${ORIGIN}/ar/regulator/${stableId('regulator', 'fca')}.html`);
    expect(children.get('regulator-en-1.xml.gz')).toHaveLength(REGULATORS.length);
    expect(children.get('exchange-en-1.xml.gz')).toEqual([`${ORIGIN}/en/exchange/${stableId('exchange', 'XLON')}.html`]);
    const exchange = gunzipSync(readFileSync(join(dir, childName('exchange', 'en', 1)))).toString('utf8');
    expect(texts(exchange, 'lastmod')).toEqual(['2026-05-06']);
    // The catalogue has no change dates: its entries carry none (rather than a made-up one).
    expect(texts(gunzipSync(readFileSync(join(dir, childName('regulator', 'en', 1)))).toString('utf8'), 'lastmod')).toEqual([]);
  });
});
