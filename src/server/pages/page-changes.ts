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
