import type { Kysely } from 'kysely';
import type { Database, LicencesTable, RecordChangesTable } from '../db/schema.ts';
import { companyId, writeCompanies } from './company-writer.ts';
import { normaliseName } from './normalise.ts';
import { countOutcomes, type RecordOutcome } from './owned-rows.ts';
import { companiesWithLeis, knownCompanyIds } from './repositories/companies.repository.ts';
import { brokersOfCompanies, deleteSourceLicences, insertLicences, licencesOfCompanies } from './repositories/licences.repository.ts';
import { recordChanges } from './repositories/record-changes.repository.ts';
import { contentHash, stableId } from './stable-id.ts';
import type { CompanyBundle, WriteContext, WriteCounts } from './types.ts';
import { companyFields } from './company-fields.ts';

/**
 * Writes licences read from regulators' files (esma-casp-csv, esma-registers-json, finma-csv) to the
 * companies that hold them.
 *
 * Matching a holder to a company of the register, in this order, never by name:
 * 1. by LEI (companies.lei);
 * 2. by national number: the company of that jurisdiction and number (its stable id, as every
 *    importer keys companies: companyId(jurisdiction, number)), e.g. a Swiss UID CHE-123.456.789 in 'ch';
 * 3. otherwise a minimal company is created from the regulator's record, keyed as the importer of
 *    that identifier keys it: by LEI as GLEIF does (jurisdiction = the country, number = the LEI),
 *    else by the national number, so a later GLEIF or register import updates that same row rather
 *    than adding a second company. A FINMA representative office, which has neither, is keyed by
 *    regulator, name and city (see representativeOfficeNumber): that key is only ever looked up
 *    by itself, so it never joins the office to another company of the same name.
 *
 * A record replaces the holder's licences from the same source (all of them, or for a source whose
 * records each carry one licence, those with the record's numbers); other sources' licences stay.
 * Nothing is written when the licences are as stored. Each licence granted, changed or ended is one
 * record_changes row, table 'licences', record_id = the company, diff { licence: [before, after] }
 * (null before: granted; null after: no longer listed), which the company's History reads. The pages
 * of the company and of the brokers whose legal entity it is are marked changed.
 */

/** Who holds the licences, as the regulator's record identifies them. */
export interface LicenceHolder {
  lei: string | null;
  /** The holder's number in its national register. */
  national: { jurisdiction: string; number: string; variants?: string[] } | null;
  /** A FINMA-style listing with no identifier at all (a foreign firm's representative office). */
  representativeOffice: { regulatorKey: string; city: string } | null;
  name: string;
  address: string | null;
  /** ISO alpha-2. */
  country: string | null;
  website: string | null;
  legalForm: string | null;
}

/** A licence as a regulator's file gives it; the company and position are the writer's. */
export type LicenceFields = Omit<
  LicencesTable,
  'company_id' | 'position' | 'scope' | 'source' | 'source_url' | 'retrieved_at' | 'updated_at'
> & {
  scope: { services: string[]; countries: string[] } & Record<string, unknown>;
};

export interface LicenceItem {
  holder: LicenceHolder;
  licences: LicenceFields[];
  /** Some of the holder's rows were rejected: its other stored licences are kept, not ended. */
  partial: boolean;
  /** The numbers this record stands for (esma-registers-json: its register id); null: all the holder's licences from the source. */
  replaces: string[] | null;
}

/** The number a representative office is keyed by: FINMA lists it by name and city only. */
export function representativeOfficeNumber(regulatorKey: string, name: string, city: string): string {
  // A hash keeps the number short (names run to 100 characters) and the same for the same listing.
  return `${regulatorKey.toUpperCase()}-REP-${contentHash([normaliseName(name), normaliseName(city)]).slice(0, 12)}`;
}

/** Where the licence is (when the regulator's file says nothing about where a company is registered). */
function creationKey(h: LicenceHolder): { jurisdiction: string; number: string } {
  if (h.lei) return { jurisdiction: (h.country ?? 'xx').toLowerCase(), number: h.lei };
  if (h.national) return { jurisdiction: h.national.jurisdiction, number: h.national.number };
  if (h.representativeOffice)
    return {
      jurisdiction: (h.country ?? 'xx').toLowerCase(),
      number: representativeOfficeNumber(h.representativeOffice.regulatorKey, h.name, h.representativeOffice.city),
    };
  throw new Error('the holder has no LEI, no national number and is no representative office: it cannot be identified');
}

function minimalCompany(h: LicenceHolder, key: { jurisdiction: string; number: string }): CompanyBundle {
  return {
    company: companyFields(key.jurisdiction, key.number, h.name, normaliseName(h.name), {
      company_type: h.representativeOffice ? 'Representative office' : h.legalForm,
      branch: h.representativeOffice ? 'F' : null,
      website: h.website,
      lei: h.lei,
      registered_address_in_full: h.address,
      country_code: h.country,
      native_company_number: h.lei && h.national ? h.national.number : null,
      extra: JSON.stringify({ created_from: 'regulator record', representative_office: !!h.representativeOffice }),
    }),
    names: [],
    industryCodes: [],
    charges: null,
  };
}

/** The licences' identity within a company and source: regulator, type and number. */
function licenceKey(l: Pick<LicencesTable, 'regulator_key' | 'licence_type' | 'licence_number'>): string {
  return `${l.regulator_key ?? ''}\u001f${l.licence_type}\u001f${l.licence_number ?? ''}`;
}

/** What a licence says (the fields compared, and shown in a change). */
function content(l: LicencesTable) {
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
 * The company each LEI names. Several companies may carry one LEI (a national register's record and
 * GLEIF's, keyed by the LEI): the register's record first, then the first by id, so it is always the
 * same one. The broker JSON Lines import names companies the same way.
 */
export async function companiesByLei(db: Kysely<Database>, leis: readonly string[]): Promise<Map<string, string>> {
  const byLei = new Map<string, string>();
  const carriers = await companiesWithLeis(db, leis);
  for (const c of [...carriers.filter((c) => c.company_number !== c.lei), ...carriers])
    if (c.lei && !byLei.has(c.lei)) byLei.set(c.lei, c.id);
  return byLei;
}

/** Resolves every holder of the batch to a company id (matching first, creating the rest). */
async function holderIds(db: Kysely<Database>, items: LicenceItem[], ctx: WriteContext): Promise<string[]> {
  const byLei = await companiesByLei(db, [...new Set(items.flatMap((i) => (i.holder.lei ? [i.holder.lei] : [])))]);
  const nationalIds = (i: LicenceItem) =>
    i.holder.national
      ? [i.holder.national.number, ...(i.holder.national.variants ?? [])].map((n) => companyId(i.holder.national!.jurisdiction, n))
      : [];
  const candidates = items.map((i) => {
    const key = creationKey(i.holder);
    return [...nationalIds(i), companyId(key.jurisdiction, key.number)];
  });
  const known = await knownCompanyIds(db, candidates.flat());
  const create = new Map<string, CompanyBundle>();
  const ids = items.map((item, index) => {
    const lei = item.holder.lei ? byLei.get(item.holder.lei) : undefined;
    if (lei) return lei;
    // A company already keyed by this very identifier (created by an earlier import of this file) is the same holder.
    const found = candidates[index].find((id) => known.has(id));
    if (found) return found;
    const key = creationKey(item.holder);
    const id = companyId(key.jurisdiction, key.number);
    if (!create.has(id)) create.set(id, minimalCompany(item.holder, key));
    if (item.holder.lei) byLei.set(item.holder.lei, id);
    return id;
  });
  if (create.size) await writeCompanies(db, [...create.values()], ctx);
  return ids;
}

export async function writeLicences(db: Kysely<Database>, items: LicenceItem[], ctx: WriteContext): Promise<WriteCounts> {
  const outcomes: RecordOutcome[] = new Array(items.length);
  const ids = await holderIds(db, items, ctx);
  // Every licence of the batch's companies, read once; items then work on this copy in file order
  // (two records of one company in a batch see each other's rows), and only the changed companies
  // are written back: their rows from this source deleted and inserted anew, in a few statements.
  const state = new Map<string, LicencesTable[]>();
  for (const l of await licencesOfCompanies(db, [...new Set(ids)])) {
    const list = state.get(l.company_id);
    if (list) list.push(l);
    else state.set(l.company_id, [l]);
  }
  const changedCompanies = new Set<string>();
  const changeRows: RecordChangesTable[] = [];
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    const company = ids[index];
    const stored = state.get(company) ?? [];
    const mine = stored.filter(
      (l) => l.source === ctx.source && (item.replaces === null || (l.licence_number !== null && item.replaces.includes(l.licence_number))),
    );
    const next = new Map<string, LicencesTable>();
    for (const l of item.licences) {
      const row: LicencesTable = {
        ...l,
        scope: JSON.stringify(l.scope),
        company_id: company,
        position: 0,
        source: ctx.source,
        source_url: ctx.sourceUrl,
        retrieved_at: ctx.retrievedAt,
        updated_at: ctx.now,
      };
      next.set(licenceKey(row), row); // one licence listed twice: the later row is kept
    }
    const before = new Map(mine.map((l) => [licenceKey(l), l]));
    const changes: Array<[LicencesTable | null, LicencesTable | null]> = [];
    for (const [key, row] of next) {
      const was = before.get(key);
      if (!was) changes.push([null, row]);
      else if (contentHash(content(was)) !== contentHash(content(row))) changes.push([was, row]);
    }
    const kept: LicencesTable[] = [];
    for (const [key, was] of before) {
      if (next.has(key)) continue;
      // A holder some of whose rows were rejected keeps its other licences: they may be in those rows.
      if (item.partial) kept.push(was);
      else changes.push([was, null]);
    }
    if (!changes.length) {
      outcomes[index] = 'unchanged';
      continue;
    }
    // Rows of other sources (and this source's other records) keep their places; the new ones follow.
    const others = stored.filter((l) => !mine.includes(l));
    let position = Math.max(-1, ...others.map((l) => l.position)) + 1;
    state.set(company, [...others, ...[...kept, ...next.values()].map((r) => ({ ...r, position: position++ }))]);
    for (const [was, now] of changes) {
      const diff = { licence: [was && content(was), now && content(now)] };
      changeRows.push({
        id: stableId('change', ctx.runId, 'licences', company, licenceKey((now ?? was)!), contentHash(diff)),
        run_id: ctx.runId,
        table_name: 'licences',
        record_id: company,
        changed_at: ctx.now,
        diff: JSON.stringify(diff),
      });
      ctx.pages?.regulator(stableId('regulator', (now ?? was)!.regulator_key ?? ''));
    }
    changedCompanies.add(company);
    outcomes[index] = before.size === 0 ? 'inserted' : 'updated';
  }
  if (changedCompanies.size) {
    const changed = [...changedCompanies];
    await deleteSourceLicences(db, changed, ctx.source);
    await insertLicences(
      db,
      changed.flatMap((id) => state.get(id)!.filter((l) => l.source === ctx.source)),
    );
    await recordChanges(db, changeRows);
    if (ctx.pages) {
      for (const id of changed) ctx.pages.company(id);
      for (const b of await brokersOfCompanies(db, changed)) ctx.pages.dealer(b.broker_id);
    }
  }
  return countOutcomes(outcomes);
}
