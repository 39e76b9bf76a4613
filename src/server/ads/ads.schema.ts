import { z } from 'zod';
import { AD_PAGE_KINDS, WEB_SLOTS } from '../../lib/ad-slots.ts';

/**
 * Inputs and answers of the ad calls (contract in tools/ads-brief.md): the web fill call, the
 * impression beacon and the app's splash and carousel calls. Unknown slot names in `slots` are left
 * out, not refused: a newer page may name a slot this server does not know yet.
 */
export const fillQuery = z
  .object({
    lang: z.string().max(8).optional().describe("the page's language (defaults to the caller's)"),
    page: z.enum(AD_PAGE_KINDS).default('other'),
    slots: z
      .string()
      .max(200)
      .describe(`comma-joined, each once: ${WEB_SLOTS.join(', ')}`),
    country: z.string().max(2).optional().describe("ISO 3166-1 alpha-2; defaults to the caller's country"),
    jurisdiction: z.string().max(12).optional().describe("a detail page's jurisdiction code (gb, us_ny)"),
    section: z.string().max(1).optional().describe("a detail page's industry section (A–U)"),
  })
  .strict()
  .meta({ id: 'AdFillQuery' });

export const seenBody = z
  .object({ tokens: z.array(z.string().max(200)).min(1).max(20) })
  .strict()
  .meta({ id: 'AdSeenBody' });

export const appAdQuery = z
  .object({
    lang: z.string().max(8).optional().describe("the app's language (defaults to the caller's)"),
    country: z.string().max(2).optional().describe("ISO 3166-1 alpha-2; defaults to the caller's country"),
  })
  .strict()
  .meta({ id: 'AppAdQuery' });

const image = z.object({ image: z.string(), width: z.number(), height: z.number() });

export const webUnit = z
  .object({
    slot: z.enum(WEB_SLOTS),
    id: z.string(),
    format: z.enum(['image', 'native']),
    width: z.number(),
    height: z.number(),
    image: z.string().optional(),
    narrow: image.optional().describe('the top banner below 768 px (320×100)'),
    title: z.string().optional(),
    text: z.string().optional(),
    logo: z.string().optional(),
    href: z.string().describe('the signed click redirect'),
    advertiser: z.string(),
    warning: z.string().optional().describe("the broker risk warning, in the page's language"),
    token: z.string().describe('the signed impression token for /api/v1/ads/seen'),
  })
  .meta({ id: 'AdUnit' });

export const fillAnswer = z.object({ units: z.array(webUnit) }).meta({ id: 'AdFill' });

export const seenAnswer = z.object({ counted: z.number() }).meta({ id: 'AdSeen' });

export const appUnit = z
  .object({
    id: z.string(),
    format: z.enum(['image', 'native']),
    width: z.number(),
    height: z.number(),
    image: z.string().optional(),
    title: z.string().optional(),
    text: z.string().optional(),
    logo: z.string().optional(),
    href: z.string().describe('absolute signed click redirect; open it in the browser'),
    advertiser: z.string(),
    label: z.string().describe('"Ad" in the language asked'),
    warning: z.string().optional(),
    token: z.string(),
    frequencyCap: z.number().describe('show this unit at most this many times a day on the device'),
  })
  .meta({ id: 'AppAdUnit' });

export const splashAnswer = z
  .object({
    unit: appUnit.nullable(),
    close: z
      .object({ oneClick: z.literal(true), label: z.string(), maxSeconds: z.number() })
      .describe('the splash always has a close button usable at once; maxSeconds is when it closes by itself'),
  })
  .meta({ id: 'AppSplash' });

export const carouselAnswer = z.object({ units: z.array(appUnit) }).meta({ id: 'AppCarousel' });
