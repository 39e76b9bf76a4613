import { describe, expect, it } from 'vitest';
import { brokerRisks } from '../../src/lib/broker-risk.ts';
import type { BrokerFacts, BrokerLicenceFact } from '../../src/lib/broker-score.ts';

const asOf = '2026-11-24';
const licence = (over: Partial<BrokerLicenceFact> = {}): BrokerLicenceFact => ({
  companyId: 'c1',
  companyName: 'Harbour Markets Ltd',
  regulatorKey: 'cysec',
  regulator: 'CySEC',
  regulatorCountry: 'CY',
  number: '123/10',
  status: 'active',
  recordUrl: null,
  grantedOn: null,
  endedOn: null,
  expiresOn: null,
  ...over,
});
const base: BrokerFacts = {
  id: 'b1',
  name: 'Harbour Markets',
  foundedYear: 2010,
  capitalRatio: null,
  companies: [
    {
      id: 'c1',
      name: 'Harbour Markets Ltd',
      role: 'licensee',
      incorporationDate: null,
      going: true,
      accountsLastMadeUp: null,
      accountsNextDue: null,
    },
  ],
  licences: [licence()],
  websites: [],
  accounts: [],
  software: [],
  warnings: [],
  clones: [],
  unverifiedClaims: [],
  complaints: [],
};
const kinds = (f: Partial<BrokerFacts>) => brokerRisks({ ...base, ...f }, asOf).map((r) => [r.kind, r.severity]);

describe('broker risk list', () => {
  it('is empty for a licensed broker with nothing against it', () => {
    expect(brokerRisks(base, asOf)).toEqual([]);
  });
  it("says 'no licence in force' first, with high severity, when none is", () => {
    expect(kinds({ licences: [licence({ status: 'revoked' })] })).toEqual([
      ['noLicence', 'high'],
      ['revoked', 'high'],
    ]);
  });
  it('lists warnings, clone findings, exceeded licences and unverified claims, each with its records', () => {
    const r = brokerRisks(
      {
        ...base,
        licences: [licence({ status: 'exceeded' })],
        warnings: [
          {
            id: 'w1',
            regulatorKey: 'fca',
            name: 'Harbour',
            domain: null,
            licenceNumber: null,
            publishedOn: null,
            url: 'https://fca/w1',
            details: null,
            brokerId: 'b1',
          },
        ],
        clones: [
          {
            brokerId: 'b1',
            originalBrokerId: 'b2',
            originalCompanyId: null,
            reason: 'domain',
            evidence: [{ kind: 'website', label: 'harbour.eu' }],
          },
        ],
        unverifiedClaims: [{ brokerId: 'b1', regulatorKey: 'asic', number: '999' }],
      },
      asOf,
    );
    expect(r.map((x) => [x.key, x.severity])).toEqual([
      ['broker.risk.clone', 'high'],
      ['broker.risk.warning', 'high'],
      ['broker.risk.exceeded', 'medium'],
      ['broker.risk.unverifiedClaim', 'medium'],
    ]);
    expect(r[1].evidence[0]).toMatchObject({ kind: 'warning', id: 'w1', url: 'https://fca/w1' });
    expect(r[0].vars).toEqual({ reason: 'domain' });
  });
  it('lists an MT4/MT5 server licensed to another company and a domain younger than a year, young domains last', () => {
    expect(
      kinds({
        websites: [{ domain: 'harbour.new', url: 'https://harbour.new', registeredOn: '2026-09-01' }],
        software: [
          { platform: 'MT4', serverName: 'Harbour-Live', serverCompany: 'Harbour Markets Ltd', serverCountry: 'CY' },
          { platform: 'MT5', serverName: 'White-Live', serverCompany: 'White Label Services LLC', serverCountry: 'SC' },
        ],
      }),
    ).toEqual([
      ['serverMismatch', 'medium'],
      ['youngDomain', 'low'],
    ]);
  });
});

describe('broker risk list: each record once', () => {
  const warning = (id: string) => ({
    id,
    regulatorKey: 'fca',
    name: 'Harbour Clone',
    domain: null,
    licenceNumber: null,
    publishedOn: '2026-10-01',
    url: `https://fca/${id}`,
    details: 'A clone of a firm we authorise',
    brokerId: 'b1',
  });
  it('shows a clone warning under its clone finding only, and a warning listed twice once', () => {
    const r = brokerRisks(
      {
        ...base,
        warnings: [warning('w1'), warning('w1'), warning('w2')],
        clones: [
          {
            brokerId: 'b1',
            originalBrokerId: 'b2',
            originalCompanyId: null,
            reason: 'warning',
            evidence: [{ kind: 'warning', id: 'w1', label: 'Harbour Clone', url: 'https://fca/w1' }],
          },
        ],
      },
      asOf,
    );
    expect(r.map((x) => [x.kind, x.evidence.map((e) => e.id)])).toEqual([
      ['clone', ['w1']],
      ['warning', ['w2']],
    ]);
  });
});
