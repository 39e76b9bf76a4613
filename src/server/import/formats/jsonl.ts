import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { companyId, writeCompanies } from '../company-writer.ts';
import { extrasOutcomes, type ExtraItem } from '../extras-writer.ts';
import { writeFinancials, type FinancialSummary } from '../financial-writer.ts';
import { normaliseName } from '../normalise.ts';
import { biggerChange, type RecordOutcome } from '../owned-rows.ts';
import { writePeople, type PersonAppointment } from '../person-writer.ts';
import { stableId } from '../stable-id.ts';
import { observed } from '../stored-hashes.ts';
import { storedHashes } from '../repositories/content-hashes.repository.ts';
import { changedInRun } from '../repositories/record-changes.repository.ts';
import type { CompanyBundle, ImportFormat, WriteContext, WriteCounts } from '../types.ts';
import { zodReason } from '../zod-reason.ts';
import { jsonlRecords } from './jsonl-records.ts';
import { LINE_SCHEMAS, LINE_TYPES, type LineType, companyLine, officerLine } from './jsonl-schema.ts';

/**
 * Our own JSON Lines format for sources without an importer of their own (docs/import-jsonl.md):
 * one object per line with a "type". Lines are written in file order, batch by batch; within a
 * batch, each run of consecutive lines of one kind goes to its writer, so a company line comes in
 * before the officer lines after it.
 */

/** The format's name, and the source of lines that do not name their own. */
const NAME = 'jsonl';

/** Who a line says its data comes from; null: the format's default (source 'jsonl'). */
interface Provenance {
  source: string | null;
  source_url: string | null;
}

/** One parsed line, ready for its writer. */
export type JsonlItem =
  | { kind: 'company'; provenance: Provenance; bundle: CompanyBundle }
  | { kind: 'officer'; provenance: Provenance; people: PersonAppointment[] }
  | { kind: 'financial'; provenance: Provenance; summary: FinancialSummary }
  | { kind: 'extra'; provenance: Provenance; extra: ExtraItem };

function inFull(
  given: string | null,
  address:
    | {
        in_full: string | null;
        street_address: string | null;
        locality: string | null;
        region: string | null;
        postal_code: string | null;
        country: string | null;
      }
    | null
    | undefined,
): string | null {
  if (given) return given;
  if (!address) return null;
  if (address.in_full) return address.in_full;
  const parts = [address.street_address, address.locality, address.region, address.postal_code, address.country].filter(
    (p): p is string => !!p,
  );
  return parts.length ? parts.join(', ') : null;
}

const NAME_KIND = {
  alternative: 'alternative',
  alias: 'alternative',
  legal: 'alternative',
  unknown: 'alternative',
  trading: 'trading',
  transliterated: 'transliterated',
} as const;

function companyBundle(l: z.output<typeof companyLine>): CompanyBundle {
  const {
    type: _type,
    source: _source,
    source_url: _url,
    registered_address,
    previous_names,
    alternative_names,
    industry_codes,
    charges,
    extra,
    ...fields
  } = l;
  return {
    company: {
      ...fields,
      normalised_name: fields.normalised_name ?? normaliseName(fields.name),
      registered_address_in_full: inFull(fields.registered_address_in_full, registered_address),
      postal_code: fields.postal_code ?? registered_address?.postal_code ?? null,
      extra: extra ? JSON.stringify(extra) : null,
    },
    names: [
      ...(previous_names ?? []).map((n) => ({
        name: n.company_name,
        kind: 'previous' as const,
        language: null,
        start_date: n.start_date,
        end_date: n.end_date,
      })),
      ...(alternative_names ?? []).map((n) => ({
        name: n.company_name,
        kind: NAME_KIND[n.type ?? 'alternative'],
        language: n.language,
        start_date: n.start_date,
        end_date: n.end_date,
      })),
    ],
    industryCodes: (industry_codes ?? []).map((c) => ({ scheme: c.scheme, code: c.code, description: c.description })),
    charges: charges
      ? { total: charges.total, outstanding: charges.outstanding, part_satisfied: charges.part_satisfied, satisfied: charges.satisfied }
      : null,
  };
}

function officerPeople(l: z.output<typeof officerLine>, source: string): PersonAppointment[] {
  // The person's key: the source's own id, else name and birth month (a person's usual identity in registers).
  const birthYear = l.birth_year ?? l.date_of_birth?.year ?? null;
  const birthMonth = l.birth_month ?? l.date_of_birth?.month ?? null;
  const person = l.id ?? `${normaliseName(l.name)}|${birthYear ?? ''}-${birthMonth ?? ''}`;
  return l.appointments.map((a) => ({
    // One officer row per appointment, as writePeople keeps one appointment per officer row.
    key: `${NAME}:${source}:${person}:${a.jurisdiction_code}/${a.company_number}:${a.position}:${a.start_date ?? ''}`,
    jurisdiction: a.jurisdiction_code,
    companyNumber: a.company_number,
    officer: {
      name: l.name,
      normalised_name: normaliseName(l.name),
      nationality: l.nationality,
      occupation: l.occupation,
      address_in_full: inFull(l.address_in_full, l.address),
      country_of_residence: l.country_of_residence,
      head_portrait: l.head_portrait,
      birth_year: birthYear,
      birth_month: birthMonth,
      kind: l.kind,
      other_names: l.other_names?.length ? JSON.stringify(l.other_names) : null,
    },
    appointment: {
      position: a.position,
      start_date: a.start_date,
      end_date: a.end_date,
      status: a.status ?? (a.end_date ? 'resigned' : 'active'),
      control: a.control ? JSON.stringify(a.control) : null,
    },
  }));
}

/** Validates one line and maps it for its writer; throws with "field.path: message" reasons. */
export function jsonlLine(value: unknown): JsonlItem {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('the line is not a JSON object');
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string' || !(LINE_TYPES as string[]).includes(type)) {
    throw new Error(`type: ${type === undefined ? 'missing' : JSON.stringify(type)}; expected one of ${LINE_TYPES.join(', ')}`);
  }
  const parsed = LINE_SCHEMAS[type as LineType].safeParse(value);
  if (!parsed.success) throw new Error(zodReason(parsed.error));
  const l = parsed.data;
  const provenance = { source: l.source, source_url: l.source_url };
  const owner =
    'jurisdiction_code' in l && l.type !== 'company' ? { jurisdiction: l.jurisdiction_code, companyNumber: l.company_number } : null;
  const extraProvenance = l.source || l.source_url ? { provenance: { source: l.source ?? NAME, source_url: l.source_url } } : {};
  switch (l.type) {
    case 'company':
      return { kind: 'company', provenance, bundle: companyBundle(l) };
    case 'officer':
      return { kind: 'officer', provenance, people: officerPeople(l, l.source ?? NAME) };
    case 'financial_summary': {
      const { type: _t, source: _s, source_url: _u, jurisdiction_code: _j, company_number: _n, ...summary } = l;
      return { kind: 'financial', provenance, summary: { ...owner!, summary, ...extraProvenance } };
    }
    case 'relationship': {
      const { parent, child, kind, start_date, end_date, status } = l;
      return {
        kind: 'extra',
        provenance,
        extra: {
          table: 'relationships',
          jurisdiction: child.jurisdiction_code,
          companyNumber: child.company_number,
          parent: { jurisdiction: parent.jurisdiction_code, companyNumber: parent.company_number },
          row: { kind, start_date, end_date, status },
          ...extraProvenance,
        },
      };
    }
    case 'financing_round': {
      const { type: _t, source: _s, source_url: _u, jurisdiction_code: _j, company_number: _n, ...row } = l;
      return { kind: 'extra', provenance, extra: { table: 'financing_rounds', ...owner!, row, ...extraProvenance } };
    }
    case 'ipo': {
      const { type: _t, source: _s, source_url: _u, jurisdiction_code: _j, company_number: _n, ...row } = l;
      return { kind: 'extra', provenance, extra: { table: 'ipos', ...owner!, row, ...extraProvenance } };
    }
    case 'acquisition': {
      const { type: _t, source: _s, source_url: _u, jurisdiction_code: _j, company_number: _n, acquired, ...row } = l;
      const target = acquired ? { jurisdiction: acquired.jurisdiction_code, companyNumber: acquired.company_number } : null;
      return { kind: 'extra', provenance, extra: { table: 'acquisitions', ...owner!, row, acquired: target, ...extraProvenance } };
    }
    case 'investor': {
      const { type: _t, source: _s, source_url: _u, jurisdiction_code: _j, company_number: _n, ...row } = l;
      return { kind: 'extra', provenance, extra: { table: 'investors', ...owner!, row, ...extraProvenance } };
    }
  }
}

/** A run of consecutive lines that one writer call takes: same kind, and for companies and officers the same provenance. */
function runs(batch: JsonlItem[]): Array<{ kind: JsonlItem['kind']; indexes: number[] }> {
  const out: Array<{ kind: JsonlItem['kind']; indexes: number[]; key: string }> = [];
  batch.forEach((item, index) => {
    // writeCompanies and writePeople take provenance from the context only; the others take it per row.
    const key =
      item.kind === 'company' || item.kind === 'officer'
        ? `${item.kind}\u001f${item.provenance.source}\u001f${item.provenance.source_url}`
        : item.kind;
    const last = out.at(-1);
    if (last?.key === key) last.indexes.push(index);
    else out.push({ kind: item.kind, indexes: [index], key });
  });
  return out;
}

function contextFor(ctx: WriteContext, p: Provenance): WriteContext {
  return p.source || p.source_url ? { ...ctx, source: p.source ?? ctx.source, sourceUrl: p.source_url } : ctx;
}

async function writeCompanyRun(
  db: Kysely<Database>,
  items: Array<Extract<JsonlItem, { kind: 'company' }>>,
  ctx: WriteContext,
): Promise<RecordOutcome[]> {
  const ids = items.map((i) => companyId(i.bundle.company.jurisdiction_code, i.bundle.company.company_number));
  const outcomes: RecordOutcome[] = new Array(items.length);
  // A file gives each company once: a line that would change a company an earlier line of this run
  // already changed is rejected, rather than silently overwriting that earlier change.
  const changed = await changedInRun(db, ctx.runId, 'companies', ids);
  const kept = items.flatMap((item, index) => {
    if (!changed.has(ids[index])) return [index];
    const c = item.bundle.company;
    outcomes[index] = {
      reject: `company ${c.jurisdiction_code}/${c.company_number} was already changed by an earlier line of this file; give each company once per file`,
    };
    return [];
  });
  const before = await storedHashes(db, 'companies', ids);
  const counts = await writeCompanies(
    db,
    kept.map((i) => items[i].bundle),
    ctx,
  );
  const after = await storedHashes(db, 'companies', ids);
  for (const index of kept) {
    const o = observed(ids[index], before, after);
    outcomes[index] = o === 'missing' ? { reject: 'not written' } : o;
  }
  for (const r of counts.rejects ?? []) outcomes[kept[r.index]] = { reject: r.reason };
  return outcomes;
}

/** One line per officer, many appointments: the line counts as its biggest change; each refused appointment is a reject of the line. */
async function writeOfficerRun(
  db: Kysely<Database>,
  items: Array<Extract<JsonlItem, { kind: 'officer' }>>,
  ctx: WriteContext,
): Promise<RecordOutcome[][]> {
  const flat = items.flatMap((item, line) => item.people.map((person) => ({ line, person })));
  const ids = flat.map((f) => stableId('officer', f.person.key));
  const before = await storedHashes(db, 'officers', ids);
  const counts = await writePeople(
    db,
    flat.map((f) => f.person),
    ctx,
  );
  const after = await storedHashes(db, 'officers', ids);
  const refused = new Map((counts.rejects ?? []).map((r) => [r.index, r.reason]));
  const perLine: RecordOutcome[][] = items.map(() => []);
  flat.forEach((f, i) => {
    const reason = refused.get(i);
    const o = observed(ids[i], before, after);
    perLine[f.line].push(reason ? { reject: reason } : o === 'missing' ? { reject: 'not written' } : o);
  });
  return perLine;
}

/** Writes a batch in file order, one writer call per run of like lines. */
async function writeJsonl(db: Kysely<Database>, batch: JsonlItem[], ctx: WriteContext): Promise<WriteCounts> {
  const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0, rejects: [] };
  const add = (index: number, outcomes: RecordOutcome[]) => {
    let change: 'inserted' | 'updated' | 'unchanged' | null = null;
    for (const o of outcomes) {
      if (typeof o === 'object') counts.rejects!.push({ index, reason: o.reject });
      else change = change ? biggerChange(change, o) : o;
    }
    if (change) counts[change] += 1;
  };
  for (const run of runs(batch)) {
    const items = run.indexes.map((i) => batch[i]);
    if (run.kind === 'company') {
      const outcomes = await writeCompanyRun(
        db,
        items as Array<Extract<JsonlItem, { kind: 'company' }>>,
        contextFor(ctx, items[0].provenance),
      );
      outcomes.forEach((o, i) => add(run.indexes[i], [o]));
    } else if (run.kind === 'officer') {
      const perLine = await writeOfficerRun(
        db,
        items as Array<Extract<JsonlItem, { kind: 'officer' }>>,
        contextFor(ctx, items[0].provenance),
      );
      perLine.forEach((o, i) => add(run.indexes[i], o));
    } else if (run.kind === 'financial') {
      const result = await writeFinancials(
        db,
        items.map((i) => (i as Extract<JsonlItem, { kind: 'financial' }>).summary),
        ctx,
      );
      const refused = new Map((result.rejects ?? []).map((r) => [r.index, r.reason]));
      // writeFinancials counts per record; only its rejects need mapping back to lines.
      counts.inserted += result.inserted;
      counts.updated += result.updated;
      counts.unchanged += result.unchanged;
      for (const [i, reason] of refused) counts.rejects!.push({ index: run.indexes[i], reason });
    } else {
      const outcomes = await extrasOutcomes(
        db,
        items.map((i) => (i as Extract<JsonlItem, { kind: 'extra' }>).extra),
        ctx,
      );
      outcomes.forEach((o, i) => add(run.indexes[i], [o]));
    }
  }
  return counts;
}

export const jsonl: ImportFormat<JsonlItem> = {
  name: NAME,
  source: 'JSON Lines (docs/import-jsonl.md)',
  sourceUrl: null,
  read: (file, onBytes) =>
    jsonlRecords(
      file,
      'JSON Lines import (docs/import-jsonl.md)',
      (first) => typeof first === 'object' && first !== null && (LINE_TYPES as unknown[]).includes((first as { type?: unknown }).type),
      jsonlLine,
      onBytes,
    ),
  write: writeJsonl,
};
