import { describe, expect, it } from 'vitest';
import type { CloneFinding } from '../../src/lib/broker-clones.ts';
import { SCORE_INDICES } from '../../src/lib/broker-score-detail.ts';
import {
  BROKER_SCORE_VERSION,
  INDEX_BASE,
  SCORE_RULES,
  SCORE_WEIGHTS,
  scoreBroker,
  type BrokerFacts,
  type BrokerLicenceFact,
  type ComplaintFact,
} from '../../src/lib/broker-score.ts';
import { regulatorTier, regulatorsOfTier, RETAIL_LEVERAGE_CAP } from '../../src/lib/regulator-tiers.ts';

const asOf = '2026-11-24';
const licence = (over: Partial<BrokerLicenceFact> = {}): BrokerLicenceFact => ({
  companyId: 'c1',
  companyName: 'Harbour Markets Ltd',
  regulatorKey: 'fca',
  regulator: 'FCA',
  regulatorCountry: 'GB',
  number: '123456',
  status: 'active',
  recordUrl: 'https://register.fca.org.uk/s/firm?id=123456',
  grantedOn: '2015-01-01',
  endedOn: null,
  expiresOn: null,
  ...over,
});
const base: BrokerFacts = {
  id: 'b1',
  name: 'Harbour Markets',
  foundedYear: null,
  capitalRatio: null,
  companies: [],
  licences: [],
  websites: [],
  accounts: [],
  software: [],
  warnings: [],
  clones: [],
  unverifiedClaims: [],
  complaints: [],
};
const index = (f: Partial<BrokerFacts>, name: (typeof SCORE_INDICES)[number]) =>
  scoreBroker({ ...base, ...f }, asOf).indices.find((i) => i.index === name)!;
const rules = (f: Partial<BrokerFacts>, name: (typeof SCORE_INDICES)[number]) =>
  index(f, name).points.map((p) => [p.rule.replace('broker.score.rule.', ''), p.points]);

describe('the published weights', () => {
  it('add up to one over the five indices, and the version is stated', () => {
    expect(Object.keys(SCORE_WEIGHTS).sort()).toEqual([...SCORE_INDICES].sort());
    expect(Object.values(SCORE_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(BROKER_SCORE_VERSION).toBeGreaterThan(0);
  });
});

describe('regulator tiers', () => {
  it('put the FCA, ASIC and CySEC in tier 1, the DFSA in tier 2, Vanuatu in tier 3, and an unknown regulator in tier 3', () => {
    expect(['fca', 'asic', 'cysec', 'dfsa', 'vfsc', 'nobody', null].map(regulatorTier)).toEqual([1, 1, 1, 2, 3, 3, 3]);
  });
  it('list every regulator under one tier only', () => {
    const all = [1, 2, 3].flatMap((t) => regulatorsOfTier(t as 1 | 2 | 3));
    expect(new Set(all).size).toBe(all.length);
  });
  it('know the retail leverage caps of ESMA members, the FCA, the NFA and Japan', () => {
    expect([
      RETAIL_LEVERAGE_CAP.cysec,
      RETAIL_LEVERAGE_CAP.fca,
      RETAIL_LEVERAGE_CAP.nfa,
      RETAIL_LEVERAGE_CAP['fsa-jp'],
      RETAIL_LEVERAGE_CAP.vfsc,
    ]).toEqual([30, 30, 50, 25, undefined]);
  });
});

describe('licence index', () => {
  it('gives each licence in force the points of its regulator tier, with the licence record as evidence', () => {
    const i = index(
      { licences: [licence(), licence({ regulatorKey: 'vfsc', regulator: 'VFSC', number: '700', regulatorCountry: 'VU' })] },
      'licence',
    );
    expect(i.points.map((p) => [p.rule, p.points])).toEqual([
      ['broker.score.rule.licence.tier1', 6],
      ['broker.score.rule.licence.tier3', 2],
    ]);
    expect(i.points[0].evidence[0]).toMatchObject({
      kind: 'licence',
      label: 'FCA 123456',
      url: 'https://register.fca.org.uk/s/firm?id=123456',
    });
    expect(i.value).toBe(8);
  });
  it('is capped at 10 however many licences a broker holds', () => {
    expect(index({ licences: [licence(), licence({ number: '2' }), licence({ number: '3' })] }, 'licence').value).toBe(10);
  });
  it('counts no revoked, expired or past-end licence', () => {
    expect(
      index(
        {
          licences: [
            licence({ status: 'revoked' }),
            licence({ status: 'expired' }),
            licence({ endedOn: '2026-01-01' }),
            licence({ expiresOn: '2026-11-01' }),
          ],
        },
        'licence',
      ).value,
    ).toBe(0);
  });
  it('counts a licence whose scope is exceeded as in force (the regulation index takes points for it)', () => {
    expect(index({ licences: [licence({ status: 'exceeded' })] }, 'licence').value).toBe(6);
  });
});

describe('regulation index', () => {
  it('starts at 10 for a broker with nothing against it', () => {
    expect(index({}, 'regulation')).toMatchObject({ value: INDEX_BASE.regulation, points: [] });
  });
  it('takes points for revoked, suspended, expired and exceeded licences', () => {
    expect(
      rules(
        {
          licences: [
            licence({ status: 'revoked' }),
            licence({ status: 'suspended' }),
            licence({ status: 'expired' }),
            licence({ status: 'exceeded' }),
          ],
        },
        'regulation',
      ),
    ).toEqual([
      ['regulation.revoked', -4],
      ['regulation.suspended', -3],
      ['regulation.expired', -1],
      ['regulation.exceeded', -2],
    ]);
  });
  it('takes points for a regulator warning, citing the warning page', () => {
    const i = index(
      {
        warnings: [
          {
            id: 'w1',
            regulatorKey: 'fca',
            name: 'Harbour Markets (unauthorised)',
            domain: 'harbour.example',
            licenceNumber: null,
            publishedOn: '2026-05-01',
            url: 'https://www.fca.org.uk/news/warnings/harbour',
            details: null,
            brokerId: null,
          },
        ],
      },
      'regulation',
    );
    expect(i.value).toBe(7);
    expect(i.points[0].evidence[0]).toMatchObject({ kind: 'warning', id: 'w1', url: 'https://www.fca.org.uk/news/warnings/harbour' });
  });
  it('counts a clone warning once, as its clone finding, and a warning given twice once', () => {
    const w = {
      id: 'w9',
      regulatorKey: 'fca',
      name: 'Harbour Clone',
      domain: null,
      licenceNumber: '123456',
      publishedOn: '2026-05-01',
      url: 'https://www.fca.org.uk/news/warnings/harbour-clone',
      details: 'Clone firm',
      brokerId: null,
    };
    const clone: CloneFinding = {
      brokerId: 'b1',
      originalBrokerId: 'b2',
      originalCompanyId: 'c2',
      reason: 'warning',
      evidence: [{ kind: 'warning', id: 'w9', label: 'Harbour Clone' }],
    };
    expect(rules({ warnings: [w, w], clones: [clone] }, 'regulation')).toEqual([['regulation.clone', -5]]);
    expect(rules({ warnings: [w, w] }, 'regulation')).toEqual([['regulation.warning', -3]]);
  });
  it('takes points for a clone finding and for a licence claimed that we could not find, never below 0', () => {
    const clone: CloneFinding = { brokerId: 'b1', originalBrokerId: 'b2', originalCompanyId: 'c2', reason: 'licence-number', evidence: [] };
    expect(rules({ clones: [clone], unverifiedClaims: [{ brokerId: 'b1', regulatorKey: 'asic', number: '999' }] }, 'regulation')).toEqual([
      ['regulation.clone', -5],
      ['regulation.unverifiedClaim', -2],
    ]);
    expect(index({ clones: [clone, clone, clone] }, 'regulation').value).toBe(0);
  });
});

describe('business index', () => {
  it('gives half a point per year in business, at most 5, from the founding year or the oldest company', () => {
    expect(rules({ foundedYear: 2020 }, 'business')).toEqual([['business.years', 3]]);
    expect(rules({ foundedYear: 1990 }, 'business')).toEqual([['business.years', SCORE_RULES.business.years.max]]);
    const company = {
      id: 'c1',
      name: 'Harbour Ltd',
      role: 'licensee',
      incorporationDate: '2022-12-01',
      going: false,
      accountsLastMadeUp: null,
      accountsNextDue: null,
    };
    expect(rules({ companies: [company] }, 'business')).toEqual([['business.years', 1.5]]);
  });
  it('gives a point per going company (at most 2) and one for accounts filed in the last 18 months, and takes one per overdue filing', () => {
    const c = (id: string, over = {}) => ({
      id,
      name: `Harbour ${id}`,
      role: 'licensee',
      incorporationDate: null,
      going: true,
      accountsLastMadeUp: null,
      accountsNextDue: null,
      ...over,
    });
    expect(
      rules({ companies: [c('a', { accountsLastMadeUp: '2026-03-31' }), c('b'), c('c', { accountsNextDue: '2026-01-01' })] }, 'business'),
    ).toEqual([
      ['business.activeCompanies', 2],
      ['business.accountsFiled', 1],
      ['business.accountsOverdue', -1],
    ]);
    expect(rules({ companies: [c('a', { accountsLastMadeUp: '2024-12-31' })] }, 'business')).toEqual([['business.activeCompanies', 1]]);
  });
  it('weighs the capital ratio: 150 % and more +2, 100 % and more +1, below −2', () => {
    expect([1.8, 1.2, 0.7].map((capitalRatio) => rules({ capitalRatio }, 'business')[0])).toEqual([
      ['business.capitalStrong', 2],
      ['business.capitalAdequate', 1],
      ['business.capitalShort', -2],
    ]);
  });
  it('takes points for an account whose leverage exceeds what every licence in force allows retail clients', () => {
    const accounts = [
      { name: 'Standard', maxLeverage: 30 },
      { name: 'Pro', maxLeverage: 500 },
    ];
    expect(rules({ licences: [licence({ regulatorKey: 'cysec' })], accounts }, 'business')).toEqual([['business.leverageAboveCap', -2]]);
    // A licence with no cap (an offshore one) allows the leverage: no point is taken.
    expect(rules({ licences: [licence({ regulatorKey: 'cysec' }), licence({ regulatorKey: 'fsa-sc' })], accounts }, 'business')).toEqual(
      [],
    );
    expect(rules({ licences: [], accounts }, 'business')).toEqual([]);
  });
});

describe('software index', () => {
  const companies = [
    {
      id: 'c1',
      name: 'Harbour Markets Ltd',
      role: 'licensee',
      incorporationDate: null,
      going: true,
      accountsLastMadeUp: null,
      accountsNextDue: null,
    },
  ];
  it('gives points for a known platform, a server licensed to its own company and located where it holds a licence', () => {
    const i = index(
      {
        companies,
        licences: [licence()],
        software: [{ platform: 'MT5', serverName: 'HarbourMarkets-Live', serverCompany: 'Harbour Markets Ltd.', serverCountry: 'GB' }],
      },
      'software',
    );
    expect(i.points.map((p) => [p.rule, p.points])).toEqual([
      ['broker.score.rule.software.platformKnown', 3],
      ['broker.score.rule.software.serverOwn', 4],
      ['broker.score.rule.software.serverWhereLicensed', 3],
    ]);
    expect(i.value).toBe(10);
  });
  it('takes points when the server is licensed to another company, and gives none for an unknown platform', () => {
    expect(
      rules(
        { companies, software: [{ platform: 'MT4', serverName: 'X-Live', serverCompany: 'Other Trading LLC', serverCountry: 'SC' }] },
        'software',
      ),
    ).toEqual([
      ['software.platformKnown', 3],
      ['software.serverOther', -2],
    ]);
    expect(
      index({ software: [{ platform: 'OurApp', serverName: null, serverCompany: null, serverCountry: null }] }, 'software').value,
    ).toBe(0);
  });
});

describe('risk index', () => {
  const complaint = (id: string, replied: boolean): ComplaintFact => ({
    id,
    approved: true,
    category: 'withdrawal',
    date: '2026-10-01',
    replied,
  });
  it("takes everything when no licence is in force: the spec's 'No valid regulatory information'", () => {
    expect(index({}, 'risk')).toMatchObject({ value: 0, points: [{ rule: 'broker.score.rule.risk.noLicence', points: -10 }] });
  });
  it('takes a point per unanswered approved complaint (at most 4) and a quarter per answered one (at most 2), citing each complaint', () => {
    const i = index(
      { licences: [licence()], complaints: [...'abcdef'].map((id) => complaint(id, false)).concat([complaint('g', true)]) },
      'risk',
    );
    expect(i.points.map((p) => [p.rule, p.points])).toEqual([
      ['broker.score.rule.risk.complaintUnanswered', -4],
      ['broker.score.rule.risk.complaintAnswered', -0.25],
    ]);
    expect(i.points[0].evidence.map((e) => e.id)).toEqual([...'abcdef']);
    expect(i.value).toBe(5.75);
  });
  it('never counts a complaint that is not approved, whatever the caller passes', () => {
    const pending = { ...complaint('p', false), approved: false } as unknown as ComplaintFact;
    expect(index({ licences: [licence()], complaints: [pending] }, 'risk').value).toBe(10);
  });
  it('takes two points per domain registered less than a year ago, at most 4', () => {
    const websites = [
      { domain: 'harbour.example', url: 'https://harbour.example', registeredOn: '2026-06-01' },
      { domain: 'harbour.old', url: 'https://harbour.old', registeredOn: '2012-06-01' },
    ];
    expect(rules({ licences: [licence()], websites }, 'risk')).toEqual([['risk.youngDomain', -2]]);
  });
});

describe('the score', () => {
  it('is the weighted sum of the indices, rounded to 2 decimals, with the version and the day', () => {
    const d = scoreBroker({ ...base, licences: [licence()], foundedYear: 2015 }, asOf);
    // licence 6, regulation 10, business 5, software 0, risk 10.
    expect(d.indices.map((i) => i.value)).toEqual([6, 10, 5, 0, 10]);
    expect(d.score).toBe(Math.round((6 * 0.3 + 10 * 0.25 + 5 * 0.15 + 0 + 10 * 0.2) * 100) / 100);
    expect([d.version, d.asOf]).toEqual([BROKER_SCORE_VERSION, asOf]);
  });
  it('leaves a broker with no licence in force below grade C even when nothing else is against it', () => {
    const d = scoreBroker({ ...base, foundedYear: 2000, capitalRatio: 2 }, asOf);
    expect(d.score).toBeLessThan(4.56);
  });
});

describe('the scoring page', () => {
  it('prints every rule of every index with the points and weights the score applies', async () => {
    const { scoringMethod } = await import('../../src/lib/broker-score-method.ts');
    const m = scoringMethod();
    expect(m.version).toBe(BROKER_SCORE_VERSION);
    for (const i of m.indices) {
      expect(i.weight).toBe(SCORE_WEIGHTS[i.index]);
      expect(i.base).toBe(INDEX_BASE[i.index]);
      expect(i.rules.map((r) => r.key)).toEqual(Object.keys(SCORE_RULES[i.index]).map((n) => `broker.score.rule.${i.index}.${n}`));
      for (const r of i.rules)
        expect(r.points).toBe((SCORE_RULES[i.index] as Record<string, { points: number }>)[r.key.split('.').at(-1)!].points);
    }
    expect(m.indices.find((i) => i.index === 'business')!.rules.find((r) => r.key.endsWith('years'))).toMatchObject({
      kind: 'perYear',
      max: 5,
    });
    expect(m.tiers.flatMap((t) => t.regulators)).toContain('fca');
    expect(m.leverageCaps.find((c) => c.cap === 30)!.regulators).toContain('cysec');
  });
});

describe('regulator tiers and the regulator catalogue', () => {
  it('give every regulator of the catalogue a tier, and name no regulator the catalogue lacks', async () => {
    const { REGULATORS } = await import('../../src/server/regulators/regulator-catalogue.ts');
    const { REGULATOR_TIER_BY_KEY } = await import('../../src/lib/regulator-tiers.ts');
    expect(Object.keys(REGULATOR_TIER_BY_KEY).sort()).toEqual(REGULATORS.map((r) => r.key).sort());
    for (const key of Object.keys(RETAIL_LEVERAGE_CAP))
      expect(
        REGULATORS.some((r) => r.key === key),
        key,
      ).toBe(true);
  });
});
