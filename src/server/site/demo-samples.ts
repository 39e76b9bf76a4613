import type { CompanyListItem } from '../search/company-search.service.ts';
import type { OfficerListItem } from '../search/officer-search.service.ts';
import type { ResultQuery } from '../search/result-page.ts';

/**
 * Made-up records for the demo pages (/{lang}/demo, /{lang}/demoComponents), in the shapes the real
 * components take, so that the gallery shows the components themselves. Names in several scripts,
 * both statuses, a match on a former name and an ended appointment: the cases that look different.
 * The ids are fixed and belong to no record: their links lead to the not-found page.
 */
export const DEMO_KEYWORD = 'river';

export const DEMO_COMPANIES: CompanyListItem[] = [
  {
    uuid: '00000000-0000-4000-8000-00000000d001',
    name: 'Blue River Trading Limited',
    registered_address: { in_full: '12 Harbour Street, London EC2A 4BX' },
    inactive: 'false',
    jurisdiction_code: 'gb',
    company_number: '09876543',
    current_status: null,
    incorporation_date: '2016-03-14',
    company_type: 'Private limited company',
    industry: { scheme: 'uk_sic_2007', code: '46900', description: null, section: 'G' },
    matched_name: null,
  },
  {
    uuid: '00000000-0000-4000-8000-00000000d002',
    name: 'Northwind Logistics GmbH',
    registered_address: { in_full: 'Am Flusshafen 3, 20457 Hamburg' },
    inactive: 'true',
    jurisdiction_code: 'de',
    company_number: 'HRB 123456',
    current_status: null,
    incorporation_date: '2004-11-02',
    company_type: 'GmbH',
    industry: null,
    matched_name: { name: 'River Freight GmbH', kind: 'previous' },
  },
  {
    uuid: '00000000-0000-4000-8000-00000000d003',
    name: '蓝河科技有限公司',
    registered_address: { in_full: '香港九龍彌敦道 88 號' },
    inactive: 'false',
    jurisdiction_code: 'hk',
    company_number: '2765431',
    current_status: null,
    incorporation_date: '2019-08-30',
    company_type: null,
    industry: null,
    matched_name: { name: 'Blue River Technology Limited', kind: 'alternative' },
  },
  {
    uuid: '00000000-0000-4000-8000-00000000d004',
    name: 'شركة النهر الأزرق للتجارة',
    registered_address: { in_full: 'شارع الشيخ زايد، دبي' },
    inactive: '',
    jurisdiction_code: 'ae',
    company_number: '1034567',
    current_status: null,
    incorporation_date: null,
    company_type: null,
    industry: null,
    matched_name: null,
  },
];

export const DEMO_EXECUTIVE: OfficerListItem = {
  uuid: '00000000-0000-4000-8000-00000000e001',
  name: 'Maria Rivera Santos',
  address: { in_full: 'London' },
  head_portrait: null,
  nationality: 'Spanish',
  occupation: 'Director',
  country_of_residence: 'United Kingdom',
  birth: { year: 1978, month: 5 },
  positions: [
    {
      company: { uuid: DEMO_COMPANIES[0].uuid, name: DEMO_COMPANIES[0].name, jurisdiction_code: 'gb' },
      position: 'Director',
      status: null,
      start_date: '2016-03-14',
      end_date: null,
    },
    {
      company: { uuid: DEMO_COMPANIES[1].uuid, name: DEMO_COMPANIES[1].name, jurisdiction_code: 'de' },
      position: 'Company secretary',
      status: 'resigned',
      start_date: '2009-01-05',
      end_date: '2015-12-31',
    },
  ],
  positions_count: 2,
};

/** A result query with one of each kind of chosen condition, for the chips. */
export const DEMO_QUERY: ResultQuery = {
  keyword: DEMO_KEYWORD,
  regions: ['gb', 'hk'],
  industry: 'G',
  status: 'active',
  sort: 'default',
  page: 1,
  tab: 'company',
};
