import type { Kysely } from 'kysely';
import { bundleRows, domainOf, type BrokerBundle } from '../../brokers/broker-bundle.ts';
import { BROKER_OWN_TABLES, brokerHashes, replaceBrokers } from '../../brokers/broker-bundle.repository.ts';
import type { Database } from '../../db/schema.ts';
import type { RegulatorWarningsTable } from '../../db/schema-brokers.ts';
import { findRegulator, regulatorByKey } from '../../regulators/regulator-catalogue.ts';
import { companyId } from '../company-writer.ts';
import { fieldDiff } from '../field-diff.ts';
import { normaliseName } from '../normalise.ts';
import { countOutcomes, type RecordOutcome } from '../owned-rows.ts';
import { knownCompanyIds } from '../repositories/companies.repository.ts';
import { companiesByLei } from '../licence-writer.ts';
import { brokersMatching, insertWarning, storedBrokers, storedWarnings, updateWarning } from '../repositories/brokers.repository.ts';
import { recordChange } from '../repositories/record-changes.repository.ts';
import { contentHash, stableId } from '../stable-id.ts';
import { WrongFormatError, type ImportFormat, type WriteContext, type WriteCounts } from '../types.ts';
import { isBlank } from './grouped-csv.ts';
import { zodReason } from '../zod-reason.ts';
import { BROKER_LINE_SCHEMAS, BROKER_LINE_TYPES, type BrokerLine, type WarningLine } from './broker-jsonl-schema.ts';
import { jsonlRecords } from './jsonl-records.ts';

/**
 * Broker JSON Lines (README, "Regulator and broker importers"): brokers with what no register
 * publishes (websites, accounts, software, VPS plans, the licences they claim) and regulators' public
 * warnings. A broker is written through replaceBrokers (its own rows replaced with it); its content
 * hash makes an unchanged broker a no-op, and a changed one gets a record_changes row (table
 * 'brokers') with what changed. A broker naming a company the register does not hold is rejected:
 * its legal entities are what its licences, officers and group are read from, so a broker silently
 * missing one would look better regulated than it is; import the company (GLEIF, a register, the
 * regulator files) first, then the broker line again.
 */

const NAME = 'broker-jsonl';

export type BrokerItem =
  | {
      kind: 'broker';
      line: BrokerLine;
      bundle: BrokerBundle;
      refs: Array<{ lei: string } | { jurisdiction: string; number: string }>;
    }
  | { kind: 'warning'; line: WarningLine; regulatorKey: string };

/** A regulator as a line names it: the catalogue's key, or any of its names. */
function regulatorKeyOf(name: string, country: string | null): string {
  const r = regulatorByKey(name.trim().toLowerCase()) ?? findRegulator(name, country ?? undefined);
  if (!r) throw new Error(`unknown regulator "${name}" (give a key or name of the regulator catalogue)`);
  return r.key;
}

export function brokerJsonlLine(value: unknown): BrokerItem {
  const type = (value as { type?: unknown } | null)?.type;
  if (!(BROKER_LINE_TYPES as readonly unknown[]).includes(type)) throw new Error(`"type" must be one of ${BROKER_LINE_TYPES.join(', ')}`);
  const parsed = BROKER_LINE_SCHEMAS[type as 'broker' | 'warning'].safeParse(value);
  if (!parsed.success) throw new Error(zodReason(parsed.error));
  if (parsed.data.type === 'warning') {
    const w = parsed.data;
    return { kind: 'warning', line: w, regulatorKey: regulatorKeyOf(w.regulator, null) };
  }
  const b = parsed.data;
  const websites = b.websites.map((w) => {
    const domain = domainOf(w.url);
    if (!domain) throw new Error(`websites: "${w.url}" is no URL`);
    return { url: w.url, domain, kind: w.kind, registered_on: w.registered_on, checked_on: w.checked_on };
  });
  const c = b.contacts;
  const other = c ? Object.fromEntries(Object.entries({ ...c, phone: null }).filter(([, v]) => v)) : {};
  const info = b.account_info;
  const refs = b.companies.map((r) => ('lei' in r ? { lei: r.lei } : { jurisdiction: r.jurisdiction_code, number: r.company_number }));
  return {
    kind: 'broker',
    line: b,
    refs,
    bundle: {
      broker: {
        id: stableId('broker', b.code),
        code: b.code,
        name: b.name,
        normalised_name: normaliseName(b.name),
        country: b.country,
        founded_year: b.founded,
        status: b.status,
        description: b.description,
        contact_phone: c?.phone ?? null,
        contact_other: Object.keys(other).length ? JSON.stringify(other) : null,
        trial_users: info?.trial_users ?? null,
        trading_orders: info?.trading_orders ?? null,
        margin_used_usd: info?.margin_used_usd ?? null,
        influence: info?.influence ?? null,
        environment: info?.environment ?? null,
        capital_ratio: info?.capital_ratio ?? null,
      },
      // Filled with company ids when written (the companies are looked up in the register then).
      companies: [],
      websites,
      accounts: b.accounts.map((a) => ({ ...a, instruments: a.instruments ? JSON.stringify(a.instruments) : null })),
      software: b.software.map((s) => ({
        platform: s.platform,
        server_name: s.server,
        server_company: s.server_company,
        server_country: s.server_country,
        ping_ms: s.ping_ms,
        checked_on: s.checked_on,
      })),
      vps: b.vps,
      claims: b.licences.map((l, i) => {
        try {
          return { regulator_key: regulatorKeyOf(l.regulator, b.country), licence_number: l.number, claimed_holder: l.holder };
        } catch (err) {
          throw new Error(`licences.${i}.regulator: ${(err as Error).message}`, { cause: err });
        }
      }),
    },
  };
}

function contextFor(ctx: WriteContext, p: { source: string | null; source_url: string | null }) {
  return { source: p.source ?? ctx.source, sourceUrl: p.source || p.source_url ? p.source_url : ctx.sourceUrl };
}

async function writeBrokerItems(
  db: Kysely<Database>,
  items: Array<{ index: number; item: Extract<BrokerItem, { kind: 'broker' }> }>,
  ctx: WriteContext,
  outcomes: RecordOutcome[],
): Promise<void> {
  const leis = [...new Set(items.flatMap(({ item }) => item.refs.flatMap((r) => ('lei' in r ? [r.lei] : []))))];
  const byLei = await companiesByLei(db, leis);
  const numbered = items.flatMap(({ item }) => item.refs.flatMap((r) => ('lei' in r ? [] : [companyId(r.jurisdiction, r.number)])));
  const known = await knownCompanyIds(db, numbered);
  // The later line of the same broker wins within a batch; the earlier is reported.
  const last = new Map<string, number>();
  items.forEach(({ item }, i) => {
    const earlier = last.get(item.bundle.broker.id);
    if (earlier !== undefined)
      outcomes[items[earlier].index] = { reject: `broker ${item.line.code} appears again further on; the later line is kept` };
    last.set(item.bundle.broker.id, i);
  });
  const ready: Array<{ index: number; bundle: BrokerBundle; hash: string; provenance: ReturnType<typeof contextFor> }> = [];
  for (const i of last.values()) {
    const { index, item } = items[i];
    const companies: BrokerBundle['companies'] = [];
    const missing: string[] = [];
    item.refs.forEach((r, k) => {
      const role = item.line.companies[k].role;
      const id =
        'lei' in r ? byLei.get(r.lei) : known.has(companyId(r.jurisdiction, r.number)) ? companyId(r.jurisdiction, r.number) : undefined;
      if (!id) missing.push('lei' in r ? `LEI ${r.lei}` : `${r.jurisdiction}/${r.number}`);
      else if (!companies.some((c) => c.company_id === id)) companies.push({ company_id: id, role });
    });
    if (missing.length) {
      outcomes[index] = {
        reject: `company ${missing.join(', ')} is not in the register; import its company file first (a broker is never linked by name)`,
      };
      continue;
    }
    const bundle = { ...item.bundle, companies };
    const provenance = contextFor(ctx, item.line);
    ready.push({ index, bundle, hash: contentHash({ bundle, source: provenance.source, source_url: provenance.sourceUrl }), provenance });
  }
  const ids = ready.map((r) => r.bundle.broker.id);
  const hashes = await brokerHashes(db, ids);
  const changed = ready.filter((r) => {
    const stored = hashes.get(r.bundle.broker.id);
    if (stored === r.hash) outcomes[r.index] = 'unchanged';
    else outcomes[r.index] = stored === undefined ? 'inserted' : 'updated';
    return stored !== r.hash;
  });
  if (!changed.length) return;
  const updatedIds = changed.filter((r) => hashes.has(r.bundle.broker.id)).map((r) => r.bundle.broker.id);
  const before = await storedBrokers(db, updatedIds);
  const rows = changed.map((r) =>
    bundleRows(r.bundle, {
      contentHash: r.hash,
      source: r.provenance.source,
      sourceUrl: r.provenance.sourceUrl,
      retrievedAt: ctx.retrievedAt,
      now: ctx.now,
    }),
  );
  await replaceBrokers(db, rows);
  for (const row of rows) {
    const id = row.broker.id;
    ctx.pages?.dealer(id);
    const was = before.brokers.get(id);
    if (!was) continue;
    const { score: _s, score_detail: _d, rank: _r, scored_at: _a, ...fields } = was;
    const { score: _s2, score_detail: _d2, rank: _r2, scored_at: _a2, ...next } = row.broker;
    const diff: Record<string, [unknown, unknown]> = fieldDiff(fields, next as typeof fields);
    delete diff.source;
    delete diff.source_url;
    for (const table of BROKER_OWN_TABLES) {
      const old = ownRowsForDiff(before.own[table].filter((r) => r.broker_id === id));
      const now = ownRowsForDiff(row[table] as object[]);
      if (JSON.stringify(old) !== JSON.stringify(now)) diff[table.replace(/^broker_/, '')] = [old, now];
    }
    await recordChange(db, {
      id: stableId('change', ctx.runId, 'brokers', id, row.broker.content_hash),
      run_id: ctx.runId,
      table_name: 'brokers',
      record_id: id,
      changed_at: ctx.now,
      diff: JSON.stringify(diff),
    });
  }
}

/** A broker's own rows as a diff shows them: in position order, fields by name, without the broker id, numbers as numbers (PostgreSQL returns some as text). */
function ownRowsForDiff(rows: object[]): Array<Record<string, unknown>> {
  return rows
    .map((r) =>
      Object.fromEntries(
        Object.entries(r)
          .filter(([k]) => k !== 'broker_id')
          .sort(([a], [b]) => a.localeCompare(b)),
      ),
    )
    .map((r) =>
      Object.fromEntries(
        Object.entries(r).map(([k, v]) => [
          k,
          typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) && k !== 'licence_number' && k !== 'company_number' ? Number(v) : v,
        ]),
      ),
    )
    .sort(
      (a, b) => Number(a.position ?? 0) - Number(b.position ?? 0) || String(a.company_id ?? '').localeCompare(String(b.company_id ?? '')),
    );
}

async function writeWarningItems(
  db: Kysely<Database>,
  items: Array<{ index: number; item: Extract<BrokerItem, { kind: 'warning' }> }>,
  ctx: WriteContext,
  outcomes: RecordOutcome[],
): Promise<void> {
  const rows = items.map(({ item }) => {
    const w = item.line;
    const provenance = contextFor(ctx, w);
    return {
      id: stableId('warning', item.regulatorKey, w.url ?? w.name),
      regulator_key: item.regulatorKey,
      name: w.name,
      domain: w.website ? domainOf(w.website) : null,
      licence_number: w.licence_number,
      published_on: w.date,
      url: w.url,
      details: w.details,
      broker_id: null as string | null,
      source: provenance.source,
      source_url: provenance.sourceUrl,
      retrieved_at: ctx.retrievedAt,
      updated_at: ctx.now,
    } satisfies RegulatorWarningsTable;
  });
  // Tied to a broker by its website's domain, else by a licence number the broker claims: never by name.
  const { byDomain, byClaim } = await brokersMatching(
    db,
    rows.flatMap((r) => (r.domain ? [r.domain] : [])),
    rows.flatMap((r) => (r.licence_number ? [{ regulator_key: r.regulator_key, licence_number: r.licence_number }] : [])),
  );
  for (const r of rows)
    r.broker_id =
      byDomain.find((d) => d.domain === r.domain)?.broker_id ??
      byClaim.find((c) => c.regulator_key === r.regulator_key && c.licence_number === r.licence_number)?.broker_id ??
      null;
  const stored = await storedWarnings(
    db,
    rows.map((r) => r.id),
  );
  const seen = new Set<string>();
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i];
    const { index } = items[i];
    if (seen.has(row.id)) {
      outcomes[index] = { reject: `warning ${row.regulator_key} "${row.name}" appears again further on; the later line is kept` };
      continue;
    }
    seen.add(row.id);
    const was = stored.get(row.id);
    const diff = was ? fieldDiff(was, row) : null;
    if (diff) {
      delete diff.source;
      delete diff.source_url;
    }
    if (was && !Object.keys(diff!).length) {
      outcomes[index] = 'unchanged';
      continue;
    }
    if (was) {
      await updateWarning(db, row);
      await recordChange(db, {
        id: stableId('change', ctx.runId, 'regulator_warnings', row.id, contentHash(diff)),
        run_id: ctx.runId,
        table_name: 'regulator_warnings',
        record_id: row.id,
        changed_at: ctx.now,
        diff: JSON.stringify(diff),
      });
    } else await insertWarning(db, row);
    stored.set(row.id, row);
    outcomes[index] = was ? 'updated' : 'inserted';
    ctx.pages?.regulator(stableId('regulator', row.regulator_key));
    if (row.broker_id) ctx.pages?.dealer(row.broker_id);
    if (was?.broker_id && was.broker_id !== row.broker_id) ctx.pages?.dealer(was.broker_id);
  }
}

async function writeBrokerJsonl(db: Kysely<Database>, batch: BrokerItem[], ctx: WriteContext): Promise<WriteCounts> {
  const outcomes: RecordOutcome[] = new Array(batch.length);
  const brokers = batch.flatMap((item, index) => (item.kind === 'broker' ? [{ index, item }] : []));
  const warnings = batch.flatMap((item, index) => (item.kind === 'warning' ? [{ index, item }] : []));
  // Brokers first: a warning in the same batch may be tied to one of them by its domain.
  await writeBrokerItems(db, brokers, ctx, outcomes);
  await writeWarningItems(db, warnings, ctx, outcomes);
  return countOutcomes(outcomes);
}

export const brokerJsonl: ImportFormat<BrokerItem> = {
  name: NAME,
  source: 'Broker JSON Lines (README: Regulator and broker importers)',
  sourceUrl: null,
  read: (file, onBytes) => {
    if (isBlank(file)) throw new WrongFormatError(`${file} is not a broker JSON Lines file: it is empty`);
    return jsonlRecords(
      file,
      'broker JSON Lines',
      (first) =>
        typeof first === 'object' &&
        first !== null &&
        (BROKER_LINE_TYPES as readonly unknown[]).includes((first as { type?: unknown }).type),
      brokerJsonlLine,
      onBytes,
    );
  },
  write: writeBrokerJsonl,
};
