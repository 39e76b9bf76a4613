import { z } from 'zod';
import { RECORD_ID } from '../../lib/detail-href.ts';

/**
 * Inputs of spec section 7's smaller calls: the detail data as JSON, the app's versions, IP
 * geolocation, the country search, the companies-by-codes lookup and the log call. One zod schema
 * each: the types, the 400 answers and the OpenAPI document's inputs (api/openapi.ts).
 */

/** A record id as links carry it (any case); answered in lower case, as ids are stored. */
const recordId = z.string().trim().max(36).toLowerCase().regex(RECORD_ID, 'a record id (uuid)');

/** search/company/info and search/officers/info: the record's uuid (the suggestions' field). */
export const infoQuery = z.object({ uuid: recordId }).meta({ id: 'InfoQuery' });

/** version/getVersion: the app may say which version it runs, to be told whether it must update. */
export const versionQuery = z
  .object({
    version: z
      .string()
      .trim()
      .max(20)
      .regex(/^\d{1,4}(\.\d{1,4}){0,3}$/, 'a version such as 1.1.0')
      .optional(),
  })
  .meta({ id: 'VersionQuery' });

/** geo/getWithIpToLocation and getipgeo: an address to look up; without it, the caller's own. */
export const geoQuery = z
  .object({ ip: z.string().trim().max(45).optional().describe("An IPv4 or IPv6 address; default the caller's own") })
  .meta({ id: 'GeoQuery' });

/** country/search: the typed text (a name in the caller's language, a two-letter code or a dial prefix). */
export const countrySearchQuery = z.object({ content: z.string().max(60) }).meta({ id: 'CountrySearchQuery' });

/** At most this many codes per companies-by-codes lookup: a page shows a handful of traders at once. */
export const MAX_CODES = 50;

/** search/company/byCodes: comma-joined company ids (uuid), at most MAX_CODES. */
export const byCodesQuery = z
  .object({
    codes: z
      .string()
      .max(MAX_CODES * 38)
      .transform((s) =>
        s
          .split(',')
          .map((c) => c.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(RECORD_ID, 'each code a company id (uuid)')).min(1).max(MAX_CODES)),
  })
  .meta({ id: 'ByCodesQuery' });

/** The log call: the page's address in the query (or the `url` header); the message itself travels in the `message` header. */
export const logQuery = z.object({ url: z.string().max(2000).optional() }).meta({ id: 'LogQuery' });
