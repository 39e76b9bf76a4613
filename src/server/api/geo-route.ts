import { callerLocation, ipLocation } from '../geo/ip-location.ts';
import { geoQuery } from '../lookups/lookups.schema.ts';
import { ok } from './envelope.ts';
import { route } from './handler.ts';

/**
 * geo/getWithIpToLocation and getipgeo (the spec names both): ?ip= looks an address up; without it,
 * the caller's own address as the proxy-trust rules read it (TRUST_PROXY), never a header the
 * client wrote. Country-level only (see ip-location.ts).
 */
export const geoRoute = () => route(geoQuery, async (q, api) => ok(q.ip ? ipLocation(q.ip, api.lang) : callerLocation(api.ip, api.lang)));
