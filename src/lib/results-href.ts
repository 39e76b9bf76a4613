/**
 * The one owner of result-page addresses (/{lang}/searchCompany, /{lang}/searchExecutive, spec section 2):
 * the search box, the header, the result pages and the "search this name" links build them only here.
 * No imports: the search box island bundles this file.
 */
export type ResultKind = 'company' | 'executive';

const PAGES: Record<ResultKind, string> = { company: 'searchCompany', executive: 'searchExecutive' };

/** The result page of a kind, with a keyword when given: resultsHref('en', 'executive', 'Li Wei') is '/en/searchExecutive?keyword=Li%20Wei'. */
export function resultsHref(lang: string, kind: ResultKind, keyword?: string): string {
  const path = `/${lang}/${PAGES[kind]}`;
  return keyword === undefined ? path : `${path}?keyword=${encodeURIComponent(keyword)}`;
}

/** Which result page a path is (/en/searchCompany is 'company'), or undefined for any other page. */
export function resultKindOf(pathname: string): ResultKind | undefined {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last === PAGES.company ? 'company' : last === PAGES.executive ? 'executive' : undefined;
}

/** The Brokers tab of the company results (brokers are searched there), with a keyword when given. */
export function brokerResultsHref(lang: string, keyword?: string): string {
  const path = resultsHref(lang, 'company', keyword);
  return `${path}${keyword === undefined ? '?' : '&'}tab=brokers`;
}
