import { describe, expect, it } from 'vitest';
import { autoDir } from '../../src/lib/auto-dir.ts';

describe('autoDir', () => {
  it('lets text with letters take its own direction, in any script', () => {
    expect(autoDir('22 Bay Street, Kansas City')).toBe('auto');
    expect(autoDir('شارع الملك فهد 12')).toBe('auto');
    expect(autoDir('北京市朝阳区')).toBe('auto');
  });

  it('leaves numbers, dates and non-text to the page', () => {
    expect(autoDir('43.931.486/0001-07')).toBeUndefined();
    expect(autoDir('2026/10/22')).toBeUndefined();
    expect(autoDir(null)).toBeUndefined();
    expect(autoDir(12)).toBeUndefined();
  });
});
