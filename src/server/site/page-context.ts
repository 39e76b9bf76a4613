import { dirOf, htmlLangOf, isLongLayout } from '../../i18n/languages.ts';
import { translator } from '../../i18n/t.ts';
import type { Brand } from '../../lib/brand.ts';
import { env } from '../config/env.ts';

const BRAND_EMAIL: Record<Brand, string> = { atlas: 'contact@corpatlas.com', lens: 'contact@bizlens.com' };

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
  };
}

export type PageContext = ReturnType<typeof pageContext>;
