import { dirOf, htmlLangOf, isLongLayout } from '../../i18n/languages.ts';
import { translator } from '../../i18n/t.ts';
import type { Brand } from '../../lib/brand.ts';
import { env } from '../config/env.ts';

const BRAND_EMAIL: Record<Brand, string> = { atlas: 'contact@corpatlas.com', lens: 'contact@bizlens.com' };

/**
 * Origin for canonical and hreflang links: a known brand host is served over https under its own
 * name; anything else (an unknown Host header, localhost) uses SITE_URL, so that a forged Host
 * header cannot end up in links.
 */
export function siteOrigin(host: string): string {
  const h = host.replace(/:\d+$/, '').toLowerCase();
  const known = env.brandHosts.some(([suffix]) => h === suffix || h.endsWith(`.${suffix}`));
  return known ? `https://${h}` : env.SITE_URL;
}

/** Everything a page needs to say things in the request's language and brand. */
export function pageContext(locals: App.Locals) {
  const { lang, brand } = locals;
  const t = translator(lang);
  return {
    ...locals,
    t,
    dir: dirOf(lang),
    htmlLang: htmlLangOf(lang),
    long: isLongLayout(lang),
    brandName: t(brand === 'atlas' ? 'brand.atlas.name' : 'brand.lens.name'),
    email: env.CONTACT_EMAIL ?? BRAND_EMAIL[brand],
    icp: env.ICP_NOTICE,
    origin: siteOrigin(locals.host),
  };
}

export type PageContext = ReturnType<typeof pageContext>;
