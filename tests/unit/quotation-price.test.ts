import { describe, expect, it } from 'vitest';
import { CONTENT_LANGS } from '../../src/i18n/languages.ts';
import { PLACEMENTS } from '../../src/lib/ad-slots.ts';
import { INQUIRY_MAX, inquiryProblems } from '../../src/lib/ad-inquiry.ts';
import { quoteResultModel, type QuoteLabels } from '../../src/lib/quote-result.ts';
import {
  AD_REGIONS,
  CURRENCIES,
  dayNumber,
  discountFor,
  formatPrice,
  priceQuote,
  quoteProblems,
  slicePrice,
  type QuoteRequest,
} from '../../src/lib/quotation-price.ts';
import { RATE_CARD } from '../../src/server/quotation/rate-card.ts';

const today = '2026-11-24';
const request = (over: Partial<QuoteRequest> = {}): QuoteRequest => ({
  placements: ['topBanner'],
  regions: ['europe'],
  languages: ['en'],
  start: '2026-12-01',
  end: '2026-12-10',
  currency: 'USD',
  ...over,
});

describe('the rate card', () => {
  it('prices every placement in every currency, every region and every site language', () => {
    for (const p of PLACEMENTS) for (const c of CURRENCIES) expect(RATE_CARD.base[p][c]).toBeGreaterThan(0);
    for (const r of AD_REGIONS) expect(RATE_CARD.region[r]).toBeGreaterThan(0);
    expect(Object.keys(RATE_CARD.language).sort()).toEqual([...CONTENT_LANGS].sort());
  });
});

describe('the quotation calculator', () => {
  it('charges a slice its base price times the region and language factors, rounded to the cent', () => {
    expect(slicePrice(RATE_CARD, 'topBanner', 'europe', 'en', 'USD')).toBe(13_500);
    expect(slicePrice(RATE_CARD, 'topBanner', 'europe', 'de', 'USD')).toBe(9_450);
    expect(slicePrice(RATE_CARD, 'feed', 'latinAmerica', 'fil', 'EUR')).toBe(825);
  });
  it('counts both the first and the last day of a run', () => {
    const q = priceQuote(RATE_CARD, request(), today);
    expect(q.days).toBe(10);
    expect(q.lines).toEqual([{ placement: 'topBanner', slices: 1, perDay: 13_500, subtotal: 135_000 }]);
    expect(q.total).toBe(135_000);
  });
  it('adds every region and language as its own slice, and counts a repeated one once', () => {
    const q = priceQuote(RATE_CARD, request({ regions: ['europe', 'northAmerica', 'europe'], languages: ['en', 'de'] }), today);
    expect(q.lines[0]).toMatchObject({ slices: 4, perDay: 13_500 + 9_450 + 15_000 + 10_500 });
  });
  it('lists placements in the rate card order whatever order they were ticked in', () => {
    const q = priceQuote(RATE_CARD, request({ placements: ['feed', 'splash'] }), today);
    expect(q.lines.map((l) => l.placement)).toEqual(['splash', 'feed']);
    expect(q.gross).toBe(q.lines[0]!.subtotal + q.lines[1]!.subtotal);
  });
  it('gives 10 % off a run of 30 days and 20 % off 90 days, never both', () => {
    expect(discountFor(RATE_CARD, 29)).toBe(0);
    expect(discountFor(RATE_CARD, 30)).toBe(10);
    expect(discountFor(RATE_CARD, 90)).toBe(20);
    const q = priceQuote(RATE_CARD, request({ start: '2026-12-01', end: '2026-12-30' }), today);
    expect(q).toMatchObject({ days: 30, gross: 405_000, discountPercent: 10, discount: 40_500, total: 364_500 });
  });
  it('prices each currency from its own column, not by conversion', () => {
    const cny = priceQuote(RATE_CARD, request({ currency: 'CNY' }), today);
    expect(cny.lines[0]!.perDay).toBe(Math.round(110_000 * 0.9));
    expect(cny.currency).toBe('CNY');
  });
  it('names what is missing or wrong instead of pricing it', () => {
    expect(quoteProblems(RATE_CARD, request({ placements: [], regions: [], languages: [] }), today)).toEqual([
      'placements',
      'regions',
      'languages',
    ]);
    expect(quoteProblems(RATE_CARD, request({ start: '2026-02-30' }), today)).toEqual(['dates']);
    expect(quoteProblems(RATE_CARD, request({ start: '2026-11-23' }), today)).toEqual(['startPast']);
    expect(quoteProblems(RATE_CARD, request({ start: '2026-12-10', end: '2026-12-09' }), today)).toEqual(['endBeforeStart']);
    expect(quoteProblems(RATE_CARD, request({ start: '2026-12-01', end: '2027-12-01' }), today)).toEqual(['tooLong']);
    expect(quoteProblems(RATE_CARD, request({ start: '2027-12-01', end: '2027-12-02' }), today)).toEqual(['tooFarAhead']);
    expect(quoteProblems(RATE_CARD, request({ start: today, end: today }), today)).toEqual([]);
    expect(() => priceQuote(RATE_CARD, request({ placements: [] }), today)).toThrow(/placements/);
  });
  it('reads only real calendar dates', () => {
    expect(dayNumber('2026-11-24')).toBe(Date.UTC(2026, 10, 24) / 86_400_000);
    expect(dayNumber('2026-13-01')).toBeNull();
    expect(dayNumber('24/11/2026')).toBeNull();
  });
});

describe('the inquiry', () => {
  const ok = { company: 'Acme Ltd', contact: 'Ann Lee', email: 'ann@acme.example', phone: '', message: 'Banners in Europe, please.' };
  it('needs a company, a contact, an e-mail address or a phone, and a few words', () => {
    expect(inquiryProblems(ok)).toEqual({});
    expect(inquiryProblems({ ...ok, email: '', phone: '+44 20 7946 0018' })).toEqual({});
    expect(inquiryProblems({ company: '', contact: '', email: '', phone: '', message: 'Hi' })).toEqual({
      company: 'quotation.inquiry.required',
      contact: 'quotation.inquiry.required',
      email: 'quotation.inquiry.emailOrPhone',
      message: 'quotation.inquiry.shortMessage',
    });
  });
  it('names a malformed address or phone and a field that is too long', () => {
    expect(inquiryProblems({ ...ok, email: 'ann@acme', phone: 'call me' })).toEqual({
      email: 'quotation.inquiry.badEmail',
      phone: 'quotation.inquiry.badPhone',
    });
    expect(inquiryProblems({ ...ok, company: 'x'.repeat(INQUIRY_MAX.company + 1) })).toEqual({ company: 'quotation.inquiry.tooLong' });
  });
});

describe('the result box', () => {
  const labels: QuoteLabels = {
    placements: { splash: 'Splash', appCarousel: 'Carousel', topBanner: 'Top banner', couplet: 'Couplet', detail: 'Detail', feed: 'Feed' },
    problems: {
      placements: 'P',
      regions: 'R',
      languages: 'L',
      dates: 'D',
      startPast: 'S',
      endBeforeStart: 'E',
      tooLong: 'T',
      tooFarAhead: 'F',
    },
    empty: 'Choose',
    line: '{perDay} a day × {slices}',
    days: '{days} days',
    gross: 'Gross',
    discount: 'Discount {percent}%',
    total: 'Total',
    note: 'Note',
  };
  it('says how to start, what to fix, or the quote line by line with the discount and the total', () => {
    expect(quoteResultModel({ problems: [] }, labels, 'en')).toEqual({ kind: 'empty', text: 'Choose' });
    expect(quoteResultModel({ problems: ['regions', 'startPast'] }, labels, 'en')).toEqual({ kind: 'problems', items: ['R', 'S'] });
    const quote = priceQuote(RATE_CARD, request({ end: '2026-12-30' }), today);
    const model = quoteResultModel({ quote, problems: [] }, labels, 'en');
    expect(model).toMatchObject({ kind: 'quote', days: '30 days' });
    // Intl writes a no-break space between the code and the number.
    expect(model.kind === 'quote' && model.rows.map((r) => [r.label, r.amount.replace(/\u00a0/g, ' ')])).toEqual([
      ['Top banner', 'USD 4,050'],
      ['Gross', 'USD 4,050'],
      ['Discount 10%', '−USD 405'],
      ['Total', 'USD 3,645'],
    ]);
    expect(formatPrice('en', 1_234_567, 'EUR').replace(/\u00a0/g, ' ')).toBe('EUR 12,345.67');
  });
});
