import { isAcceptedLang, type Lang } from './languages.ts';

/** Splits a pathname into its language prefix (if any accepted code) and the rest, which starts with '/' or is ''. */
export function splitLangPath(pathname: string): { lang: string | undefined; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (match && isAcceptedLang(match[1])) return { lang: match[1].toLowerCase(), rest: match[2] ?? '' };
  return { lang: undefined, rest: pathname === '/' ? '' : pathname };
}

/** The same page in another language: /en/about?x=1 -> /de/about?x=1 (query and hash kept). */
export function swapLang(path: string, lang: Lang): string {
  const cut = path.search(/[?#]/);
  const pathname = cut < 0 ? path : path.slice(0, cut);
  const { rest } = splitLangPath(pathname);
  return `/${lang}${rest}${cut < 0 ? '' : path.slice(cut)}`;
}

/** A localized href: localHref('de', '/about') -> /de/about. */
export function localHref(lang: Lang, path = ''): string {
  return `/${lang}${path && !path.startsWith('/') ? '/' : ''}${path}`;
}
