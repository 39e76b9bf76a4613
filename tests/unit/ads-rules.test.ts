import { describe, expect, it } from 'vitest';
import { makeToken, NonceWindow, readToken } from '../../src/server/ads/ad-tokens.ts';
import { cents, checkCampaign, type CampaignFields } from '../../src/server/ads/campaign-rules.ts';
import { addShown, countOf, frequencyCookie, readFrequency } from '../../src/server/ads/frequency-cookie.ts';
import { houseSvg } from '../../src/server/ads/house-ads.ts';
import { checkLandingUrl } from '../../src/server/ads/landing-url.ts';
import { csvCell, reportCsv } from '../../src/server/ads/report-csv.ts';
import {
  budgetExhausted,
  choose,
  matchesTargeting,
  paceAllows,
  selectCampaign,
  type AdRequest,
  type Candidate,
} from '../../src/server/ads/selection.ts';

const noon = new Date('2026-11-24T12:00:00Z');
const candidate = (over: Partial<Candidate> = {}): Candidate => ({
  id: 'c1',
  placement: 'detail',
  languages: [],
  countries: [],
  pageKinds: [],
  jurisdictions: [],
  sections: [],
  startsOn: '2026-11-20',
  endsOn: '2026-11-29',
  pricing: 'cpm',
  priceCents: 1000,
  budgetCents: 100_000,
  frequencyCap: 3,
  impressionsToday: 0,
  impressionsBefore: 0,
  daysServedBefore: 0,
  ...over,
});
const request = (over: Partial<AdRequest> = {}): AdRequest => ({
  placement: 'detail',
  lang: 'en',
  country: 'GB',
  page: 'company',
  jurisdiction: 'gb',
  section: 'K',
  ...over,
});

describe('ad selection', () => {
  it('matches a jurisdiction and its subdivisions, and an empty list as everyone', () => {
    expect(matchesTargeting(candidate({ jurisdictions: ['us'] }), request({ jurisdiction: 'us_ny' }))).toBe(true);
    expect(matchesTargeting(candidate({ jurisdictions: ['us'] }), request({ jurisdiction: 'usa' }))).toBe(false);
    expect(matchesTargeting(candidate(), request({ country: undefined, page: undefined }))).toBe(true);
    expect(matchesTargeting(candidate({ countries: ['DE'] }), request({ country: undefined }))).toBe(false);
    expect(matchesTargeting(candidate({ placement: 'feed' }), request())).toBe(false);
  });

  it('spreads what is left of a CPM budget evenly over the remaining days and through the day', () => {
    // 100,000 cents over 10 days (20–29 Nov, 6 left from the 24th) with nothing spent: 16,667 today.
    // At noon up to (0.5 + 1/24) of it: 9,028 cents = 9,028 impressions at $10 CPM.
    expect(paceAllows(candidate({ impressionsToday: 9000 }), noon)).toBe(true);
    expect(paceAllows(candidate({ impressionsToday: 9100 }), noon)).toBe(false);
    expect(paceAllows(candidate({ impressionsToday: 9100 }), new Date('2026-11-24T23:00:00Z'))).toBe(true);
  });

  it('stops a CPM campaign at its budget and a fixed-price one when another day would pass it', () => {
    expect(budgetExhausted(candidate({ impressionsBefore: 99_999, impressionsToday: 1 }))).toBe(true);
    expect(budgetExhausted(candidate({ pricing: 'day', priceCents: 5000, budgetCents: 10_000, daysServedBefore: 1 }))).toBe(false);
    expect(budgetExhausted(candidate({ pricing: 'day', priceCents: 5000, budgetCents: 10_000, daysServedBefore: 2 }))).toBe(true);
    // A fixed-price day already begun is paid for: it serves to the end of the day.
    expect(
      budgetExhausted(candidate({ pricing: 'day', priceCents: 5000, budgetCents: 10_000, daysServedBefore: 1, impressionsToday: 7 })),
    ).toBe(false);
  });

  it('gives the slot to a fixed-price booking, otherwise to CPM campaigns in proportion to their price', () => {
    const cheap = candidate({ id: 'cheap', priceCents: 100 });
    const dear = candidate({ id: 'dear', priceCents: 300 });
    const booked = candidate({ id: 'booked', pricing: 'day', priceCents: 50 });
    expect(choose([cheap, dear, booked], () => 0.1)?.id).toBe('booked');
    expect(choose([cheap, dear], () => 0.2)?.id).toBe('cheap');
    expect(choose([cheap, dear], () => 0.3)?.id).toBe('dear');
    expect(choose([], () => 0.3)).toBeUndefined();
  });

  it('respects the cap and leaves out campaigns already on the page', () => {
    const o = { now: noon, random: () => 0 };
    expect(selectCampaign([candidate()], request(), { ...o, seenToday: () => 3 })).toBeUndefined();
    expect(selectCampaign([candidate()], request(), { ...o, seenToday: () => 2 })?.id).toBe('c1');
    expect(selectCampaign([candidate()], request(), { ...o, seenToday: () => 0, exclude: new Set(['c1']) })).toBeUndefined();
    expect(selectCampaign([candidate({ startsOn: '2026-11-25' })], request(), { ...o, seenToday: () => 0 })).toBeUndefined();
  });
});

describe('ad tokens', () => {
  const token = {
    purpose: 'i' as const,
    campaignId: '3f2a9c1d-0000-4000-8000-000000000001',
    slot: 'detail',
    lang: 'en',
    issued: 1_795_000_000,
    nonce: 123_456_789,
  };
  it('reads back what it signed, and nothing altered or of another purpose', () => {
    const t = makeToken(token);
    expect(readToken(t, 'i')).toEqual(token);
    expect(readToken(t, 'c')).toBeUndefined();
    expect(readToken(t.replace('detail', 'top'), 'i')).toBeUndefined();
    expect(readToken(`${t}x`, 'i')).toBeUndefined();
    expect(readToken('', 'i')).toBeUndefined();
  });

  it('counts a nonce once across a window and forgets it two windows later', () => {
    const w = new NonceWindow(1000, 0);
    expect(w.first(7, 10)).toBe(true);
    expect(w.first(7, 900)).toBe(false);
    expect(w.first(7, 1500)).toBe(false);
    expect(w.first(7, 4000)).toBe(true);
  });
});

describe('the frequency cookie', () => {
  it('keeps only today’s counts, no identifier, and expires at midnight UTC', () => {
    const counts = readFrequency(undefined, noon);
    addShown(counts, ['3f2a9c1d-aaaa', '9b0e4a77-bbbb']);
    addShown(counts, ['3f2a9c1d-aaaa']);
    const header = frequencyCookie(counts, noon, true);
    expect(header).toBe('adfc=20261124~9b0e4a77:1~3f2a9c1d:2; Path=/api/v1/ads; Max-Age=43200; HttpOnly; SameSite=Lax; Secure');
    const back = readFrequency('20261124~9b0e4a77:1~3f2a9c1d:2', noon);
    expect(countOf(back, '3f2a9c1d-aaaa')).toBe(2);
    expect(readFrequency('20261123~9b0e4a77:1', noon).size).toBe(0);
    expect(readFrequency('20261124~<script>:1', noon).size).toBe(0);
  });
});

describe('campaign rules', () => {
  const fields = (over: Partial<CampaignFields> = {}): CampaignFields => ({
    name: 'Spring',
    placement: 'splash',
    landingUrl: 'https://example.com/',
    languages: [],
    countries: [],
    pageKinds: [],
    jurisdictions: '',
    sections: [],
    startsOn: '2026-11-24',
    endsOn: '2026-12-24',
    pricing: 'day',
    price: '100',
    budget: '1000',
    frequencyCap: '1',
    ...over,
  });
  it('reads amounts as cents and refuses anything else', () => {
    expect(cents('12.5')).toBe(1250);
    expect(cents('1,000.05')).toBe(100_005);
    expect(cents('0')).toBeUndefined();
    expect(cents('1e3')).toBeUndefined();
    expect(cents('-5')).toBeUndefined();
  });
  it('refuses page targeting on the app’s placements and a budget under the price', () => {
    expect(checkCampaign(fields(), noon)).toMatchObject({ format: 'image', priceCents: 10_000, budgetCents: 100_000 });
    expect(() => checkCampaign(fields({ pageKinds: ['home'] }), noon)).toThrow(
      expect.objectContaining({ code: 'advertiser.error.appTargeting' }),
    );
    expect(() => checkCampaign(fields({ budget: '50' }), noon)).toThrow(expect.objectContaining({ code: 'advertiser.error.budget' }));
    expect(() => checkCampaign(fields({ endsOn: '2026-11-23', startsOn: '2026-11-20' }), noon)).toThrow(
      expect.objectContaining({ code: 'advertiser.error.dates' }),
    );
  });
  it('takes only https landing pages on public domains', () => {
    expect(checkLandingUrl('https://www.example.co.uk/a?b=1')).toBe('https://www.example.co.uk/a?b=1');
    for (const bad of [
      'http://example.com',
      'https://a:b@example.com',
      'https://10.0.0.1/',
      'https://localhost/',
      'https://example.com:8443/',
      'data:text/html,x',
    ])
      expect(checkLandingUrl(bad)).toBeUndefined();
  });
});

describe('the report CSV and house pictures', () => {
  it('quotes what needs quoting and defuses spreadsheet formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell(-3)).toBe('-3');
    expect(
      reportCsv({ id: 'c', name: 'N' }, [{ day: '2026-11-24', impressions: 200, clicks: 3, ctr: 0.015 }], ['a', 'b', 'c', 'd', 'e', 'f']),
    ).toBe('a,b,c,d,e,f\r\nc,N,2026-11-24,200,3,1.50\r\n');
  });
  it('draws a house picture at its exact size with its text escaped', () => {
    const svg = houseSvg({ title: 'Go <VIP>', text: 'More & more', width: 728, height: 90, rtl: false });
    expect(svg).toContain('width="728" height="90"');
    expect(svg).toContain('Go &#60;VIP&#62;');
    expect(svg).not.toContain('<VIP>');
  });
});
