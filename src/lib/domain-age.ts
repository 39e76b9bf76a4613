/**
 * How old a broker's domain was on a day, and whether that is young: a domain registered less than a
 * year before is a risk the broker page names (clone sites are new). Pure, for the page and its past views.
 */
export const YOUNG_DOMAIN_DAYS = 365;

/** Whole days from the registration day to `day` (both 'YYYY-MM-DD…'); null when either is unreadable. */
export function domainAgeDays(registeredOn: string | null, day: string): number | null {
  if (!registeredOn) return null;
  const days = Math.floor(
    (Date.parse(`${day.slice(0, 10)}T00:00:00Z`) - Date.parse(`${registeredOn.slice(0, 10)}T00:00:00Z`)) / 86_400_000,
  );
  return Number.isNaN(days) ? null : days;
}

/** Registered on or before `day`, less than YOUNG_DOMAIN_DAYS before it. */
export function youngDomain(registeredOn: string | null, day: string): boolean {
  const age = domainAgeDays(registeredOn, day);
  return age !== null && age >= 0 && age < YOUNG_DOMAIN_DAYS;
}
