import { isIP } from 'node:net';
import type { Lang } from '../../i18n/languages.ts';
import { alpha2Of } from '../../lib/country-codes.ts';
import { AppError } from '../app-error.ts';
import { countryNamer } from '../countries/country-names.ts';
import { ipToCountry } from './ip-country.ts';

/**
 * geo/getWithIpToLocation and getipgeo (spec section 7): where an address is. Our IP database
 * (geoip-country, GeoLite2-derived) is country-level only, so province and city are always null and
 * `precision` says so: we do not pretend to know more than the database holds.
 */
export function ipLocation(ip: string, lang: Lang) {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!isIP(address)) throw new AppError('geo.invalidIp', 400);
  return locate(address, lang);
}

/** The caller's own location: their address as the proxy-trust rules read it; unknown (not an error) when there is none. */
export function callerLocation(ip: string, lang: Lang) {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return locate(isIP(address) ? address : '', lang);
}

function locate(address: string, lang: Lang) {
  const numeric = ipToCountry(address);
  const alpha2 = numeric ? alpha2Of(numeric) : undefined;
  return {
    ip: address,
    country_code: alpha2?.toLowerCase() ?? null,
    countryCode: alpha2 ? numeric! : null,
    country: alpha2 ? countryNamer(lang)(alpha2) : null,
    province: null,
    city: null,
    precision: 'country' as const,
  };
}
