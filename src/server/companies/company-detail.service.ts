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
  ] = await Promise.all([
    repo.namesOf(db, id),
    repo.industryCodesOf(db, id),
    repo.chargesOf(db, id),
    repo.insolvencyOf(db, id),
    repo.licencesOf(db, id),
    repo.officersOf(db, id, OFFICERS_SHOWN),
    repo.parentsOf(db, id),
    repo.childrenOf(db, id, ['parent'], CHILDREN_SHOWN),
    repo.childrenOf(db, id, ['branch'], CHILDREN_SHOWN),
    repo.financialsOf(db, id),
    repo.roundsOf(db, id),
    repo.iposOf(db, id),
    repo.acquisitionsOf(db, id),
    repo.investorsOf(db, id),
    repo.investeesNamed(db, company.name, id, INVESTEES_SHOWN),
    loadCompanyHistory(db, company),
  ]);
  // A list shorter than its cap is complete: count only the long ones (one query fewer each, most pages).
  const [officerCount, subsidiaryCount, branchCount] = await Promise.all([
    officers.length < OFFICERS_SHOWN ? officers.length : repo.countOfficersOf(db, id),
    subsidiaries.length < CHILDREN_SHOWN ? subsidiaries.length : repo.countChildrenOf(db, id, ['parent']),
    branches.length < CHILDREN_SHOWN ? branches.length : repo.countChildrenOf(db, id, ['branch']),
  ]);
  const sameName = await repo.sameNameCounts(db, [...new Set(officers.map((o) => o.normalised_name))]);
  const home =
    company.home_jurisdiction_code && company.home_company_number
      ? await repo.companyByNumber(db, company.home_jurisdiction_code, company.home_company_number)
      : undefined;
  const chain = await ownershipChain(db, id, parents);

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
    officers: officers.map((o) => ({ ...o, sameName: Math.max(0, (sameName.get(o.normalised_name) ?? 1) - 1) })),
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

/**
 * The ownership chain above the company, nearest parent first: each step follows the current
 * direct parent (an ultimate parent when no direct one is recorded), at most CHAIN_DEPTH steps.
 */
async function ownershipChain(db: Kysely<Database>, id: string, own: Awaited<ReturnType<typeof repo.parentsOf>>): Promise<ChainLink[]> {
  const chain: ChainLink[] = [];
  const seen = new Set([id]);
  let parents = own;
  while (chain.length < CHAIN_DEPTH) {
    const current = parents.filter((p) => p.status !== 'ended' && p.kind !== 'branch');
    const next = current.find((p) => p.kind === 'parent') ?? current.find((p) => p.kind === 'ultimate_parent');
    if (!next || seen.has(next.id)) break;
    seen.add(next.id);
    chain.push({ id: next.id, name: next.name, jurisdiction_code: next.jurisdiction_code, inactive: next.inactive });
    parents = await repo.parentsOf(db, next.id);
  }
  return chain;
}
