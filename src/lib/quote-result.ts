import type { Placement } from './ad-slots.ts';
import { formatPrice, type Quote, type QuoteProblem } from './quotation-price.ts';

/**
 * What the calculator's result box says, as plain data: the server renders it after a form post and the
 * page's script renders the same model as the visitor ticks (src/scripts/quotation.ts), so both say the
 * same words and figures.
 */

/** The words of a priced quote, with {placeholders} for the figures (the page's language). */
export interface QuoteLabels {
  placements: Record<Placement, string>;
  problems: Record<QuoteProblem, string>;
  empty: string;
  line: string;
  days: string;
  gross: string;
  discount: string;
  total: string;
  note: string;
}

export type QuoteResultModel =
  | { kind: 'empty'; text: string }
  | { kind: 'problems'; items: string[] }
  | {
      kind: 'quote';
      days: string;
      rows: Array<{ label: string; detail?: string; amount: string; total?: boolean }>;
      note: string;
    };

/** A label with its {placeholders} filled. */
export function fill(label: string, values: Record<string, string | number>): string {
  return label.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
}

/** The result box's model: nothing asked yet, what to fix, or the quote line by line. */
export function quoteResultModel(
  result: { quote?: Quote; problems: QuoteProblem[] },
  labels: QuoteLabels,
  locale: string,
): QuoteResultModel {
  if (result.problems.length) return { kind: 'problems', items: result.problems.map((p) => labels.problems[p]) };
  const q = result.quote;
  if (!q) return { kind: 'empty', text: labels.empty };
  const money = (minor: number) => formatPrice(locale, minor, q.currency);
  const rows: Array<{ label: string; detail?: string; amount: string; total?: boolean }> = q.lines.map((l) => ({
    label: labels.placements[l.placement],
    detail: fill(labels.line, { perDay: money(l.perDay), slices: l.slices }),
    amount: money(l.subtotal),
  }));
  if (q.discount > 0) {
    rows.push({ label: labels.gross, amount: money(q.gross) });
    rows.push({ label: fill(labels.discount, { percent: q.discountPercent }), amount: `−${money(q.discount)}` });
  }
  rows.push({ label: labels.total, amount: money(q.total), total: true });
  return { kind: 'quote', days: fill(labels.days, { days: q.days }), rows, note: labels.note };
}
