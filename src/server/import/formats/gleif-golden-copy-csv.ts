import { bulkCompanies } from '../bulk-companies.ts';
import { writeCompanies } from '../company-writer.ts';
import type { CompanyBundle, ImportFormat } from '../types.ts';
import { csvRecords } from './csv-records.ts';
import { addressOrNull, leiBundle, text, type LeiAddress, type LeiAuthority, type LeiName, type LeiRecord } from './gleif-lei-record.ts';

/**
 * GLEIF Golden Copy level 1 CSV ("LEI-CDF v3.1 CSV"): one row per LEI record, the columns named by
 * the dotted XML path ("Entity.LegalAddress.City"), attributes as a last part ("….xmllang",
 * "….type") and repeated elements numbered from 1 ("Entity.OtherEntityNames.OtherEntityName.2").
 */
const REQUIRED = ['LEI', 'Entity.LegalName', 'Entity.LegalJurisdiction', 'Entity.EntityStatus', 'Registration.RegistrationStatus'] as const;

type Row = Record<string, string>;

/** Numbered columns 1, 2, … for as many as the header has (GLEIF has five of most, three address lines). */
function numbered<T>(row: Row, probe: (i: number) => string, read: (i: number) => T | null): T[] {
  const out: T[] = [];
  for (let i = 1; probe(i) in row; i++) {
    const v = read(i);
    if (v !== null) out.push(v);
  }
  return out;
}

function names(row: Row, base: string): LeiName[] {
  return numbered(
    row,
    (i) => `${base}.${i}`,
    (i) => {
      const name = text(row[`${base}.${i}`]);
      return name ? { name, language: text(row[`${base}.${i}.xmllang`]), type: text(row[`${base}.${i}.type`]) } : null;
    },
  );
}

function address(row: Row, base: string): LeiAddress | null {
  const v = (k: string) => text(row[`${base}.${k}`]);
  return addressOrNull({
    language: v('xmllang'),
    firstAddressLine: v('FirstAddressLine'),
    addressNumber: v('AddressNumber'),
    addressNumberWithinBuilding: v('AddressNumberWithinBuilding'),
    mailRouting: v('MailRouting'),
    additionalAddressLines: numbered(
      row,
      (i) => `${base}.AdditionalAddressLine.${i}`,
      (i) => v(`AdditionalAddressLine.${i}`),
    ),
    city: v('City'),
    region: v('Region'),
    country: v('Country'),
    postalCode: v('PostalCode'),
  });
}

function authority(row: Row, base: string, id: string, entityId: string): LeiAuthority {
  return { id: text(row[`${base}.${id}`]), otherId: text(row[`${base}.Other${id}`]), entityId: text(row[`${base}.${entityId}`]) };
}

/** One Golden Copy CSV row in the shape both GLEIF formats share. */
function leiRecordFromCsv(row: Row): LeiRecord {
  const v = (k: string) => text(row[k]);
  const associated = {
    type: v('Entity.AssociatedEntity.type'),
    lei: v('Entity.AssociatedEntity.AssociatedLEI'),
    name: v('Entity.AssociatedEntity.AssociatedEntityName'),
  };
  const successor = (i: number | null) => {
    const base = i === null ? 'Entity.SuccessorEntity' : `Entity.SuccessorEntity.${i}`;
    const s = { lei: v(`${base}.SuccessorLEI`), name: v(`${base}.SuccessorEntityName`) };
    return s.lei || s.name ? s : null;
  };
  const event = 'Entity.LegalEntityEvents.LegalEntityEvent';
  const ova = 'Registration.OtherValidationAuthorities.OtherValidationAuthority';
  return {
    lei: v('LEI'),
    legalName: v('Entity.LegalName'),
    legalNameLanguage: v('Entity.LegalName.xmllang'),
    otherNames: names(row, 'Entity.OtherEntityNames.OtherEntityName'),
    transliteratedNames: names(row, 'Entity.TransliteratedOtherEntityNames.TransliteratedOtherEntityName'),
    legalAddress: address(row, 'Entity.LegalAddress'),
    headquartersAddress: address(row, 'Entity.HeadquartersAddress'),
    registrationAuthority: authority(row, 'Entity.RegistrationAuthority', 'RegistrationAuthorityID', 'RegistrationAuthorityEntityID'),
    legalJurisdiction: v('Entity.LegalJurisdiction'),
    category: v('Entity.EntityCategory'),
    subCategory: v('Entity.EntitySubCategory'),
    legalFormCode: v('Entity.LegalForm.EntityLegalFormCode'),
    otherLegalForm: v('Entity.LegalForm.OtherLegalForm'),
    associatedEntity: associated.type || associated.lei || associated.name ? associated : null,
    status: v('Entity.EntityStatus'),
    creationDate: v('Entity.EntityCreationDate'),
    expirationDate: v('Entity.EntityExpirationDate'),
    expirationReason: v('Entity.EntityExpirationReason'),
    // Older headers have one unnumbered successor; LEI-CDF 3 numbers them.
    successors: [
      ...[successor(null)].filter((s) => s !== null),
      ...numbered(row, (i) => `Entity.SuccessorEntity.${i}.SuccessorLEI`, successor),
    ],
    events: numbered(
      row,
      (i) => `${event}.${i}.LegalEntityEventType`,
      (i) => {
        const e = {
          type: v(`${event}.${i}.LegalEntityEventType`),
          status: v(`${event}.${i}.event_status`),
          groupType: v(`${event}.${i}.group_type`),
          effectiveDate: v(`${event}.${i}.LegalEntityEventEffectiveDate`),
          recordedDate: v(`${event}.${i}.LegalEntityEventRecordedDate`),
        };
        return Object.values(e).some((x) => x !== null) ? e : null;
      },
    ),
    registration: {
      initialRegistrationDate: v('Registration.InitialRegistrationDate'),
      lastUpdateDate: v('Registration.LastUpdateDate'),
      status: v('Registration.RegistrationStatus'),
      nextRenewalDate: v('Registration.NextRenewalDate'),
      managingLou: v('Registration.ManagingLOU'),
      validationSources: v('Registration.ValidationSources'),
      validationAuthority: authority(row, 'Registration.ValidationAuthority', 'ValidationAuthorityID', 'ValidationAuthorityEntityID'),
      otherValidationAuthorities: numbered(
        row,
        (i) => `${ova}.${i}.ValidationAuthorityID`,
        (i) => {
          const a = authority(row, `${ova}.${i}`, 'ValidationAuthorityID', 'ValidationAuthorityEntityID');
          return a.id || a.otherId || a.entityId ? a : null;
        },
      ),
    },
    conformityFlag: v('ConformityFlag') ?? v('Registration.ConformityFlag'),
  };
}

export const gleifGoldenCopyCsv: ImportFormat<CompanyBundle> = {
  name: 'gleif-golden-copy-csv',
  source: 'GLEIF LEI-CDF Golden Copy (CSV)',
  sourceUrl: 'https://www.gleif.org/en/lei-data/gleif-golden-copy/download-the-golden-copy',
  read: (file, onBytes) => csvRecords(file, REQUIRED, 'GLEIF Golden Copy LEI-CDF CSV', (row) => leiBundle(leiRecordFromCsv(row)), onBytes),
  write: writeCompanies,
  bulk: bulkCompanies,
};
