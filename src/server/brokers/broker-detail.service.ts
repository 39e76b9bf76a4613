import type { Kysely } from 'kysely';
import { brokerExposure } from '../exposure/exposure.service.ts';
import { CLONE_REASONS, licenceKey, type CloneFinding, type CloneReason } from '../../lib/broker-clones.ts';
import { brokerRisks, type RiskItem } from '../../lib/broker-risk.ts';
import type { BrokerFacts, BrokerLicenceFact } from '../../lib/broker-score.ts';
import { licencesNumbered } from './broker-scoring.repository.ts';
import { parseScoreDetail, type BrokerScoreDetail } from '../../lib/broker-score-detail.ts';
import {
  parseDay,
  parseSnapshot,
  rowOn,
  timelineOf,
  type HistorySnapshot,
  type SnapshotLicence,
  type SnapshotWarning,
  type TimelineEntry,
} from '../../lib/broker-timeline.ts';
import { domainAgeDays, youngDomain } from '../../lib/domain-age.ts';
import { inForce, LICENCE_STATUSES, licenceStatus } from '../../lib/licence-status.ts';
import type { Database } from '../db/schema.ts';
import { stableId } from '../import/stable-id.ts';
import { normaliseName } from '../import/normalise.ts';
import { regulatorByKey } from '../regulators/regulator-catalogue.ts';
import * as repo from './broker-detail.repository.ts';

/**
 * Everything the broker page shows (/{lang}/dealer/{id}.html), read in one go: the broker, its
 * companies and their licences with each regulator from the catalogue, its own rows (websites,
 * accounts, software, VPS plans, claimed licences), clone findings both ways, regulators' warnings,
 * the company group and the time machine. Facts only: the page words them; the score's rules are
 * the scoring job's (score_detail carries every point).
 */
type Db = Kysely<Database>;

/** Companies of the group shown beside the broker's own (the tree stays readable). */
const GROUP_SHOWN = 40;

export interface Regulator {
  key: string;
  shortName: string;
  name: string;
  country: string;
  /** The id of our regulator page (/{lang}/regulator/{id}.html). */
  pageId: string;
  registerUrl: string;
}

export type BrokerDetail = NonNullable<Awaited<ReturnType<typeof loadBrokerDetail>>>;
export type BrokerLicence = BrokerDetail['licences'][number];

/** A regulator of the catalogue by key, with the id of its page; null for a key the catalogue does not hold. */
export function regulatorOf(key: string | null | undefined): Regulator | null {
  const r = key ? regulatorByKey(key) : undefined;
  return r
    ? {
        key: r.key,
        shortName: r.shortName,
        name: r.name,
        country: r.country,
        pageId: stableId('regulator', r.key),
        registerUrl: r.registerUrl,
      }
    : null;
}

function json<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return (JSON.parse(text) as T) ?? fallback;
  } catch {
    return fallback; // an unreadable stored value is left out, not a failed page
  }
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** Evidence of a clone finding as stored (a JSON array of records), each with what the reader sees. */
export interface CloneEvidence {
  kind: string;
  label: string;
  id?: string | null;
  url?: string | null;
  date?: string | null;
  source?: string | null;
}

function evidenceOf(text: string): CloneEvidence[] {
  return json<unknown[]>(text, [])
    .filter((e): e is Record<string, unknown> => !!e && typeof e === 'object')
    .map((e) => ({
      kind: typeof e.kind === 'string' ? e.kind : 'record',
      label: typeof e.label === 'string' ? e.label : typeof e.value === 'string' ? e.value : '',
      id: typeof e.id === 'string' ? e.id : null,
      url: typeof e.url === 'string' ? e.url : null,
      date: typeof e.date === 'string' ? e.date : null,
      source: typeof e.source === 'string' ? e.source : null,
    }))
    .filter((e) => e.label);
}

const dayOf = (v: unknown): string | null => (v == null ? null : String(v).slice(0, 10));

const EVIDENCE_KINDS = [
  'licence',
  'claim',
  'warning',
  'website',
  'software',
  'account',
  'company',
  'complaint',
  'clone',
  'broker',
] as const;
const evidenceKind = (k: string): (typeof EVIDENCE_KINDS)[number] =>
  (EVIDENCE_KINDS as readonly string[]).includes(k) ? (k as (typeof EVIDENCE_KINDS)[number]) : 'clone';

/** A licence as the score's rules read it (from a licences row or a time-machine snapshot). */
function licenceFact(l: {
  company_id: string | null;
  company_name: string | null;
  regulator_key: string | null;
  regulator: string | null;
  regulator_country?: string | null;
  licence_number: string | null;
  status: string;
  record_url: string | null;
  granted_on: unknown;
  ended_on: unknown;
  expires_on?: unknown;
}): BrokerLicenceFact {
  return {
    companyId: l.company_id ?? '',
    companyName: l.company_name ?? '',
    regulatorKey: l.regulator_key,
    regulator: regulatorOf(l.regulator_key)?.shortName ?? l.regulator ?? l.regulator_key ?? '',
    regulatorCountry: l.regulator_country ?? null,
    number: l.licence_number,
    status: l.status,
    recordUrl: l.record_url,
    grantedOn: dayOf(l.granted_on),
    endedOn: dayOf(l.ended_on),
    expiresOn: dayOf(l.expires_on),
  };
}

/** The facts every risk reading starts from; lists a view does not hold stay empty. */
function riskFacts(
  broker: { id: string; name: string },
  licences: BrokerLicenceFact[],
  websites: ReadonlyArray<{ domain: string; url: string | null; registered_on: unknown }>,
): BrokerFacts {
  return {
    id: broker.id,
    name: broker.name,
    foundedYear: null,
    capitalRatio: null,
    companies: [],
    licences,
    websites: websites.map((w) => ({ domain: w.domain, url: w.url ?? '', registeredOn: dayOf(w.registered_on) })),
    accounts: [],
    software: [],
    warnings: [],
    clones: [],
    unverifiedClaims: [],
    complaints: [],
  };
}

/** The broker with every section, or undefined when there is no such broker. */
export async function loadBrokerDetail(db: Db, id: string, today = new Date().toISOString().slice(0, 10)) {
  const broker = await repo.brokerById(db, id);
  if (!broker) return undefined;
  const [companies, licenceRows, websites, accounts, software, vps, claims, copies, copiedBy, warnings, history, exposure] =
    await Promise.all([
      repo.companiesOf(db, id),
      repo.licencesOf(db, id),
      repo.websitesOf(db, id),
      repo.accountsOf(db, id),
      repo.softwareOf(db, id),
      repo.vpsOf(db, id),
      repo.claimsOf(db, id),
      repo.clonesAsCopy(db, id),
      repo.clonesOfThis(db, id),
      repo.warningsOf(db, id),
      repo.historyOf(db, id),
      // Members' reports that staff approved, with the broker's approved replies (the Exposure section).
      brokerExposure(db, id),
    ]);
  const companyIds = companies.map((c) => c.id);
  const [parents, children, domainWarnings] = await Promise.all([
    repo.parentsOf(db, companyIds),
    repo.childrenOf(db, companyIds, GROUP_SHOWN),
    repo.warningsOfDomains(db, [...new Set(websites.map((w) => w.domain))]),
  ]);

  // Licences in force first, then suspended, withdrawn and lapsed ones (LICENCE_STATUSES' order); the query's order within each.
  const rank = (status: string) => LICENCE_STATUSES.indexOf(licenceStatus(status));
  const licences = [...licenceRows]
    .sort((x, y) => rank(x.status) - rank(y.status))
    .map((l) => {
      const scope = json<{ services?: unknown; countries?: unknown }>(l.scope, {});
      return {
        ...l,
        regulatorInfo: regulatorOf(l.regulator_key),
        scope: { services: strings(scope.services), countries: strings(scope.countries) },
      };
    });
  const numberKey = (regulator: string | null, number: string | null) => `${regulator ?? ''}\u0000${(number ?? '').trim().toLowerCase()}`;
  const held = new Set(licences.map((l) => numberKey(l.regulator_key, l.licence_number)));
  // The names a trading server may be registered to: the broker's companies and the brand itself.
  const ownNames = new Set([broker.name, ...companies.map((c) => c.name)].map(normaliseName));

  // The risk list comes from brokerRisks (src/lib/broker-risk.ts), the rules the score reads, fed the
  // same facts the scoring job gathers for this broker: its licences, the warnings tied to it or naming
  // its domain, its clone findings, and the claims no licence on record matches (a claim someone else
  // holds is a clone finding, not an unverified claim).
  const ownKeys = new Set(licences.map((l) => licenceKey(l.regulator_key, l.licence_number)));
  const unheld = claims.filter((c) => !ownKeys.has(licenceKey(c.regulator_key, c.licence_number)));
  const byRegulator = new Map<string, string[]>();
  for (const c of unheld)
    byRegulator.set(c.regulator_key, [
      ...(byRegulator.get(c.regulator_key) ?? []),
      c.licence_number,
      c.licence_number.toUpperCase().replace(/[\s.]/g, ''),
    ]);
  const onRecord = new Set(
    (unheld.length ? await licencesNumbered(db, byRegulator) : []).map((l) => licenceKey(l.regulator_key, l.licence_number)),
  );
  // A warning citing a number the broker claims without holding concerns it too (the clone rules' (b)).
  const unheldKeys = new Set(unheld.map((c) => licenceKey(c.regulator_key, c.licence_number)));
  const numberWarnings = (
    await repo.warningsOfNumbers(
      db,
      [...byRegulator].map(([regulatorKey, numbers]) => ({ regulatorKey, numbers })),
    )
  ).filter((w) => unheldKeys.has(licenceKey(w.regulator_key, w.licence_number)));
  const tied = new Map([...warnings, ...domainWarnings, ...numberWarnings].map((w) => [w.id, w]));
  const risks = brokerRisks(
    {
      ...riskFacts(broker, licences.map(licenceFact), websites),
      companies: companies.map((c) => ({
        id: c.id,
        name: c.name,
        role: c.role,
        incorporationDate: dayOf(c.incorporation_date),
        going: true,
        accountsLastMadeUp: null,
        accountsNextDue: null,
      })),
      software: software.map((s) => ({
        platform: s.platform,
        serverName: s.server_name,
        serverCompany: s.server_company,
        serverCountry: s.server_country,
      })),
      warnings: [...tied.values()].map((w) => ({
        id: w.id,
        regulatorKey: w.regulator_key,
        name: w.name,
        domain: w.domain,
        licenceNumber: w.licence_number,
        publishedOn: dayOf(w.published_on),
        url: w.url,
        details: w.details,
        brokerId: id,
      })),
      clones: copies.map((k): CloneFinding => ({
        brokerId: id,
        originalBrokerId: k.original_broker_id,
        originalCompanyId: k.original_company_id,
        reason: (CLONE_REASONS as readonly string[]).includes(k.reason) ? (k.reason as CloneReason) : 'name',
        evidence: evidenceOf(k.evidence).map((e) => ({ ...e, kind: evidenceKind(e.kind) })),
      })),
      unverifiedClaims: unheld
        .filter((c) => !onRecord.has(licenceKey(c.regulator_key, c.licence_number)))
        .map((c) => ({ brokerId: id, regulatorKey: c.regulator_key, number: c.licence_number })),
    },
    today,
  );

  return {
    broker: { ...broker, score: broker.score === null ? null : Number(broker.score) },
    contacts: Object.entries(json<Record<string, unknown>>(broker.contact_other, {})).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '',
    ),
    companies,
    licences,
    inForce: licences.some((l) => inForce(l.status)),
    claims: claims.map((c) => ({
      ...c,
      regulatorInfo: regulatorOf(c.regulator_key),
      held: held.has(numberKey(c.regulator_key, c.licence_number)),
    })),
    websites: websites.map((w) => ({ ...w, ageDays: domainAgeDays(w.registered_on, today), young: youngDomain(w.registered_on, today) })),
    accounts: accounts.map((a) => ({ ...a, instruments: strings(json(a.instruments, [])) })),
    software: software.map((s) => ({
      ...s,
      // 'match' when the server's company is the broker's own; 'mismatch' when it is someone else; null when not known.
      check: s.server_company ? (ownNames.has(normaliseName(s.server_company)) ? ('match' as const) : ('mismatch' as const)) : null,
    })),
    vps,
    /** This broker found copying another broker or a licensed company. */
    cloneOf: copies.map((k) => ({
      reason: k.reason,
      detected_on: k.detected_on,
      evidence: evidenceOf(k.evidence),
      original: k.original_broker_id
        ? { kind: 'dealer' as const, id: k.original_broker_id, name: k.original_broker_name ?? '' }
        : k.original_company_id
          ? { kind: 'company' as const, id: k.original_company_id, name: k.original_company_name ?? '' }
          : null,
    })),
    /** Brokers found copying this one. */
    clonedBy: copiedBy.map((k) => ({
      id: k.broker_id,
      name: k.name,
      country: k.country,
      reason: k.reason,
      detected_on: k.detected_on,
      evidence: evidenceOf(k.evidence),
    })),
    warnings: warnings.map((w) => ({ ...w, regulatorInfo: regulatorOf(w.regulator_key) })),
    group: { parents, children, more: children.length >= GROUP_SHOWN },
    history: history.map((h) => ({ ...h, score: h.score === null ? null : Number(h.score) })),
    timeline: timelineOf(history),
    exposure,
    risks,
    score: parseScoreDetail(broker.score_detail),
    today,
  };
}

export type { TimelineEntry, BrokerScoreDetail };

export type PastState =
  | {
      state: 'found';
      day: string;
      recordedOn: string;
      score: number | null;
      licences: Array<SnapshotLicence & { regulatorInfo: Regulator | null }>;
      websites: HistorySnapshot['websites'];
      warnings: Array<SnapshotWarning & { regulatorInfo: Regulator | null }>;
      /** The risk list as that day's snapshot shows it (licences, websites, warnings). */
      risks: RiskItem[];
    }
  | { state: 'missing'; day: string }
  | { state: 'invalid'; given: string };

/**
 * The broker page's data: the live page, or with a `date` (YYYY-MM-DD) the page as the time machine
 * kept it that day ('missing' before the first record, 'invalid' for a date that is no day). undefined
 * for an unknown broker.
 */
export async function brokerPage(db: Db, id: string, date: string | null, today?: string) {
  const detail = await loadBrokerDetail(db, id, today);
  if (!detail) return undefined;
  if (date === null) return { detail, past: undefined };
  const day = parseDay(date);
  if (!day) return { detail, past: { state: 'invalid', given: date.slice(0, 40) } as PastState };
  const row = rowOn(detail.history, day);
  if (!row) return { detail, past: { state: 'missing', day } as PastState };
  const snapshot = parseSnapshot(row.snapshot);
  const past: PastState = {
    state: 'found',
    day,
    recordedOn: row.recorded_on,
    score: row.score,
    licences: snapshot.licences.map((l) => ({ ...l, regulatorInfo: regulatorOf(l.regulator_key) })),
    websites: snapshot.websites,
    warnings: snapshot.warnings.map((w) => ({ ...w, regulatorInfo: regulatorOf(w.regulator_key) })),
    risks: brokerRisks(
      {
        ...riskFacts(detail.broker, snapshot.licences.map(licenceFact), snapshot.websites),
        warnings: snapshot.warnings.map((w, i) => ({
          id: `${w.regulator_key ?? ''}:${i}`,
          regulatorKey: w.regulator_key ?? '',
          name: w.name,
          domain: null,
          licenceNumber: null,
          publishedOn: dayOf(w.published_on),
          url: w.url,
          details: null,
          brokerId: detail.broker.id,
        })),
      },
      day,
    ),
  };
  return { detail, past };
}

/** A past day the time machine holds a record for: what the broker page's sections show in a past view. */
export type PastDay = Extract<PastState, { state: 'found' }>;
