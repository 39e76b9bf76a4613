/**
 * `node scripts/gleif-bench-file.ts OUT.xml [--records N]`: writes a GLEIF LEI-CDF 3 XML file of N
 * records (default 200,000) made from the real sample's records, each with a new valid LEI and a
 * numbered legal name, for timing `npm run import -- gleif-lei-xml OUT.xml`.
 */
import { createWriteStream, readFileSync } from 'node:fs';
import { once } from 'node:events';
import { leiWithCheckDigits } from '../src/server/import/lei.ts';

const args = process.argv.slice(2);
const flag = args.indexOf('--records');
const records = flag >= 0 ? Number(args.splice(flag, 2)[1]) : 200_000;
const [outFile] = args;
if (!outFile || !Number.isInteger(records) || records < 1) {
  console.error('usage: node scripts/gleif-bench-file.ts OUT.xml [--records N]');
  process.exit(2);
}

const sample = readFileSync(new URL('../../shared/fixtures/real/gleif/lei-cdf-3-golden-copy-sample.xml', import.meta.url), 'utf8');
const start = sample.indexOf('<lei:LEIRecord ');
const end = sample.lastIndexOf('</lei:LEIRecord>') + '</lei:LEIRecord>'.length;
const head = sample.slice(0, start).replace(/<lei:RecordCount>\d+</, `<lei:RecordCount>${records}<`);
const tail = sample.slice(end);
const bodies = sample
  .slice(start, end)
  .split(/(?<=<\/lei:LEIRecord>)\s*/)
  .filter(Boolean);

const out = createWriteStream(outFile);
out.write(head);
for (let i = 0; i < records; i++) {
  // "BENCH" + 13 digits: never a real LEI, unique per record.
  const lei = leiWithCheckDigits(`BENCH${String(i).padStart(13, '0')}`);
  const body = bodies[i % bodies.length]
    .replace(/<lei:LEI>[^<]*<\/lei:LEI>/, `<lei:LEI>${lei}</lei:LEI>`)
    .replace(/(<lei:LegalName[^>]*>)([^<]*)</, (_m, open: string, name: string) => `${open}${name} ${i}<`);
  if (!out.write(`${body}\n`)) await once(out, 'drain');
}
out.end(tail);
await once(out, 'finish');
console.log(`${outFile}: ${records} LEI records`);
