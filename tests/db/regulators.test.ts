import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regulatorId } from '../../src/server/regulators/regulator-ids.ts';
import { loadRegulatorDetail, loadRegulatorList } from '../../src/server/regulators/regulators.service.ts';
import { REGULATORS } from '../../src/server/regulators/regulator-catalogue.ts';
import { REG, seedRegWorld } from '../fixtures/reg/reg-world.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

describe.each(ENGINES)('regulator pages on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await freshDb(engine);
    await seedRegWorld(t.db);
  });
  afterAll(() => t?.drop());

  it('lists every regulator of the catalogue with its licences in force and the brokers holding one', async () => {
    const list = await loadRegulatorList(t.db);
    expect(list).toHaveLength(REGULATORS.length);
    const fca = list.find((r) => r.entry.key === 'fca')!;
    const cysec = list.find((r) => r.entry.key === 'cysec')!;
    // FCA: 100001 active, 100002 exceeded, 100004 active in force; 100003 expired and 100005 suspended are not.
    expect([fca.id, fca.licencesInForce, fca.brokers]).toEqual([regulatorId('fca'), 3, 2]);
    expect([cysec.licencesInForce, cysec.brokers]).toEqual([1, 1]);
    expect(list.find((r) => r.entry.key === 'asic')).toMatchObject({ licencesInForce: 0, brokers: 0 });
  });

  it("shows a regulator's current licences (with holder and brand), its ended ones apart, and warnings newest first", async () => {
    const d = (await loadRegulatorDetail(t.db, regulatorId('fca')))!;
    expect(d.entry.shortName).toBe('FCA');
    expect(d.current.items.map((l) => [l.licenceNumber, l.status, l.companyName])).toEqual([
      ['100001', 'active', 'Harbour Markets Ltd'],
      ['100002', 'exceeded', 'Alder Securities plc'],
      ['100004', 'active', 'Northgate Exchange Operations Ltd'],
      ['100005', 'suspended', 'Cobalt FX Ltd'],
    ]);
    expect(d.current.items[0].brokers).toEqual([{ id: REG.harbour, name: 'Harbour Markets' }]);
    expect(d.current.items[2].brokers).toEqual([]);
    expect(d.current.items[0].recordUrl).toBe('https://register.fca.org.uk/s/firm?id=100001');
    expect(d.ended.items.map((l) => [l.licenceNumber, l.status, l.endedOn])).toEqual([['100003', 'expired', '2022-01-31']]);
    expect(d.warnings.items.map((w) => [w.name, w.publishedOn])).toEqual([
      ['Shadow Capital (clone of Harbour Markets Ltd)', '2026-10-01'],
      ['Quick Profit Club', '2025-02-14'],
      ['Undated Offer Ltd', null],
    ]);
    expect(d.warnings.items[0].broker).toEqual({ id: REG.shadow, name: 'Shadow Capital' });
    expect([d.licencesInForce, d.brokers, d.current.total, d.ended.total, d.warnings.total]).toEqual([3, 2, 4, 1, 3]);
  });

  it('is undefined for an id that is no regulator, and for a page number that leads nowhere', async () => {
    expect(await loadRegulatorDetail(t.db, REG.harbour)).toBeUndefined();
    const fca = regulatorId('fca');
    expect(await loadRegulatorDetail(t.db, fca, { licensees: '2' })).toBeUndefined();
    expect(await loadRegulatorDetail(t.db, fca, { warnings: 'x' })).toBeUndefined();
    expect(await loadRegulatorDetail(t.db, fca, { ended: '0' })).toBeUndefined();
    expect((await loadRegulatorDetail(t.db, fca, { licensees: '1' }))?.current.page).toBe(1);
  });

  it('pages a long list in licence-number order: 8 on the first screen, 50 on each later page', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      company_id: REG.northgateCo,
      position: 10 + i,
      regulator: 'Australian Securities and Investments Commission',
      regulator_country: 'AU',
      licence_type: 'AFSL',
      licence_number: String(300000 + i),
      status: i % 10 === 0 ? 'revoked' : 'active',
      granted_on: null,
      expires_on: null,
      regulator_key: 'asic',
      record_url: null,
      scope: null,
      ended_on: null,
      source: 'test',
      source_url: null,
      retrieved_at: '2026-11-20T00:00:00.000Z',
      updated_at: '2026-11-20T00:00:00.000Z',
    }));
    await t.db.insertInto('licences').values(many).execute();
    const asic = regulatorId('asic');
    const p1 = (await loadRegulatorDetail(t.db, asic))!;
    expect([p1.current.items.length, p1.current.offset, p1.ended.items.length, p1.ended.last]).toEqual([8, 0, 3, 2]);
    const p3 = (await loadRegulatorDetail(t.db, asic, { licensees: '3' }))!;
    expect([p3.current.total, p3.current.last, p3.current.items.length, p3.current.offset, p3.ended.total]).toEqual([108, 3, 50, 58, 12]);
    // 0–65 hold 59 active ones (0, 10 … 60 are revoked): page 3 (after 8 and 50) starts with the 59th.
    expect(p3.current.items[0].licenceNumber).toBe('300065');
    expect(p3.current.items.at(-1)!.licenceNumber).toBe('300119');
    expect(await loadRegulatorDetail(t.db, asic, { licensees: '4' })).toBeUndefined();
    await t.db.deleteFrom('licences').where('regulator_key', '=', 'asic').execute();
  });
});
