import { geoRoute } from '../../../server/api/geo-route.ts';

export const prerender = false;

/** GET ?ip=: the same answer as geo/getWithIpToLocation (the spec names both calls). */
export const GET = geoRoute();
