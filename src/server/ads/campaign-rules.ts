import countries from 'i18n-iso-countries';
import { AD_PAGE_KINDS, FEED_NATIVE, isPlacement, PLACEMENT_CHANNEL, type Placement } from '../../lib/ad-slots.ts';
import { isSection } from '../../lib/industry-sections.ts';
import { isLang } from '../../i18n/languages.ts';
import { AppError } from '../app-error.ts';
import { checkLandingUrl } from './landing-url.ts';

/**
 * A campaign's fields as an advertiser types them, and their rules (one refusal per field, each a
 * catalogue key, so the page form and any later API refuse alike). Amounts are US dollars typed as
 * text ("12.50") and kept in cents.
 */
export interface CampaignFields {
  name: string;
  placement: string;
  landingUrl: string;
  title?: string;
  text?: string;
  languages: string[];
  countries: string[];
  pageKinds: string[];
  /** Comma- or space-separated jurisdiction codes (gb, us_ny). */
  jurisdictions: string;
  sections: string[];
  startsOn: string;
  endsOn: string;
  pricing: string;
  price: string;
  budget: string;
  frequencyCap: string;
}

export interface CampaignInput {
  name: string;
  placement: Placement;
  format: 'image' | 'native';
  title: string | null;
  body: string | null;
  landingUrl: string;
  languages: string[];
  countries: string[];
  pageKinds: string[];
  jurisdictions: string[];
  sections: string[];
  startsOn: string;
  endsOn: string;
  pricing: 'cpm' | 'day';
  priceCents: number;
  budgetCents: number;
  frequencyCap: number;
}

export const CAMPAIGN_TEXT = { nameMin: 3, nameMax: 80, maxDays: 366, capMax: 100 } as const;
const MAX_AMOUNT_CENTS = 100_000_000_00;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (s: string) =>
  DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const unique = (xs: string[]) => [...new Set(xs.map((x) => x.trim()).filter(Boolean))];

/** "12.5" → 1250; undefined for anything but a positive amount with at most two decimals. */
export function cents(text: string): number | undefined {
  const t = text.trim().replace(/[\s,]/g, '');
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(t)) return undefined;
  const [whole, frac = ''] = t.split('.');
  const n = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return n > 0 && n <= MAX_AMOUNT_CENTS ? n : undefined;
}

export function checkCampaign(f: CampaignFields, now: Date): CampaignInput {
  const name = f.name.trim();
  const chars = [...name].length;
  if (chars < CAMPAIGN_TEXT.nameMin || chars > CAMPAIGN_TEXT.nameMax)
    throw new AppError('advertiser.error.name', 400, { min: CAMPAIGN_TEXT.nameMin, max: CAMPAIGN_TEXT.nameMax });
  if (!isPlacement(f.placement)) throw new AppError('advertiser.error.placement', 400);
  const placement = f.placement;
  const format = placement === 'feed' ? 'native' : 'image';
  let title: string | null = null;
  let body: string | null = null;
  if (format === 'native') {
    title = (f.title ?? '').trim();
    body = (f.text ?? '').trim();
    if (!title || [...title].length > FEED_NATIVE.titleMax)
      throw new AppError('advertiser.error.title', 400, { max: FEED_NATIVE.titleMax });
    if (!body || [...body].length > FEED_NATIVE.textMax) throw new AppError('advertiser.error.text', 400, { max: FEED_NATIVE.textMax });
  }
  const landingUrl = checkLandingUrl(f.landingUrl);
  if (!landingUrl) throw new AppError('advertiser.error.landing', 400);

  const languages = unique(f.languages);
  if (languages.some((l) => !isLang(l))) throw new AppError('advertiser.error.languages', 400);
  const targetCountries = unique(f.countries).map((c) => c.toUpperCase());
  if (targetCountries.some((c) => !/^[A-Z]{2}$/.test(c) || !countries.isValid(c))) throw new AppError('advertiser.error.countries', 400);
  const web = PLACEMENT_CHANNEL[placement] === 'web';
  const pageKinds = unique(f.pageKinds);
  if (pageKinds.some((p) => !(AD_PAGE_KINDS as readonly string[]).includes(p))) throw new AppError('advertiser.error.pageKinds', 400);
  const jurisdictions = unique(f.jurisdictions.toLowerCase().split(/[\s,]+/));
  if (jurisdictions.length > 50 || jurisdictions.some((j) => !/^[a-z]{2}(_[a-z0-9]{1,6})?$/.test(j)))
    throw new AppError('advertiser.error.jurisdictions', 400);
  const sections = unique(f.sections).map((s) => s.toUpperCase());
  if (sections.some((s) => !isSection(s))) throw new AppError('advertiser.error.sections', 400);
  // The app's placements are not on a page: page kinds, jurisdictions and sections mean nothing there.
  if (!web && (pageKinds.length || jurisdictions.length || sections.length)) throw new AppError('advertiser.error.appTargeting', 400);

  const startsOn = f.startsOn.trim();
  const endsOn = f.endsOn.trim();
  const today = now.toISOString().slice(0, 10);
  if (!validDate(startsOn) || !validDate(endsOn) || endsOn < startsOn || endsOn < today) throw new AppError('advertiser.error.dates', 400);
  const days = (Date.parse(`${endsOn}T00:00:00Z`) - Date.parse(`${startsOn}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > CAMPAIGN_TEXT.maxDays) throw new AppError('advertiser.error.dates', 400);

  if (f.pricing !== 'cpm' && f.pricing !== 'day') throw new AppError('advertiser.error.pricing', 400);
  const priceCents = cents(f.price);
  if (priceCents === undefined) throw new AppError('advertiser.error.price', 400);
  const budgetCents = cents(f.budget);
  if (budgetCents === undefined || budgetCents < priceCents) throw new AppError('advertiser.error.budget', 400);
  const cap = Number(f.frequencyCap.trim());
  if (!/^\d{1,3}$/.test(f.frequencyCap.trim()) || cap < 1 || cap > CAMPAIGN_TEXT.capMax)
    throw new AppError('advertiser.error.cap', 400, { max: CAMPAIGN_TEXT.capMax });

  return {
    name,
    placement,
    format,
    title,
    body,
    landingUrl,
    languages,
    countries: targetCountries,
    pageKinds,
    jurisdictions,
    sections,
    startsOn,
    endsOn,
    pricing: f.pricing,
    priceCents,
    budgetCents,
    frequencyCap: cap,
  };
}
