import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadComparison } from '../../src/server/brokers/broker-compare.service.ts';
import { regulatorId } from '../../src/server/regulators/regulator-ids.ts';
import { REG, seedRegWorld } from '../fixtures/reg/reg-world.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

const NOW = new Date('2026-11-24T00:00:00Z');

describe.each(ENGINES)('broker comparison on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await freshDb(engine);
    await seedRegWorld(t.db);
  });
  afterAll(() => t?.drop());
  const compare = (ids: string | null, add: string | null = null) => loadComparison(t.db, 'en', ids, add, NOW);

  it('puts brokers side by side in the order of the address, section by section', async () => {
    const page = await compare(`${REG.alder},${REG.harbour}`);
    if (page.type !== 'page') throw new Error('expected a page');
    expect(page.notices).toEqual([]);
    expect(page.columns.map((c) => c.name)).toEqual(['Alder Trade', 'Harbour Markets']);
    const [alder, harbour] = page.columns;
    expect([harbour.score, harbour.grade, harbour.stars, harbour.indices.licence, harbour.indices.risk]).toEqual([7.62, 'A', 4, 9, 7]);
    expect(harbour.licencesInForce).toEqual([{ regulator: 'FCA', regulatorId: regulatorId('fca'), count: 1 }]);
    expect([harbour.withdrawnLicences, harbour.yearsOperating, harbour.accounts, harbour.maxLeverage, harbour.spreadFrom]).toEqual([
      1, 16, 2, 30, 0.1,
    ]);
    expect(harbour.minDeposit).toEqual({ amount: 100, currency: 'USD' });
    expect([harbour.platforms, harbour.vpsPlans]).toEqual([['MT5', 'cTrader'], 1]);
    // Alder's second FCA licence expired: it is neither in force nor withdrawn.
    expect([alder.licencesInForce.length, alder.withdrawnLicences, alder.maxLeverage, alder.vpsPlans, alder.websites.length]).toEqual([
      1, 0, 500, 0, 2,
    ]);
    expect(page.canonical).toBe(`/en/brokers/compare?ids=${REG.alder},${REG.harbour}`);
  });

  it('counts warnings and clone findings, and shows an unscored broker as such', async () => {
    const page = await compare(`${REG.shadow},${REG.cobalt}`);
    if (page.type !== 'page') throw new Error('expected a page');
    const [shadow, cobalt] = page.columns;
    expect([shadow.warnings, shadow.clones, shadow.licencesInForce, shadow.grade]).toEqual([1, 1, [], 'D']);
    expect([cobalt.score, cobalt.grade, cobalt.withdrawnLicences]).toEqual([null, null, 1]);
  });

  it('sends trader codes, names and an added broker to the ids form of the address', async () => {
    expect(await compare('0000000101', 'alder trade')).toEqual({
      type: 'redirect',
      location: `/en/brokers/compare?ids=${REG.harbour},${REG.alder}`,
    });
    expect(await compare(REG.harbour.toUpperCase() + ',0000000103')).toEqual({
      type: 'redirect',
      location: `/en/brokers/compare?ids=${REG.harbour},${REG.cobalt}`,
    });
  });

  it('says why: unknown, repeated, too many, too few', async () => {
    const unknown = await compare(`${REG.harbour},9999999999,${REG.alder}`);
    expect(unknown.type === 'page' && [unknown.ids, unknown.notices]).toEqual([
      [REG.harbour, REG.alder],
      [{ key: 'compare.unknown', params: { list: '9999999999' } }],
    ]);
    const repeated = await compare(`${REG.harbour},0000000101,${REG.alder},${REG.alder}`);
    expect(repeated.type === 'page' && repeated.notices).toEqual([
      { key: 'compare.duplicates', params: { list: `${REG.alder}, 0000000101` } },
    ]);
    const many = await compare(`${REG.harbour},${REG.alder},${REG.cobalt},${REG.shadow}`, '0000000101');
    expect(many.type === 'page' && many.notices.map((n) => n.key)).toEqual(['compare.duplicates']);
    const five = await compare([REG.harbour, REG.alder, REG.cobalt, REG.shadow].join(','), null);
    expect(five.type === 'page' && five.columns.length).toBe(4);
    const one = await compare(REG.harbour);
    expect(one.type === 'page' && one.notices).toEqual([{ key: 'compare.tooFew', params: { min: 2 } }]);
    const none = await compare(null);
    expect(none.type === 'page' && [none.columns, none.notices.map((n) => n.key), none.canonical]).toEqual([
      [],
      ['compare.tooFew'],
      '/en/brokers/compare',
    ]);
  });
});
