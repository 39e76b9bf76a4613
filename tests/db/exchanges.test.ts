import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regulatorId } from '../../src/server/regulators/regulator-ids.ts';
import { loadExchangeDetail } from '../../src/server/exchanges/exchange-detail.service.ts';
import { REG, seedRegWorld } from '../fixtures/reg/reg-world.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

describe.each(ENGINES)('exchange pages on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await freshDb(engine);
    await seedRegWorld(t.db);
  });
  afterAll(() => t?.drop());

  it("shows a venue with its operator, the operator's licences, its regulator and the operator's other venues", async () => {
    const d = (await loadExchangeDetail(t.db, REG.xngt))!;
    expect([d.exchange.name, d.exchange.mic, d.exchange.kind]).toEqual(['Northgate Stock Exchange', 'XNGT', 'regulated-market']);
    expect(d.operator?.name).toBe('Northgate Exchange Operations Ltd');
    expect(d.operator?.licences.map((l) => [l.licence_number, l.regulatorId])).toEqual([['100004', regulatorId('fca')]]);
    expect(d.regulator?.entry.key).toBe('fca');
    expect(d.otherVenues.map((v) => v.id)).toEqual([REG.xngm]);
  });

  it('shows a venue without operator or regulator, and nothing for an unknown id', async () => {
    const d = (await loadExchangeDetail(t.db, REG.orphanVenue))!;
    expect([d.operator, d.regulator, d.otherVenues]).toEqual([null, null, []]);
    expect(await loadExchangeDetail(t.db, REG.harbour)).toBeUndefined();
  });
});
