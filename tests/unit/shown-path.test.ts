import { describe, expect, it } from 'vitest';
import { SHOWN_PATH_MAX, shownPath } from '../../src/lib/shown-path.ts';

describe('shownPath', () => {
  it('shows a short path as a person reads it, escapes decoded', () => {
    expect(shownPath('/en/no-such-page')).toBe('/en/no-such-page');
    expect(shownPath('/zh/%E4%B8%AD')).toBe('/zh/中');
    expect(shownPath('/en/%E0')).toBe('/en/%E0');
  });
  it('cuts a long path short with an ellipsis, never inside a character', () => {
    const long = `/en/${'a'.repeat(15_000)}`;
    expect(shownPath(long)).toHaveLength(SHOWN_PATH_MAX + 1);
    expect(shownPath(long).endsWith('…')).toBe(true);
    expect(Array.from(shownPath(`/zh/${'中'.repeat(200)}`))).toHaveLength(SHOWN_PATH_MAX + 1);
  });
});
