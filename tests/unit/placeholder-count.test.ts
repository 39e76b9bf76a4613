import { describe, expect, it } from 'vitest';
import { formatCount, PLACEHOLDER_BASE, placeholderCount, renderedCountMoment } from '../../src/lib/placeholder-count.ts';

describe('placeholderCount', () => {
  it('starts from 306,900,000 companies and 144,500,000 executives at epoch 0', () => {
    expect(placeholderCount('company', 0)).toBe(306_900_000);
    expect(placeholderCount('executive', 0)).toBe(144_500_000);
    expect(PLACEHOLDER_BASE).toEqual({ company: 306_900_000, executive: 144_500_000 });
  });
  it('stays the same within a 500-second period', () => {
    expect(placeholderCount('company', 499_999)).toBe(306_900_000);
  });
  it('grows by exactly 1 at each 500-second boundary', () => {
    expect(placeholderCount('company', 500_000)).toBe(306_900_001);
    expect(placeholderCount('executive', 1_000_000)).toBe(144_500_002);
  });
  it('counts the periods since the epoch for a real date', () => {
    const now = Date.UTC(2025, 0, 1); // 1,735,689,600 s = 3,471,379 whole periods and 100 s
    expect(placeholderCount('company', now)).toBe(306_900_000 + 3_471_379);
    expect(placeholderCount('company', now + 400_000) - placeholderCount('company', now)).toBe(1);
  });
});

describe('formatCount', () => {
  it('uses commas in English', () => {
    expect(formatCount(306_900_000, 'en')).toBe('306,900,000');
  });
  it('uses dots in German', () => {
    expect(formatCount(306_900_000, 'de')).toBe('306.900.000');
  });
});

describe('renderedCountMoment', () => {
  it('is the start of the UTC day, so that two renders of one day write the same count', () => {
    const day = Date.UTC(2026, 10, 24);
    expect(renderedCountMoment(day)).toBe(day);
    expect(renderedCountMoment(day + 86_399_999)).toBe(day);
    expect(renderedCountMoment(day + 86_400_000)).toBe(day + 86_400_000);
    expect(placeholderCount('company', renderedCountMoment(day + 40_000_000))).toBe(placeholderCount('company', day));
  });
});
