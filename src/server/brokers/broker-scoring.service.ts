import type { Kysely } from 'kysely';
import { detectClones, type CloneBroker, type CloneFinding, type CloneLicence, type CloneWarning } from '../../lib/broker-clones.ts';
import { licenceInForce, scoreBroker, type BrokerFacts, type BrokerLicenceFact, type ComplaintFact } from '../../lib/broker-score.ts';
import type { BrokerClonesTable, BrokerHistoryTable } from '../db/schema-brokers.ts';
import type { Database } from '../db/schema.ts';
import {
  allBrokers,
  allWarnings,
  approvedComplaints,
  brokerCompanies,
  brokerCompanyIds,
  brokerLicences,
  currentClones,
  domainsAndClaims,
  latestHistory,
  licencesNumbered,
  ownRows,
  recordDealerChanges,
  replaceClones,
  writeHistory,
  writeRanks,
  writeScores,
} from './broker-scoring.repository.ts';

type Db = Kysely<Database>;

/**
 * Brokers scored and written per slice: what only their own scores need is read, scored, written and
 * let go one slice at a time, so the job's memory stays about the same whatever the number of brokers
 * (BENCHMARKS.md). The results do not depend on it (tests score with slices of 1, 7 and all).
 */
export const SCORING_SLICE = 500;

export interface ScoringSummary {
  brokers: number;
  /** Brokers whose score, rank or clone findings changed (their pages were marked changed). */
  changed: number;
  clones: number;
  ms: number;
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

const group = <T extends { broker_id: string }>(rows: readonly T[]) => {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const list = out.get(r.broker_id);
    if (list) list.push(r);
    else out.set(r.broker_id, [r]);
  }
  return out;
};

type LicenceRow = Awaited<ReturnType<typeof brokerLicences>>[number];
const licenceFact = (l: LicenceRow): BrokerLicenceFact => ({
  companyId: l.company_id,
  companyName: l.company_name,
  regulatorKey: l.regulator_key,
  regulator: l.regulator,
  regulatorCountry: l.regulator_country,
  number: l.licence_number,
  status: l.status,
  recordUrl: l.record_url,
  grantedOn: l.granted_on,
  endedOn: l.ended_on,
  expiresOn: l.expires_on,
});

const day = (v: unknown): string | null => (v == null ? null : String(v).slice(0, 10));
const truthy = (v: unknown) => v != null && v !== 0 && v !== false && v !== '' && v !== '0' && v !== 'false';

/** How a finding is compared between runs (the day it was first seen is kept). */
const cloneKey = (c: { original_broker_id: string | null; original_company_id: string | null; reason: string; evidence: string }) =>
  `${c.original_broker_id ?? ''}|${c.original_company_id ?? ''}|${c.reason}|${c.evidence}`;

/**
 * Scores every broker: reads what clone detection compares across brokers for all of them in a few
 * statements and finds the clones; then, in one transaction, slice by slice of brokers (`slice`,
 * SCORING_SLICE unless given), reads the rest of their facts, scores them, writes their scores and
 * details, and adds time-machine rows for brokers whose score, licences, websites or warnings changed
 * since their latest row (one row per broker and day), keeping only each broker's score for the
 * ranking; then writes the ranks that changed (score descending, ties by name), replaces the clone
 * findings and marks the pages of brokers whose score, rank or clones changed. Running it twice in a
 * row changes nothing the second time.
 */
export async function scoreBrokers(db: Db, now = new Date(), slice = SCORING_SLICE): Promise<ScoringSummary> {
  const started = performance.now();
  const asOf = now.toISOString().slice(0, 10);
  const nowIso = now.toISOString();

  const brokers = await allBrokers(db);
  const warnings = await allWarnings(db);
  const complaints = group(await approvedComplaints(db));

  // What clone detection compares across brokers, read one slice of brokers at a time and kept as
  // compact facts: each broker's company ids, domains and claims, and its companies' licences.
  const companyIds = new Map<string, string[]>();
  const domains = new Map<string, string[]>();
  const claims = new Map<string, Array<{ regulator_key: string; licence_number: string; claimed_holder: string | null }>>();
  const licencesByCompany = new Map<string, BrokerLicenceFact[]>();
  const seen = new Set<string>();
  const step = Math.max(1, slice);
  for (let i = 0; i < brokers.length; i += step) {
    const ids = brokers.slice(i, i + step).map((b) => b.id);
    for (const r of await brokerCompanyIds(db, ids)) push(companyIds, r.broker_id, r.company_id);
    const [domainRows, claimRows] = await domainsAndClaims(db, ids);
    for (const r of domainRows) push(domains, r.broker_id, r.domain);
    for (const r of claimRows)
      push(claims, r.broker_id, { regulator_key: r.regulator_key, licence_number: r.licence_number, claimed_holder: r.claimed_holder });
    // A company of two brokers in different slices comes twice: its licences are kept once.
    for (const l of await brokerLicences(db, ids)) {
      const key = `${l.company_id}|${l.position}`;
      if (seen.has(key)) continue;
      seen.add(key);
      push(licencesByCompany, l.company_id, licenceFact(l));
    }
  }

  // Claims are checked against every licence with the same number, whoever holds it. Numbers are
  // looked up as written and in the compared form (upper case, no spaces or dots).
  const claimed = new Map<string, Set<string>>();
  for (const list of claims.values())
    for (const c of list) {
      let numbers = claimed.get(c.regulator_key);
      if (!numbers) claimed.set(c.regulator_key, (numbers = new Set()));
      numbers.add(c.licence_number);
      numbers.add(c.licence_number.toUpperCase().replace(/[\s.]/g, ''));
    }
  const claimLicences = await licencesNumbered(db, new Map([...claimed].map(([key, numbers]) => [key, [...numbers]])), (l) =>
    seen.has(`${l.company_id}|${l.position}`) ? undefined : licenceFact(l),
  );
  seen.clear();
  const toClone = (l: BrokerLicenceFact): CloneLicence => ({
    companyId: l.companyId,
    companyName: l.companyName,
    regulatorKey: l.regulatorKey,
    regulator: l.regulator,
    number: l.number,
    status: l.status,
    recordUrl: l.recordUrl,
  });

  const licencesOf = (id: string) => (companyIds.get(id) ?? []).flatMap((c) => licencesByCompany.get(c) ?? []);
  const cloneBrokers: CloneBroker[] = brokers.map((b) => ({
    id: b.id,
    name: b.name,
    normalisedName: b.normalised_name,
    companyIds: companyIds.get(b.id) ?? [],
    domains: [...new Set(domains.get(b.id) ?? [])],
    claims: (claims.get(b.id) ?? []).map((c) => ({
      regulatorKey: c.regulator_key,
      number: c.licence_number,
      claimedHolder: c.claimed_holder,
    })),
    licensed: licencesOf(b.id).some((l) => licenceInForce(l, asOf)),
  }));
  const cloneWarnings: CloneWarning[] = warnings.map((w) => ({
    id: w.id,
    regulatorKey: w.regulator_key,
    name: w.name,
    domain: w.domain,
    licenceNumber: w.licence_number,
    publishedOn: day(w.published_on),
    url: w.url,
    details: w.details,
    brokerId: w.broker_id,
  }));
  // Own licences by company id (code point order, as the statement ordered them when it read all at
  // once: ids are UUIDs, which every collation orders alike) and position, then the claimed ones.
  const byCompany = [...licencesByCompany.keys()].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  const found = detectClones(
    cloneBrokers,
    [...byCompany.flatMap((c) => licencesByCompany.get(c)!), ...claimLicences].map(toClone),
    cloneWarnings,
  );
  cloneBrokers.length = 0;
  const clonesOf = new Map<string, CloneFinding[]>();
  for (const c of found.clones) {
    const list = clonesOf.get(c.brokerId);
    if (list) list.push(c);
    else clonesOf.set(c.brokerId, [c]);
  }
  const unverifiedOf = group(found.unverifiedClaims.map((u) => ({ ...u, broker_id: u.brokerId })));

  // Each broker's new score, kept for the ranking (the details are written and let go slice by slice).
  const scores: Array<{ broker: (typeof brokers)[number]; score: number }> = [];
  /** One slice of brokers: the rest of their facts, their scores, and their time-machine rows. */
  const scoreSlice = async (trx: Db, part: typeof brokers) => {
    const ids = part.map((b) => b.id);
    const companies = group(await brokerCompanies(trx, ids));
    const [websites, accounts, software] = (await ownRows(trx, ids)).map((rows) => group(rows as Array<{ broker_id: string }>)) as [
      Map<string, Awaited<ReturnType<typeof ownRows>>[0]>,
      Map<string, Awaited<ReturnType<typeof ownRows>>[1]>,
      Map<string, Awaited<ReturnType<typeof ownRows>>[2]>,
    ];
    const latest = new Map((await latestHistory(trx, ids)).map((h) => [h.broker_id, h]));
    const updates = [];
    const history: BrokerHistoryTable[] = [];
    for (const b of part) {
      const f: BrokerFacts = {
        id: b.id,
        name: b.name,
        foundedYear: b.founded_year,
        capitalRatio: b.capital_ratio == null ? null : Number(b.capital_ratio),
        companies: (companies.get(b.id) ?? []).map((c) => ({
          id: c.company_id,
          name: c.name,
          role: c.role,
          incorporationDate: day(c.incorporation_date),
          going: !c.dissolution_date && !truthy(c.inactive) && !truthy(c.liquidated),
          accountsLastMadeUp: day(c.accounts_last_made_up),
          accountsNextDue: day(c.accounts_next_due),
        })),
        licences: licencesOf(b.id).map((l) => ({
          ...l,
          grantedOn: day(l.grantedOn),
          endedOn: day(l.endedOn),
          expiresOn: day(l.expiresOn),
        })),
        websites: (websites.get(b.id) ?? []).map((w) => ({ domain: w.domain, url: w.url, registeredOn: day(w.registered_on) })),
        accounts: (accounts.get(b.id) ?? []).map((a) => ({ name: a.name, maxLeverage: a.max_leverage })),
        software: (software.get(b.id) ?? []).map((s) => ({
          platform: s.platform,
          serverName: s.server_name,
          serverCompany: s.server_company,
          serverCountry: s.server_country,
        })),
        warnings: found.warningsByBroker.get(b.id) ?? [],
        clones: clonesOf.get(b.id) ?? [],
        unverifiedClaims: unverifiedOf.get(b.id) ?? [],
        complaints: (complaints.get(b.id) ?? []).map((c): ComplaintFact => ({
          id: c.id,
          approved: true,
          category: c.category ?? '',
          date: day(c.date) ?? '',
          replied: truthy(c.replied),
        })),
      };
      const detail = scoreBroker(f, asOf);
      updates.push({ id: b.id, score: detail.score, detail: JSON.stringify(detail) });
      scores.push({ broker: b, score: detail.score });

      // Time machine: a row when the score or the snapshot differs from the broker's latest row.
      const snapshot = JSON.stringify({
        licences: f.licences.map((l) => ({
          companyId: l.companyId,
          company: l.companyName,
          regulatorKey: l.regulatorKey,
          regulator: l.regulator,
          number: l.number,
          status: l.status,
          recordUrl: l.recordUrl,
          grantedOn: l.grantedOn,
          endedOn: l.endedOn,
        })),
        websites: f.websites.map((w) => ({ domain: w.domain, url: w.url, registeredOn: w.registeredOn })),
        warnings: f.warnings.map((w) => ({ id: w.id, regulatorKey: w.regulatorKey, name: w.name, url: w.url, publishedOn: w.publishedOn })),
      });
      const last = latest.get(b.id);
      if (last && last.snapshot === snapshot && (last.score == null ? null : Number(last.score)) === detail.score) continue;
      history.push({
        broker_id: b.id,
        recorded_on: asOf,
        score: detail.score,
        licences_in_force: f.licences.filter((l) => licenceInForce(l, asOf)).length,
        licences_revoked: f.licences.filter((l) => l.status === 'revoked' || l.status === 'suspended').length,
        websites: f.websites.length,
        warnings: f.warnings.length,
        snapshot,
      });
    }
    await writeScores(trx, updates, nowIso);
    await writeHistory(trx, history);
  };

  // Clone rows: a finding seen before keeps the day it was first detected.
  const before = group(await currentClones(db));
  const firstSeen = new Map<string, string>();
  for (const [id, rows] of before) for (const r of rows) firstSeen.set(`${id}|${cloneKey(r)}`, day(r.detected_on)!);
  const cloneRows: BrokerClonesTable[] = [];
  for (const [id, list] of clonesOf)
    list.forEach((c, position) => {
      const row = {
        original_broker_id: c.originalBrokerId,
        original_company_id: c.originalCompanyId,
        reason: c.reason,
        evidence: JSON.stringify(c.evidence),
      };
      cloneRows.push({ broker_id: id, position, ...row, detected_on: firstSeen.get(`${id}|${cloneKey(row)}`) ?? asOf });
    });
  const cloneSignature = (rows: ReadonlyArray<Parameters<typeof cloneKey>[0]> | undefined) => (rows ?? []).map(cloneKey).join('\n');
  const afterClones = group(cloneRows);

  const changed = new Set<string>();
  const pages = new Set<string>();
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < brokers.length; i += Math.max(1, slice)) await scoreSlice(trx, brokers.slice(i, i + Math.max(1, slice)));

    // Rank: score descending, ties by name (then id, so the order is total). Names compare in their
    // normalised form, code point order: the same order on every machine and engine.
    const order = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
    scores.sort(
      (a, b) => b.score - a.score || order(a.broker.normalised_name, b.broker.normalised_name) || order(a.broker.id, b.broker.id),
    );
    const ranks: Array<{ id: string; rank: number }> = [];
    // Pages to mark: a changed score or rank, and both sides of a changed clone finding.
    scores.forEach(({ broker: b, score }, i) => {
      if (b.rank !== i + 1) ranks.push({ id: b.id, rank: i + 1 });
      if (b.score == null || Number(b.score) !== score || b.rank !== i + 1) changed.add(b.id);
    });
    for (const id of changed) pages.add(id);
    for (const b of brokers) {
      const was = before.get(b.id);
      const is = afterClones.get(b.id);
      if (cloneSignature(was) === cloneSignature(is)) continue;
      changed.add(b.id);
      pages.add(b.id);
      for (const r of [...(was ?? []), ...(is ?? [])]) if (r.original_broker_id) pages.add(r.original_broker_id);
    }
    await writeRanks(trx, ranks);
    await replaceClones(trx, cloneRows);
    await recordDealerChanges(trx, pages, nowIso);
  });
  return { brokers: brokers.length, changed: changed.size, clones: cloneRows.length, ms: Math.round(performance.now() - started) };
}
