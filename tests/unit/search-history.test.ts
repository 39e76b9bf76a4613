import { describe, expect, it } from 'vitest';
import { decodeList, isHistoryEntry, pushHistory, pushRecent, removeHistory, type HistoryEntry } from '../../src/lib/search-history.ts';

const entry = (keyword: string, type: 'company' | 'executive' = 'company'): HistoryEntry => ({ keyword, type });

describe('search history', () => {
  it('puts a new keyword at the front', () => {
    expect(pushHistory([entry('a'), entry('b')], entry('c'))).toEqual([entry('c'), entry('a'), entry('b')]);
  });

  it('moves a repeated keyword to the front instead of keeping it twice', () => {
    expect(pushHistory([entry('a'), entry('b'), entry('c')], entry('b'))).toEqual([entry('b'), entry('a'), entry('c')]);
  });

  it('keeps the same keyword once per type', () => {
    expect(pushHistory([entry('acme', 'company')], entry('acme', 'executive'))).toEqual([
      entry('acme', 'executive'),
      entry('acme', 'company'),
    ]);
  });

  it('drops the oldest keyword when the eleventh is added', () => {
    const ten = Array.from({ length: 10 }, (_, i) => entry(`k${i}`));
    const eleven = pushHistory(ten, entry('new'));
    expect(eleven).toHaveLength(10);
    expect(eleven[0]).toEqual(entry('new'));
    expect(eleven.map((e) => e.keyword)).not.toContain('k9');
  });

  it('ignores a blank keyword and trims the others', () => {
    expect(pushHistory([entry('a')], entry('   '))).toEqual([entry('a')]);
    expect(pushHistory([], entry('  acme '))).toEqual([entry('acme')]);
  });

  it('deletes by keyword and type only', () => {
    expect(removeHistory([entry('acme', 'company'), entry('acme', 'executive')], 'acme', 'company')).toEqual([entry('acme', 'executive')]);
  });

  it('keeps recent companies once each, newest first', () => {
    const a = { name: 'A', uuid: '1', jurisdiction_code: 'gb' };
    const b = { name: 'B', uuid: '2', jurisdiction_code: 'de' };
    expect(pushRecent([a, b], b)).toEqual([b, a]);
  });

  it('reads back only well-formed stored entries', () => {
    expect(decodeList('not json', isHistoryEntry)).toEqual([]);
    expect(decodeList('{"keyword":"a"}', isHistoryEntry)).toEqual([]);
    expect(
      decodeList(
        '[{"keyword":"a","type":"company"},{"keyword":1},{"keyword":"b","type":"fund"},{"keyword":"c","type":"broker"},null]',
        isHistoryEntry,
      ),
    ).toEqual([entry('a'), { keyword: 'c', type: 'broker' }]);
  });
});
