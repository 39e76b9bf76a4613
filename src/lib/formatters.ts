/**
 * Dates, numbers and amounts in a page's language (Intl, built once per language and reused: the
 * constructors are the slow part). Register dates are calendar days, so they are formatted in UTC.
 */
export interface Formatters {
  date(iso: string | null | undefined): string;
  /** A calendar day written out in full ('1 November 2026'), e.g. when a policy was last changed. */
  longDate(iso: string): string;
  month(year: number, month: number | null): string;
  /** A day of the year without the year ('31 March'), e.g. a financial year end. */
  dayMonth(month: number, dayOfMonth: number): string;
  number(n: number): string;
  /** A number with its sign always shown (+5, -2.5), e.g. the points a rule adds or takes away. */
  signed(n: number): string;
  /** An amount with its currency, shortened (1.2M) above a million. */
  money(amount: number, currency: string | null): string;
  /** US dollars to the cent ('USD 12.50'), e.g. an ad price, where rounding to the dollar would mislead. */
  dollars(amount: number): string;
  percent(ratio: number): string;
  /** A moment to the minute, in UTC and saying so ('24 Nov 2026, 02:49 UTC'), e.g. when a sign-in was asked for. */
  moment(iso: string): string;
}

const cache = new Map<string, Formatters>();

/** The formatters of a locale (a BCP 47 tag such as 'zh-CN'), made on first use and kept. */
export function formattersFor(locale: string): Formatters {
  let f = cache.get(locale);
  if (!f) cache.set(locale, (f = build(locale)));
  return f;
}

function build(locale: string): Formatters {
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const months = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' });
  const longDays = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  // dateStyle cannot be combined with timeZoneName (Intl throws), so the fields are named one by one.
  const moments = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  const dayMonths = new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', timeZone: 'UTC' });
  const numbers = new Intl.NumberFormat(locale);
  const signed = new Intl.NumberFormat(locale, { signDisplay: 'always', maximumFractionDigits: 2 });
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const usd = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'code',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const currencies = new Map<string, Intl.NumberFormat>();
  const currency = (code: string, big: boolean) => {
    const key = `${code}|${big}`;
    let c = currencies.get(key);
    if (!c) {
      try {
        c = new Intl.NumberFormat(locale, {
          style: 'currency',
          currency: code,
          currencyDisplay: 'code',
          ...(big ? { notation: 'compact', maximumFractionDigits: 1 } : { maximumFractionDigits: 0 }),
        });
      } catch {
        c = big ? compact : numbers; // not an ISO 4217 code: the number alone, the code beside it
      }
      currencies.set(key, c);
    }
    return c;
  };
  return {
    date: (iso) => {
      if (!iso) return '';
      const d = /^\d{4}-\d{2}-\d{2}/.test(iso) ? new Date(`${iso.slice(0, 10)}T00:00:00Z`) : null;
      return d && !Number.isNaN(d.getTime()) ? day.format(d) : iso;
    },
    longDate: (iso) => longDays.format(new Date(iso)),
    moment: (iso) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? iso : moments.format(d);
    },
    month: (year, month) => (month ? months.format(Date.UTC(year, month - 1, 1)) : String(year)),
    dayMonth: (month, dayOfMonth) => dayMonths.format(Date.UTC(2001, month - 1, dayOfMonth)),
    number: (n) => numbers.format(n),
    signed: (n) => signed.format(n),
    money: (amount, code) => {
      const big = Math.abs(amount) >= 1_000_000;
      if (!code) return (big ? compact : numbers).format(amount);
      const f = currency(code, big);
      const text = f.format(amount);
      return f === compact || f === numbers ? `${text} ${code}` : text;
    },
    dollars: (amount) => usd.format(amount),
    percent: (ratio) => percent.format(ratio),
  };
}
