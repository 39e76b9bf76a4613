import { toIsoDate } from '../dates.ts';
import { isValidLei } from '../lei.ts';
import { writeLicences, type LicenceFields, type LicenceItem } from '../licence-writer.ts';
import { countryCode, licenceStateOf, passportCountries, recordUrlOf, regulatorNamed, splitServices } from '../regulator-fields.ts';
import type { ImportFormat } from '../types.ts';
import { groupedCsv, type KeyedRow } from './grouped-csv.ts';

/**
 * ESMA's interim MiCA register of crypto-asset service providers, CASPS.csv: one row per authorised
 * CASP (LEI, competent authority, address, authorisation and end dates, services, passport countries).
 * Its quirks, read as they are: a line break inside a quoted address, service lists separated by '/',
 * ',', '|' or ' I ', passport lists with uneven spacing and both 'EL' and 'GR' for Greece,
 * dd/mm/yyyy dates, and a trailing comma on every line (an empty last column, header included).
 * The holder is its LEI (the register identifies CASPs by it); a row without one is rejected.
 */
const REQUIRED = [
  'ae_competentAuthority',
  'ae_homeMemberState',
  'ae_lei_name',
  'ae_lei',
  'ae_address',
  'ac_authorisationNotificationDate',
  'ac_authorisationEndDate',
  'ac_serviceCode',
  'ac_serviceCode_cou',
] as const;

/** The register has no licence type column: every row is an authorisation under MiCA Article 59. */
export const CASP_LICENCE_TYPE = 'Crypto-asset service provider (MiCA)';

const text = (v: string | undefined) => v?.replace(/\s*[\r\n]+\s*/g, ', ').trim() || null;

interface CaspRow {
  item: Omit<LicenceItem, 'partial' | 'replaces' | 'licences'>;
  licence: LicenceFields;
}

export function caspRow(r: Record<string, string>, today: string): KeyedRow<CaspRow> {
  const lei = text(r.ae_lei)?.toUpperCase();
  if (!lei) throw new Error('ae_lei is empty: the register identifies a CASP by its LEI (never matched by name)');
  if (!isValidLei(lei)) throw new Error(`ae_lei "${lei}" is not a valid LEI`);
  try {
    const name = text(r.ae_lei_name) ?? text(r.ae_commercial_name);
    if (!name) throw new Error('ae_lei_name is empty');
    const home = countryCode(r.ae_homeMemberState);
    const regulator = regulatorNamed(r.ae_competentAuthority, home);
    const granted = toIsoDate(r.ac_authorisationNotificationDate);
    const ended = toIsoDate(r.ac_authorisationEndDate);
    const comment = text(r.ac_comments);
    const commercial = text(r.ae_commercial_name);
    return {
      key: lei,
      value: {
        item: {
          holder: {
            lei,
            national: null,
            representativeOffice: null,
            name,
            address: text(r.ae_address),
            country: countryCode(r.ae_lei_cou_code) ?? home,
            website: text(r.ae_website),
            legalForm: null,
          },
        },
        licence: {
          regulator: text(r.ae_competentAuthority)!,
          regulator_key: regulator.key,
          regulator_country: regulator.country,
          licence_type: CASP_LICENCE_TYPE,
          // The interim register has no licence number: the CASP's LEI is its key there.
          licence_number: lei,
          status: licenceStateOf(null, ended, today, comment),
          granted_on: granted,
          expires_on: null,
          ended_on: ended,
          record_url: recordUrlOf(regulator, null),
          scope: {
            services: splitServices(r.ac_serviceCode ?? ''),
            countries: passportCountries(r.ac_serviceCode_cou ?? ''),
            ...(commercial && commercial !== name ? { commercial_name: commercial } : {}),
            ...(text(r.ae_website_platform) ? { platform: text(r.ae_website_platform) } : {}),
            ...(comment ? { comment } : {}),
          },
        },
      },
    };
  } catch (err) {
    return { key: lei, error: (err as Error).message };
  }
}

export const esmaCaspCsv: ImportFormat<LicenceItem> = {
  name: 'esma-casp-csv',
  source: 'ESMA interim MiCA register (CASPS.csv)',
  sourceUrl: 'https://www.esma.europa.eu/esmas-activities/digital-finance-and-innovation/markets-crypto-assets-regulation-mica',
  async *read(file, onBytes) {
    const today = new Date().toISOString().slice(0, 10);
    for await (const p of groupedCsv(file, REQUIRED, 'MiCA CASPS.csv (ESMA interim register)', (r) => caspRow(r, today), onBytes)) {
      if (!p.ok) yield p;
      else
        yield {
          ok: true,
          line: p.line,
          value: {
            holder: p.value.rows[0].item.holder,
            licences: p.value.rows.map((r) => r.licence),
            partial: p.value.partial,
            replaces: null,
          },
        };
    }
  },
  write: writeLicences,
};
