import type { Translate } from '../../i18n/t.ts';
import type { SearchBoxLabels, SearchBoxMoreLabels } from '../../islands/SearchBox.tsx';

/**
 * The search island's texts for its first render, in the page's language (islands never load
 * catalogues themselves): only what the server-rendered box shows. They are the island's props, so
 * every page carries them; the home box's type tabs only there.
 */
export function searchBoxLabels(t: Translate, variant: 'home' | 'header' = 'header'): SearchBoxLabels {
  return {
    ...(variant === 'home' ? { company: t('home.tabCompany'), executive: t('home.tabExecutive'), broker: t('home.tabBroker') } : {}),
    search: t('home.searchButton'),
    searchField: t('header.searchSlot'),
    placeholderCompany: t('home.placeholderCompany', { count: '{count}' }),
    placeholderExecutive: t('home.placeholderExecutive', { count: '{count}' }),
    placeholderBroker: t('home.placeholderBroker'),
    suggestions: t('search.suggestions'),
  };
}

/**
 * The texts the box shows only once used (suggestions, the search history, a blank keyword's message):
 * a prerendered file per language (/search-labels/{lang}.json) the island fetches on first focus,
 * cached by the browser, instead of props in every page (issue 21, first response size: 0.4–0.7 KB of
 * each page as sent).
 */
export function searchBoxMoreLabels(t: Translate): SearchBoxMoreLabels {
  return {
    enterKeyword: t('search.enterKeyword'),
    brokerScore: t('broker.list.scoreGrade', { score: '{score}', grade: '{grade}' }),
    brokerUnscored: t('broker.list.unscored'),
    traderCode: t('broker.list.code', { code: '{code}' }),
    states: {
      active: t('search.status.active'),
      insolvency: t('search.status.insolvency'),
      suspended: t('search.status.suspended'),
      inactive: t('search.status.inactive'),
      dissolved: t('search.status.dissolved'),
    },
    alsoKnownAs: t('search.alsoKnownAs', { name: '{name}' }),
    formerly: t('search.formerly', { name: '{name}' }),
    namesakes: t('search.namesakes', { count: '{count}', name: '{name}' }),
    history: t('search.history'),
    recent: t('search.recent'),
    remove: t('search.removeHistory', { name: '{name}' }),
  };
}
