import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { companyId, writeCompanies } from '../company-writer.ts';
import { extrasOutcomes } from '../extras-writer.ts';
import { normaliseName } from '../normalise.ts';
import { biggerChange, countOutcomes, type RecordOutcome } from '../owned-rows.ts';
import { observed } from '../stored-hashes.ts';
import { storedHashes } from '../repositories/content-hashes.repository.ts';
import { WrongFormatError, type CompanyBundle, type ImportFormat, type Parsed, type WriteContext, type WriteCounts } from '../types.ts';
import { zodReason } from '../zod-reason.ts';
import { jsonEntries, JsonBrokenError } from './json-entries.ts';
import { cik10, cikSchema, SEC_JURISDICTION } from './sec-edgar.ts';

/**
 * SEC `company_tickers.json`: {"0": {"cik_str": 320193, "ticker": "AAPL", "title": "Apple Inc."}, …}.
 * Each filer becomes a company (jurisdiction 'us', number = the 10-digit CIK) and each ticker a
 * stock listing (ipos row). A filer with several share classes (GOOGL, GOOG) has several entries:
 * the company is written from its first entry (the file is ordered by size, so that is its main
 * listing) and every entry adds its listing, so a re-import writes exactly the same rows.
 */

const LABEL = 'SEC company_tickers.json';

const entrySchema = z.object({
  cik_str: cikSchema,
  ticker: z.string().trim().min(1, 'ticker is empty').max(20),
  title: z.string().trim().min(1, 'title is empty'),
});

export interface TickerRecord {
  cik: number;
  ticker: string;
  title: string;
  /** The filer's first entry in the file: the one the company record is written from. */
  primary: boolean;
}

function tickerCompany(r: TickerRecord): CompanyBundle {
  return {
    company: {
      jurisdiction_code: SEC_JURISDICTION,
      company_number: cik10(r.cik),
      name: r.title,
      normalised_name: normaliseName(r.title),
      company_type: null,
      nonprofit: null,
      current_status: null,
      inactive: null,
      incorporation_date: null,
      dissolution_date: null,
      branch: null,
      website: null,
      business_number: null,
      lei: null,
      registered_address_in_full: null,
      postal_code: null,
      // The file does not say where a filer is incorporated: foreign private issuers (TSM, ASML) are listed too.
      country_code: null,
      alternative_legal_name: null,
      alternative_legal_name_language: null,
      home_jurisdiction_code: null,
      home_company_number: null,
      native_company_number: null,
      previous_company_number: null,
      restricted_for_marketing: null,
      accounts_next_due: null,
      accounts_reference_date: null,
      accounts_last_made_up: null,
      accounts_category: null,
      annual_return_next_due: null,
      annual_return_last_made_up: null,
      liquidated: null,
      has_insolvency_history: null,
      has_charges: null,
      has_litigation: null,
      extra: JSON.stringify({ cik: r.cik, ticker: r.ticker }),
    },
    names: [],
    industryCodes: [],
    charges: null,
  };
}

/** Streams the entries; the reject 'line' of a JSON entry is its key ("208"), as the file has no lines. */
async function* tickerRecords(file: string, onBytes: (bytes: number) => void): AsyncIterable<Parsed<TickerRecord>> {
  const seen = new Set<number>(); // ~10,000 CIKs: small beside the file
  let first = true;
  let lastKey = -1;
  const entries = jsonEntries(
    file,
    (path, isArray) => {
      if (path.length === 0) {
        if (isArray !== false)
          throw new WrongFormatError(
            `${file} is not an ${LABEL} file: the top level is ${isArray ? 'an array' : 'not an object'}, not an object of numbered entries`,
          );
        return 'descend';
      }
      if (first && !/^\d+$/.test(String(path[0]))) {
        throw new WrongFormatError(
          `${file} is not an ${LABEL} file: its first key is "${path[0]}", not an entry number` +
            (path[0] === 'cik' ? ' (it looks like an SEC companyfacts file)' : ''),
        );
      }
      return 'take';
    },
    onBytes,
  );
  try {
    for await (const { path, value } of entries) {
      const key = String(path[0]);
      const parsed = entrySchema.safeParse(value);
      if (first) {
        first = false;
        if (!parsed.success)
          throw new WrongFormatError(
            `${file} is not an ${LABEL} file: entry "${key}" is not {cik_str, ticker, title} (${zodReason(parsed.error)})`,
          );
      }
      const line = /^\d+$/.test(key) ? Number(key) : lastKey + 1;
      lastKey = line;
      if (!/^\d+$/.test(key)) {
        yield { ok: false, line, reason: `key "${key}" is not an entry number` };
        continue;
      }
      if (!parsed.success) {
        yield { ok: false, line, reason: `entry "${key}": ${zodReason(parsed.error)}` };
        continue;
      }
      const { cik_str: cik, ticker, title } = parsed.data;
      yield { ok: true, line, value: { cik, ticker, title, primary: !seen.has(cik) } };
      seen.add(cik);
    }
  } catch (err) {
    if (!(err instanceof JsonBrokenError)) throw err;
    if (!err.entries) throw new WrongFormatError(`${file} is not an ${LABEL} file: it is not JSON (${err.message})`);
    yield {
      ok: false,
      line: lastKey + 1,
      reason: `the JSON breaks off after entry "${lastKey}" (${err.message}): the file is truncated or corrupt, later entries are not read`,
    };
  }
}

/** Writes companies (first entry of each filer), then every listing; a record counts as its bigger change. */
async function writeTickers(db: Kysely<Database>, batch: TickerRecord[], ctx: WriteContext): Promise<WriteCounts> {
  const primaries = batch.flatMap((r, index) => (r.primary ? [{ r, index, id: companyId(SEC_JURISDICTION, cik10(r.cik)) }] : []));
  const ids = primaries.map((p) => p.id);
  const before = await storedHashes(db, 'companies', ids);
  const companyCounts = await writeCompanies(
    db,
    primaries.map((p) => tickerCompany(p.r)),
    ctx,
  );
  const after = await storedHashes(db, 'companies', ids);
  const outcomes: RecordOutcome[] = await extrasOutcomes(
    db,
    batch.map((r) => ({
      table: 'ipos' as const,
      jurisdiction: SEC_JURISDICTION,
      companyNumber: cik10(r.cik),
      row: {
        stock_code: r.ticker,
        exchange: null,
        valuation: null,
        capital_raised: null,
        listing_date: null,
        listed_price: null,
        currency: null,
      },
    })),
    ctx,
  );
  for (const { index, reason } of companyCounts.rejects ?? []) outcomes[primaries[index].index] = { reject: reason };
  for (const { index, id } of primaries) {
    const listing = outcomes[index];
    if (typeof listing === 'object') continue;
    const company = observed(id, before, after);
    if (company !== 'missing') outcomes[index] = biggerChange(company, listing);
  }
  return countOutcomes(outcomes);
}

export const secCompanyTickers: ImportFormat<TickerRecord> = {
  name: 'sec-company-tickers',
  source: 'SEC EDGAR company tickers',
  sourceUrl: 'https://www.sec.gov/files/company_tickers.json',
  read: tickerRecords,
  write: writeTickers,
};
