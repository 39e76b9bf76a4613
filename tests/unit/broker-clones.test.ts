import { describe, expect, it } from 'vitest';
import {
  brandKey,
  detectClones,
  domainLabel,
  editDistance,
  licenceKey,
  type CloneBroker,
  type CloneLicence,
  type CloneWarning,
} from '../../src/lib/broker-clones.ts';

const broker = (id: string, over: Partial<CloneBroker> = {}): CloneBroker => ({
  id,
  name: id,
  normalisedName: id.toLowerCase(),
  companyIds: [],
  domains: [],
  claims: [],
  licensed: false,
  ...over,
});
const fcaLicence: CloneLicence = {
  companyId: 'c-harbour',
  companyName: 'Harbour Markets Ltd',
  regulatorKey: 'fca',
  regulator: 'FCA',
  number: '123456',
  status: 'active',
  recordUrl: 'https://register.fca.org.uk/s/firm?id=123456',
};
const harbour = broker('harbour', {
  name: 'Harbour Markets',
  normalisedName: 'harbour markets',
  companyIds: ['c-harbour'],
  domains: ['harbourmarkets.com'],
  claims: [{ regulatorKey: 'fca', number: '123456', claimedHolder: 'Harbour Markets Ltd' }],
  licensed: true,
});
const warning = (over: Partial<CloneWarning>): CloneWarning => ({
  id: 'w1',
  regulatorKey: 'fca',
  name: 'Harbour Capital',
  domain: null,
  licenceNumber: null,
  publishedOn: '2026-05-01',
  url: 'https://www.fca.org.uk/news/warnings/x',
  details: null,
  brokerId: null,
  ...over,
});

describe('helpers', () => {
  it('compare licence numbers without case, spaces, dots or a "No." prefix', () => {
    expect(licenceKey('cysec', 'No. 123/10')).toBe(licenceKey('cysec', '123/10'));
    expect(licenceKey('fca', ' 12 34 ')).toBe('fca|1234');
    expect(licenceKey(null, '1')).toBeNull();
  });
  it('read the name part of a domain, two-part endings included', () => {
    expect(['www.harbour-fx.co.uk', 'harbour.com', 'trade.harbour.eu', 'harbour.com.cy'].map(domainLabel)).toEqual([
      'harbour-fx',
      'harbour',
      'harbour',
      'harbour',
    ]);
  });
  it('drop legal-form words from a name', () => {
    expect(brandKey('harbour markets ltd')).toBe('harbourmarkets');
  });
  it('count a swap of neighbours as one edit', () => {
    expect([editDistance('harbour', 'harbuor'), editDistance('harbour', 'harbours'), editDistance('harbour', 'arbor', 1)]).toEqual([
      1, 1, 2,
    ]);
  });
});

describe('(a) licence numbers', () => {
  it("calls a broker that claims another company's licence a clone of that company and of its broker, with both records", () => {
    const fake = broker('fake', {
      domains: ['harbour-invest.net'],
      claims: [{ regulatorKey: 'fca', number: '123 456', claimedHolder: 'Harbour Markets Ltd' }],
    });
    const r = detectClones([harbour, fake], [fcaLicence], []);
    expect(r.clones).toEqual([
      {
        brokerId: 'fake',
        originalBrokerId: 'harbour',
        originalCompanyId: 'c-harbour',
        reason: 'licence-number',
        evidence: [
          { kind: 'claim', label: 'FCA 123 456', source: 'Harbour Markets Ltd' },
          expect.objectContaining({ kind: 'licence', id: 'c-harbour', label: 'FCA 123456', url: fcaLicence.recordUrl }),
        ],
      },
    ]);
    expect(r.unverifiedClaims).toEqual([]);
  });
  it('calls it a clone of the company alone when that company belongs to no broker', () => {
    const fake = broker('fake', { claims: [{ regulatorKey: 'fca', number: '123456', claimedHolder: null }] });
    expect(detectClones([fake], [fcaLicence], []).clones).toMatchObject([{ originalBrokerId: null, originalCompanyId: 'c-harbour' }]);
  });
  it('finds nothing when the licence is held by one of its own companies, and an unverified claim when no licence matches', () => {
    const own = detectClones([harbour], [fcaLicence], []);
    expect([own.clones, own.unverifiedClaims]).toEqual([[], []]);
    const nowhere = broker('nowhere', { claims: [{ regulatorKey: 'asic', number: '999', claimedHolder: null }] });
    expect(detectClones([nowhere], [fcaLicence], []).unverifiedClaims).toEqual([
      { brokerId: 'nowhere', regulatorKey: 'asic', number: '999' },
    ]);
  });
  it('never calls two brands that share a company clones of each other', () => {
    const sister = broker('sister', {
      companyIds: ['c-harbour', 'c-other'],
      claims: [{ regulatorKey: 'fca', number: '123456', claimedHolder: null }],
    });
    expect(detectClones([harbour, sister], [fcaLicence], []).clones).toEqual([]);
  });
});

describe('(b) warnings', () => {
  it('ties a warning to the broker whose domain it names, as a warning and not a clone when its text does not say clone', () => {
    const target = broker('target', { domains: ['harbour-capital.io'] });
    const r = detectClones([target], [], [warning({ domain: 'www.harbour-capital.io' })]);
    expect(r.warningsByBroker.get('target')?.map((w) => w.id)).toEqual(['w1']);
    expect(r.clones).toEqual([]);
  });
  it('makes a clone finding of a warning that says clone, naming the firm whose number it cites', () => {
    const fake = broker('fake', { claims: [{ regulatorKey: 'fca', number: '123456', claimedHolder: null }] });
    const w = warning({ name: 'Harbour Markets (clone of an FCA authorised firm)', licenceNumber: '123456' });
    const r = detectClones([harbour, fake], [fcaLicence], [w]);
    expect(r.clones.filter((c) => c.reason === 'warning')).toMatchObject([
      { brokerId: 'fake', originalBrokerId: 'harbour', originalCompanyId: 'c-harbour' },
    ]);
    // The genuine firm holds the number: the warning about its clone is not tied to it.
    expect(r.warningsByBroker.get('harbour')).toBeUndefined();
  });
  it('keeps a warning the register tied to a broker', () => {
    expect(detectClones([broker('x')], [], [warning({ brokerId: 'x' })]).warningsByBroker.get('x')).toHaveLength(1);
  });
});

describe('(c) confusingly similar domains', () => {
  const find = (domain: string, others: CloneBroker[] = []) =>
    detectClones([harbour, ...others, broker('copy', { domains: [domain] })], [fcaLicence], []).clones.filter((c) => c.reason === 'domain');
  it("finds the same name on another ending, a hyphen variant and a one-letter change of a licensed broker's domain", () => {
    for (const d of ['harbourmarkets.eu', 'harbour-markets.com', 'harbourmarket.com', 'harbuormarkets.net', 'www.harbourmarkets.co.uk'])
      expect(find(d), d).toMatchObject([
        { brokerId: 'copy', originalBrokerId: 'harbour', evidence: [{ label: d }, { label: 'harbourmarkets.com' }] },
      ]);
  });
  it('leaves alone different names, short names one letter apart and brokers of the same brand', () => {
    expect(find('harbourtrade.com')).toEqual([]);
    const short = broker('xmx', { domains: ['xmx.com'], licensed: true });
    expect(detectClones([short, broker('copy', { domains: ['xm.com'] })], [], []).clones).toEqual([]);
    const sameBrand = broker('copy', { domains: ['harbourmarkets.eu'], companyIds: ['c-harbour'] });
    expect(detectClones([harbour, sameBrand], [fcaLicence], []).clones).toEqual([]);
  });
  it('does not compare a licensed broker with another licensed broker', () => {
    const licensedToo = broker('other', { domains: ['harbourmarkets.eu'], licensed: true });
    expect(detectClones([harbour, licensedToo], [], []).clones).toEqual([]);
  });
});

describe('(d) names', () => {
  it('finds an unlicensed broker with the same or a one-letter-different name as a licensed one', () => {
    const same = broker('same', { name: 'Harbour Markets Limited', normalisedName: 'harbour markets limited' });
    const near = broker('near', { name: 'Harbor Markets', normalisedName: 'harbor markets' });
    const r = detectClones([harbour, same, near], [], []);
    expect(r.clones.map((c) => [c.brokerId, c.reason, c.originalBrokerId])).toEqual([
      ['same', 'name', 'harbour'],
      ['near', 'name', 'harbour'],
    ]);
  });
  it('leaves alone a different name and a licensed broker of a similar name', () => {
    const other = broker('other', { name: 'Harbour Capital', normalisedName: 'harbour capital' });
    const licensed = broker('lic', { name: 'Harbor Markets', normalisedName: 'harbor markets', licensed: true });
    expect(detectClones([harbour, other, licensed], [], []).clones).toEqual([]);
  });
});
