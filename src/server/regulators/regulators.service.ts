import { LICENCE_STATUSES } from '../../lib/licence-status.ts';
import { lastPageOf, pageWindow, requestedPage, type PageSizes } from '../../lib/list-pages.ts';
import { REGULATORS, type RegulatorEntry } from './regulator-catalogue.ts';
import { regulatorById, regulatorId } from './regulator-ids.ts';
import {
  brokersByRegulator,
  brokersOfCompanies,
  licenceCountsByStatus,
  licencePage,
  licencesInForceByRegulator,
  warningCount,
  warningPage,
} from './regulators.repository.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

/** The states under which a firm may act today (src/lib/licence-status.ts: inForce). */
const IN_FORCE = ['active', 'exceeded'] as const;
/** Licences that ended: shown in a list of their own below the current ones. */
export const ENDED_STATUSES = ['revoked', 'expired'] as const;
/** Everything else is a current licence (in force, suspended, or not yet verified), each with its label. */
export const CURRENT_STATUSES = LICENCE_STATUSES.filter((s) => !(ENDED_STATUSES as readonly string[]).includes(s));

/**
 * Page sizes: the first page of each list is part of the regulator's first screen, which must stay
 * within 14 KB brotli with 5,000 licensees (the site's shell alone is about 11 KB, each row about 60
 * bytes of ids and numbers that do not compress): 8 current licences, 3 ended ones and the 3 newest
 * warnings (BENCHMARKS.md). Later pages (?licensees=N, ?ended=N, ?warnings=N, rendered per request)
 * hold 50 rows each.
 */
export const LICENSEE_PAGES: PageSizes = { first: 8, rest: 50 };
export const ENDED_PAGES: PageSizes = { first: 3, rest: 50 };
export const WARNING_PAGES: PageSizes = { first: 3, rest: 50 };

/** The regulator's own page for a licence number, from the catalogue's template, when it has one. */
export function recordUrlOf(entry: RegulatorEntry, number: string | null): string | null {
  return entry.recordUrl && number ? entry.recordUrl.replace('{number}', encodeURIComponent(number)) : null;
}

export interface RegulatorSummary {
  id: string;
  entry: RegulatorEntry;
  licencesInForce: number;
  brokers: number;
}

/** Every regulator of the catalogue with its counts (the regulators list; grouped by the page). */
export async function loadRegulatorList(db: Db): Promise<RegulatorSummary[]> {
  const [licences, brokers] = await Promise.all([licencesInForceByRegulator(db, IN_FORCE), brokersByRegulator(db, IN_FORCE)]);
  return REGULATORS.map((entry) => ({
    id: regulatorId(entry.key),
    entry,
    licencesInForce: licences.get(entry.key) ?? 0,
    brokers: brokers.get(entry.key) ?? 0,
  }));
}

export interface Licensee {
  companyId: string;
  companyName: string;
  brokers: Array<{ id: string; name: string }>;
  licenceNumber: string | null;
  licenceType: string;
  status: string;
  grantedOn: string | null;
  expiresOn: string | null;
  endedOn: string | null;
  recordUrl: string | null;
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  last: number;
  /** Rows before this page (for "21–70 of 5,000"). */
  offset: number;
}

export interface RegulatorWarning {
  id: string;
  name: string;
  domain: string | null;
  licenceNumber: string | null;
  publishedOn: string | null;
  url: string | null;
  details: string | null;
  broker: { id: string; name: string } | null;
}

export interface RegulatorDetail {
  id: string;
  entry: RegulatorEntry;
  licencesInForce: number;
  brokers: number;
  current: Paged<Licensee>;
  ended: Paged<Licensee>;
  warnings: Paged<RegulatorWarning>;
}

/** The page numbers asked for, as the address gives them (null when absent). */
export interface RegulatorPages {
  licensees?: string | null;
  ended?: string | null;
  warnings?: string | null;
}

/**
 * A regulator's page: the catalogue entry, its counts, and one page of each list. Undefined when the
 * id is no regulator of the catalogue, or a page number leads nowhere (not a number, past the last).
 */
export async function loadRegulatorDetail(db: Db, id: string, pages: RegulatorPages = {}): Promise<RegulatorDetail | undefined> {
  const entry = regulatorById(id);
  if (!entry) return undefined;
  const [byStatus, brokers, warningsTotal] = await Promise.all([
    licenceCountsByStatus(db, entry.key),
    brokersByRegulator(db, IN_FORCE, entry.key),
    warningCount(db, entry.key),
  ]);
  const sum = (states: readonly string[]) => states.reduce((n, s) => n + (byStatus.get(s) ?? 0), 0);
  const currentTotal = sum(CURRENT_STATUSES);
  const endedTotal = sum(ENDED_STATUSES);
  const currentPage = requestedPage(pages.licensees, lastPageOf(currentTotal, LICENSEE_PAGES));
  const endedPage = requestedPage(pages.ended, lastPageOf(endedTotal, ENDED_PAGES));
  const warningsPage = requestedPage(pages.warnings, lastPageOf(warningsTotal, WARNING_PAGES));
  if (currentPage === undefined || endedPage === undefined || warningsPage === undefined) return undefined;

  const cw = pageWindow(currentPage, LICENSEE_PAGES);
  const ew = pageWindow(endedPage, ENDED_PAGES);
  const ww = pageWindow(warningsPage, WARNING_PAGES);
  const [current, ended, warnings] = await Promise.all([
    currentTotal ? licencePage(db, entry.key, CURRENT_STATUSES, cw.limit, cw.offset) : [],
    endedTotal ? licencePage(db, entry.key, ENDED_STATUSES, ew.limit, ew.offset) : [],
    warningsTotal ? warningPage(db, entry.key, ww.limit, ww.offset) : [],
  ]);
  const companyIds = [...new Set([...current, ...ended].map((l) => l.company_id))];
  const brands = new Map<string, Array<{ id: string; name: string }>>();
  for (const b of await brokersOfCompanies(db, companyIds)) {
    const list = brands.get(b.company_id) ?? [];
    list.push({ id: b.id, name: b.name });
    brands.set(b.company_id, list);
  }
  const licensee = (l: (typeof current)[number]): Licensee => ({
    companyId: l.company_id,
    companyName: l.company_name,
    brokers: brands.get(l.company_id) ?? [],
    licenceNumber: l.licence_number,
    licenceType: l.licence_type,
    status: l.status,
    grantedOn: l.granted_on,
    expiresOn: l.expires_on,
    endedOn: l.ended_on,
    recordUrl: l.record_url ?? recordUrlOf(entry, l.licence_number),
  });
  return {
    id,
    entry,
    licencesInForce: sum(IN_FORCE),
    brokers: brokers.get(entry.key) ?? 0,
    current: {
      items: current.map(licensee),
      total: currentTotal,
      page: currentPage,
      last: lastPageOf(currentTotal, LICENSEE_PAGES),
      offset: cw.offset,
    },
    ended: { items: ended.map(licensee), total: endedTotal, page: endedPage, last: lastPageOf(endedTotal, ENDED_PAGES), offset: ew.offset },
    warnings: {
      items: warnings.map((w) => ({
        id: w.id,
        name: w.name,
        domain: w.domain,
        licenceNumber: w.licence_number,
        publishedOn: w.published_on,
        url: w.url,
        details: w.details,
        broker: w.broker_id && w.broker_name ? { id: w.broker_id, name: w.broker_name } : null,
      })),
      total: warningsTotal,
      page: warningsPage,
      last: lastPageOf(warningsTotal, WARNING_PAGES),
      offset: ww.offset,
    },
  };
}
