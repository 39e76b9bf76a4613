import { describe, expect, it } from 'vitest';
import { parseDay, parseSnapshot, rowOn, timelineOf } from '../../src/lib/broker-timeline.ts';
import { domainAgeDays, youngDomain } from '../../src/lib/domain-age.ts';

const row = (recorded_on: string, score: number | null, snapshot: object | string) => ({
  recorded_on,
  score,
  licences_in_force: 0,
  licences_revoked: 0,
  websites: 0,
  warnings: 0,
  snapshot: typeof snapshot === 'string' ? snapshot : JSON.stringify(snapshot),
});
const fca = { regulator_key: 'fca', licence_number: '123456', status: 'active' };

describe('the time machine', () => {
  it('reads a snapshot leniently: unknown fields ignored, an unreadable one empty', () => {
    expect(parseSnapshot('{"licences":[{"regulator_key":"fca","status":"revoked","extra":1}],"websites":[{"url":"x"}]}')).toEqual({
      licences: [
        {
          regulator_key: 'fca',
          regulator: null,
          licence_number: null,
          licence_type: null,
          status: 'revoked',
          company_id: null,
          company_name: null,
          granted_on: null,
          ended_on: null,
          record_url: null,
        },
      ],
      websites: [],
      warnings: [],
    });
    expect(parseSnapshot('not json')).toEqual({ licences: [], websites: [], warnings: [] });
    // The scoring job's own field names.
    const job = parseSnapshot(
      JSON.stringify({
        licences: [
          { companyId: 'c1', company: 'Acme Ltd', regulatorKey: 'fca', number: '123456', status: 'active', grantedOn: '2020-01-01' },
        ],
        websites: [{ domain: 'acme.example', url: 'https://acme.example', registeredOn: '2019-05-01' }],
        warnings: [{ regulatorKey: 'fca', name: 'Acme Clone', publishedOn: '2026-01-01' }],
      }),
    );
    expect(job.licences[0]).toMatchObject({
      company_id: 'c1',
      company_name: 'Acme Ltd',
      regulator_key: 'fca',
      licence_number: '123456',
      granted_on: '2020-01-01',
    });
    expect(job.websites[0].registered_on).toBe('2019-05-01');
    expect(job.warnings[0]).toMatchObject({ regulator_key: 'fca', published_on: '2026-01-01' });
  });

  it('words each day newest first with what changed since the day before', () => {
    const entries = timelineOf([
      row('2026-06-01', 6, { licences: [fca], websites: [{ domain: 'a.example' }] }),
      row('2026-09-01', 4.5, {
        licences: [
          { ...fca, status: 'revoked' },
          { regulator_key: 'asic', licence_number: '1', status: 'active' },
        ],
        websites: [{ domain: 'b.example' }],
        warnings: [{ regulator_key: 'fca', name: 'Clone firm' }],
      }),
    ]);
    expect(entries.map((e) => [e.date, e.events.map((x) => x.kind)])).toEqual([
      ['2026-09-01', ['score', 'licence-status', 'licence-added', 'website-added', 'website-removed', 'warning-added']],
      ['2026-06-01', ['first']],
    ]);
    expect(entries[0].events[0]).toEqual({ kind: 'score', from: 6, to: 4.5 });
  });

  it('finds the row that stood on a day, and none before the first', () => {
    const rows = [row('2026-06-01', 6, {}), row('2026-09-01', 5, {})];
    expect(rowOn(rows, '2026-08-31')?.recorded_on).toBe('2026-06-01');
    expect(rowOn(rows, '2026-09-01')?.recorded_on).toBe('2026-09-01');
    expect(rowOn(rows, '2026-05-31')).toBeUndefined();
  });

  it('takes only real calendar days as dates', () => {
    expect(parseDay('2026-02-28')).toBe('2026-02-28');
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('yesterday')).toBeNull();
    expect(parseDay(null)).toBeNull();
  });
});

describe('domain age', () => {
  it('calls a domain registered less than a year before the day young', () => {
    expect(domainAgeDays('2026-09-01', '2026-11-24')).toBe(84);
    expect(youngDomain('2026-09-01', '2026-11-24')).toBe(true);
    expect(youngDomain('2025-11-24', '2026-11-24')).toBe(false);
    expect(youngDomain(null, '2026-11-24')).toBe(false);
    // Registered after the day of a past view: not young on that day, it did not exist yet.
    expect(youngDomain('2026-12-01', '2026-11-24')).toBe(false);
  });
});
