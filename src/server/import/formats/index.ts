import type { ImportFormat } from '../types.ts';
import { brokerJsonl } from './broker-jsonl.ts';
import { companiesHouseCsv } from './companies-house-csv.ts';
import { companiesHouseOfficers } from './companies-house-officers.ts';
import { companiesHousePsc } from './companies-house-psc.ts';
import { esmaCaspCsv } from './esma-casp-csv.ts';
import { esmaRegistersJson } from './esma-registers-json.ts';
import { finmaCsv } from './finma-csv.ts';
import { gleifGoldenCopyCsv } from './gleif-golden-copy-csv.ts';
import { gleifGoldenCopyJson } from './gleif-golden-copy-json.ts';
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
    gleifGoldenCopyJson,
    secCompanyTickers,
    secCompanyFacts,
    jsonl,
    esmaCaspCsv,
    esmaRegistersJson,
    finmaCsv,
    brokerJsonl,
  ].map((f) => [f.name, f as ImportFormat<never>]),
);
