import { z } from 'zod';
import { normaliseName } from '../normalise.ts';
import { writePeople, type PersonAppointment } from '../person-writer.ts';
import type { ImportFormat } from '../types.ts';
import { jsonlRecords } from './jsonl-records.ts';

/**
 * Companies House persons-with-significant-control snapshot: one JSON object per line, the last a
 * totals record. People and entities with control become officers with a "person with significant
 * control" (or "beneficial owner") appointment carrying their natures of control.
 */
const address = z
  .object({
    premises: z.string().optional(),
    address_line_1: z.string().optional(),
    address_line_2: z.string().optional(),
    locality: z.string().optional(),
    region: z.string().optional(),
    postal_code: z.string().optional(),
    country: z.string().optional(),
  })
  .partial();

const line = z.object({
  company_number: z.string().min(1).optional(),
  data: z
    .object({
      kind: z.string(),
      name: z.string().optional(),
      nationality: z.string().optional(),
      country_of_residence: z.string().optional(),
      date_of_birth: z.object({ year: z.number().int(), month: z.number().int().min(1).max(12).optional() }).optional(),
      address: address.optional(),
      natures_of_control: z.array(z.string()).optional(),
      notified_on: z.string().optional(),
      ceased_on: z.string().optional(),
      links: z.object({ self: z.string() }).optional(),
      identification: z.record(z.string(), z.unknown()).optional(),
    })
    .passthrough(),
});

/** Lines with no person to import: statements, exemptions, the totals record, and protected persons. */
const NOT_A_PERSON = /statement|exemption|^totals#|super-secure/;

function pscLine(value: unknown): PersonAppointment | undefined {
  const parsed = line.safeParse(value);
  if (!parsed.success) throw new Error(`unexpected record: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
  const { company_number: number, data } = parsed.data;
  if (NOT_A_PERSON.test(data.kind)) return undefined;
  if (!number) throw new Error('company_number is missing');
  if (!data.name?.trim()) throw new Error('name is missing');
  if (!data.links?.self) throw new Error('links.self is missing');
  const a = data.address ?? {};
  const addressText = [a.premises, a.address_line_1, a.address_line_2, a.locality, a.region, a.postal_code, a.country]
    .filter((p) => p?.trim())
    .join(', ');
  return {
    key: `gb-psc:${data.links.self}`,
    jurisdiction: 'gb',
    companyNumber: number,
    officer: {
      name: data.name.trim(),
      normalised_name: normaliseName(data.name),
      nationality: data.nationality ?? null,
      occupation: null,
      address_in_full: addressText || null,
      country_of_residence: data.country_of_residence ?? null,
      head_portrait: null,
      birth_year: data.date_of_birth?.year ?? null,
      birth_month: data.date_of_birth?.month ?? null,
      kind: data.kind,
      other_names: null,
    },
    appointment: {
      position: data.kind.includes('beneficial-owner') ? 'beneficial owner' : 'person with significant control',
      start_date: data.notified_on ?? null,
      end_date: data.ceased_on ?? null,
      status: data.ceased_on ? 'ceased' : 'active',
      control: data.natures_of_control ? JSON.stringify(data.natures_of_control) : null,
    },
  };
}

export const companiesHousePsc: ImportFormat<PersonAppointment> = {
  name: 'companies-house-psc',
  source: 'UK Companies House PSC snapshot',
  sourceUrl: 'https://download.companieshouse.gov.uk/en_pscdata.html',
  read: (file, onBytes) =>
    jsonlRecords(
      file,
      'Companies House PSC snapshot (JSON Lines)',
      (first) => line.safeParse(first).success && typeof (first as { data?: { kind?: unknown } }).data?.kind === 'string',
      pscLine,
      onBytes,
    ),
  write: writePeople,
};
