import { isIP } from 'node:net';
import geoip from 'geoip-country';
import { normalizeCountryCode } from '../../lib/country-codes.ts';

/**
 * IP to country from the GeoLite2-derived database that ships inside the geoip-country package.
 * The data is read into memory once when this module loads; a lookup is a binary search (a few µs),
 * so it never holds a response up.
 */
export function ipToCountry(ip: string | null | undefined): string | undefined {
  if (!ip) return undefined;
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!isIP(address)) return undefined;
  const hit = geoip.lookup(address);
  return hit ? normalizeCountryCode(hit.country) : undefined;
}
