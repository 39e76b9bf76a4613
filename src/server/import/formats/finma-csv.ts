import { writeLicences, type LicenceFields, type LicenceItem } from '../licence-writer.ts';
import { normaliseName } from '../normalise.ts';
import { recordUrlOf, regulatorNamed, swissUid } from '../regulator-fields.ts';
import type { ImportFormat } from '../types.ts';
import { groupedCsv, type KeyedRow } from './grouped-csv.ts';

/**
 * FINMA's list of authorised institutions and persons (semicolon-separated, every field quoted): one
 * row per authorisation type, the type in German, French, Italian and English, and the institution's
 * Swiss UID (CHE-123.456.789). The holder is its UID, the company of jurisdiction 'ch' with that
 * number; a foreign firm's representative office has no UID and is keyed by FINMA, name and city.
 */
const REQUIRED = [
  'Name',
  'City',
  'AuthorisationTypeDE',
  'AuthorisationTypeFR',
  'AuthorisationTypeIT',
  'AuthorisationTypeEN',
  'UID',
] as const;

const FINMA = regulatorNamed('FINMA', 'CH');

const text = (v: string | undefined) => v?.replace(/\s+/g, ' ').trim() || null;

interface FinmaRow {
  holder: LicenceItem['holder'];
  licence: LicenceFields;
}

export function finmaRow(r: Record<string, string>): KeyedRow<FinmaRow> {
  const name = text(r.Name);
  const city = text(r.City);
  if (!name) throw new Error('Name is empty');
  const uidText = text(r.UID);
  const uid = swissUid(uidText);
  if (uidText && !uid) throw new Error(`UID "${uidText}" is no Swiss UID (CHE-123.456.789)`);
  const type = {
    de: text(r.AuthorisationTypeDE),
    fr: text(r.AuthorisationTypeFR),
    it: text(r.AuthorisationTypeIT),
    en: text(r.AuthorisationTypeEN),
  };
  const representative = /representative office/i.test(type.en ?? '') || /^vertretung/i.test(type.de ?? '');
  if (!uid && !representative)
    throw new Error(`${name}: no UID, and not a representative office: the holder cannot be identified (never matched by name)`);
  if (!uid && !city) throw new Error(`${name}: a representative office without a UID needs its city to be identified`);
  const key = uid ?? `rep\u001f${normaliseName(name)}\u001f${normaliseName(city!)}`;
  const licenceType = type.en ?? type.de ?? type.fr ?? type.it;
  if (!licenceType) return { key, error: `${name}: the authorisation type is empty in all four languages` };
  return {
    key,
    value: {
      holder: {
        lei: null,
        national: uid ? { jurisdiction: 'ch', number: uid, variants: [uid.replace(/[-.]/g, '')] } : null,
        representativeOffice: uid ? null : { regulatorKey: FINMA.key, city: city! },
        name,
        address: city,
        country: 'CH',
        website: null,
        legalForm: null,
      },
      licence: {
        regulator: FINMA.name,
        regulator_key: FINMA.key,
        regulator_country: FINMA.country,
        licence_type: licenceType,
        // FINMA's list gives no licence numbers: the institution's UID is its key there.
        licence_number: uid,
        status: 'active', // the list holds only authorisations in force
        granted_on: null,
        expires_on: null,
        ended_on: null,
        record_url: recordUrlOf(FINMA, uid),
        scope: { services: [], countries: [], type },
      },
    },
  };
}

export const finmaCsv: ImportFormat<LicenceItem> = {
  name: 'finma-csv',
  source: 'FINMA authorised institutions',
  sourceUrl: 'https://www.finma.ch/en/finma-public/authorised-institutions-individuals-and-products/',
  async *read(file, onBytes) {
    for await (const p of groupedCsv(file, REQUIRED, 'FINMA authorised list (semicolon CSV)', finmaRow, onBytes, ';')) {
      if (!p.ok) yield p;
      else
        yield {
          ok: true,
          line: p.line,
          value: { holder: p.value.rows[0].holder, licences: p.value.rows.map((r) => r.licence), partial: p.value.partial, replaces: null },
        };
    }
  },
  write: writeLicences,
};
