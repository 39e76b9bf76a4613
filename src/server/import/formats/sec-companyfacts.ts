import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { toIsoDate } from '../dates.ts';
import { writeFinancials, type FinancialSummary } from '../financial-writer.ts';
import { WrongFormatError, type ImportFormat, type Parsed } from '../types.ts';
import { zodReason } from '../zod-reason.ts';
import { jsonEntries, JsonBrokenError, type JsonPath } from './json-entries.ts';
import { cik10, cikSchema, SEC_JURISDICTION } from './sec-edgar.ts';

/**
 * SEC XBRL `companyfacts` JSON of one filer (CIK##########.json, one of the bulk companyfacts.zip):
 * {cik, entityName, facts: {"us-gaap": {Concept: {label, description, units: {USD: [fact, …]}}}}}.
 * The balance-sheet facts that make a financial summary are collected per period end; everything
 * else (thousands of other concepts in a big filer's tens of megabytes) is skipped while streaming.
 */

const LABEL = 'SEC companyfacts JSON';

type Field = 'current_assets' | 'bank_funds' | 'current_liabilities';

/** The concepts read, by taxonomy, with the field they fill and their rank (lower wins) when several give it. */
const CONCEPTS: Record<string, Record<string, { field: Field; rank: number }>> = {
  'us-gaap': {
    AssetsCurrent: { field: 'current_assets', rank: 0 },
    LiabilitiesCurrent: { field: 'current_liabilities', rank: 0 },
    // The balance-sheet line first; the cash-flow statement's total (with restricted cash) only when it is all there is.
    CashAndCashEquivalentsAtCarryingValue: { field: 'bank_funds', rank: 0 },
    Cash: { field: 'bank_funds', rank: 1 },
    CashAndDueFromBanks: { field: 'bank_funds', rank: 2 },
    CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents: { field: 'bank_funds', rank: 3 },
  },
  // Foreign private issuers filing under IFRS (20-F, 40-F).
  'ifrs-full': {
    CurrentAssets: { field: 'current_assets', rank: 10 },
    CurrentLiabilities: { field: 'current_liabilities', rank: 10 },
    CashAndCashEquivalents: { field: 'bank_funds', rank: 10 },
  },
};

/** Periodic reports: their figures are preferred to those quoted in other filings (8-K, S-1 …). */
const PERIODIC = /^(10-K|10-Q|20-F|40-F|10-KT|10-QT)(\/A)?$/;

const isoDate = z.string().refine((v) => {
  try {
    return toIsoDate(v) !== null;
  } catch {
    return false;
  }
}, 'not a YYYY-MM-DD date');
const factSchema = z.object({
  start: isoDate.optional(),
  end: isoDate,
  val: z.number().finite(),
  accn: z.string().optional(),
  fy: z.number().int().nullable().optional(),
  fp: z.string().nullable().optional(),
  form: z.string().min(1),
  filed: isoDate,
});

interface Candidate {
  val: number;
  currency: string;
  start: string | null;
  periodic: boolean;
  rank: number;
  filed: string;
  accn: string;
  /** Index of the fact in its units array: the 'line' of the summary it ends up in. */
  line: number;
}

/** Whether a beats b: a periodic report, then the better concept, then the latest filing. */
function beats(a: Candidate, b: Candidate): boolean {
  if (a.periodic !== b.periodic) return a.periodic;
  if (a.rank !== b.rank) return a.rank < b.rank;
  if (a.filed !== b.filed) return a.filed > b.filed;
  return a.accn > b.accn;
}

/** Collects the best fact per period end and field. Memory grows with periods, not with the file. */
class FactCollector {
  readonly periods = new Map<string, Partial<Record<Field, Candidate>>>();

  add(field: Field, c: Candidate, end: string): void {
    const period = this.periods.get(end) ?? {};
    const held = period[field];
    if (!held || beats(c, held)) period[field] = c;
    this.periods.set(end, period);
  }

  /** One summary per period end, oldest first. Fields in another currency than the summary's are left out, not mixed. */
  summaries(): Array<{ line: number; end: string; summary: FinancialSummary['summary'] }> {
    return [...this.periods]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([end, p]) => {
        const lead = p.current_assets ?? p.bank_funds ?? p.current_liabilities!;
        const same = (c: Candidate | undefined) => (c && c.currency === lead.currency ? c.val : null);
        return {
          line: lead.line,
          end,
          summary: {
            period_start: p.current_assets?.start ?? p.bank_funds?.start ?? p.current_liabilities?.start ?? null,
            period_end: end,
            currency: lead.currency,
            current_assets: same(p.current_assets),
            bank_funds: same(p.bank_funds),
            current_liabilities: same(p.current_liabilities),
          },
        };
      });
  }
}

/** Which parts of the document to read: cik and the facts arrays of the concepts above. */
function choose(file: string, state: { first: boolean }) {
  return (path: JsonPath, isArray: boolean | null) => {
    const [top, taxonomy, concept, units, unit] = path;
    if (path.length === 0) {
      if (isArray !== false)
        throw new WrongFormatError(`${file} is not an ${LABEL} file: the top level is ${isArray ? 'an array' : 'not an object'}`);
      return 'descend';
    }
    if (path.length === 1) {
      if (state.first && top !== 'cik' && top !== 'entityName' && top !== 'facts') {
        throw new WrongFormatError(
          `${file} is not an ${LABEL} file: its first key is "${top}", not cik, entityName or facts` +
            (/^\d+$/.test(String(top)) ? ' (it looks like an SEC company_tickers.json file)' : ''),
        );
      }
      state.first = false;
      // The name is not read: the company itself comes from company_tickers (or another register file).
      return top === 'facts' ? (isArray === false ? 'descend' : 'skip') : top === 'cik' ? 'take' : 'skip';
    }
    if (top !== 'facts') return 'skip';
    if (path.length === 2) return CONCEPTS[taxonomy] ? 'descend' : 'skip';
    if (path.length === 3) return CONCEPTS[taxonomy]?.[concept] ? 'descend' : 'skip';
    if (path.length === 4) return units === 'units' ? 'descend' : 'skip';
    // Money only: a currency code as the unit (USD, EUR), not shares or USD/shares.
    if (path.length === 5) return isArray && /^[A-Z]{3}$/.test(String(unit)) ? 'descend' : 'skip';
    return path.length === 6 ? 'take' : 'skip';
  };
}

/**
 * Streams one companyfacts file into financial summaries. A JSON file has no useful line numbers (SEC
 * writes it on one line), so a malformed fact's reject 'line' is its index in its units array and the
 * reason names the whole path; a summary's 'line' is that of its leading fact.
 */
async function* companyFactsFile(file: string, onBytes: (bytes: number) => void): AsyncIterable<Parsed<FinancialSummary>> {
  const collector = new FactCollector();
  let cik: number | null = null;
  let cikProblem: string | null = null;
  try {
    for await (const { path, value } of jsonEntries(file, choose(file, { first: true }), onBytes)) {
      if (path[0] === 'cik') {
        const parsed = cikSchema.safeParse(value);
        if (parsed.success) cik = parsed.data;
        else cikProblem = `cik ${JSON.stringify(value)} is not a CIK`;
        continue;
      }
      const [, taxonomy, concept, , unit, index] = path as [string, string, string, string, string, number];
      const where = `facts.${taxonomy}.${concept}.units.${unit}[${index}]`;
      const fact = factSchema.safeParse(value);
      if (!fact.success) {
        yield { ok: false, line: index, reason: `${where}: ${zodReason(fact.error)}` };
        continue;
      }
      const f = fact.data;
      const { field, rank } = CONCEPTS[taxonomy][concept];
      collector.add(
        field,
        {
          val: f.val,
          currency: unit,
          start: toIsoDate(f.start),
          periodic: PERIODIC.test(f.form),
          rank,
          filed: f.filed,
          accn: f.accn ?? '',
          line: index,
        },
        toIsoDate(f.end)!,
      );
    }
  } catch (err) {
    if (!(err instanceof JsonBrokenError)) throw err;
    if (!err.entries) throw new WrongFormatError(`${file} is not an ${LABEL} file: it is not JSON (${err.message})`);
    // A cut-off file may lack later filings (amendments) and whole concepts: writing what was read
    // would replace good figures with partial ones, so nothing of this filer is written.
    yield {
      ok: false,
      line: 0,
      reason: `the JSON breaks off (${err.message}): the file is truncated or corrupt, so none of its ${collector.periods.size} periods is written`,
    };
    return;
  }
  if (cik === null) {
    yield { ok: false, line: 0, reason: cikProblem ?? 'the file has no cik: the filer is unknown, so none of its periods is written' };
    return;
  }
  const sourceUrl = `https://data.sec.gov/api/xbrl/companyfacts/CIK${cik10(cik)}.json`;
  for (const { line, summary } of collector.summaries()) {
    yield {
      ok: true,
      line,
      value: {
        jurisdiction: SEC_JURISDICTION,
        companyNumber: cik10(cik),
        summary,
        provenance: { source: 'sec-companyfacts', source_url: sourceUrl },
      },
    };
  }
}

/**
 * A companyfacts file, or a directory of them (the unpacked companyfacts.zip, 15,000+ files) read in
 * name order as one run: one process and one resumable run instead of one per filer. In a directory,
 * each reject names its file; a file of another shape is a reject of that file, not the end of the run,
 * unless it is the first one.
 */
async function* companyFactsRecords(path: string, onBytes: (bytes: number) => void): AsyncIterable<Parsed<FinancialSummary>> {
  if (!statSync(path).isDirectory()) {
    yield* companyFactsFile(path, onBytes);
    return;
  }
  const files = readdirSync(path)
    .filter((f) => f.endsWith('.json'))
    .sort();
  if (!files.length) throw new WrongFormatError(`${path} is a directory without .json files, not SEC companyfacts`);
  // The runner measures progress against the size it stat()s, which for a directory is not the data's:
  // report the share of files done on that scale instead.
  const scale = statSync(path).size / files.length;
  for (const [i, name] of files.entries()) {
    try {
      for await (const record of companyFactsFile(join(path, name), () => {})) {
        yield record.ok ? record : { ...record, reason: `${name}: ${record.reason}` };
      }
    } catch (err) {
      if (!(err instanceof WrongFormatError) || i === 0) throw err;
      yield { ok: false, line: 0, reason: `${name}: ${err.message}` };
    }
    onBytes(Math.round(scale * (i + 1)));
  }
}

export const secCompanyFacts: ImportFormat<FinancialSummary> = {
  name: 'sec-companyfacts',
  source: 'SEC EDGAR XBRL company facts',
  sourceUrl: 'https://www.sec.gov/Archives/edgar/daily-index/xbrl/companyfacts.zip',
  read: companyFactsRecords,
  write: writeFinancials,
};
