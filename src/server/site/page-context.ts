import { DEFAULT_LANG, dirOf, htmlLangOf, isLang, isLongLayout } from '../../i18n/languages.ts';
import { translator, type Translate } from '../../i18n/t.ts';
import { hostnameOf } from '../../lib/host.ts';
import type { Brand } from '../../lib/brand.ts';
import { env } from '../config/env.ts';

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

/** Everything a page needs to say things in the request's language and brand. */
export function pageContext(locals: App.Locals) {
  // The error page can render for a request the middleware never finished: fall back to defaults.
  const lang = isLang(locals.lang) ? locals.lang : DEFAULT_LANG;
  const brand: Brand = locals.brand ?? 'atlas';
  const t = translator(lang);
  return {
    ...locals,
    lang,
    brand,
    t,
    dir: dirOf(lang),
    htmlLang: htmlLangOf(lang),
    long: isLongLayout(lang),
    brandName: brandName(t, brand),
    email: env.CONTACT_EMAIL ?? BRAND_EMAIL[brand],
    icp: env.ICP_NOTICE,
    origin: siteOrigin(locals.host ?? ''),
  };
}

export type PageContext = ReturnType<typeof pageContext>;
