import { CHINA_LANG, DEFAULT_LANG, isLang, REDIRECT_TO_ZH, type Lang } from '../i18n/languages.ts';
import { splitLangPath } from '../i18n/paths.ts';
import { languageFromAcceptLanguage } from './accept-language.ts';
import { COOKIE, preferenceCookie, type CookieWrite } from './cookies.ts';
import { CHINA_COUNTRY_CODE, normalizeCountryCode } from './country-codes.ts';
import { hostnameOf } from './host.ts';
import { parseUserAgent } from './user-agent.ts';

/** What the rules need to know about a request; ipCountry is called only when needed. */
export interface RequestFacts {
  host: string;
  pathname: string;
  search: string;
  cookies: Record<string, string | undefined>;
  userAgent: string;
  acceptLanguage: string;
  /** Numeric country code from the IP lookup, or undefined when the lookup fails. */
  ipCountry: () => string | undefined;
  /** The node environment written to the env cookie. */
  env: string;
}

export interface Resolved {
  lang: Lang;
  /** 3-digit numeric country code the site is shown for. */
  country: string;
  /** 3-digit numeric code of where the user is (the footer's own-country shortcut). */
  userCountry: string;
  isApp: boolean;
}

export type Decision =
  | ({ type: 'redirect'; status: 301 | 302; location: string; setCookies: CookieWrite[] } & Resolved)
  | ({ type: 'continue'; setCookies: CookieWrite[] } & Resolved);

/** Second path segments whose 4+ segment paths always end in .html (spec section 4). */
export const HTML_SECOND_SEGMENTS: ReadonlySet<string> = new Set([
  'dealer',
  'newsdetail',
  'exposure',
  'market',
  'survey',
  'intro',
  'class',
  'brokers',
  'wikishow',
]);

/** Prefixes and files the language rules leave alone: an explicit list, so that /wp-login.php is a page path (404). */
const NON_PAGE_PREFIXES = ['/api/', '/_astro/', '/_server-islands/', '/_actions/', '/flags/', '/countries/'];
const NON_PAGE_FILES = new Set(['/HealthCheck/Get', '/robots.txt', '/favicon-atlas.svg', '/favicon-lens.svg']);

/** Paths the language rules leave alone: APIs, build assets, the health probe, site files. */
export function isNonPagePath(pathname: string): boolean {
  return NON_PAGE_FILES.has(pathname) || NON_PAGE_PREFIXES.some((p) => pathname.startsWith(p));
}

/** True for hosts of the .cc domains, which always show Vietnamese. */
export function isCcHost(host: string): boolean {
  return hostnameOf(host).endsWith('.cc');
}

/** Resolves country, user country and the language a request without a usable path language should get. */
function resolvePreferences(facts: RequestFacts): Resolved {
  const ua = parseUserAgent(facts.userAgent);
  let ipLooked = false;
  let ip: string | undefined;
  const ipCountry = () => {
    if (!ipLooked) {
      ip = facts.ipCountry();
      ipLooked = true;
    }
    return ip;
  };
  const userCountry = normalizeCountryCode(facts.cookies[COOKIE.userCountry]) ?? ipCountry() ?? CHINA_COUNTRY_CODE;
  const country =
    normalizeCountryCode(facts.cookies[COOKIE.country]) ?? normalizeCountryCode(ua.country) ?? ipCountry() ?? CHINA_COUNTRY_CODE;
  const cookieLang = facts.cookies[COOKIE.lang]?.toLowerCase();
  const lang =
    (isLang(cookieLang) ? cookieLang : undefined) ?? ua.lang ?? languageFromAcceptLanguage(facts.acceptLanguage) ?? chinaRule(country);
  return { lang, country, userCountry, isApp: ua.isApp };
}

/** The China rule of spec section 4: an unsupported or missing language is zh-cn in China, else en. */
export function chinaRule(country: string): Lang {
  return country === CHINA_COUNTRY_CODE ? CHINA_LANG : DEFAULT_LANG;
}

/**
 * Applies the request-time rules of spec section 4 in order and says whether to redirect or render,
 * in which language and country, and which preference cookies to write.
 */
export function decide(facts: RequestFacts): Decision {
  const { pathname, search } = facts;
  const { lang: pathLang, rest } = splitLangPath(pathname);
  // APIs and files get the preferences without an IP lookup: nothing there is shown by country.
  if (isNonPagePath(pathname)) return { type: 'continue', ...resolvePreferences({ ...facts, ipCountry: () => undefined }), setCookies: [] };
  const prefs = resolvePreferences(facts);

  const redirect = (status: 301 | 302, location: string, lang = prefs.lang): Decision => ({
    type: 'redirect',
    status,
    location,
    ...prefs,
    lang,
    setCookies: cookieWrites(facts, { ...prefs, lang }),
  });

  // 1. Hosts ending in cc show Vietnamese only (/third is not redirected, but shown in Vietnamese too).
  const ccHost = isCcHost(facts.host);
  if (ccHost && pathLang !== 'vi' && !(pathLang === undefined && pathname.includes('/third'))) {
    return redirect(302, `/vi${rest}${search}`, 'vi');
  }
  // 2. Traditional Chinese regional codes share the zh pages.
  if (pathLang && REDIRECT_TO_ZH.includes(pathLang)) return redirect(301, `/zh${rest}${search}`, 'zh');
  // Language codes are lower-case; /EN/about is the same page as /en/about.
  const firstSegment = pathname.split('/')[1] ?? '';
  if (pathLang && firstSegment !== pathLang) return redirect(301, `/${pathLang}${rest}${search}`, isLang(pathLang) ? pathLang : prefs.lang);
  if (pathLang && isLang(pathLang)) {
    // 3. The survey index moved to its first page.
    if (/^\/survey\/?$/.test(rest)) return redirect(301, `/${pathLang}/survey/all/1.html${search}`, pathLang);
    // 4. Deep content paths are .html documents.
    const segments = pathname.split('/').filter(Boolean);
    if (segments.length >= 4 && HTML_SECOND_SEGMENTS.has(segments[1]) && !pathname.endsWith('.html')) {
      return redirect(302, `${pathname.replace(/\/$/, '')}.html${search}`, pathLang);
    }
    const resolved = { ...prefs, lang: pathLang };
    return { type: 'continue', ...resolved, setCookies: cookieWrites(facts, resolved) };
  }
  // 5. No language in the path: /third renders as it is; the root goes home; anything else is not found.
  if (pathname.includes('/third')) {
    const resolved = ccHost ? { ...prefs, lang: 'vi' as Lang } : prefs;
    return { type: 'continue', ...resolved, setCookies: cookieWrites(facts, resolved) };
  }
  if (pathname === '/' || pathname === '') return redirect(302, `/${prefs.lang}${search}`);
  return redirect(302, `/${prefs.lang}/404.html`);
}

/** Writes only the cookies whose value changes, so most responses carry no Set-Cookie at all. */
function cookieWrites(facts: RequestFacts, r: Resolved): CookieWrite[] {
  const out: CookieWrite[] = [];
  const c = facts.cookies;
  if (c[COOKIE.lang] !== r.lang) out.push(preferenceCookie(COOKIE.lang, r.lang));
  if (c[COOKIE.country] !== r.country) out.push(preferenceCookie(COOKIE.country, r.country));
  if (c[COOKIE.userCountry] !== r.userCountry) out.push(preferenceCookie(COOKIE.userCountry, r.userCountry));
  if (c[COOKIE.env] !== facts.env) out.push(preferenceCookie(COOKIE.env, facts.env));
  return out;
}
