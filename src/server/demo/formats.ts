import { hash32, type Rng } from './prng.ts';

/**
 * Register number formats. A pattern's '#' digits spell a number that is unique per jurisdiction
 * (the company's rank among the jurisdiction's companies, scrambled so that neighbours do not get
 * consecutive numbers); '%' is any digit, '@' any capital, '~' any small letter.
 */

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';

/** Fills '%', '@', '~' with random characters; '#' with the digits given, in order. */
export function fillPattern(pattern: string, rng: Rng, digits = ''): string {
  let out = '';
  let d = 0;
  for (const ch of pattern) {
    if (ch === '#') out += digits[d++] ?? '0';
    else if (ch === '%') out += String(rng.int(10));
    else if (ch === '@') out += LETTERS[rng.int(LETTERS.length)];
    else if (ch === '~') out += LOWER[rng.int(LOWER.length)];
    else out += ch;
  }
  return out;
}

function uniqueDigits(pattern: string): number {
  let n = 0;
  for (const ch of pattern) if (ch === '#') n++;
  return n;
}

const POW10 = Array.from({ length: 19 }, (_, i) => 10n ** BigInt(i));

/**
 * The d-digit string of rank `local`, scrambled by an affine bijection modulo 10^d (the multiplier is
 * odd and not a multiple of 5, hence invertible): distinct ranks always give distinct digits. A rank
 * beyond the pattern's capacity gets a "-n" suffix, so numbers stay unique at any scale.
 */
export function scrambledDigits(local: number, d: number, salt: number): { digits: string; suffix: string } {
  if (d === 0) return { digits: '', suffix: local ? `-${local}` : '' };
  const mod = POW10[d];
  const round = Math.floor(local / Number(mod));
  const within = BigInt(local) % mod;
  // ~0.618 of the range, forced odd and not ending in 5.
  let a = (mod * 618034n) / 1000000n;
  if (a % 2n === 0n) a += 1n;
  if (a % 5n === 0n) a += 2n;
  const b = BigInt(salt) % mod;
  const value = (within * a + b) % mod;
  return { digits: value.toString().padStart(d, '0'), suffix: round ? `-${round}` : '' };
}

/** A company number in the jurisdiction's format, unique for each rank. */
export function companyNumber(pattern: string, local: number, rng: Rng, salt: number): string {
  const { digits, suffix } = scrambledDigits(local, uniqueDigits(pattern), salt);
  return fillPattern(pattern, rng, digits) + suffix;
}

/** A Legal Entity Identifier (ISO 17442): LOU prefix, '00', 12 characters, ISO 7064 MOD 97-10 check digits. */
export function lei(rng: Rng): string {
  const prefixes = ['5493', '2138', '9845', '3003', '8156', '7LTW', '2549', '9695', '3157', '5299'];
  const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let body = rng.pick(prefixes) + '00';
  for (let i = 0; i < 12; i++) body += chars[rng.int(chars.length)];
  const numeric = [...`${body}00`].map((c) => (c >= 'A' ? String(c.charCodeAt(0) - 55) : c)).join('');
  const check = 98n - (BigInt(numeric) % 97n);
  return body + check.toString().padStart(2, '0');
}

/** A salt for one jurisdiction's numbers under one seed. */
export function numberSalt(seed: number, jurisdiction: string): number {
  return hash32(seed, 'number-salt', jurisdiction) * 65536 + hash32(seed, jurisdiction, 'lo');
}

/** Dates as day numbers since 1970-01-01 (UTC), cheap to add and compare. */
const DAY = 86_400_000;

export function day(iso: string): number {
  return Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY);
}

/** Formatted dates by day number, 1900–2100, filled as they are asked for (a company writes a dozen dates). */
const FIRST_DAY = -25_567;
const ISO_CACHE: string[] = new Array(73_051);

export function isoDate(dayNumber: number): string {
  const k = dayNumber - FIRST_DAY;
  if (k < 0 || k >= ISO_CACHE.length) return new Date(dayNumber * DAY).toISOString().slice(0, 10);
  return (ISO_CACHE[k] ??= new Date(dayNumber * DAY).toISOString().slice(0, 10));
}

/** The same calendar day `months` months later (clamped to the month's end). */
export function addMonths(dayNumber: number, months: number): number {
  const d = new Date(dayNumber * DAY);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return Math.floor(target.getTime() / DAY);
}

export function yearOf(dayNumber: number): number {
  return new Date(dayNumber * DAY).getUTCFullYear();
}

/** Day number of a calendar date. */
export function dayOf(year: number, month: number, dayOfMonth: number): number {
  return Math.floor(Date.UTC(year, month - 1, dayOfMonth) / DAY);
}
