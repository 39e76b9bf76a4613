import { describe, expect, it } from 'vitest';
import { changeEvents, type ChangeRow } from '../../src/lib/change-events.ts';

const row = (table_name: string, diff: unknown): ChangeRow => ({
  table_name,
  record_id: 'r1',
  changed_at: '2026-11-20T10:00:00.000Z',
  diff: typeof diff === 'string' ? diff : JSON.stringify(diff),
  source: 'companies-house-csv',
});
const kinds = (r: ChangeRow) => changeEvents(r).map((e) => e.kind);

describe('change events', () => {
  it('tells a new name with the old and the new one, the date recorded and the source', () => {
    const [e] = changeEvents(row('companies', { name: ['ACME LTD', 'ACME HOLDINGS LTD'], normalised_name: ['acme', 'acme holdings'] }));
    expect(e).toMatchObject({
      kind: 'nameChanged',
      old: 'ACME LTD',
      new: 'ACME HOLDINGS LTD',
      recordedAt: '2026-11-20T10:00:00.000Z',
      source: 'companies-house-csv',
      recordId: 'r1',
    });
  });
  it('tells a status change', () => {
    expect(changeEvents(row('companies', { current_status: ['Active', 'Liquidation'] }))[0]).toMatchObject({
      kind: 'statusChanged',
      old: 'Active',
      new: 'Liquidation',
    });
  });
  it('tells the inactive flag alone as a status change of a flag', () => {
    expect(changeEvents(row('companies', { inactive: [0, 1] }))[0]).toMatchObject({
      kind: 'statusChanged',
      field: 'inactive',
      valueType: 'flag',
      new: '1',
    });
  });
  it('tells a dissolution once, with its date, instead of a status change and a new dissolution date', () => {
    const events = changeEvents(
      row('companies', { current_status: ['Active', 'Dissolved'], dissolution_date: [null, '2026-10-01'], inactive: [0, 1] }),
    );
    expect(events.map((e) => e.kind)).toEqual(['dissolved']);
    expect(events[0].on).toBe('2026-10-01');
  });
  it('tells a move of the registered address, the postal code going with it', () => {
    expect(kinds(row('companies', { registered_address_in_full: ['1 A St', '2 B Rd'], postal_code: ['A1', 'B2'] }))).toEqual([
      'addressMoved',
    ]);
  });
  it('tells accounts filed with the date they are made up to', () => {
    expect(changeEvents(row('companies', { accounts_last_made_up: ['2024-12-31', '2025-12-31'] }))[0]).toMatchObject({
      kind: 'accountsFiled',
      on: '2025-12-31',
    });
  });
  it('tells a first charge, a later one and a satisfied one, but not counts given for the first time', () => {
    expect(kinds(row('companies', { has_charges: [0, 1] }))).toEqual(['chargeRegistered']);
    expect(kinds(row('companies', { 'charges.total': [2, 3], 'charges.outstanding': [1, 2] }))).toEqual(['chargeRegistered']);
    expect(kinds(row('companies', { 'charges.satisfied': [1, 2], 'charges.outstanding': [1, 0] }))).toEqual(['chargeSatisfied']);
    expect(kinds(row('companies', { 'charges.total': [null, 3] }))).toEqual(['recordUpdated']);
  });
  it('tells other named fields with their type, and several events from one row in a fixed order', () => {
    const events = changeEvents(
      row('companies', { name: ['A', 'B'], accounts_next_due: ['2026-01-01', '2027-01-01'], liquidated: [null, 1] }),
    );
    expect(events.map((e) => [e.kind, e.field, e.valueType])).toEqual([
      ['nameChanged', undefined, undefined],
      ['fieldChanged', 'accounts_next_due', 'date'],
      ['fieldChanged', 'liquidated', 'flag'],
    ]);
  });
  it('tells an officer appointed, resigned or otherwise updated', () => {
    expect(changeEvents(row('officers', { 'appointment.company_id': [null, 'c2'] }))[0]).toMatchObject({ kind: 'officerAppointed' });
    expect(
      changeEvents(row('officers', { 'appointment.end_date': [null, '2026-09-30'], 'appointment.status': ['current', 'resigned'] }))[0],
    ).toMatchObject({
      kind: 'officerResigned',
      on: '2026-09-30',
    });
    expect(kinds(row('officers', { address_in_full: ['x', 'y'] }))).toEqual(['officerUpdated']);
  });
  it('tells a parent changed and a link ended', () => {
    expect(changeEvents(row('relationships', { parent_company_id: ['p1', 'p2'] }))[0]).toMatchObject({
      kind: 'parentChanged',
      old: 'p1',
      new: 'p2',
    });
    expect(changeEvents(row('relationships', { end_date: [null, '2026-06-30'], status: ['active', 'ended'] }))[0]).toMatchObject({
      kind: 'linkEnded',
      on: '2026-06-30',
    });
  });
  it('tells a revised financial summary', () => {
    expect(kinds(row('financial_summaries', { current_assets: [1, 2] }))).toEqual(['financialsRevised']);
  });
  it('never throws: a malformed, empty or unknown diff is one record-updated event', () => {
    for (const diff of ['not json', 'null', '[1,2]', '{}', '{"name":"no pair"}', '{"normalised_name":["a","b"]}', '42'])
      expect(kinds(row('companies', diff))).toEqual(['recordUpdated']);
    expect(kinds(row('investors', { rounds: [1, 2] }))).toEqual(['recordUpdated']);
    expect(kinds({ ...row('companies', {}), diff: undefined as unknown as string, source: null })).toEqual(['recordUpdated']);
  });
  it('reads licence changes: granted, status changed, no longer listed, other details', () => {
    const l = { licence_type: 'Bank', regulator: 'FINMA', status: 'active', granted_on: '2020-01-02', ended_on: null, scope: '{}' };
    const row = (before: unknown, after: unknown): ChangeRow => ({
      table_name: 'licences',
      record_id: 'c1',
      changed_at: '2026-11-24T00:00:00.000Z',
      diff: JSON.stringify({ licence: [before, after] }),
      source: 'finma-csv',
    });
    expect(changeEvents(row(null, l))).toMatchObject([{ kind: 'licenceGranted', licence: 'Bank, FINMA', on: '2020-01-02', new: 'active' }]);
    expect(changeEvents(row(l, { ...l, status: 'revoked', ended_on: '2026-11-01' }))).toMatchObject([
      { kind: 'licenceStatusChanged', old: 'active', new: 'revoked', on: '2026-11-01' },
    ]);
    expect(changeEvents(row(l, null))).toMatchObject([{ kind: 'licenceEnded', licence: 'Bank, FINMA', old: 'active' }]);
    expect(changeEvents(row(l, { ...l, scope: '{"services":["x"]}' }))).toMatchObject([{ kind: 'licenceUpdated' }]);
    expect(changeEvents(row('nonsense', null))).toMatchObject([{ kind: 'recordUpdated' }]);
  });
});
