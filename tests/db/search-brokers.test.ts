import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokersByCodes, rankCountries, rankList } from '../../src/server/brokers/broker-lists.service.ts';
import { bundleRows } from '../../src/server/brokers/broker-bundle.ts';
import { replaceBrokers } from '../../src/server/brokers/broker-bundle.repository.ts';
import { listBrokers, previewBrokers, suggestBrokers } from '../../src/server/search/broker-search.service.ts';
import { brokerSuggestion, brokerList, brokerRankList, brokerByCodesAnswer } from '../../src/server/brokers/broker-api.responses.ts';
import { rebuildSearchIndex } from '../../src/server/search/search-index.ts';
import { suggestCompanies } from '../../src/server/search/company-search.service.ts';
import { AppError } from '../../src/server/app-error.ts';
import { dealerHistory, dealerInfo, dealerScore } from '../../src/server/brokers/broker-data.service.ts';
import { dealerHistoryAnswer, dealerInfoAnswer, dealerScoreAnswer } from '../../src/server/brokers/broker-api.responses.ts';
import { LICENSED_ID, writeBrokerFixtures } from '../fixtures/brokers.ts';
import { brokerIdOf, seedSearchBrokers, SEARCH_BROKERS } from '../fixtures/brokers/search-brokers.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

const names = (items: Array<{ name: string }>) => items.map((i) => i.name);
const query = (keyword: string, more: Partial<Parameters<typeof listBrokers>[1]> = {}) => ({
  keyword,
  countries: [],
  sort: 'default' as const,
  page: 1,
  size: 20,
  ...more,
});

describe.each(ENGINES)('brokers in the name search on %s', (engine) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await freshDb(engine);
    await seedSearchBrokers(db.db);
  });
  afterAll(() => db?.drop());

  it('suggests a broker by its brand, with its score, grade, country and trader code', async () => {
    const found = await suggestBrokers(db.db, 'pelican cr');
    expect(found[0]).toEqual({
      uuid: brokerIdOf('9000000001'),
      name: 'Pelican Crest Markets',
      code: '9000000001',
      country: 'GB',
      score: 8.7,
      grade: 'AAA',
      matched_name: null,
    });
    for (const s of found) brokerSuggestion.parse(s);
  });

  it('finds a broker by the name of a company behind it, and says which name matched', async () => {
    const found = await suggestBrokers(db.db, 'northgate financial');
    expect(found.map((s) => [s.name, s.matched_name])).toEqual([['Northgate FX', 'Northgate Financial Services Ltd']]);
  });

  it('finds a Chinese brand typed in pinyin, as it finds companies', async () => {
    expect(names(await suggestBrokers(db.db, 'haigang'))).toContain('海港外汇 Pelican Global');
    expect(names(await suggestBrokers(db.db, '海港'))).toEqual(['海港外汇 Pelican Global']);
  });

  it('ranks a closed brand after the trading ones, and keeps brokers out of company suggestions', async () => {
    const found = names(await suggestBrokers(db.db, 'pelican'));
    expect(found.at(-1)).toBe('Pelican Closed Brokers');
    expect(found).toHaveLength(3);
    expect(names(await suggestCompanies(db.db, 'pelican crest')).sort()).toEqual([
      'Pelican Crest Capital Limited',
      'Pelican Crest Europe Ltd',
    ]);
  });

  it('lists brokers with their licences in force and regulators, filtered by country and regulator, sorted by score', async () => {
    const all = await listBrokers(db.db, query('pelican'));
    brokerList.parse(all);
    expect(all.total).toBe(3);
    const line = all.items.find((b) => b.code === '9000000001')!;
    expect([line.licences_in_force, line.regulators, line.stars]).toEqual([2, ['cysec', 'fca'], 4.5]);
    expect(all.facets.country).toEqual([
      { value: 'gb', count: 2 },
      { value: 'au', count: 1 },
    ]);
    expect(all.facets.regulator.map((f) => f.value)).toEqual(['asic', 'cysec', 'fca']);
    expect(names((await listBrokers(db.db, query('pelican', { countries: ['au'] }))).items)).toEqual(['海港外汇 Pelican Global']);
    // Northgate's FCA licence was revoked: the FCA filter leaves it out.
    expect(names((await listBrokers(db.db, query('northgate', { regulator: 'fca' }))).items)).toEqual([]);
    expect(names((await listBrokers(db.db, query('northgate', { regulator: 'cysec' }))).items)).toEqual(['Northgate FX']);
    const byScore = await listBrokers(db.db, query('pelican', { sort: 'score' }));
    expect(byScore.items.map((b) => b.score)).toEqual([8.7, 7.4, null]);
  });

  it('previews the best broker matches for the All tab, and none for a keyword no broker has', async () => {
    expect(names(await previewBrokers(db.db, 'pelican crest', 3))).toEqual(['Pelican Crest Markets']);
    expect(await previewBrokers(db.db, 'acme', 3)).toEqual([]);
  });

  it('re-keys a broker that is written again under a new name', async () => {
    const b = SEARCH_BROKERS[3];
    await replaceBrokers(db.db, [
      bundleRows(
        {
          broker: {
            id: brokerIdOf(b.code),
            code: b.code,
            name: 'Pierhead Trade',
            normalised_name: 'pierhead trade',
            country: 'VC',
            founded_year: null,
            status: 'active',
            description: null,
            contact_phone: null,
            contact_other: null,
            trial_users: null,
            trading_orders: null,
            margin_used_usd: null,
            influence: null,
            environment: null,
            capital_ratio: null,
          },
          companies: [],
          websites: [],
          accounts: [],
          software: [],
          vps: [],
          claims: [],
        },
        { contentHash: 'x', source: 'test', sourceUrl: null, retrievedAt: '2026-11-24T08:00:00Z', now: '2026-11-24T08:00:00Z' },
      ),
    ]);
    expect(names(await suggestBrokers(db.db, 'pierhead'))).toEqual(['Pierhead Trade']);
    expect(await suggestBrokers(db.db, 'quayside')).toEqual([]);
  });

  it('keeps brokers in the index when it is rebuilt', async () => {
    await rebuildSearchIndex(db.db);
    expect(names(await suggestBrokers(db.db, 'pelican crest'))).toEqual(['Pelican Crest Markets']);
    expect(names(await suggestBrokers(db.db, 'northgate financial'))).toEqual(['Northgate FX']);
  });
});

describe.each(ENGINES)('rank lists and trader codes on %s', (engine) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await freshDb(engine);
    await seedSearchBrokers(db.db);
  });
  afterAll(() => db?.drop());

  it('ranks scored, trading brokers by score, best first, with their place', async () => {
    const list = await rankList(db.db, { page: 1, size: 20 });
    brokerRankList.parse(list);
    expect(list.items.map((b) => [b.position, b.name, b.grade])).toEqual([
      [1, 'Pelican Crest Markets', 'AAA'],
      [2, '海港外汇 Pelican Global', 'A'],
      [3, 'Northgate FX', 'B'],
      [4, 'Quayside Trade', 'D'],
    ]);
    expect(list.total).toBe(4);
    const second = await rankList(db.db, { page: 2, size: 3 });
    expect(second.items.map((b) => [b.position, b.name])).toEqual([[4, 'Quayside Trade']]);
  });

  it('narrows the list to brokers licensed (in force) in a country or by a regulator', async () => {
    expect(names((await rankList(db.db, { country: 'gb', page: 1, size: 20 })).items)).toEqual(['Pelican Crest Markets']);
    expect(names((await rankList(db.db, { country: 'CY', page: 1, size: 20 })).items)).toEqual(['Pelican Crest Markets', 'Northgate FX']);
    expect(names((await rankList(db.db, { regulator: 'asic', page: 1, size: 20 })).items)).toEqual(['海港外汇 Pelican Global']);
    expect((await rankList(db.db, { country: 'JP', page: 1, size: 20 })).total).toBe(0);
    expect(await rankCountries(db.db)).toEqual([
      { country: 'CY', count: 2 },
      { country: 'AU', count: 1 },
      { country: 'GB', count: 1 },
    ]);
  });

  it('refuses an unknown regulator with a clear 404', async () => {
    await expect(rankList(db.db, { regulator: 'nosuch', page: 1, size: 20 })).rejects.toThrow(AppError);
  });

  it('looks brokers up by trader code, in the order asked, leaving out unknown codes', async () => {
    const found = await brokersByCodes(db.db, ['9000000002', '9999999999', '9000000001', '9000000002']);
    brokerByCodesAnswer.parse(found);
    expect(found.map((b) => [b.code, b.name, b.grade])).toEqual([
      ['9000000002', 'Northgate FX', 'B'],
      ['9000000001', 'Pelican Crest Markets', 'AAA'],
    ]);
  });
});

describe.each(ENGINES)("the app's broker data calls on %s", (engine) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await freshDb(engine);
    // The broker page's fixtures: every section filled, a score with every index, two history days.
    await writeBrokerFixtures(db.db);
  });
  afterAll(() => db?.drop());

  it("answers the broker page's data, score and history in their documented shapes", async () => {
    const info = dealerInfoAnswer.parse(await dealerInfo(db.db, LICENSED_ID));
    expect(info.broker).toMatchObject({ id: LICENSED_ID, name: 'Harbourline Markets', grade: 'A' });
    expect(info.broker).not.toHaveProperty('content_hash');
    expect(info.inForce).toBe(true);
    expect(info.licences.length).toBeGreaterThan(0);
    expect(info.history.length).toBe(2);
    expect(info.history[0]).not.toHaveProperty('snapshot');
    const score = dealerScoreAnswer.parse(await dealerScore(db.db, LICENSED_ID));
    expect(score.detail?.indices.map((i) => i.index)).toEqual(['licence', 'regulation', 'business', 'software', 'risk']);
    const history = dealerHistoryAnswer.parse(await dealerHistory(db.db, LICENSED_ID));
    expect(history.items.map((h) => h.recorded_on)).toEqual(info.history.map((h) => String(h.recorded_on).slice(0, 10)));
  });

  it('refuses an unknown broker with 404', async () => {
    for (const call of [dealerInfo, dealerScore, dealerHistory])
      await expect(call(db.db, brokerIdOf('9999999999'))).rejects.toMatchObject({ status: 404 });
  });
});
