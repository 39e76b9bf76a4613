import { isMessageKey, type MessageInputs, type Translate } from '../../i18n/t.ts';
import type { Formatters } from '../../lib/formatters.ts';

/**
 * Texts of the broker page whose keys are data: a score point names its rule's catalogue key, a clone
 * finding its reason. A key this build's catalogues do not hold (a rule added by a newer scoring job)
 * is shown as its own words ("broker.score.rule.licence.tier1" → "licence tier1") rather than failing the page.
 */
export function dataText(t: Translate, key: string, vars: MessageInputs = {}): string {
  if (isMessageKey(key)) return t(key, vars);
  // Stored values are kebab-case where keys are camelCase (a clone's reason 'licence-number' → broker.clone.reason.licenceNumber).
  const camel = key.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  if (isMessageKey(camel)) return t(camel, vars);
  const words = key.replace(/^broker\.(score\.rule|clone\.reason|risk|contact|instrument|site|role)\./, '');
  return words
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_.]+/g, ' ')
    .toLowerCase();
}

/** A point's values as the reader's language writes them: dates as dates, numbers as numbers. */
export function formatVars(f: Formatters, vars: Record<string, string | number> = {}): MessageInputs {
  return Object.fromEntries(
    Object.entries(vars).map(([k, v]) => [
      k,
      typeof v === 'number' ? f.number(v) : /^\d{4}-\d{2}-\d{2}/.test(v) && /date|on$|since/i.test(k) ? f.date(v) : v,
    ]),
  );
}

/** A 0–10 figure with at most two decimals. */
export function tenths(f: Formatters, n: number): string {
  return f.number(Math.round(n * 100) / 100);
}
