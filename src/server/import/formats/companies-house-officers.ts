import { normaliseName } from '../normalise.ts';
import { writePeople, type PersonAppointment } from '../person-writer.ts';
import type { ImportFormat } from '../types.ts';
import { compactDate, partialBirth, prod195Records, type Prod195Person } from './prod195-records.ts';

/**
 * Companies House officers bulk snapshot (Prod195, fixed width). Each person record is one officer
 * holding one appointment in one company; companies come from the register's own file
 * (companies-house-csv), so an officer of a company not yet imported is rejected by writePeople.
 */

/**
 * Appointment type codes of the specification: the role, and whether the code itself says the
 * appointment has ended (02, 03, 06 … are the "resigned" twins of 00, 01, 04 …). 99, an appointment
 * Companies House marks as errored, is not a role and is rejected.
 */
const APPOINTMENT_TYPES: Record<string, { position: string; resigned: boolean }> = {
  '00': { position: 'secretary', resigned: false },
  '01': { position: 'director', resigned: false },
  '02': { position: 'secretary', resigned: true },
  '03': { position: 'director', resigned: true },
  '04': { position: 'llp member', resigned: false },
  '05': { position: 'llp designated member', resigned: false },
  '06': { position: 'llp member', resigned: true },
  '07': { position: 'llp designated member', resigned: true },
  '11': { position: 'judicial factor', resigned: false },
  '12': { position: 'receiver and manager (charities act)', resigned: false },
  '13': { position: 'cic manager', resigned: false },
  '14': { position: 'judicial factor', resigned: true },
  '15': { position: 'receiver and manager (charities act)', resigned: true },
  '16': { position: 'cic manager', resigned: true },
  '17': { position: 'member of an administrative organ', resigned: false },
  '18': { position: 'member of a supervisory organ', resigned: false },
  '19': { position: 'member of a management organ', resigned: false },
  '20': { position: 'member of an administrative organ', resigned: true },
  '21': { position: 'member of a supervisory organ', resigned: true },
  '22': { position: 'member of a management organ', resigned: true },
};

function joined(parts: Array<string | null | undefined>): string | null {
  const kept = parts.map((p) => p?.trim()).filter((p): p is string => !!p);
  return kept.length ? kept.join(', ') : null;
}

function textOrNull(v: string): string | null {
  const t = v.trim();
  return t ? t : null;
}

/** Maps one person record to an officer with its appointment; throws (rejecting the record) on bad content. */
function officerFromProd195(p: Prod195Person): PersonAppointment {
  const companyNumber = p.companyNumber.trim();
  if (!companyNumber) throw new Error('company number is blank');
  if (!/^\d{12}$/.test(p.personNumber)) throw new Error(`person number "${p.personNumber}" is not 12 digits`);
  const type = APPOINTMENT_TYPES[p.appointmentType];
  if (!type)
    throw new Error(
      p.appointmentType === '99'
        ? 'appointment type 99: Companies House marks this appointment as errored'
        : `unknown appointment type "${p.appointmentType}"`,
    );
  if (p.corporateIndicator !== 'Y' && p.corporateIndicator !== ' ')
    throw new Error(`corporate indicator "${p.corporateIndicator}" is neither Y nor a space`);
  const corporate = p.corporateIndicator === 'Y';
  const start = compactDate(p.appointmentDate, 'appointment date');
  const end = compactDate(p.resignationDate, 'resignation date');
  compactDate(p.fullDateOfBirth, 'full date of birth'); // checked only: the public snapshot leaves it blank
  const birth = partialBirth(p.partialDateOfBirth);
  // A corporate officer's whole name is in the surname item.
  const name = (corporate ? [p.surname] : [p.forenames, p.surname])
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
  if (!name) throw new Error('the officer has no name (forenames and surname are blank)');
  const position = type.position;
  return {
    // One officer row per appointment, as the snapshot has one record per appointment. The role (not
    // the raw code) is in the key, so a secretary who resigns (00 → 02) updates the same row; the
    // appointment date is too, so a person appointed to the same role twice keeps both periods.
    key: `gb-officer:${p.personNumber}:${companyNumber}:${position}:${start ?? ''}`,
    jurisdiction: 'gb',
    companyNumber,
    officer: {
      name,
      normalised_name: normaliseName(name),
      nationality: textOrNull(p.nationality),
      occupation: textOrNull(p.occupation),
      address_in_full: joined([
        p.careOf.trim() && `c/o ${p.careOf.trim()}`,
        p.poBox.trim() && `PO Box ${p.poBox.trim()}`,
        p.addressLine1,
        p.addressLine2,
        p.postTown,
        p.county,
        p.country,
        p.postcode,
      ]),
      country_of_residence: textOrNull(p.residentCountry),
      head_portrait: null,
      birth_year: birth?.year ?? null,
      birth_month: birth?.month ?? null,
      kind: corporate ? 'corporate officer' : 'natural person',
      other_names: null,
    },
    appointment: {
      position,
      start_date: start,
      end_date: end,
      status: end || type.resigned ? 'resigned' : 'active',
      control: null,
    },
  };
}

export const companiesHouseOfficers: ImportFormat<PersonAppointment> = {
  name: 'companies-house-officers',
  source: 'UK Companies House officers snapshot (Prod195)',
  sourceUrl: 'https://www.gov.uk/guidance/companies-house-data-products',
  read: (file, onBytes) => prod195Records(file, officerFromProd195, onBytes),
  write: writePeople,
};
