import type { Translate } from '../../i18n/t.ts';
import type { SearchBoxLabels } from '../../islands/SearchBox.tsx';

/** The search island's texts in the page's language (islands never load catalogues themselves). */
export function searchBoxLabels(t: Translate): SearchBoxLabels {
  return {
    company: t('home.tabCompany'),
    executive: t('home.tabExecutive'),
    search: t('home.searchButton'),
    searchField: t('header.searchSlot'),
    enterKeyword: t('search.enterKeyword'),
    placeholderCompany: t('home.placeholderCompany', { count: '{count}' }),
    placeholderExecutive: t('home.placeholderExecutive', { count: '{count}' }),
    active: t('search.status.active'),
    inactive: t('search.status.inactive'),
    history: t('search.history'),
    recent: t('search.recent'),
    remove: t('search.removeHistory', { name: '{name}' }),
    suggestions: t('search.suggestions'),
  };
}
