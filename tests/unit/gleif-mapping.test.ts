import { describe, expect, it } from 'vitest';
import { gleifDate, leiBundle, type LeiRecord } from '../../src/server/import/formats/gleif-lei-record.ts';
import { linkPeriod, relationshipFromXml } from '../../src/server/import/formats/gleif-rr-xml.ts';
import type { XmlNode } from '../../src/server/import/formats/xml-records.ts';
import { isValidLei, jurisdictionCode, leiWithCheckDigits } from '../../src/server/import/lei.ts';

const none = { id: null, otherId: null, entityId: null };

/** A level 1 record with only what a test sets. */
function record(fields: Partial<LeiRecord> = {}): LeiRecord {
  return {
    lei: '213800BJPX8V9HVY1Y11',
    legalName: 'Swedeit Italian Aktiebolag',
    legalNameLanguage: 'sv',
    otherNames: [],
    transliteratedNames: [],
    legalAddress: null,
    headquartersAddress: null,
    registrationAuthority: none,
    legalJurisdiction: 'SE',
    category: 'GENERAL',
    subCategory: null,
    legalFormCode: 'XJHM',
    otherLegalForm: null,
    associatedEntity: null,
    status: 'ACTIVE',
    creationDate: null,
    expirationDate: null,
    expirationReason: null,
    successors: [],
    events: [],
    registration: {
      initialRegistrationDate: null,
      lastUpdateDate: null,
      status: 'ISSUED',
      nextRenewalDate: null,
      managingLou: null,
      validationSources: null,
      validationAuthority: none,
      otherValidationAuthorities: [],
    },
    conformityFlag: null,
    ...fields,
  };
}

const event = (type: string, status: string, effectiveDate: string | null = null) => ({
  type,
  status,
  groupType: 'STANDALONE',
  effectiveDate,
  recordedDate: null,
});

describe('LEI codes', () => {
  it('accepts real LEIs and refuses a wrong check digit or shape', () => {
    expect(isValidLei('001GPB6A9XPE8XJICC14')).toBe(true);
    expect(isValidLei('213800BJPX8V9HVY1Y11')).toBe(true);
    expect(isValidLei('001GPB6A9XPE8XJICC15')).toBe(false);
    expect(isValidLei('001gpb6a9xpe8xjicc14')).toBe(false);
    expect(isValidLei('001GPB6A9XPE8XJICC1')).toBe(false);
  });

  it('computes the check digits of an LEI prefix', () => {
    expect(leiWithCheckDigits('001GPB6A9XPE8XJICC')).toBe('001GPB6A9XPE8XJICC14');
    expect(isValidLei(leiWithCheckDigits('BENCH0000000000042'))).toBe(true);
    expect(() => leiWithCheckDigits('short')).toThrow(/18 upper-case/);
  });

  it('writes GLEIF legal jurisdictions as OpenCorporates jurisdiction codes', () => {
    expect(jurisdictionCode('US-DE')).toBe('us_de');
    expect(jurisdictionCode('GB')).toBe('gb');
    expect(jurisdictionCode(' ca-qc ')).toBe('ca_qc');
    expect(jurisdictionCode('AE-AZ')).toBe('ae_az');
    expect(() => jurisdictionCode('USA')).toThrow(/unreadable LegalJurisdiction/);
    expect(() => jurisdictionCode('US_DE')).toThrow(/unreadable LegalJurisdiction/);
  });
});

describe('GLEIF level 1 mapping', () => {
  it('sorts other names by type into previous, trading, alternative and transliterated names', () => {
    const b = leiBundle(
      record({
        otherNames: [
          { name: 'Old AB', language: 'sv', type: 'PREVIOUS_LEGAL_NAME' },
          { name: 'Swedeit', language: 'sv', type: 'TRADING_OR_OPERATING_NAME' },
          { name: 'Swedeit Italiano', language: 'it', type: 'ALTERNATIVE_LANGUAGE_LEGAL_NAME' },
        ],
        transliteratedNames: [{ name: 'Swedeit Italian Aktiebolag', language: 'sv', type: 'AUTO_ASCII_TRANSLITERATED_LEGAL_NAME' }],
      }),
    );
    expect(b.names.map((n) => [n.kind, n.name, n.language])).toEqual([
      ['previous', 'Old AB', 'sv'],
      ['trading', 'Swedeit', 'sv'],
      ['alternative', 'Swedeit Italiano', 'it'],
      ['transliterated', 'Swedeit Italian Aktiebolag', 'sv'],
    ]);
    // A previous name is not the current alternative legal name; the alternative-language one is.
    expect(b.company).toMatchObject({ alternative_legal_name: 'Swedeit Italiano', alternative_legal_name_language: 'it' });
  });

  it('reads liquidation and bankruptcy events, ignoring withdrawn ones', () => {
    expect(leiBundle(record({ events: [event('LIQUIDATION', 'PENDING')] })).company).toMatchObject({
      liquidated: 1,
      has_insolvency_history: 1,
      inactive: 0,
      current_status: 'Active',
      dissolution_date: null,
    });
    expect(leiBundle(record({ events: [event('BANKRUPTCY', 'WITHDRAWN_CANCELLED')] })).company).toMatchObject({
      liquidated: 0,
      has_insolvency_history: 0,
    });
    expect(leiBundle(record({ events: [event('DISSOLUTION', 'PENDING', '2024-01-01T00:00:00Z')] })).company).toMatchObject({
      current_status: 'Active',
      dissolution_date: null,
    });
  });

  it('dates a dissolution from its completed event, else from the expiration of a dissolved entity', () => {
    expect(
      leiBundle(record({ status: 'INACTIVE', events: [event('DISSOLUTION', 'COMPLETED', '2018-11-09T00:00:00.000Z')] })).company,
    ).toMatchObject({ current_status: 'Dissolved', inactive: 1, dissolution_date: '2018-11-09' });
    expect(
      leiBundle(record({ status: 'INACTIVE', expirationReason: 'DISSOLVED', expirationDate: '2020-02-29T00:00:00+01:00' })).company,
    ).toMatchObject({ current_status: 'Dissolved', inactive: 1, dissolution_date: '2020-02-29' });
    expect(leiBundle(record({ status: 'INACTIVE', expirationReason: 'CORPORATE_ACTION' })).company).toMatchObject({
      current_status: 'Inactive',
      inactive: 1,
      dissolution_date: null,
    });
    expect(leiBundle(record({ status: null })).company).toMatchObject({ current_status: null, inactive: null });
  });

  it('takes the company type from the legal form, marks branches and keeps successors in extra', () => {
    expect(leiBundle(record({ legalFormCode: '8888', otherLegalForm: 'FUND' })).company.company_type).toBe('FUND');
    expect(leiBundle(record({ legalFormCode: '9999', otherLegalForm: null })).company.company_type).toBeNull();
    const branch = leiBundle(record({ category: 'BRANCH', successors: [{ lei: '001GPB6A9XPE8XJICC14', name: null }] })).company;
    expect(branch.branch).toBe('F');
    expect(JSON.parse(branch.extra!).successors).toEqual([{ lei: '001GPB6A9XPE8XJICC14' }]);
  });

  it('falls back to the legal address country when the jurisdiction is missing', () => {
    const address = {
      language: null,
      firstAddressLine: 'Fortgatan 11',
      addressNumber: null,
      addressNumberWithinBuilding: null,
      mailRouting: null,
      additionalAddressLines: [],
      city: 'Västra Frölunda',
      region: 'SE-O',
      country: 'SE',
      postalCode: '426 76',
    };
    expect(leiBundle(record({ legalJurisdiction: null, legalAddress: address })).company.jurisdiction_code).toBe('se');
    expect(() => leiBundle(record({ legalJurisdiction: null }))).toThrow('LegalJurisdiction is missing (LEI 213800BJPX8V9HVY1Y11)');
  });

  it('reads GLEIF dates as their own calendar date and refuses impossible or non-ISO ones', () => {
    expect(gleifDate('1997-06-05T02:00:00+02:00')).toBe('1997-06-05');
    expect(gleifDate('2012-11-29T00:00:00.000Z')).toBe('2012-11-29');
    expect(gleifDate('2020-02-29')).toBe('2020-02-29');
    expect(gleifDate('')).toBeNull();
    expect(() => gleifDate('2021-02-29T00:00:00Z')).toThrow('impossible date');
    expect(() => gleifDate('2021-04-31')).toThrow('impossible date');
    expect(() => gleifDate('2021-13-01')).toThrow('impossible date');
    expect(() => gleifDate('29/02/2020')).toThrow('unreadable date');
  });

  it('refuses a record without LEI or name, or with an unreadable date', () => {
    expect(() => leiBundle(record({ lei: null }))).toThrow('LEI is missing');
    expect(() => leiBundle(record({ legalName: null }))).toThrow('LegalName is missing');
    expect(() => leiBundle(record({ creationDate: '05/06/1997' }))).toThrow(/unreadable date/);
  });
});

/** An XML element for the relationship mapping. */
function el(name: string, content: string | XmlNode[] = [], attrs: Record<string, string> = {}): XmlNode {
  return typeof content === 'string' ? { name, attrs, text: content, children: [] } : { name, attrs, text: '', children: content };
}

function rr(type: string, opts: { registration?: string; endType?: string } = {}): XmlNode {
  return el('RelationshipRecord', [
    el('Relationship', [
      el('StartNode', [el('NodeID', '001GPB6A9XPE8XJICC14'), el('NodeIDType', 'LEI')]),
      el('EndNode', [el('NodeID', '213800BJPX8V9HVY1Y11'), el('NodeIDType', opts.endType ?? 'LEI')]),
      el('RelationshipType', type),
      el('RelationshipStatus', 'ACTIVE'),
    ]),
    el('Registration', [el('RegistrationStatus', opts.registration ?? 'PUBLISHED')]),
  ]);
}

describe('GLEIF relationship mapping', () => {
  it('maps relationship types to kinds, the start node being the child', () => {
    expect(relationshipFromXml(rr('IS_DIRECTLY_CONSOLIDATED_BY'))).toMatchObject({
      kind: 'parent',
      childLei: '001GPB6A9XPE8XJICC14',
      parentLei: '213800BJPX8V9HVY1Y11',
    });
    expect(relationshipFromXml(rr('IS_ULTIMATELY_CONSOLIDATED_BY')).kind).toBe('ultimate_parent');
    expect(relationshipFromXml(rr('IS_INTERNATIONAL_BRANCH_OF')).kind).toBe('branch');
    expect(relationshipFromXml(rr('IS_FUND-MANAGED_BY')).kind).toBe('fund_manager');
    expect(relationshipFromXml(rr('IS_FEEDER_TO'))).toMatchObject({ kind: 'other', sourceType: 'IS_FEEDER_TO', status: 'active' });
  });

  it('marks an annulled record and refuses a node that is not an LEI', () => {
    expect(relationshipFromXml(rr('IS_DIRECTLY_CONSOLIDATED_BY', { registration: 'ANNULLED' })).status).toBe('annulled');
    expect(() => relationshipFromXml(rr('IS_DIRECTLY_CONSOLIDATED_BY', { endType: 'BIC' }))).toThrow(
      'EndNode 213800BJPX8V9HVY1Y11 is a BIC, not an LEI',
    );
  });

  it('dates a link by its relationship periods, by its accounting period when there is none', () => {
    const p = (type: string, start: string | null, end: string | null = null) => ({ type, start, end });
    expect(
      linkPeriod([
        p('ACCOUNTING_PERIOD', '2018-01-01T00:00:00Z', '2018-12-31T00:00:00Z'),
        p('RELATIONSHIP_PERIOD', '2018-02-06T00:00:00Z'),
      ]),
    ).toEqual({ start_date: '2018-02-06', end_date: null });
    expect(
      linkPeriod([p('RELATIONSHIP_PERIOD', '2015-01-01', '2016-06-30'), p('RELATIONSHIP_PERIOD', '2012-01-01', '2013-01-01')]),
    ).toEqual({ start_date: '2012-01-01', end_date: '2016-06-30' });
    expect(
      linkPeriod([p('ACCOUNTING_PERIOD', '2020-01-01', '2020-12-31'), p('DOCUMENT_FILING_PERIOD', '2021-01-01', '2021-03-31')]),
    ).toEqual({ start_date: '2020-01-01', end_date: '2020-12-31' });
    expect(linkPeriod([])).toEqual({ start_date: null, end_date: null });
  });
});
