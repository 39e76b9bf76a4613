import { describe, expect, it } from 'vitest';
import { detailHref, detailHrefAround, detailUrl, parseDetailPath, RECORD_ID } from '../../src/lib/detail-href.ts';
import { formattersFor } from '../../src/lib/formatters.ts';
import { logoColour, logoInitial } from '../../src/lib/logo-initial.ts';
import { appointmentState, isExecutive } from '../../src/lib/officer-roles.ts';
import { changeColour, directionOf, redRisesInCountry, redRisesInLang } from '../../src/lib/price-change.ts';
import { relativeTime } from '../../src/lib/relative-time.ts';
import { jsonLdScript } from '../../src/server/site/json-ld.ts';

const UUID = '52e450a5-6590-5a53-8245-2554a7f165f8';

describe('detail paths', () => {
  it('builds /{lang}/{kind}/{id}.html, relative, absolute or around the id', () => {
    expect(detailHref('en', 'company', UUID)).toBe(`/en/company/${UUID}.html`);
    expect(detailHref('zh-cn', 'executive', UUID)).toBe(`/zh-cn/executive/${UUID}.html`);
    expect(detailUrl('https://corpatlas.com', 'de', 'company', UUID)).toBe(`https://corpatlas.com/de/company/${UUID}.html`);
    expect(detailHrefAround('en', 'executive').join(UUID)).toBe(detailHref('en', 'executive', UUID));
  });
  it('knows a record id: a lower-case uuid', () => {
    expect(RECORD_ID.test(UUID)).toBe(true);
    expect(RECORD_ID.test(UUID.toUpperCase())).toBe(false);
    expect(RECORD_ID.test(`${UUID}.html`)).toBe(false);
  });
  it('renders uuid.html, redirects the bare or upper-case uuid, and refuses anything else', () => {
    expect(parseDetailPath(`/en/company/${UUID}.html`)).toEqual({ type: 'page', lang: 'en', kind: 'company', id: UUID });
    expect(parseDetailPath(`/de/executive/${UUID}`)).toEqual({ type: 'redirect', location: `/de/executive/${UUID}.html` });
    expect(parseDetailPath(`/en/company/${UUID.toUpperCase()}.html`)).toEqual({ type: 'redirect', location: `/en/company/${UUID}.html` });
    for (const bad of ['', '/en/company', '/en/company/', 'abc.html', `${UUID}.htm`, `${UUID}/x`, `../${UUID}.html`, `${UUID}.html?x=1`]) {
      expect(parseDetailPath(`/en/company/${bad}`)).toEqual({ type: 'not-found' });
    }
    expect(parseDetailPath(`/en/exchange/${UUID}.html`)).toMatchObject({ type: 'page', kind: 'exchange' });
    expect(parseDetailPath(`/en/market/${UUID}.html`)).toEqual({ type: 'not-found' });
    expect(parseDetailPath(`en/company/${UUID}.html`)).toEqual({ type: 'not-found' });
    expect(parseDetailPath(`//company/${UUID}`)).toEqual({ type: 'not-found' });
  });
});

describe('logo initial', () => {
  it('takes the first letter after tags and symbols, in any script', () => {
    expect(logoInitial('<b>acme</b> Ltd')).toBe('A');
    expect(logoInitial('«Газпром»')).toBe('Г');
    expect(logoInitial('(株)トヨタ')).toBe('株');
    expect(logoInitial('  3M Company')).toBe('3');
    expect(logoInitial('***')).toBe('');
  });
  it('gives a name the same colour every time, and different names different colours', () => {
    expect(logoColour('Acme Ltd')).toBe(logoColour('Acme Ltd'));
    expect(new Set(['Acme', 'Blue River', '华为', 'Газпром', 'Toyota', 'Siemens', 'Nestlé', 'Shell'].map(logoColour)).size).toBeGreaterThan(
      3,
    );
  });
});

describe('relative time (spec section 9)', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const ago = (ms: number) => relativeTime(new Date(now.getTime() - ms), now);
  const MIN = 60_000,
    H = 60 * MIN,
    D = 24 * H;
  it('says just now under 10 minutes, then minutes, hours, days, within a week, then the date', () => {
    expect(ago(9 * MIN)).toEqual({ kind: 'justNow' });
    expect(ago(10 * MIN)).toEqual({ kind: 'minutes', value: 10 });
    expect(ago(59 * MIN)).toEqual({ kind: 'minutes', value: 59 });
    expect(ago(H)).toEqual({ kind: 'hours', value: 1 });
    expect(ago(23 * H)).toEqual({ kind: 'hours', value: 23 });
    expect(ago(D)).toEqual({ kind: 'days', value: 1 });
    expect(ago(3 * D - 1)).toEqual({ kind: 'days', value: 2 });
    expect(ago(3 * D)).toEqual({ kind: 'withinWeek' });
    expect(ago(7 * D)).toEqual({ kind: 'date' });
    expect(ago(-H)).toEqual({ kind: 'date' });
  });
});

describe('formatters', () => {
  it('writes a moment to the minute in UTC and says so, and leaves a bad value as it is', () => {
    expect(formattersFor('en').moment('2026-11-24T02:49:58.889Z')).toMatch(/Nov 24, 2026.*02:49.*UTC/);
    expect(formattersFor('ar').moment('2026-11-24T02:49:58.889Z')).not.toContain('T02:49');
    expect(formattersFor('en').moment('not a date')).toBe('not a date');
  });

  it('formats register dates as calendar days and amounts with their currency', () => {
    expect(formattersFor('en').date('2001-02-03')).toBe('Feb 3, 2001');
    expect(formattersFor('de').date('2001-02-03')).toBe('03.02.2001');
    expect(formattersFor('en').date('not a date')).toBe('not a date');
    expect(formattersFor('en').money(1_234, 'GBP')).toBe('GBP\u00a01,234');
    expect(formattersFor('en').money(12_500_000, 'USD')).toBe('USD\u00a012.5M');
    expect(formattersFor('en').money(5, 'XX1')).toBe('5 XX1');
    expect(formattersFor('en').dayMonth(3, 31)).toBe('March 31');
  });
});

describe('price change colours (spec section 9)', () => {
  it('shows rising red for Hong Kong, Macau, Taiwan and China readers and green elsewhere', () => {
    expect(['344', '158', '156', '446', '840', '826'].map((c) => changeColour('rise', redRisesInCountry(c)))).toEqual([
      'red',
      'red',
      'red',
      'red',
      'green',
      'green',
    ]);
    expect(changeColour('fall', true)).toBe('green');
    expect(changeColour('fall', false)).toBe('red');
    expect(changeColour(directionOf(0), true)).toBe('neutral');
    expect(['zh-cn', 'zh', 'en', 'ja'].map(redRisesInLang)).toEqual([true, true, false, false]);
  });
});

describe('officer roles', () => {
  it('tells executives from other officers, and labels ended appointments', () => {
    expect(isExecutive({ position: 'director', kind: 'natural person', control: null })).toBe(true);
    expect(isExecutive({ position: 'company secretary', kind: null, control: null })).toBe(false);
    expect(isExecutive({ position: 'director', kind: 'corporate', control: null })).toBe(false);
    expect(
      isExecutive({ position: 'person with significant control', kind: null, control: '["ownership-of-shares-75-to-100-percent"]' }),
    ).toBe(false);
    expect(appointmentState({ status: 'active', end_date: null })).toBe('current');
    expect(appointmentState({ status: null, end_date: '2020-01-01' })).toBe('resigned');
    expect(appointmentState({ status: 'cancelled', end_date: '2020-01-01' })).toBe('cancelled');
    expect(appointmentState({ status: 'ceased', end_date: null })).toBe('resigned');
    expect(appointmentState({ status: 'Active', end_date: null })).toBe('current');
  });
});

describe('JSON-LD', () => {
  it('cannot close its script element from inside a name', () => {
    const out = jsonLdScript([{ '@type': 'Organization', name: '</script><script>alert(1)</script>' }]);
    expect(out).not.toContain('</script>');
    expect(JSON.parse(out)['@graph'][0].name).toBe('</script><script>alert(1)</script>');
  });
});

describe('the source note of a section', () => {
  it('names the most recently updated record, and nothing for an empty section', async () => {
    const { latestUpdated } = await import('../../src/lib/latest-updated.ts');
    expect(
      latestUpdated([
        { id: 1, updated_at: '2026-01-02T00:00:00Z' },
        { id: 2, updated_at: '2026-03-01T00:00:00Z' },
        { id: 3, updated_at: '2025-12-31T00:00:00Z' },
      ])?.id,
    ).toBe(2);
    expect(latestUpdated([])).toBeUndefined();
  });
});
