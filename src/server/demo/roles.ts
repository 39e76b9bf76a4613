import type { RoleSet } from './jurisdiction-types.ts';

/**
 * Officer positions by kind of register, in the English words of the OpenCorporates vocabulary. The
 * first position of a set is the one a company's first officer holds (every German GmbH has a
 * managing director, every Chinese company a legal representative).
 */
export const POSITIONS: Record<RoleSet, { first: string; others: Array<[string, number]> }> = {
  uk: {
    first: 'director',
    others: [
      ['director', 70],
      ['secretary', 20],
      ['managing director', 4],
      ['chairman', 4],
      ['nominee director', 2],
    ],
  },
  us: {
    first: 'president',
    others: [
      ['director', 35],
      ['secretary', 15],
      ['treasurer', 12],
      ['chief executive officer', 10],
      ['chief financial officer', 8],
      ['vice president', 10],
      ['manager', 10],
    ],
  },
  ca: {
    first: 'president',
    others: [
      ['director', 50],
      ['secretary', 20],
      ['chief executive officer', 10],
      ['treasurer', 10],
      ['chairman', 10],
    ],
  },
  de: {
    first: 'managing director',
    others: [
      ['managing director', 50],
      ['authorised signatory', 25],
      ['member of the management board', 10],
      ['member of the supervisory board', 10],
      ['chairman of the supervisory board', 5],
    ],
  },
  civil: {
    first: 'general manager',
    others: [
      ['director', 40],
      ['president', 15],
      ['general manager', 20],
      ['chairman', 10],
      ['statutory auditor', 10],
      ['chief executive officer', 5],
    ],
  },
  nordic: {
    first: 'chief executive officer',
    others: [
      ['board member', 50],
      ['chairman of the board', 20],
      ['deputy board member', 20],
      ['auditor', 10],
    ],
  },
  cn: {
    first: 'legal representative',
    others: [
      ['executive director', 25],
      ['supervisor', 25],
      ['general manager', 20],
      ['director', 15],
      ['chairman', 15],
    ],
  },
  jp: {
    first: 'representative director',
    others: [
      ['director', 60],
      ['corporate auditor', 20],
      ['president', 10],
      ['outside director', 10],
    ],
  },
  ru: {
    first: 'general director',
    others: [
      ['founder', 40],
      ['chief accountant', 20],
      ['chairman of the board of directors', 10],
      ['board member', 30],
    ],
  },
  arab: {
    first: 'manager',
    others: [
      ['partner', 35],
      ['general manager', 20],
      ['chairman', 15],
      ['board member', 20],
      ['authorised signatory', 10],
    ],
  },
  in: {
    first: 'director',
    others: [
      ['director', 55],
      ['managing director', 15],
      ['whole-time director', 10],
      ['company secretary', 15],
      ['chief financial officer', 5],
    ],
  },
};

/** English occupations of natural persons (registers that ask for one record it in English). */
export const OCCUPATIONS = [
  'Company Director',
  'Director',
  'Businessman',
  'Businesswoman',
  'Accountant',
  'Engineer',
  'Consultant',
  'Manager',
  'Chartered Accountant',
  'Solicitor',
  'Lawyer',
  'Entrepreneur',
  'Software Engineer',
  'Sales Director',
  'Financial Controller',
  'Architect',
  'Retired',
  'Investor',
  'Doctor',
  'Pharmacist',
  'Chef',
  'Builder',
  'Farmer',
  'Economist',
  'Banker',
  'Marketing Director',
  'Teacher',
  'Merchant',
];
