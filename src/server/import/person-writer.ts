import type { Kysely } from 'kysely';
import type { AppointmentsTable, Database, OfficersTable } from '../db/schema.ts';
import { companyId } from './company-writer.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import { indexOfficers } from '../search/search-index.ts';
import { fieldDiff } from './field-diff.ts';
import { contentHash, stableId } from './stable-id.ts';
import type { WriteContext, WriteCounts } from './types.ts';
import { knownCompanyIds } from './repositories/companies.repository.ts';
import {
  companiesWithEarlierAppointments,
  insertAppointment,
  storedAppointment,
  storedOfficers,
  updateAppointment,
  updateOfficer,
} from './repositories/officers.repository.ts';
import { recordChange } from './repositories/record-changes.repository.ts';

type OfficerFields = Omit<OfficersTable, 'id' | 'content_hash' | 'source' | 'source_url' | 'retrieved_at' | 'updated_at'>;
type AppointmentFields = Omit<
  AppointmentsTable,
  'id' | 'officer_id' | 'company_id' | 'source' | 'source_url' | 'retrieved_at' | 'updated_at'
>;

/** A person (or entity) holding one position in one company, keyed by the source's own record key. */
export interface PersonAppointment {
  key: string;
  jurisdiction: string;
  companyNumber: string;
  officer: OfficerFields;
  appointment: AppointmentFields;
}

/**
 * Upserts officers and their appointment. The company must already be in the register (import the
 * company file first); otherwise the record is rejected with that reason. Unchanged content is
 * skipped; new people are written in bulk; a key repeated within one batch keeps its later record
 * and reports the earlier one, as the company writer does.
 */
export async function writePeople(db: Kysely<Database>, items: PersonAppointment[], ctx: WriteContext): Promise<WriteCounts> {
  const known = await knownCompanyIds(
    db,
    items.map((i) => companyId(i.jurisdiction, i.companyNumber)),
  );
  const rejects: NonNullable<WriteCounts['rejects']> = [];
  const byId = new Map<string, { item: PersonAppointment; id: string; company_id: string; hash: string; index: number }>();
  items.forEach((item, index) => {
    const company_id = companyId(item.jurisdiction, item.companyNumber);
    if (!known.has(company_id)) {
      rejects.push({
        index,
        reason: `company ${item.jurisdiction}/${item.companyNumber} is not in the register; import its company file first`,
      });
      return;
    }
    const id = stableId('officer', item.key);
    const earlier = byId.get(id);
    if (earlier) rejects.push({ index: earlier.index, reason: `record ${item.key} appears again further on; the later record is kept` });
    byId.set(id, { item, id, company_id, hash: contentHash([item.officer, item.appointment, company_id]), index });
  });
  const stored = await storedOfficers(db, [...byId.keys()]);
  const provenance = { source: ctx.source, source_url: ctx.sourceUrl, retrieved_at: ctx.retrievedAt, updated_at: ctx.now };
  let unchanged = 0,
    updated = 0;
  const newOfficers: OfficersTable[] = [];
  const newAppointments: AppointmentsTable[] = [];
  for (const { item, id, company_id, hash } of byId.values()) {
    const before = stored.get(id);
    if (before?.content_hash === hash) {
      unchanged++;
      continue;
    }
    const officer: OfficersTable = { ...item.officer, id, content_hash: hash, ...provenance };
    const appointment: AppointmentsTable = {
      ...item.appointment,
      id: stableId('appointment', id, company_id),
      officer_id: id,
      company_id,
      ...provenance,
    };
    if (before === undefined) {
      newOfficers.push(officer);
      newAppointments.push(appointment);
      continue;
    }
    const { id: _id, ...officerFields } = officer;
    const { id: appointmentId, ...appointmentFields } = appointment;
    const oldAppointment = await storedAppointment(db, appointmentId);
    await updateOfficer(db, id, officerFields);
    // The same person may now hold the position in another company: then it is a new appointment row.
    if (oldAppointment) await updateAppointment(db, appointmentId, appointmentFields);
    else await insertAppointment(db, appointment);
    const appointmentDiff = oldAppointment ? fieldDiff(oldAppointment, appointment) : { company_id: [null, company_id] };
    await recordChange(db, {
      id: stableId('change', ctx.runId, id, hash),
      run_id: ctx.runId,
      table_name: 'officers',
      record_id: id,
      changed_at: ctx.now,
      diff: JSON.stringify({
        ...fieldDiff(before, officer),
        ...Object.fromEntries(Object.entries(appointmentDiff).map(([k, v]) => [`appointment.${k}`, v])),
      }),
    });
    updated++;
  }
  await bulkInsert(db, 'officers', newOfficers);
  await bulkInsert(db, 'appointments', newAppointments);
  await recordAppointed(db, newAppointments, ctx);
  const written = [
    ...newOfficers.map((o) => o.id),
    ...[...byId.keys()].filter((id) => stored.has(id) && stored.get(id)!.content_hash !== byId.get(id)!.hash),
  ];
  await indexOfficers(db, written);
  for (const id of written) {
    ctx.pages?.executive(id);
    ctx.pages?.company(byId.get(id)!.company_id);
  }
  return { inserted: newOfficers.length, updated, unchanged, rejects };
}

/**
 * A new person in a company that already had people before this run is news (the company page's
 * History and, later, alerts tell it as "appointed"): it is recorded as a change of the person whose
 * appointment came from nowhere. A company's first people (its first import) are not recorded, or a
 * whole register's first load would be millions of "appointed" events.
 */
async function recordAppointed(db: Kysely<Database>, appointments: AppointmentsTable[], ctx: WriteContext): Promise<void> {
  if (!appointments.length) return;
  const known = await companiesWithEarlierAppointments(db, [...new Set(appointments.map((a) => a.company_id))], ctx.now);
  for (const a of appointments) {
    if (!known.has(a.company_id)) continue;
    await recordChange(db, {
      id: stableId('change', ctx.runId, a.officer_id, 'appointed', a.company_id),
      run_id: ctx.runId,
      table_name: 'officers',
      record_id: a.officer_id,
      changed_at: ctx.now,
      diff: JSON.stringify({ 'appointment.company_id': [null, a.company_id], 'appointment.start_date': [null, a.start_date] }),
    });
  }
}
