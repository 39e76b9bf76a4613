/**
 * The page-change log (table page_changes): importers note which records' pages they changed, in
 * the same transaction as the change; server processes read the log from where they last stopped
 * and mark those cached pages stale. A log in the database rather than a message between processes,
 * so that every worker and every machine sharing the database learns of a change, and a process
 * started later starts from the end of the log. The log's SQL is in page-changes.repository.ts.
 */

/** Records whose pages a batch changed (deduplicated). */
export class PageChangeSet {
  readonly companies = new Set<string>();
  readonly executives = new Set<string>();
  /** Brokers' pages (/{lang}/dealer/{id}.html) and regulators' (a licence or warning they list changed). */
  readonly dealers = new Set<string>();
  readonly regulators = new Set<string>();
  company(id: string): void {
    this.companies.add(id);
  }
  executive(id: string): void {
    this.executives.add(id);
  }
  dealer(id: string): void {
    this.dealers.add(id);
  }
  regulator(id: string): void {
    this.regulators.add(id);
  }
  get size(): number {
    return this.companies.size + this.executives.size + this.dealers.size + this.regulators.size;
  }
}

/**
 * The regulators list (/{lang}/regulators) is cached like a detail page, under this entity: it shows
 * every regulator's counts of licences in force and of brokers, so any change to a regulator's page
 * changes it too. Writers therefore note only the regulators they touched (kind 'regulator' with the
 * regulator's id), and the poller marks the list stale with each of them (pagesOfChange); a row of
 * kind 'regulator' with no id means the list alone. Names of companies and brokers shown on regulator
 * pages follow within the cache's age limit (an hour), as on company pages.
 */
export const REGULATORS_LIST_ID = 'list';

/** The cached pages one page-change row marks stale; 'all' is handled by the caller (every page). */
export function pagesOfChange(row: { kind: string; entity_id: string | null }): Array<{ kind: string; id: string }> {
  if (row.kind === 'regulator') {
    const list = { kind: 'regulator', id: REGULATORS_LIST_ID };
    return row.entity_id && row.entity_id !== REGULATORS_LIST_ID ? [{ kind: 'regulator', id: row.entity_id }, list] : [list];
  }
  return row.entity_id ? [{ kind: row.kind, id: row.entity_id }] : [];
}
