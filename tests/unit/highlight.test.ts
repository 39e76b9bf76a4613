import { describe, expect, it } from 'vitest';
import { highlight } from '../../src/lib/highlight.ts';

const marked = (name: string, keyword: string) =>
  highlight(name, keyword)
    .filter((s) => s.mark)
    .map((s) => s.text);

describe('highlight', () => {
  it("marks keyword words at the start of the name's words, whatever their case and accents", () => {
    expect(marked('Société Générale', 'societe gen')).toEqual(['Société', 'Gén']);
    expect(marked('Acme Widgets Limited', 'WIDG')).toEqual(['Widg']);
  });

  it('does not mark a keyword inside a Latin word', () => {
    expect(marked('Macme Holdings', 'acme')).toEqual([]);
  });

  it('marks inside names written without spaces', () => {
    expect(marked('深圳市华为投资控股有限公司', '华为')).toEqual(['华为']);
  });

  it('marks full-width letters found by their ordinary spelling', () => {
    expect(marked('ＴＯＹＯＴＡ ＴＳＵＳＨＯ', 'toyota')).toEqual(['ＴＯＹＯＴＡ']);
  });

  it('keeps every character of the name, in order', () => {
    const name = 'ПАО «Газпром»';
    expect(
      highlight(name, 'газпром')
        .map((s) => s.text)
        .join(''),
    ).toBe(name);
    expect(marked(name, 'газпром')).toEqual(['Газпром']);
  });

  it('marks nothing for a keyword of punctuation only', () => {
    expect(highlight('AT&T Inc.', '&&')).toEqual([{ text: 'AT&T Inc.', mark: false }]);
  });
});
