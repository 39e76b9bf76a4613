/**
 * The states of a regulatory licence, one owner for the list (importers map each register's wording
 * here; pages label them with `licence.status.<state>`). The regulator's own wording is kept beside.
 *
 * - active: authorised and in force ("regulated");
 * - exceeded: in force, but the firm offers what its licence does not cover (a service outside the
 *   licence's scope, or clients in a country it is not passported to);
 * - suspended: in force on paper, but the regulator has stopped the firm acting under it;
 * - revoked: withdrawn by the regulator;
 * - expired: lapsed or surrendered;
 * - unverified: claimed or listed, but not (yet) confirmed against the regulator's register.
 *
 * "Suspicious clone" is not a licence state: it describes a firm that claims someone else's licence
 * (see the clone rules), shown beside the licence it claims.
 */
export const LICENCE_STATUSES = ['active', 'exceeded', 'suspended', 'revoked', 'expired', 'unverified'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

/** A licence under which the firm may act today. */
export function inForce(status: string): boolean {
  return status === 'active' || status === 'exceeded';
}

/** A licence the regulator took away or stopped (counted against the firm). */
export function withdrawn(status: string): boolean {
  return status === 'revoked' || status === 'suspended';
}

/** The state as a known value, or 'unverified' for anything else (an old or foreign wording). */
export function licenceStatus(status: string): LicenceStatus {
  return (LICENCE_STATUSES as readonly string[]).includes(status) ? (status as LicenceStatus) : 'unverified';
}
