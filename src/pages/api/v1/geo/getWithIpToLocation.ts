import { geoRoute } from '../../../../server/api/geo-route.ts';

export const prerender = false;

/** GET ?ip=: the country of an address (or of the caller); province and city are null (our database is country-level). */
export const GET = geoRoute();
