import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokerPage, loadBrokerDetail } from '../../src/server/brokers/broker-detail.service.ts';
import { followCounts, follow, myFollows } from '../../src/server/follows/follows.service.ts';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import {
  CLONE_ID,
  CY_COMPANY_ID,
  GB_COMPANY_ID,
  LICENSED_ID,
  PARENT_COMPANY_ID,
  SUBSIDIARY_COMPANY_ID,
  writeBrokerFixtures,
} from '../fixtures/brokers.ts';
import { stableId } from '../../src/server/import/stable-id.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

const TODAY = '2026-11-24';

describe.each(ENGINES)('broker page data on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await freshDb(engine);
    await writeBrokerFixtures(t.db);
  });
  afterAll(() => t.drop());

  it('answers undefined for a broker that is not there', async () => {
    expect(await loadBrokerDetail(t.db, '00000000-0000-0000-0000-000000000000')).toBeUndefined();
    expect(await brokerPage(t.db, '00000000-0000-0000-0000-000000000000', null)).toBeUndefined();
  });

  it('reads a licensed broker with every section: companies, licences with their regulator, own rows, score and history', async () => {
    const d = (await loadBrokerDetail(t.db, LICENSED_ID, TODAY))!;
    expect(d.broker).toMatchObject({ name: 'Harbourline Markets', code: '9900000001', score: 7.86, rank: 1, trial_users: 12_500 });
    expect(d.contacts).toEqual([
      ['email', 'support@harbourline-markets.example'],
      ['address', '1 Harbour Road, Limassol'],
    ]);
    expect(d.companies.map((c) => [c.id, c.role]).sort()).toEqual(
      [
        [CY_COMPANY_ID, 'licensee'],
        [GB_COMPANY_ID, 'licensee'],
      ].sort(),
    );
    expect(d.licences.map((l) => [l.regulatorInfo?.shortName, l.licence_number, l.status])).toEqual([
      ['CySEC', '123/10', 'active'],
      ['FCA', '765432', 'exceeded'],
    ]);
    expect(d.licences[0].regulatorInfo!.pageId).toBe(stableId('regulator', 'cysec'));
    expect(d.licences[0].scope).toEqual({
      services: ['Reception and transmission of orders', 'Dealing on own account'],
      countries: ['DE', 'FR'],
    });
    expect(d.inForce).toBe(true);
    expect(d.claims.map((c) => [c.licence_number, c.held])).toEqual([['123/10', true]]);
    expect(d.websites.map((w) => [w.domain, w.kind, w.young])).toEqual([
      ['harbourline-markets.example', 'official', false],
      ['trade.harbourline-markets.example', 'trading', false],
    ]);
    expect(d.accounts.map((a) => [a.name, a.max_leverage, a.instruments])).toEqual([
      ['Standard', 30, ['forex', 'metals', 'indices']],
      ['Raw ECN', 500, ['forex', 'crypto']],
    ]);
    // The MT4 server is registered to its own company, the MT5 server to someone else.
    expect(d.software.map((s) => [s.platform, s.check])).toEqual([
      ['MT4', 'match'],
      ['MT5', 'mismatch'],
    ]);
    expect(d.vps.map((v) => [v.plan, v.price, v.period])).toEqual([['VPS Basic', 30, 'month']]);
    expect(d.cloneOf).toEqual([]);
    expect(d.clonedBy.map((c) => [c.id, c.name, c.reason, c.evidence.length])).toEqual([
      [CLONE_ID, 'Harbourline Markets Pro', 'licence-number', 2],
    ]);
    expect(d.warnings).toEqual([]);
    expect(d.group.parents.map((p) => [p.id, p.of_id]).sort()).toEqual(
      [
        [PARENT_COMPANY_ID, CY_COMPANY_ID],
        [PARENT_COMPANY_ID, GB_COMPANY_ID],
      ].sort(),
    );
    expect(d.group.children.map((c) => [c.id, c.of_id])).toEqual([[SUBSIDIARY_COMPANY_ID, CY_COMPANY_ID]]);
    expect(d.score!.indices.map((i) => i.index)).toEqual(['licence', 'regulation', 'business', 'software', 'risk']);
    expect(d.history.map((h) => [h.recorded_on, h.score])).toEqual([
      ['2026-06-01', 6.8],
      ['2026-11-01', 7.86],
    ]);
    // Newest first: the score rose, the FCA licence went from in force to exceeding its scope, a website was added.
    expect(d.timeline.map((e) => [e.date, e.events.map((x) => x.kind)])).toEqual([
      ['2026-11-01', ['score', 'licence-status', 'website-added']],
      ['2026-06-01', ['first']],
    ]);
  });

  it('reads the clone: no licence, a young domain, an unheld claim, the warning and whom it copies', async () => {
    const d = (await loadBrokerDetail(t.db, CLONE_ID, TODAY))!;
    expect(d.licences).toEqual([]);
    expect(d.inForce).toBe(false);
    expect(d.claims.map((c) => [c.licence_number, c.held])).toEqual([['123/10', false]]);
    expect(d.websites.map((w) => [w.domain, w.ageDays, w.young])).toEqual([['harbourline-markets-pro.example', 84, true]]);
    expect(d.warnings.map((w) => [w.regulatorInfo?.shortName, w.name, w.published_on])).toEqual([
      ['CySEC', 'Harbourline Markets Pro', '2026-10-15'],
    ]);
    expect(d.cloneOf.map((c) => [c.original, c.reason])).toEqual([
      [{ kind: 'dealer', id: LICENSED_ID, name: 'Harbourline Markets' }, 'licence-number'],
    ]);
    expect(d.score).toBeNull();
    expect(d.history).toEqual([]);
    // The risk list is brokerRisks' (the score's rules): the claim someone else holds is the clone
    // finding, not also an unverified claim; most severe first.
    expect(d.risks.map((r) => [r.kind, r.severity, r.vars ?? null])).toEqual([
      ['noLicence', 'high', null],
      ['clone', 'high', { reason: 'licence-number' }],
      ['warning', 'high', { regulator: 'CYSEC' }],
      ['youngDomain', 'low', { days: 365 }],
    ]);
    expect(d.risks[1].evidence.map((e) => e.kind)).toEqual(d.cloneOf[0].evidence.map((e) => e.kind));
  });

  it("lists the licensed broker's exceeded licence and its server registered elsewhere; a past day reads that day's snapshot", async () => {
    const d = (await loadBrokerDetail(t.db, LICENSED_ID, TODAY))!;
    expect(d.risks.map((r) => [r.kind, r.severity])).toEqual([
      ['exceeded', 'medium'],
      ['serverMismatch', 'medium'],
    ]);
    expect(d.risks[1].vars).toEqual({ company: 'Other Tech Solutions Ltd' });
    const june = (await brokerPage(t.db, LICENSED_ID, '2026-07-15', TODAY))!;
    expect(june.past!.state === 'found' && june.past!.risks).toEqual([]);
  });

  it('shows the page as it was on a day from the history row that stood then', async () => {
    const june = (await brokerPage(t.db, LICENSED_ID, '2026-07-15', TODAY))!;
    expect(june.past).toMatchObject({ state: 'found', day: '2026-07-15', recordedOn: '2026-06-01', score: 6.8 });
    const found = june.past!.state === 'found' ? june.past! : undefined;
    expect(found!.licences.map((l) => [l.regulatorInfo?.shortName, l.status])).toEqual([
      ['CySEC', 'active'],
      ['FCA', 'active'],
    ]);
    expect(found!.websites.map((w) => w.domain)).toEqual(['harbourline-markets.example']);
    expect((await brokerPage(t.db, LICENSED_ID, '2026-01-01', TODAY))!.past).toEqual({ state: 'missing', day: '2026-01-01' });
    expect((await brokerPage(t.db, LICENSED_ID, '2026-02-30', TODAY))!.past).toEqual({ state: 'invalid', given: '2026-02-30' });
    expect((await brokerPage(t.db, LICENSED_ID, null, TODAY))!.past).toBeUndefined();
  });

  it('lets a member follow a broker and lists it with its name and country', async () => {
    const user = await createUser(t.db, { email: 'broker-follower@example.com', password: 'secret-1' });
    await follow(t.db, user.id, { type: 'dealer', uuid: LICENSED_ID }, '192.0.2.1');
    await expect(
      follow(t.db, user.id, { type: 'dealer', uuid: '00000000-0000-0000-0000-000000000000' }, '192.0.2.1'),
    ).rejects.toMatchObject({
      code: 'follow.notFoundDealer',
      status: 404,
    });
    const list = await myFollows(t.db, user.id, { page: 1, pageSize: 20 });
    expect(list.items).toMatchObject([
      { type: 'dealer', uuid: LICENSED_ID, name: 'Harbourline Markets', jurisdiction_code: 'cy', inactive: 'false', latest_change: null },
    ]);
    expect((await followCounts(t.db, user.id, { type: 'dealer', uuid: LICENSED_ID })).record).toEqual({
      type: 'dealer',
      uuid: LICENSED_ID,
      followers: 1,
      following: true,
    });
  });
});
