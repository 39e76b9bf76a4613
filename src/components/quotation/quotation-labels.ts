import type { Placement } from '../../lib/ad-slots.ts';
import type { AdRegion, QuoteProblem, RateCard } from '../../lib/quotation-price.ts';
import type { MessageKey, Translate } from '../../i18n/t.ts';
import type { QuoteLabels } from '../../lib/quote-result.ts';

/** The catalogue key of each placement's name (the keys the page had before the rate card). */
const PLACEMENT_KEYS: Record<Placement, MessageKey> = {
  splash: 'quotation.splash',
  appCarousel: 'quotation.carousel',
  topBanner: 'quotation.banner',
  couplet: 'quotation.couplet',
  detail: 'quotation.details',
  feed: 'quotation.feed',
};
export const placementKey = (p: Placement): MessageKey => PLACEMENT_KEYS[p];
export const regionKey = (r: AdRegion): MessageKey => `quotation.region.${r}` as MessageKey;

const keep = (...names: string[]) => Object.fromEntries(names.map((n) => [n, `{${n}}`]));

/** Every label the result needs, in the page's language; the card gives the limits the problems name. */
export function quoteLabels(t: Translate, card: RateCard): QuoteLabels {
  const problem = (p: QuoteProblem) =>
    t(`quotation.calc.problem.${p}` as MessageKey, { days: p === 'tooLong' ? card.maxDays : card.maxLeadDays });
  const problems = ['placements', 'regions', 'languages', 'dates', 'startPast', 'endBeforeStart', 'tooLong', 'tooFarAhead'] as const;
  return {
    placements: Object.fromEntries(Object.entries(PLACEMENT_KEYS).map(([p, k]) => [p, t(k)])) as Record<Placement, string>,
    problems: Object.fromEntries(problems.map((p) => [p, problem(p)])) as Record<QuoteProblem, string>,
    empty: t('quotation.calc.empty'),
    line: t('quotation.calc.line', keep('perDay', 'slices')),
    days: t('quotation.calc.days', keep('days')),
    gross: t('quotation.calc.gross'),
    discount: t('quotation.calc.discount', keep('percent')),
    total: t('quotation.calc.total'),
    note: t('quotation.calc.note'),
  };
}
