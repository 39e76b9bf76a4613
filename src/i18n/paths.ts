import { isAcceptedLang, type Lang } from './languages.ts';

/** Splits a pathname into its language prefix (if any accepted code) and the rest, which starts with '/' or is ''. */
export function splitLangPath(pathname: string): { lang: string | undefined; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (match && isAcceptedLang(match[1])) return { lang: match[1].toLowerCase(), rest: match[2] ?? '' };
  return { lang: undefined, rest: pathname === '/' ? '' : pathname };
}

/** The same page in another language: /en/about -> /de/about. */
export function swapLang(pathname: string, lang: Lang): string {
  const { rest } = splitLangPath(pathname);
  return `/${lang}${rest}`;
}

/** A localized href: localHref('de', '/about') -> /de/about. */
export function localHref(lang: Lang, path = ''): string {
  return `/${lang}${path && !path.startsWith('/') ? '/' : ''}${path}`;
}
