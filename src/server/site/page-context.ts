import type { AstroCookies } from 'astro';
import type { Kysely } from 'kysely';
import { DEFAULT_LANG, dirOf, htmlLangOf, isLang, isLongLayout, type Lang } from '../../i18n/languages.ts';
import { translator, type Translate } from '../../i18n/t.ts';
import type { Brand, BrandGroup } from '../../lib/brand.ts';
import { formattersFor, type Formatters } from '../../lib/formatters.ts';
import { hostnameOf } from '../../lib/host.ts';
import { sessionToken } from '../accounts/session-token.ts';
import { sessionUser } from '../accounts/sessions.ts';
import { env } from '../config/env.ts';
import { siteDb, siteReadDb } from '../db/instance.ts';
import type { Database } from '../db/schema.ts';

/**
 * The request context: what src/middleware.ts puts on Astro.locals once per rendered request, so
 * routes and components read the request's language, brand, country and database from there instead
 * of working them out again (App.Locals in src/env.d.ts is this type).
 */
export interface RequestContext {
  lang: Lang;
  /** 3-digit numeric code the site is shown for, and where the user is ('' when unknown). */
  country: string;
  userCountry: string;
  /** The app's webview: pages without the site's header and footer. */
  isApp: boolean;
  brand: Brand;
  brandGroup: BrandGroup;
  host: string;
  /** The request came over https (directly, or via our proxy when TRUST_PROXY is set). */
  secure: boolean;
  /** Messages in the request's language. */
  t: Translate;
  dir: 'rtl' | 'ltr';
  /** The language as a BCP 47 tag, for <html lang> and Intl. */
  htmlLang: string;
  /** The language needs the taller layout (long words). */
  long: boolean;
  brandName: string;
  /** The footer's contact address: CONTACT_EMAIL, else the brand's. */
  email: string;
  /** The ICP filing number shown in the footer, when set. */
  icp: string | undefined;
  /** Origin of canonical, hreflang and JSON-LD links (see siteOrigin). */
  origin: string;
  /** Dates, numbers and amounts in the request's language. */
  formatters: Formatters;
  /** The site's primary database, opened on first use: writes, sessions, and reads right after a write. */
  db: Kysely<Database>;
  /**
   * The database for the public reads of pages and lookups: a read replica (DATABASE_READ_URL, one
   * picked for the whole request), else the primary. May lag the primary by the replica's delay.
   */
  readDb: Kysely<Database>;
  /**
   * The signed-in member, looked up on the first call and remembered for the request. Only private
   * pages may call it: a public page is cached and shared, and must not depend on who asked for it.
   * The middleware marks a response whose rendering called it `private, no-store`.
   */
  memberId(): Promise<string | undefined>;
}

/** What the middleware decided about the request (spec section 4); the rest of the context follows from it. */
export type RequestBasics = Pick<RequestContext, 'lang' | 'country' | 'userCountry' | 'isApp' | 'brand' | 'brandGroup' | 'host' | 'secure'>;

type LanguageParts = Pick<RequestContext, 't' | 'dir' | 'htmlLang' | 'long' | 'brandName' | 'email' | 'icp' | 'formatters'>;

const BRAND_EMAIL: Record<Brand, string> = { atlas: 'contact@corpatlas.com', lens: 'contact@bizlens.com' };

/**
 * Origin for canonical and hreflang links: a brand host (bare or www.) is served over https under its
 * own name; anything else (another subdomain, an unknown Host header, localhost) uses SITE_URL, so
 * that a forged Host header cannot end up in links.
 */
export function siteOrigin(host: string): string {
  const h = hostnameOf(host);
  const known = env.brandHosts.some(([suffix]) => h === suffix || h === `www.${suffix}`);
  return known ? `https://${h}` : env.SITE_URL;
}

/** The brand's name in the language's catalogue. */
export function brandName(t: Translate, brand: Brand): string {
  return t(brand === 'lens' ? 'brand.lens.name' : 'brand.atlas.name');
}

/** Parts that depend on language and brand only: made once per pair, shared by every request. */
const partsByLanguage = new Map<string, LanguageParts>();

function languageParts(lang: Lang, brand: Brand): LanguageParts {
  const key = `${lang} ${brand}`;
  let parts = partsByLanguage.get(key);
  if (!parts) {
    const t = translator(lang);
    const htmlLang = htmlLangOf(lang);
    parts = {
      t,
      dir: dirOf(lang),
      htmlLang,
      long: isLongLayout(lang),
      brandName: brandName(t, brand),
      email: env.CONTACT_EMAIL ?? BRAND_EMAIL[brand],
      icp: env.ICP_NOTICE,
      formatters: formattersFor(htmlLang),
    };
    partsByLanguage.set(key, parts);
  }
  return parts;
}

/**
 * Fills `locals` with the request context. Cheap for requests that never use it (the API's): a few
 * properties copied from a per-language cache; the database and the member are looked up only when asked.
 * Returns whether the member was asked for, once the response is made.
 */
export function fillRequestContext(locals: App.Locals, basics: RequestBasics, request: Request, cookies: AstroCookies): () => boolean {
  let member: Promise<string | undefined> | undefined;
  Object.assign(locals, basics, languageParts(basics.lang, basics.brand), {
    origin: siteOrigin(basics.host),
    memberId: () => (member ??= memberOf(request, cookies)),
  });
  defineDb(locals);
  return () => member !== undefined;
}

/**
 * Astro.locals as the middleware filled it; the error pages (404, 500) can render for a request the
 * middleware never finished, and then get the defaults (the default language, brand and no country).
 */
export function requestContext(locals: App.Locals): RequestContext {
  const partial = locals as Partial<RequestContext>;
  if (partial.t) return locals;
  const lang = isLang(partial.lang) ? partial.lang : DEFAULT_LANG;
  const brand: Brand = partial.brand ?? 'atlas';
  const host = partial.host ?? '';
  Object.assign(locals, {
    country: '',
    userCountry: '',
    isApp: false,
    brandGroup: 1,
    secure: false,
    ...partial,
    lang,
    brand,
    host,
    ...languageParts(lang, brand),
    origin: siteOrigin(host),
    // An error page is the same for everyone: it never asks who the member is.
    memberId: () => Promise.resolve(undefined),
  } satisfies Omit<RequestContext, 'db' | 'readDb'>);
  defineDb(locals);
  return locals;
}

/** A request without a session token is nobody's: the database is not even opened for it. */
function memberOf(request: Request, cookies: AstroCookies): Promise<string | undefined> {
  const token = sessionToken(request, cookies);
  return token ? sessionUser(siteDb(), token) : Promise.resolve(undefined);
}

/**
 * Getters, so that the databases open on first use; not enumerable, so that copying the context does
 * not open them. The read database is chosen once per request and then kept.
 */
function defineDb(locals: App.Locals): void {
  Object.defineProperty(locals, 'db', { get: siteDb, enumerable: false, configurable: true });
  Object.defineProperty(locals, 'readDb', {
    get() {
      const db = siteReadDb();
      Object.defineProperty(locals, 'readDb', { value: db, enumerable: false, configurable: true });
      return db;
    },
    enumerable: false,
    configurable: true,
  });
}
