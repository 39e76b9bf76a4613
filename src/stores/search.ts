import { persistentAtom } from '@nanostores/persistent';
import {
  decodeList,
  isHistoryEntry,
  isRecentCompany,
  pushHistory,
  pushRecent,
  removeHistory,
  type HistoryEntry,
  type RecentCompany,
  type SearchType,
} from '../lib/search-history.ts';

/** Search history and recent browsing, in localStorage and shared by every island on the page and across tabs. */
export const $searchHistory = persistentAtom<HistoryEntry[]>('search:history', [], {
  encode: JSON.stringify,
  decode: (raw) => decodeList(raw, isHistoryEntry),
});

export const $recentCompanies = persistentAtom<RecentCompany[]>('search:recent', [], {
  encode: JSON.stringify,
  decode: (raw) => decodeList(raw, isRecentCompany),
});

export function rememberSearch(keyword: string, type: SearchType): void {
  $searchHistory.set(pushHistory($searchHistory.get(), { keyword, type }));
}

export function forgetSearch(keyword: string, type: SearchType): void {
  $searchHistory.set(removeHistory($searchHistory.get(), keyword, type));
}

export function rememberCompany(company: RecentCompany): void {
  $recentCompanies.set(pushRecent($recentCompanies.get(), company));
}
