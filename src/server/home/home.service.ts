import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { changeEvents, type ChangeEvent } from '../../lib/change-events.ts';
import { log } from '../log.ts';
import { hotRecords, type HotRecord } from '../search/browsing.service.ts';
import { coverageByCountry, type CountryCoverage } from './coverage.ts';
import { companiesPerJurisdiction, companyNames, latestCompanyChanges } from './home.repository.ts';

/**
 * What the home page shows below the search box: the most viewed records (the hot data of
 * search/hotdata/list, through its own service and cache), the latest register changes, and the
 * coverage by country. The same for every visitor, so each part is computed once per period and
 * shared: the coverage groups every company, which at millions of rows must not run per request.
 * A failed part is left out (logged); the home page itself never fails for it.
 */
const CHANGES_MS = 60 * 1000;
const COVERAGE_MS = 10 * 60 * 1000;
const POPULAR = 8;
const CHANGES = 8;

export interface RegisterChange {
  uuid: string;
  name: string;
  jurisdiction_code: string | null;
  changed_at: string;
  /** What the latest change was, as readable events (src/lib/change-events.ts): at least one. */
  events: ChangeEvent[];
}

export interface HomeData {
  popular: { companies: HotRecord[]; executives: HotRecord[] };
  changes: RegisterChange[];
  coverage: CountryCoverage[];
}

async function loadChanges(db: Kysely<Database>): Promise<RegisterChange[]> {
  // A few more rows than shown: one company may have changed in several runs.
  const rows = await latestCompanyChanges(db, CHANGES * 4);
  const latest = new Map<string, (typeof rows)[number]>();
  for (const r of rows) if (!latest.has(r.record_id)) latest.set(r.record_id, r);
  const ids = [...latest.keys()].slice(0, CHANGES);
  const names = new Map((await companyNames(db, ids)).map((c) => [c.id, c]));
  return ids.flatMap((id) => {
    const company = names.get(id);
    const change = latest.get(id)!;
    if (!company) return [];
    const changed_at = String(change.changed_at);
    // A feed that names its own source per line ('jsonl') is told under the company's source.
    const source = change.format && change.format !== 'jsonl' ? change.format : company.source;
    const events = changeEvents({ ...change, changed_at, source });
    return [{ uuid: id, name: company.name, jurisdiction_code: company.jurisdiction_code, changed_at, events }];
  });
}

/**
 * A value computed at most once per period and shared by every request; once the period is over the
 * old value is still answered while the next one is computed (no visitor waits for the grouping).
 */
function shared<T>(ms: number, load: () => Promise<T>) {
  let current: { at: number; value: Promise<T> } | undefined;
  let refreshing = false;
  return (now: number): Promise<T> => {
    if (!current) {
      const value = load();
      current = { at: now, value };
      value.catch(() => (current = undefined));
      return value;
    }
    if (now - current.at > ms && !refreshing) {
      refreshing = true;
      const next = load();
      next
        .then(() => (current = { at: now, value: next }))
        .catch((err: unknown) => log.warn({ err }, 'home page: a list failed to refresh'))
        .finally(() => (refreshing = false));
    }
    return current.value;
  };
}

let changes: ((now: number) => Promise<RegisterChange[]>) | undefined;
let coverage: ((now: number) => Promise<CountryCoverage[]>) | undefined;

function quietly<T>(what: string, value: Promise<T>, fallback: T): Promise<T> {
  return value.catch((err: unknown) => {
    log.warn({ err }, `home page: ${what} failed`);
    return fallback;
  });
}

/** The home page's lists; every visitor gets the same (the lists keep the process's one database). */
export async function loadHome(db: Kysely<Database>, now = Date.now()): Promise<HomeData> {
  changes ??= shared(CHANGES_MS, () => loadChanges(db));
  coverage ??= shared(COVERAGE_MS, async () => coverageByCountry(await companiesPerJurisdiction(db)));
  const [companies, executives, latest, countries] = await Promise.all([
    quietly('popular companies', hotRecords(db, 'company', POPULAR), []),
    quietly('popular executives', hotRecords(db, 'executive', POPULAR), []),
    quietly('latest changes', changes(now), []),
    quietly('coverage', coverage(now), []),
  ]);
  return { popular: { companies, executives }, changes: latest, coverage: countries };
}

/** For tests: forget the shared lists. */
export function forgetHomeData(): void {
  changes = undefined;
  coverage = undefined;
}
