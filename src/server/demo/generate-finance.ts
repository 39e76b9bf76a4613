import anyAscii from 'any-ascii';
import { fastStableId as stableId } from './fast-ids.ts';
import { drawNameParts, renderName } from './company-names.ts';
import { inCurrency } from './currencies.ts';
import { dayOf, fillPattern, isoDate, yearOf } from './formats.ts';
import { FOREIGN_MARKETS, MARKETS, type Market } from './markets.ts';
import type { Culture } from './names/index.ts';
import { personName } from './people.ts';
import { rngFor, type Rng } from './prng.ts';
import { provenance, type DemoRows } from './rows.ts';
import type { DemoWorld, NameInfo } from './world.ts';

/**
 * The money tables: financial summaries for several years, financing rounds and their investors,
 * stock market listings and acquisitions (some of other demo companies). Amounts are drawn in US
 * dollars by company size and converted to the local currency, so they read right in yen and dinars.
 */

const GROWTH_INDUSTRIES = new Set(['software', 'biotech', 'ecommerce', 'data', 'games', 'it_services', 'renewables', 'medical']);
const ROUNDS = ['Seed', 'Angel', 'Pre-A', 'Series A', 'Series B', 'Series C', 'Series D', 'Pre-IPO', 'Strategic'];
const EXCHANGE_CURRENCY: Record<string, string> = {
  NASDAQ: 'USD',
  NYSE: 'USD',
  'London Stock Exchange': 'GBP',
  'Hong Kong Stock Exchange': 'HKD',
  'Singapore Exchange': 'SGD',
};

/** Investor names in the investee's script where investors there name themselves so (资本, キャピタル). */
const INVESTOR_WORDS: Record<string, string[]> = {
  'zh-Hans': ['资本', '创投', '投资', '基金'],
  'zh-Hant': ['資本', '創投', '投資'],
  'zh-HK': ['資本', '投資'],
  ja: ['キャピタル', 'ベンチャーズ', 'インベストメント'],
  ko: ['인베스트먼트', '벤처스', '캐피탈', '파트너스'],
};

function investorName(rng: Rng, culture: Culture): string {
  const brand = rng.pick(culture.brands);
  const own = INVESTOR_WORDS[culture.id];
  if (own) return `${brand[0]}${rng.pick(own)}`;
  return `${brand[1]} ${rng.pick(['Capital', 'Ventures', 'Partners', 'Investment', 'Growth Fund', 'Equity'])}`;
}

/** A company's size in US dollars of current assets: most are small, a few very large. */
function sizeUsd(rng: Rng, head: boolean): number {
  const band = head ? rng.weighted([2, 3, 4], (b) => [40, 45, 15][b - 2]) : rng.weighted([1, 2, 3, 4], (b) => [62, 28, 8, 2][b - 1]);
  const [min, max] = [
    [1e4, 5e5],
    [5e5, 1e7],
    [1e7, 5e8],
    [5e8, 5e10],
  ][band - 1];
  return rng.logBetween(min, max);
}

export function generateFinance(
  world: DemoWorld,
  i: number,
  info: NameInfo,
  incorporated: number,
  lastDay: number,
  inactive: boolean,
  out: DemoRows,
): void {
  const rng = rngFor(world.seed, i, 'finance');
  const { id } = world.key(i);
  const prov = provenance(world);
  const j = info.j;
  const head = world.role(i) === 'head';
  const size = sizeUsd(rng, head);

  if (rng.chance(head ? 0.7 : 0.19)) {
    // Yearly summaries going back from the last closed financial year.
    let year = yearOf(lastDay);
    while (dayOf(year, 12, 31) > lastDay - 90) year--;
    const periods = rng.between(2, 5);
    let assets = size;
    for (let k = 0; k < periods; k++, year--) {
      const end = dayOf(year, 12, 31);
      if (end - 365 < incorporated) break;
      const bank = assets * (0.05 + rng.next() * 0.55);
      out.financial_summaries.push({
        id: stableId('financial', id, isoDate(end)),
        company_id: id,
        period_start: isoDate(dayOf(year, 1, 1)),
        period_end: isoDate(end),
        currency: j.currency,
        current_assets: inCurrency(assets, j.currency),
        bank_funds: inCurrency(bank, j.currency),
        current_liabilities: inCurrency(assets * (0.3 + rng.next() * 0.9), j.currency),
        ...prov,
      });
      assets /= 0.85 + rng.next() * 0.4; // earlier years: somewhat smaller or larger
    }
  }

  const growth = GROWTH_INDUSTRIES.has(info.parts.industry[2]);
  const mainInvestors: string[] = [];
  if (!inactive && rng.chance(growth ? 0.12 : 0.025)) {
    const count = rng.weighted([1, 2, 3, 4], (n) => 5 - n);
    let step = rng.int(3);
    // Venture rounds are a thing of the last fifteen years or so, whatever the company's age.
    let at = Math.max(incorporated, world.asOf - 15 * 365 + rng.int(8 * 365));
    for (let k = 0; k < count; k++, step += 1 + rng.int(2)) {
      at = world.dateAfter(rng, at + 60, 30);
      const usd = rng.logBetween(1e5, 2e6) * Math.pow(3.2, Math.min(step, 6));
      const currency = rng.chance(0.5) ? 'USD' : j.currency;
      const main = investorName(rng, info.culture);
      mainInvestors.push(main);
      out.financing_rounds.push({
        id: stableId('round', id, k),
        company_id: id,
        round_name: ROUNDS[Math.min(step, ROUNDS.length - 1)],
        published_on: isoDate(at),
        category: rng.pick(['Equity', 'Venture capital', 'Private equity', 'Strategic investment', 'Convertible note']),
        investor_count: rng.between(1, 8),
        amount: inCurrency(usd, currency),
        currency,
        main_investor: main,
        ...prov,
      });
    }
  }
  if (mainInvestors.length || (!inactive && rng.chance(0.005))) {
    const count = Math.max(mainInvestors.length ? 2 : 1, rng.between(1, 5));
    for (let k = 0; k < count; k++) {
      const name = k < mainInvestors.length ? mainInvestors[mainInvestors.length - 1 - k] : investorName(rng, info.culture);
      out.investors.push({
        id: stableId('investor', id, k),
        company_id: id,
        name,
        is_main: k === 0 ? 1 : 0,
        rounds: Math.max(1, rng.between(1, Math.max(1, mainInvestors.length))),
        partner: rng.chance(0.7) ? personName(rng, info.culture).name : null,
        ...prov,
      });
    }
  }

  if (
    !inactive &&
    info.form.flags.includes('p') &&
    info.home === null &&
    rng.chance(head ? 0.3 : 0.03) &&
    world.asOf - incorporated > 3 * 365
  ) {
    const market: Market = rng.pick(MARKETS[j.country] ?? FOREIGN_MARKETS);
    const currency = MARKETS[j.country] ? j.currency : (EXCHANGE_CURRENCY[market.exchange] ?? 'USD');
    const listed = world.dateAfter(rng, incorporated + 3 * 365, 360);
    const priceUsd = rng.logBetween(0.5, 150);
    const raisedUsd = Math.max(size * 0.2, rng.logBetween(5e6, 2e9));
    out.ipos.push({
      id: stableId('ipo', id),
      company_id: id,
      stock_code: tickerOf(rng, market.code, info.parts.brand[1]),
      exchange: market.exchange,
      valuation: inCurrency(raisedUsd * (3 + rng.next() * 12), currency),
      capital_raised: inCurrency(raisedUsd, currency),
      listing_date: isoDate(listed),
      listed_price: Math.round(inCurrency(priceUsd, currency) * 100) / 100,
      currency,
      ...prov,
    });
  }

  if (rng.chance(head ? 0.25 : 0.012)) {
    const count = rng.weighted([1, 2, 3], (n) => 4 - n);
    for (let k = 0; k < count; k++) {
      let acquiredName: string;
      let acquiredId: string | null = null;
      if (i > 0 && rng.chance(0.7)) {
        // Another company of the demo world, one registered earlier.
        const target = i - 1 - rng.int(Math.min(i, 50_000));
        acquiredName = world.nameInfo(target).name;
        acquiredId = world.key(target).id;
      } else {
        const parts = drawNameParts(rngFor(world.seed, i, `acquired-${k}`), info.culture, info.cities);
        acquiredName = renderName(
          parts,
          info.culture,
          rng.weighted(info.variant.forms, (f) => f.weight),
          false,
        );
      }
      const date = world.dateAfter(rng, incorporated + 365, 300);
      const currency = rng.chance(0.6) ? j.currency : 'USD';
      out.acquisitions.push({
        id: stableId('acquisition', id, k),
        company_id: id,
        acquired_name: acquiredName,
        acquired_company_id: acquiredId,
        date: isoDate(Math.min(date, lastDay)),
        price: rng.chance(0.8) ? inCurrency(rng.logBetween(2e5, Math.max(3e5, size * 4)), currency) : null,
        currency,
        transaction_name: rng.pick(['Acquisition', 'Share purchase', 'Asset purchase', 'Merger', 'Majority stake acquisition']),
        ...prov,
      });
    }
  }
}

/** A stock code in the exchange's shape; letter codes are taken from the company's name where possible. */
function tickerOf(rng: Rng, pattern: string, latinBrand: string): string {
  const letters = anyAscii(latinBrand)
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  let k = 0;
  let out = '';
  for (const ch of pattern) {
    if (ch === '@' && k < letters.length && rng.chance(0.85)) out += letters[k++];
    else out += ch === '#' ? String(rng.int(10)) : fillPattern(ch, rng);
  }
  return out;
}
