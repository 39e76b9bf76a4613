import { describe, expect, it } from 'vitest';
import { readCsv } from '../../src/server/import/formats/csv-records.ts';

async function records(...chunks: string[]) {
  async function* source() {
    for (const c of chunks) yield c;
  }
  const out = [];
  for await (const r of readCsv(source())) out.push(r);
  return out;
}

describe('the CSV reader of the importers', () => {
  it('rejects a field with a bad closing quote and reads the next row', async () => {
    expect(await records('a,b\n1,"x"y,z\n2,ok\n3,"o,k"\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, error: 'a quoted field is followed by "y" instead of a comma or line end' },
      { line: 3, fields: ['2', 'ok'] },
      { line: 4, fields: ['3', 'o,k'] },
    ]);
  });

  it('rejects only the first line of a quote never closed, and reads on from the next line', async () => {
    expect(await records('a,b\n1,"xy\n2,ok\n3,ok\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, error: 'a quoted field is not closed' },
      { line: 3, fields: ['2', 'ok'] },
      { line: 4, fields: ['3', 'ok'] },
    ]);
  });

  it('gives up a quote left open for more than 50 lines even when a later stray quote would close it', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => `${i},ok`);
    const out = await records(['a,b', '1,"open', ...rows, '2,"close"here', '3,ok'].join('\n') + '\n');
    expect(out[1]).toEqual({ line: 2, error: 'a quoted field is not closed' });
    expect(out[2]).toEqual({ line: 3, fields: ['0', 'ok'] });
    expect(out.at(-1)).toEqual({ line: 64, fields: ['3', 'ok'] });
  });

  it('reads a quote inside an unquoted field as a quote', async () => {
    expect((await records('a\nACME "BEST" LTD\n'))[1]).toEqual({ line: 2, fields: ['ACME "BEST" LTD'] });
  });

  it('reads quoted commas, doubled quotes, line breaks and CRLF across chunk boundaries, without the BOM', async () => {
    expect(await records('\uFEFFa,"b', '""c"\r', '\n1,"multi\nline"\r\n\n2,', 'z')).toEqual([
      { line: 1, fields: ['a', 'b"c'] },
      { line: 2, fields: ['1', 'multi\nline'] },
      { line: 5, fields: ['2', 'z'] },
    ]);
  });

  it('finds the first line of a JSON Lines file unreadable as a header', async () => {
    expect((await records('{"type":"company","name":"x"}\n'))[0]).toHaveProperty('error');
  });
});
