import { bulkCompanies } from '../bulk-companies.ts';
import { writeCompanies } from '../company-writer.ts';
import type { CompanyBundle, ImportFormat } from '../types.ts';
import { addressOrNull, leiBundle, text, type LeiAddress, type LeiAuthority, type LeiName, type LeiRecord } from './gleif-lei-record.ts';
import { xmlRecords, type XmlNode } from './xml-records.ts';

/** GLEIF Golden Copy level 1 data, LEI-CDF 3.x XML: one LEIRecord per legal entity. */
const LEI_NAMESPACE = 'http://www.gleif.org/data/schema/leidata/2016';

/** Parts of a record nothing is taken from: geocoding extensions and the other addresses. */
export const LEI_RECORD_SKIP = new Set(['Extension', 'OtherAddresses', 'TransliteratedOtherAddresses']);

function child(node: XmlNode | undefined, name: string): XmlNode | undefined {
  return node?.children.find((c) => c.name === name);
}
function all(node: XmlNode | undefined, name: string): XmlNode[] {
  return node ? node.children.filter((c) => c.name === name) : [];
}
function value(node: XmlNode | undefined, name: string): string | null {
  return text(child(node, name)?.text);
}

function names(list: XmlNode[]): LeiName[] {
  return list.flatMap((n) => {
    const name = text(n.text);
    return name ? [{ name, language: text(n.attrs['xml:lang']), type: text(n.attrs.type) }] : [];
  });
}

function address(a: XmlNode | undefined): LeiAddress | null {
  if (!a) return null;
  return addressOrNull({
    language: text(a.attrs['xml:lang']),
    firstAddressLine: value(a, 'FirstAddressLine'),
    addressNumber: value(a, 'AddressNumber'),
    addressNumberWithinBuilding: value(a, 'AddressNumberWithinBuilding'),
    mailRouting: value(a, 'MailRouting'),
    additionalAddressLines: all(a, 'AdditionalAddressLine')
      .map((l) => text(l.text))
      .filter((l): l is string => l !== null),
    city: value(a, 'City'),
    region: value(a, 'Region'),
    country: value(a, 'Country'),
    postalCode: value(a, 'PostalCode'),
  });
}

function authority(a: XmlNode | undefined, id: string, entityId: string): LeiAuthority {
  return { id: value(a, id), otherId: value(a, `Other${id}`), entityId: value(a, entityId) };
}

/**
 * One LEIRecord element in the shape every GLEIF format shares. The Golden Copy JSON reader builds
 * the same element tree from its records and comes through here too.
 */
export function leiRecordFromXml(r: XmlNode): LeiRecord {
  const e = child(r, 'Entity');
  const reg = child(r, 'Registration');
  const legalName = child(e, 'LegalName');
  const form = child(e, 'LegalForm');
  const associatedNode = child(e, 'AssociatedEntity');
  const associated = associatedNode
    ? {
        type: text(associatedNode.attrs.type),
        lei: value(associatedNode, 'AssociatedLEI'),
        name: value(associatedNode, 'AssociatedEntityName'),
      }
    : null;
  return {
    lei: value(r, 'LEI'),
    legalName: text(legalName?.text),
    legalNameLanguage: text(legalName?.attrs['xml:lang']),
    otherNames: names(all(child(e, 'OtherEntityNames'), 'OtherEntityName')),
    transliteratedNames: names(all(child(e, 'TransliteratedOtherEntityNames'), 'TransliteratedOtherEntityName')),
    legalAddress: address(child(e, 'LegalAddress')),
    headquartersAddress: address(child(e, 'HeadquartersAddress')),
    registrationAuthority: authority(child(e, 'RegistrationAuthority'), 'RegistrationAuthorityID', 'RegistrationAuthorityEntityID'),
    legalJurisdiction: value(e, 'LegalJurisdiction'),
    category: value(e, 'EntityCategory'),
    subCategory: value(e, 'EntitySubCategory'),
    legalFormCode: value(form, 'EntityLegalFormCode'),
    otherLegalForm: value(form, 'OtherLegalForm'),
    associatedEntity: associated && (associated.type || associated.lei || associated.name) ? associated : null,
    status: value(e, 'EntityStatus'),
    creationDate: value(e, 'EntityCreationDate'),
    expirationDate: value(e, 'EntityExpirationDate'),
    expirationReason: value(e, 'EntityExpirationReason'),
    successors: all(e, 'SuccessorEntity')
      .map((s) => ({ lei: value(s, 'SuccessorLEI'), name: value(s, 'SuccessorEntityName') }))
      .filter((s) => s.lei || s.name),
    events: all(child(e, 'LegalEntityEvents'), 'LegalEntityEvent').map((ev) => ({
      type: value(ev, 'LegalEntityEventType'),
      status: text(ev.attrs.event_status),
      groupType: text(ev.attrs.group_type),
      effectiveDate: value(ev, 'LegalEntityEventEffectiveDate'),
      recordedDate: value(ev, 'LegalEntityEventRecordedDate'),
    })),
    registration: {
      initialRegistrationDate: value(reg, 'InitialRegistrationDate'),
      lastUpdateDate: value(reg, 'LastUpdateDate'),
      status: value(reg, 'RegistrationStatus'),
      nextRenewalDate: value(reg, 'NextRenewalDate'),
      managingLou: value(reg, 'ManagingLOU'),
      validationSources: value(reg, 'ValidationSources'),
      validationAuthority: authority(child(reg, 'ValidationAuthority'), 'ValidationAuthorityID', 'ValidationAuthorityEntityID'),
      otherValidationAuthorities: all(child(reg, 'OtherValidationAuthorities'), 'OtherValidationAuthority').map((a) =>
        authority(a, 'ValidationAuthorityID', 'ValidationAuthorityEntityID'),
      ),
    },
    // LEI-CDF 3.1 puts the flag beside Registration; accept it inside too.
    conformityFlag: value(r, 'ConformityFlag') ?? value(reg, 'ConformityFlag'),
  };
}

export const gleifLeiXml: ImportFormat<CompanyBundle> = {
  name: 'gleif-lei-xml',
  source: 'GLEIF LEI-CDF Golden Copy',
  sourceUrl: 'https://www.gleif.org/en/lei-data/gleif-golden-copy/download-the-golden-copy',
  read: (file, onBytes) =>
    xmlRecords(
      file,
      {
        formatLabel: 'GLEIF LEI-CDF XML (LEIData)',
        root: { name: 'LEIData', namespace: LEI_NAMESPACE },
        record: 'LEIRecord',
        skip: LEI_RECORD_SKIP,
        // GLEIF writes every element with the lei: prefix.
        drop: ['lei:Extension'],
        map: (node) => leiBundle(leiRecordFromXml(node)),
      },
      onBytes,
    ),
  write: writeCompanies,
  bulk: bulkCompanies,
};
