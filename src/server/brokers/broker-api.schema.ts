import { z } from 'zod';
import type { MessageKey } from '../../i18n/t.ts';
import { RECORD_ID } from '../../lib/detail-href.ts';
import { BROKER_SORTS } from '../search/broker-search.service.ts';
import { RANK_MAX_PAGE, RANK_PAGE_SIZE } from './broker-lists.service.ts';

/**
 * Inputs of the broker calls (spec section 7: the trader-by-codes lookup, the data-centre calls for
 * the app, the broker name search): one zod schema each, for the types, the 400 answers and the
 * OpenAPI document.
 */

/** At most this many trader codes per lookup (a page or an app screen shows a handful at once). */
export const MAX_TRADER_CODES = 50;
/** A public trader code: ten digits. */
export const TRADER_CODE = /^\d{10}$/;

/** dealer/byCodes: comma-joined trader codes, each ten digits, at most MAX_TRADER_CODES. */
export const traderCodesQuery = z
  .object({
    codes: z
      .string()
      .max(MAX_TRADER_CODES * 12)
      .transform((s) =>
        s
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(TRADER_CODE, 'each code ten digits')).min(1).max(MAX_TRADER_CODES)),
  })
  .meta({ id: 'TraderCodesQuery' });

/** The refusal of a bad trader-codes query, in the caller's language: too many codes, or a malformed one. */
export function traderCodesRefusal(error: z.ZodError): MessageKey {
  const tooMany = error.issues.some((i) => i.code === 'too_big');
  return tooMany ? 'broker.codes.tooMany' : 'broker.codes.invalid';
}

const regulatorKey = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{2,20}$/, "a regulator's key such as fca or cysec");
const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'a two-letter country code such as GB');
const page = (max: number) => z.coerce.number().int().min(1).max(max).default(1);

/** dealer/rank: a page of the rank list, overall or for a regulator's country or one regulator. */
export const rankQuery = z
  .object({
    country: countryCode.optional().describe("a regulator's country: brokers holding a licence in force there"),
    regulator: regulatorKey.optional().describe('a regulator: brokers holding a licence in force from it'),
    page: page(RANK_MAX_PAGE),
    size: z.coerce.number().int().min(1).max(50).default(RANK_PAGE_SIZE),
  })
  .meta({ id: 'RankQuery' });

/** dealer/info, dealer/score, dealer/history: the broker's id (uuid). */
export const dealerQuery = z
  .object({ uuid: z.string().trim().max(36).toLowerCase().regex(RECORD_ID, 'a broker id (uuid)') })
  .meta({ id: 'DealerQuery' });

/** search/broker/list: brokers by name, with filters, sort and paging. */
export const brokerListBody = z
  .object({
    keyword: z
      .string()
      .max(200)
      .transform((s) => s.trim())
      .pipe(z.string().min(1)),
    country: z.array(countryCode).max(20).default([]).describe("head offices' countries"),
    regulator: regulatorKey.optional(),
    sort: z.enum(BROKER_SORTS).default('default'),
    page: page(50),
    size: z.number().int().min(1).max(50).default(20),
  })
  .meta({ id: 'BrokerListBody' });
