import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { evaluateCredit, type CreditEvaluation } from '../../lib/credit-evaluation.ts';
import * as repo from './company-detail.repository.ts';
import { loadCompanyHistory } from './company-history.service.ts';

/**
 * Everything the company page shows, read in one go. Sections the register has nothing for come
 * back empty (the page says so); long lists come back capped with their full count.
 */

/** How many of the long lists are read: the page's caps; the PDF report reads far more (report-data.ts). */
export interface DetailCaps {
  officers: number;
  children: number;
  investees: number;
}
const PAGE_CAPS: DetailCaps = { officers: 60, children: 40, investees: 20 };
/** Links followed up an ownership chain (a loop in bad data stops here too). */
const CHAIN_DEPTH = 6;

export interface ChainLink {
  id: string;
  name: string;
  jurisdiction_code: string;
  inactive: 0 | 1 | null;
}

export type CompanyDetail = Awaited<ReturnType<typeof loadCompanyDetail>> & {};

/** The company with every section, or undefined when there is no such company. */
export async function loadCompanyDetail(
  db: Kysely<Database>,
  id: string,
  asOf = new Date().toISOString().slice(0, 10),
  caps: DetailCaps = PAGE_CAPS,
) {
  const { officers: OFFICERS_SHOWN, children: CHILDREN_SHOWN, investees: INVESTEES_SHOWN } = caps;
  // Two rounds of reads: the company, then everything else side by side (on PostgreSQL, each on its own
  // pooled connection), the ownership chain included (one recursive query). Only the counts of lists
  // that reached their cap come after, on the few pages that have such lists.
  const company = await repo.companyById(db, id);
  if (!company) return undefined;
  const [
    names,
    industryCodes,
    charges,
    insolvency,
    licences,
    officers,
    parents,
    subsidiaries,
    branches,
    financials,
    rounds,
    ipos,
    acquisitions,
    investors,
    investees,
    history,
    home,
    chainSteps,
  ] = await Promise.all([
    repo.namesOf(db, id),
    repo.industryCodesOf(db, id),
    repo.chargesOf(db, id),
    repo.insolvencyOf(db, id),
    repo.licencesOf(db, id),
    repo.officersOf(db, id, OFFICERS_SHOWN),
    repo.parentsOf(db, id),
    repo.childrenOf(db, id, 'parent', CHILDREN_SHOWN),
    repo.childrenOf(db, id, 'branch', CHILDREN_SHOWN),
    repo.financialsOf(db, id),
    repo.roundsOf(db, id),
    repo.iposOf(db, id),
    repo.acquisitionsOf(db, id),
    repo.investorsOf(db, id),
    repo.investeesNamed(db, company.name, id, INVESTEES_SHOWN),
    loadCompanyHistory(db, company),
    company.home_jurisdiction_code && company.home_company_number
      ? repo.companyByNumber(db, company.home_jurisdiction_code, company.home_company_number)
      : undefined,
    repo.ownershipChainOf(db, id, CHAIN_DEPTH),
  ]);
  // A list shorter than its cap is complete: count only the long ones (one query fewer each, most pages).
  const [officerCount, subsidiaryCount, branchCount] = await Promise.all([
    officers.length < OFFICERS_SHOWN ? officers.length : repo.countOfficersOf(db, id),
    subsidiaries.length < CHILDREN_SHOWN ? subsidiaries.length : repo.countChildrenOf(db, id, 'parent'),
    branches.length < CHILDREN_SHOWN ? branches.length : repo.countChildrenOf(db, id, 'branch'),
  ]);
  const chain = chainUntilLoop(id, chainSteps);

  const latest = financials.at(-1);
  const credit: CreditEvaluation = evaluateCredit(
    {
      inactive: company.inactive === 1,
      liquidated: company.liquidated === 1,
      incorporationDate: company.incorporation_date,
      dissolutionDate: company.dissolution_date,
      accountsNextDue: company.accounts_next_due,
      accountsLastMadeUp: company.accounts_last_made_up,
      annualReturnNextDue: company.annual_return_next_due,
      hasInsolvencyHistory: company.has_insolvency_history === 1 || insolvency.length > 0,
      charges: charges ?? null,
      latestNetCurrentAssets:
        latest && latest.current_assets !== null && latest.current_liabilities !== null
          ? latest.current_assets - latest.current_liabilities
          : null,
      licences,
      hasLei: !!company.lei,
      hasParent: parents.some((p) => p.kind !== 'branch' && p.status !== 'ended'),
    },
    asOf,
  );

  return {
    company,
    names,
    industryCodes,
    charges,
    insolvency,
    licences,
    credit,
    asOf,
    officers: officers.map(({ same_name_count, ...o }) => ({ ...o, sameName: Math.max(0, Number(same_name_count ?? 1) - 1) })),
    officerCount,
    parents,
    home,
    chain,
    subsidiaries,
    subsidiaryCount,
    branches,
    branchCount,
    financials,
    rounds,
    ipos,
    acquisitions,
    investors,
    investees,
    history,
  };
}

/** The chain as read (ownershipChainOf), cut before the first company met again (a loop in bad data). */
function chainUntilLoop(id: string, steps: Awaited<ReturnType<typeof repo.ownershipChainOf>>): ChainLink[] {
  const seen = new Set([id]);
  const chain: ChainLink[] = [];
  for (const { id: next, name, jurisdiction_code, inactive } of steps) {
    if (seen.has(next)) break;
    seen.add(next);
    chain.push({ id: next, name, jurisdiction_code, inactive });
  }
  return chain;
}
