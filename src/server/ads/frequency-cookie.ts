/**
 * The frequency cap without tracking: a first-party cookie holding only today's counts of units shown
 * to this browser, per campaign (`adfc=20261124~3f2a9c1d:2~9b0e4a77:1`). No identifier, nothing kept on
 * the server, sent only to the ad calls (Path=/api/v1/ads), HttpOnly, gone at the end of the UTC day.
 * A campaign is named by the first 8 characters of its id (a collision only makes a cap a little stricter).
 */
export const FREQUENCY_COOKIE = 'adfc';
export const FREQUENCY_COOKIE_PATH = '/api/v1/ads';
/** More campaigns than this a day are not remembered (the oldest are dropped); the cookie stays small. */
const MAX_ENTRIES = 40;

const dayKey = (now: Date) => now.toISOString().slice(0, 10).replaceAll('-', '');
const short = (id: string) => id.slice(0, 8);

export type FrequencyCounts = Map<string, number>;

/** Today's counts from the cookie's value; another day's value (or a malformed one) counts nothing. */
export function readFrequency(value: string | undefined, now: Date): FrequencyCounts {
  const counts: FrequencyCounts = new Map();
  if (!value || value.length > 1000) return counts;
  const [day, ...entries] = value.split('~');
  if (day !== dayKey(now)) return counts;
  for (const e of entries) {
    const m = /^([A-Za-z0-9-]{1,8}):(\d{1,4})$/.exec(e);
    if (m) counts.set(m[1]!, Number(m[2]));
  }
  return counts;
}

/** How many of the campaign's units this browser was shown today. */
export function countOf(counts: FrequencyCounts, campaignId: string): number {
  return counts.get(short(campaignId)) ?? 0;
}

/** Adds one showing of each campaign. */
export function addShown(counts: FrequencyCounts, campaignIds: readonly string[]): void {
  for (const id of campaignIds) {
    const k = short(id);
    const n = (counts.get(k) ?? 0) + 1;
    counts.delete(k);
    counts.set(k, Math.min(n, 9999));
  }
  while (counts.size > MAX_ENTRIES) counts.delete(counts.keys().next().value!);
}

/** The Set-Cookie header value: today's counts, expiring at the next UTC midnight. */
export function frequencyCookie(counts: FrequencyCounts, now: Date, secure: boolean): string {
  const value = [dayKey(now), ...[...counts].map(([k, n]) => `${k}:${n}`)].join('~');
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  const maxAge = Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
  return `${FREQUENCY_COOKIE}=${value}; Path=${FREQUENCY_COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
