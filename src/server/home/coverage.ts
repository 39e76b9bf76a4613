/** Companies and registers of one country (registers: its jurisdictions, e.g. each US state's). */
export interface CountryCoverage {
  /** ISO 3166 alpha-2, lower case (the part of a jurisdiction code before '_'). */
  country: string;
  registers: number;
  companies: number;
}

/**
 * Per-jurisdiction counts summed per country, most companies first (ties by code, so the order is
 * stable): us_ny and us_de are two registers of one country.
 */
export function coverageByCountry(
  rows: ReadonlyArray<{ jurisdiction_code: string | null; n: number | string | bigint }>,
): CountryCoverage[] {
  const byCountry = new Map<string, CountryCoverage>();
  for (const row of rows) {
    const country = (row.jurisdiction_code ?? '').split('_')[0];
    const companies = Number(row.n);
    if (!country || !companies) continue;
    const entry = byCountry.get(country) ?? { country, registers: 0, companies: 0 };
    entry.registers++;
    entry.companies += companies;
    byCountry.set(country, entry);
  }
  return [...byCountry.values()].sort((a, b) => b.companies - a.companies || a.country.localeCompare(b.country));
}
