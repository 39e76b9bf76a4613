import { createWriteStream, readFileSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { leiWithCheckDigits } from '../../src/server/import/lei.ts';

/** Register files of any size for the import benchmarks, made from the real samples' records. */

const fixtures = new URL('../../../shared/fixtures/real/', import.meta.url);

async function writeLines(file: string, rows: number, head: string, line: (i: number) => string, tail = ''): Promise<void> {
  const out = createWriteStream(file);
  out.write(head);
  for (let i = 0; i < rows; i++) if (!out.write(line(i))) await once(out, 'drain');
  out.end(tail);
  await once(out, 'finish');
}

/** A Companies House BasicCompanyData CSV: the sample's rows again and again, each with a number and a name of its own. */
export async function companiesHouseFile(dir: string, rows: number): Promise<string> {
  const [header, ...body] = readFileSync(new URL('companies-house/basic-company-data-sample.csv', fixtures), 'utf8').trim().split('\n');
  const file = join(dir, 'basic.csv');
  await writeLines(
    file,
    rows,
    `${header}\n`,
    (i) =>
      `${body[i % body.length].replace(/^("(?:[^"]|"")*"),"[^"]*"/, (_m, name: string) => `${name.slice(0, -1)} ${i}","B${String(i).padStart(7, '0')}"`)}\n`,
  );
  return file;
}

/** A GLEIF LEI-CDF 3 XML: the sample's LEI records again and again, each with a valid LEI and a legal name of its own. */
export async function gleifFile(dir: string, rows: number): Promise<string> {
  const text = readFileSync(new URL('gleif/lei-cdf-3-golden-copy-sample.xml', fixtures), 'utf8');
  const records = text.match(/<lei:LEIRecord[\s>][\s\S]*?<\/lei:LEIRecord>/g)!;
  const head = text.slice(0, text.indexOf(records[0]));
  const tail = text.slice(text.lastIndexOf('</lei:LEIRecord>') + '</lei:LEIRecord>'.length);
  const file = join(dir, 'lei.xml');
  await writeLines(
    file,
    rows,
    head,
    (i) =>
      `${records[i % records.length]
        .replace(/<lei:LEI>[^<]*<\/lei:LEI>/, `<lei:LEI>${leiWithCheckDigits(`BENCH${String(i).padStart(13, '0')}`)}</lei:LEI>`)
        .replace(/(<lei:LegalName[^>]*>)([^<]*)/, (_m, open: string, name: string) => `${open}${name} ${i}`)}\n`,
    tail,
  );
  return file;
}
