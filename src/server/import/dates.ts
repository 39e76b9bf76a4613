/**
 * Register dates to 'YYYY-MM-DD'. Accepts dd/mm/yyyy (Companies House), yyyy-mm-dd and ISO date-times;
 * empty is null; anything else, or an impossible date (31/02/2020), throws so the row is rejected.
 */
export function toIsoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const known = ISO_DATES.get(value);
  if (known !== undefined) return known;
  const iso = readDate(value);
  if (ISO_DATES.size < 50_000) ISO_DATES.set(value, iso);
  return iso;
}

/**
 * Dates already read (a register's records share a few tens of thousands of dates, and a record has
 * several): a lookup instead of two regular expressions and a Date. Only readable dates are kept.
 */
const ISO_DATES = new Map<string, string | null>();

function readDate(value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  let y: number, m: number, d: number;
  let match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  if (match) [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(v))) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else throw new Error(`unreadable date "${v}"`);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) throw new Error(`impossible date "${v}"`);
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A whole number or null; anything else throws. */
export function toInt(value: string | null | undefined): number | null {
  const v = value?.trim();
  if (!v) return null;
  if (!/^-?\d+$/.test(v)) throw new Error(`not a whole number: "${v}"`);
  return Number(v);
}
