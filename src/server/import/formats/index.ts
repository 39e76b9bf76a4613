import type { ImportFormat } from '../types.ts';
import { companiesHouseCsv } from './companies-house-csv.ts';
import { companiesHouseOfficers } from './companies-house-officers.ts';
import { companiesHousePsc } from './companies-house-psc.ts';
import { gleifGoldenCopyCsv } from './gleif-golden-copy-csv.ts';
import { gleifLeiXml } from './gleif-lei-xml.ts';
import { gleifRrXml } from './gleif-rr-xml.ts';
import { jsonl } from './jsonl.ts';
import { secCompanyFacts } from './sec-companyfacts.ts';
import { secCompanyTickers } from './sec-company-tickers.ts';

/** Formats `npm run import -- <format> <file>` knows, by name. */
export const FORMATS: Record<string, ImportFormat<never>> = Object.fromEntries(
  [
    companiesHouseCsv,
    companiesHousePsc,
    companiesHouseOfficers,
    gleifLeiXml,
    gleifRrXml,
    gleifGoldenCopyCsv,
    secCompanyTickers,
    secCompanyFacts,
    jsonl,
  ].map((f) => [f.name, f as ImportFormat<never>]),
);
