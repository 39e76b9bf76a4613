import type { Translate } from '../../i18n/t.ts';
import type { SearchBoxLabels } from '../../islands/SearchBox.tsx';

/** The search island's texts in the page's language (islands never load catalogues themselves). */
export function searchBoxLabels(t: Translate): SearchBoxLabels {
  return {
    company: t('home.tabCompany'),
    executive: t('home.tabExecutive'),
    broker: t('home.tabBroker'),
    search: t('home.searchButton'),
    searchField: t('header.searchSlot'),
    enterKeyword: t('search.enterKeyword'),
    placeholderCompany: t('home.placeholderCompany', { count: '{count}' }),
    placeholderExecutive: t('home.placeholderExecutive', { count: '{count}' }),
    placeholderBroker: t('home.placeholderBroker'),
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
    suggestions: t('search.suggestions'),
  };
}
