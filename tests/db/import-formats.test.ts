import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FORMATS } from '../../src/server/import/formats/index.ts';
import { WrongFormatError, type ImportFormat } from '../../src/server/import/types.ts';
import { FIXTURES } from './fixtures.ts';

const OWN = fileURLToPath(new URL('../fixtures/', import.meta.url));

/** A sample file of every format the importer knows. */
const SAMPLES: Record<string, string> = {
  'companies-house-csv': join(FIXTURES, 'companies-house/basic-company-data-sample.csv'),
  'companies-house-psc': join(FIXTURES, 'companies-house/psc-snapshot-sample.jsonl'),
  'companies-house-officers': join(FIXTURES, 'companies-house/officers-prod195-sample.dat'),
  'gleif-lei-xml': join(FIXTURES, 'gleif/lei-cdf-3-golden-copy-sample.xml'),
  'gleif-rr-xml': join(FIXTURES, 'gleif/rr-cdf-golden-copy-sample.xml'),
  'gleif-golden-copy-csv': join(OWN, 'gleif/golden-copy-sample.csv'),
  'gleif-golden-copy-json': join(OWN, 'gleif/golden-copy-sample.json'),
  'sec-company-tickers': join(FIXTURES, 'sec-edgar/company-tickers-sample.json'),
  'sec-companyfacts': join(FIXTURES, 'sec-edgar/companyfacts-assets-current-sample.json'),
  jsonl: join(OWN, 'jsonl/mixed.jsonl'),
  'esma-casp-csv': join(FIXTURES, 'regulators/esma-mica-casps-sample.csv'),
  'esma-registers-json': join(FIXTURES, 'regulators/esma-registers-page-sample.json'),
  'finma-csv': join(FIXTURES, 'regulators/finma-authorised-sample.csv'),
  'broker-jsonl': join(OWN, 'brokers/brokers.jsonl'),
};

/** Reads only as far as the first record (or the refusal). */
function firstRecord(format: ImportFormat<never>, file: string) {
  const records = format.read(file, () => {});
  return records[Symbol.asyncIterator]().next();
}

const pairs = Object.keys(FORMATS).flatMap((format) =>
  Object.keys(SAMPLES)
    .filter((sample) => sample !== format)
    .map((sample) => [format, sample] as const),
);

describe('every import format', () => {
  it('has a sample file here', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(FORMATS).sort());
  });

  it('reads its own sample', async () => {
    for (const [name, format] of Object.entries(FORMATS)) {
      const first = await firstRecord(format, SAMPLES[name]);
      expect(first.done, name).toBe(false);
    }
  });

  it.each(pairs)('%s refuses the %s sample at once, before its first record', async (format, sample) => {
    await expect(firstRecord(FORMATS[format], SAMPLES[sample])).rejects.toBeInstanceOf(WrongFormatError);
  });
});
