import type { ImportFormat } from '../types.ts';
import { companiesHouseCsv } from './companies-house-csv.ts';
import { companiesHousePsc } from './companies-house-psc.ts';

/** Formats `npm run import -- <format> <file>` knows, by name. */
export const FORMATS: Record<string, ImportFormat<never>> = {
  [companiesHouseCsv.name]: companiesHouseCsv as ImportFormat<never>,
  [companiesHousePsc.name]: companiesHousePsc as ImportFormat<never>,
};
