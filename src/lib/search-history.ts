import type { ResultKind } from './results-href.ts';
import { LIMITS } from './constants.ts';

/** Search history and recent browsing rules of spec sections 3 and 4, as pure list operations. */

/** What a search was for: the kind of its result page, or brokers (the company results' Brokers tab). */
export type SearchType = ResultKind | 'broker';
export interface HistoryEntry {
  keyword: string;
  type: SearchType;
}
export interface RecentCompany {
  name: string;
  uuid: string;
  jurisdiction_code: string;
}

/** A new keyword goes to the front; the same keyword and type is removed first; the oldest drop past 10. */
export function pushHistory(list: HistoryEntry[], entry: HistoryEntry, max: number = LIMITS.searchHistory): HistoryEntry[] {
  const keyword = entry.keyword.trim();
  if (!keyword) return list;
  return [{ keyword, type: entry.type }, ...list.filter((e) => !(e.keyword === keyword && e.type === entry.type))].slice(0, max);
}

/** Deletion by keyword and type. */
export function removeHistory(list: HistoryEntry[], keyword: string, type: SearchType): HistoryEntry[] {
  return list.filter((e) => !(e.keyword === keyword && e.type === type));
}

/** A company just opened goes to the front of recent browsing, once. */
export function pushRecent(list: RecentCompany[], company: RecentCompany, max: number = LIMITS.searchHistory): RecentCompany[] {
  return [company, ...list.filter((c) => c.uuid !== company.uuid)].slice(0, max);
}

/**
 * Reads a stored list back, keeping only well-formed entries: localStorage is shared with older
 * versions of the site and with whatever a user or an extension put there.
 */
export function decodeList<T>(raw: string | undefined, valid: (v: unknown) => v is T): T[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(valid).slice(0, LIMITS.searchHistory) : [];
  } catch {
    return [];
  }
}

export function isHistoryEntry(v: unknown): v is HistoryEntry {
  const e = v as HistoryEntry;
  return (
    !!e &&
    typeof e.keyword === 'string' &&
    e.keyword.trim() !== '' &&
    (e.type === 'company' || e.type === 'executive' || e.type === 'broker')
  );
}

export function isRecentCompany(v: unknown): v is RecentCompany {
  const c = v as RecentCompany;
  return !!c && typeof c.name === 'string' && typeof c.uuid === 'string' && typeof c.jurisdiction_code === 'string';
}
