/**
 * Who published a record, by the importer format that read it (the `source` column). Publisher
 * names are proper names and stay as they are in every language; unknown sources (a partner's
 * JSON Lines feed names its own) are shown as given.
 */
const PUBLISHERS: Record<string, string> = {
  'companies-house-csv': 'Companies House',
  'companies-house-officers': 'Companies House',
  'companies-house-psc': 'Companies House',
  'gleif-golden-copy-csv': 'GLEIF',
  'gleif-golden-copy-json': 'GLEIF',
  'gleif-lei-xml': 'GLEIF',
  'gleif-rr-xml': 'GLEIF',
  'sec-company-tickers': 'SEC EDGAR',
  'sec-companyfacts': 'SEC EDGAR',
  'esma-casp-csv': 'ESMA',
  'esma-registers-json': 'ESMA',
  'finma-csv': 'FINMA',
};

/** The publisher's name, or undefined for demo data (the page says "demonstration data" instead). */
export function publisherOf(source: string): string | undefined {
  if (source === 'demo') return undefined;
  return PUBLISHERS[source] ?? source;
}
