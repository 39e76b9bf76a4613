import { publisherOf } from '../../lib/source-names.ts';
import { safeHref } from '../../lib/safe-href.ts';

/**
 * The numbered list of sources a report cites. Every fact in the report carries "[n]" and its date;
 * [n] is one source (the importer format that read the record, which names its publisher), numbered in
 * order of first citation, so the list at the end reads in the report's order. Each entry keeps the
 * source URLs its records named and the span of their retrieval times.
 */
export interface SourceEntry {
  n: number;
  source: string;
  publisher: string | undefined;
  urls: string[];
  firstRetrieved: string | undefined;
  lastRetrieved: string | undefined;
  facts: number;
}

export interface Provenanced {
  source: string;
  source_url?: string | null;
  retrieved_at?: string | null;
}

export class SourceList {
  private readonly byKey = new Map<string, SourceEntry>();

  /** The number of the row's source (added on first citation). */
  cite(row: Provenanced): number {
    let e = this.byKey.get(row.source);
    if (!e) {
      e = {
        n: this.byKey.size + 1,
        source: row.source,
        publisher: publisherOf(row.source),
        urls: [],
        firstRetrieved: undefined,
        lastRetrieved: undefined,
        facts: 0,
      };
      this.byKey.set(row.source, e);
    }
    const url = safeHref(row.source_url);
    if (url && !e.urls.includes(url)) e.urls.push(url);
    e.facts++;
    const at = row.retrieved_at ?? undefined;
    if (at && (!e.firstRetrieved || at < e.firstRetrieved)) e.firstRetrieved = at;
    if (at && (!e.lastRetrieved || at > e.lastRetrieved)) e.lastRetrieved = at;
    return e.n;
  }

  get entries(): SourceEntry[] {
    return [...this.byKey.values()];
  }
}
