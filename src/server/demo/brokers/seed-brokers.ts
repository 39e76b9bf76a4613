import type { Insertable, Kysely } from 'kysely';
import { bundleRows, type BrokerBundle, type BrokerRows } from '../../brokers/broker-bundle.ts';
import { BROKER_OWN_TABLES, replaceBrokers } from '../../brokers/broker-bundle.repository.ts';
import { bulkInsert } from '../../db/bulk-insert.ts';
import type { Database, LicencesTable, PageChangesTable, RecordChangesTable } from '../../db/schema.ts';
import { fastContentHash, fastStableId } from '../fast-ids.ts';
import { isoDate } from '../formats.ts';
import { fieldDiff } from '../../import/field-diff.ts';
import { DEMO_TABLES } from '../rows.ts';
import type { DemoWorld } from '../world.ts';
import { DEFAULT_BROKERS, earlierState, generateBrokerWorld, type BrokerWorld } from './generate-brokers.ts';
import { insertChanges, insertLicences, insertPageChanges, insertRun, updateLicenceStatus } from './seed-brokers.repository.ts';

/**
 * Writes the demo world's brokers (generate-brokers.ts) into a database whose demo register is
 * already written, the way the real data would arrive: the earlier state first, as a first import
 * would leave it; the scoring job over it, dated that day; then the later state applied as an import
 * applies a register update (licences updated in place with their record_changes rows, new licences
 * and warnings inserted, changed brokers rewritten, page_changes for every page concerned), and the
 * scoring job again, dated the as-of day. Brokers that changed between the two get two dated rows in
 * broker_history: the time machine has something to show on `npm start`.
 */

/** The scoring job's shape (src/server/brokers/broker-scoring.service.ts, scoreBrokers(db, now)). */
export type ScoreJob = (db: Kysely<Database>, now: Date) => Promise<unknown>;

export interface BrokerSeedOptions {
  /** Brokers to generate (default 2,000). */
  brokers?: number;
  /** The scoring job, run after each state; without one, brokers stay unscored and have no history. */
  score?: ScoreJob | null;
}

export interface BrokerSeedSummary {
  brokers: number;
  exchanges: number;
  companies: number;
  licences: number;
  warnings: number;
  /** Brokers whose later state differs from the earlier one. */
  changedBrokers: number;
  /** The dates the scoring job ran for (empty without one). */
  scoredOn: string[];
  /** Seconds spent generating the world, writing it (both states) and in the two scoring runs. */
  generateSeconds: number;
  writeSeconds: number;
  scoreSeconds: number;
  seconds: number;
}

const SOURCE = 'demo';

function at(day: number): string {
  return `${isoDate(day)}T06:00:00.000Z`;
}

function rowsOf(b: BrokerBundle, retrievedAt: string, now: string): BrokerRows {
  return bundleRows(b, { contentHash: fastContentHash(b), source: SOURCE, sourceUrl: null, retrievedAt, now });
}

/**
 * Seeds the brokers, their companies, licences, warnings and exchanges, in two states. The caller has
 * checked the database holds no brokers (seedDemo fills empty databases only).
 */
export async function seedDemoBrokers(db: Kysely<Database>, world: DemoWorld, options: BrokerSeedOptions = {}): Promise<BrokerSeedSummary> {
  const started = performance.now();
  const scoredOn: string[] = [];
  const w = generateBrokerWorld(world, options.brokers ?? DEFAULT_BROKERS);
  const earlierAt = at(w.earlierDay);
  const nowAt = world.retrievedAt;
  const earlier = earlierState(w);
  const generated = performance.now();
  let scoring = 0;
  const score = async (at: string) => {
    if (!options.score) return;
    const t = performance.now();
    await options.score(db, new Date(at));
    scoring += performance.now() - t;
    scoredOn.push(at);
  };

  await db.transaction().execute(async (tx) => {
    // Parents before children, as the register's own rows: companies, then their people and licences.
    for (const table of DEMO_TABLES) {
      const rows = table === 'licences' ? earlier.licences : w.rows[table];
      if (rows.length) await bulkInsert(tx, table, rows as never, { bulkLoad: true });
    }
    const brokerRows = earlier.bundles.map((b) => rowsOf(b, earlierAt, earlierAt));
    await bulkInsert(
      tx,
      'brokers',
      brokerRows.map((r) => r.broker),
      { bulkLoad: true },
    );
    for (const table of BROKER_OWN_TABLES)
      await bulkInsert(tx, table as 'broker_claims', brokerRows.flatMap((r): object[] => r[table]) as never[], { bulkLoad: true });
    await bulkInsert(tx, 'regulator_warnings', earlier.warnings, { bulkLoad: true });
    await bulkInsert(tx, 'exchanges', w.exchanges, { bulkLoad: true });
  });
  await score(earlierAt);
  const changed = await applyLaterState(db, world, w, new Map(earlier.bundles.map((b) => [b.broker.id, b])), earlierAt, nowAt);
  await score(nowAt);
  const done = performance.now();
  return {
    brokers: w.brokers.length,
    exchanges: w.exchanges.length,
    companies: w.rows.companies.length,
    licences: w.rows.licences.length,
    warnings: w.warnings.length,
    changedBrokers: changed,
    scoredOn,
    generateSeconds: (generated - started) / 1000,
    writeSeconds: (done - generated - scoring) / 1000,
    scoreSeconds: scoring / 1000,
    seconds: (done - started) / 1000,
  };
}

type LicenceRow = Insertable<LicencesTable>;

/**
 * A broker's change as the broker importer records it (src/server/import/formats/broker-jsonl.ts):
 * table 'brokers', the broker's changed fields, and each own table that changed as [old rows, new
 * rows] under its name without 'broker_' ('websites', 'claims'), rows without the broker id.
 */
function brokerChange(runId: string, now: string, before: BrokerRows, after: BrokerRows): RecordChangesTable {
  const strip = ({ score: _s, score_detail: _d, rank: _r, scored_at: _a, source: _o, source_url: _u, ...rest }: BrokerRows['broker']) =>
    rest;
  const diff: Record<string, [unknown, unknown]> = fieldDiff(strip(before.broker), strip(after.broker));
  const own = (rows: object[]) =>
    rows.map((r) =>
      Object.fromEntries(
        Object.entries(r)
          .filter(([k]) => k !== 'broker_id')
          .sort(([a], [b]) => a.localeCompare(b)),
      ),
    );
  for (const table of BROKER_OWN_TABLES) {
    const [old, next] = [own(before[table]), own(after[table])];
    if (JSON.stringify(old) !== JSON.stringify(next)) diff[table.replace(/^broker_/, '')] = [old, next];
  }
  return {
    id: fastStableId('change', runId, 'brokers', after.broker.id, after.broker.content_hash),
    run_id: runId,
    table_name: 'brokers',
    record_id: after.broker.id,
    changed_at: now,
    diff: JSON.stringify(diff),
  };
}

/** What a licence says, the fields the licence writer compares and records (src/server/import/licence-writer.ts). */
function licenceContent(l: LicenceRow) {
  return {
    regulator_key: l.regulator_key,
    regulator: l.regulator,
    regulator_country: l.regulator_country,
    licence_type: l.licence_type,
    licence_number: l.licence_number,
    status: l.status,
    granted_on: l.granted_on,
    expires_on: l.expires_on,
    ended_on: l.ended_on,
    record_url: l.record_url,
    scope: l.scope,
    source_url: l.source_url,
  };
}

/**
 * A licence's change as the licence writer records it: table 'licences', record_id = the company,
 * diff { licence: [before, after] } (null before: granted), which the company's History words.
 */
function licenceChange(runId: string, now: string, before: LicenceRow | null, after: LicenceRow): RecordChangesTable {
  const diff = { licence: [before && licenceContent(before), licenceContent(after)] };
  const key = `${after.regulator_key ?? ''}\u001f${after.licence_type}\u001f${after.licence_number ?? ''}`;
  return {
    id: fastStableId('change', runId, 'licences', after.company_id, key, fastContentHash(diff)),
    run_id: runId,
    table_name: 'licences',
    record_id: after.company_id,
    changed_at: now,
    diff: JSON.stringify(diff),
  };
}

/**
 * The later state, written as an import writes a register update: in one transaction, under an
 * import run, each change to a stored row with its record_changes row (new rows are not recorded
 * there, as with the register importers), and page_changes for the broker, company and regulator
 * pages it touches. Licences are recorded as the licence writer records them: each one granted or
 * changed is a row against its company, diff { licence: [before, after] }, so the company's History
 * tells it.
 */
async function applyLaterState(
  db: Kysely<Database>,
  world: DemoWorld,
  w: BrokerWorld,
  earlierBundles: Map<string, BrokerBundle>,
  earlierAt: string,
  now: string,
): Promise<number> {
  const runId = fastStableId('import-run', SOURCE, world.seed, 'later-state');
  const changes: RecordChangesTable[] = [];
  const pages = new Map<string, Omit<PageChangesTable, 'seq'>>();
  const page = (kind: PageChangesTable['kind'], id: string) => pages.set(`${kind}|${id}`, { kind, entity_id: id, changed_at: now });
  const regulatorPage = (key: string) => page('regulator', fastStableId('regulator', key));
  const brokers = new Set<string>();
  await db.transaction().execute(async (tx) => {
    await insertRun(tx, {
      id: runId,
      format: SOURCE,
      file: `demo world ${world.seed}: later state`,
      file_size: 0,
      file_mtime: now,
      started_at: now,
      finished_at: now,
      status: 'done',
      resume_at: w.changes.length,
      rows_read: w.changes.length,
      rows_inserted: w.changes.filter((c) => c.kind === 'licence-granted' || c.kind === 'warning').length,
      rows_updated: w.changes.filter((c) => c.kind === 'licence-status' || c.kind === 'website-added').length,
      rows_unchanged: 0,
      rows_rejected: 0,
    });
    const granted = [];
    const warnings = [];
    const rewritten: BrokerRows[] = [];
    for (const c of w.changes) {
      if (c.brokerId) {
        brokers.add(c.brokerId);
        page('dealer', c.brokerId);
      }
      switch (c.kind) {
        case 'licence-status': {
          await updateLicenceStatus(tx, c.companyId, c.position, { ...c.after, updated_at: now });
          const licence = w.rows.licences.find((l) => l.company_id === c.companyId && l.position === c.position)!;
          changes.push(licenceChange(runId, now, { ...licence, ...c.before }, licence));
          page('company', c.companyId);
          regulatorPage(licence.regulator_key!);
          break;
        }
        case 'licence-granted':
          granted.push(c.licence);
          changes.push(licenceChange(runId, now, null, c.licence));
          page('company', c.licence.company_id);
          regulatorPage(c.licence.regulator_key!);
          break;
        case 'warning':
          warnings.push(c.warning);
          regulatorPage(c.warning.regulator_key);
          break;
        case 'website-added':
          rewritten.push(rowsOf(c.after, now, now));
          break;
      }
    }
    // Brokers that gained a licence also say so on their site: their claims are rewritten with them.
    for (const c of w.changes)
      if (c.kind === 'licence-granted') {
        const b = w.brokers.find((x) => x.bundle.broker.id === c.brokerId)!;
        if (!rewritten.some((r) => r.broker.id === c.brokerId)) rewritten.push(rowsOf(b.bundle, now, now));
      }
    await insertLicences(tx, granted);
    if (warnings.length) await bulkInsert(tx, 'regulator_warnings', warnings);
    for (const r of rewritten) changes.push(brokerChange(runId, now, rowsOf(earlierBundles.get(r.broker.id)!, earlierAt, earlierAt), r));
    await replaceBrokers(tx, rewritten);
    await insertChanges(tx, changes);
    await insertPageChanges(tx, [...pages.values()]);
  });
  return brokers.size;
}
