import type { Kysely } from 'kysely';
import { bundleRows, type BrokerBundle, type BrokerRows } from '../../brokers/broker-bundle.ts';
import { BROKER_OWN_TABLES, replaceBrokers } from '../../brokers/broker-bundle.repository.ts';
import { bulkInsert } from '../../db/bulk-insert.ts';
import type { Database, PageChangesTable, RecordChangesTable } from '../../db/schema.ts';
import { fastContentHash, fastStableId } from '../fast-ids.ts';
import { isoDate } from '../formats.ts';
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
  const w = generateBrokerWorld(world, options.brokers ?? DEFAULT_BROKERS);
  const earlierAt = at(w.earlierDay);
  const nowAt = world.retrievedAt;
  const earlier = earlierState(w);

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
  const scoredOn: string[] = [];
  if (options.score) {
    await options.score(db, new Date(earlierAt));
    scoredOn.push(earlierAt);
  }
  const changed = await applyLaterState(db, world, w, nowAt);
  if (options.score) {
    await options.score(db, new Date(nowAt));
    scoredOn.push(nowAt);
  }
  return {
    brokers: w.brokers.length,
    exchanges: w.exchanges.length,
    companies: w.rows.companies.length,
    licences: w.rows.licences.length,
    warnings: w.warnings.length,
    changedBrokers: changed,
    scoredOn,
    seconds: (performance.now() - started) / 1000,
  };
}

/**
 * The later state, written as an import writes a register update: in one transaction, under an
 * import run, each change to a stored row with its record_changes row (new rows are not recorded
 * there, as with every importer), and page_changes for the broker, company and regulator pages it
 * touches. A licence's change is recorded against its company (licences have no id of their own:
 * record_id is the company, the diff names the licence's number beside the fields that changed).
 */
async function applyLaterState(db: Kysely<Database>, world: DemoWorld, w: BrokerWorld, now: string): Promise<number> {
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
          const diff = {
            licence_number: [licence.licence_number, licence.licence_number],
            status: [c.before.status, c.after.status],
            ended_on: [c.before.ended_on, c.after.ended_on],
          };
          changes.push({
            id: fastStableId('change', runId, 'licences', c.companyId, c.position),
            run_id: runId,
            table_name: 'licences',
            record_id: c.companyId,
            changed_at: now,
            diff: JSON.stringify(diff),
          });
          page('company', c.companyId);
          regulatorPage(licence.regulator_key!);
          break;
        }
        case 'licence-granted':
          granted.push(c.licence);
          page('company', c.licence.company_id);
          regulatorPage(c.licence.regulator_key!);
          break;
        case 'warning':
          warnings.push(c.warning);
          regulatorPage(c.warning.regulator_key);
          break;
        case 'website-added': {
          rewritten.push(rowsOf(c.after, now, now));
          const domains = (b: BrokerBundle) => b.websites.map((x) => x.domain);
          changes.push({
            id: fastStableId('change', runId, 'brokers', c.brokerId),
            run_id: runId,
            table_name: 'brokers',
            record_id: c.brokerId,
            changed_at: now,
            diff: JSON.stringify({ websites: [domains(c.before), domains(c.after)] }),
          });
          break;
        }
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
    await replaceBrokers(tx, rewritten);
    await insertChanges(tx, changes);
    await insertPageChanges(tx, [...pages.values()]);
  });
  return brokers.size;
}
