import { describe, expect, it } from 'vitest';
import { AREA_GROUPS, HOT_JURISDICTIONS } from '../../src/lib/area-groups.ts';

describe('area groups', () => {
  it('has the seven groups of the spec', () => {
    expect(Object.keys(AREA_GROUPS)).toEqual(['hot', 'asia', 'europe', 'oceania', 'north_america', 'south_america', 'africa']);
  });
  it('lists the hot jurisdictions of the spec in order', () => {
    expect([...HOT_JURISDICTIONS]).toEqual(['global', 'gb', 'jp', 'de', 'hk', 'sg', 'us_ny', 'fr', 'ca_qc']);
    expect(AREA_GROUPS.hot).toEqual([...HOT_JURISDICTIONS]);
  });
  it('includes US states as us_xx and Canadian provinces as ca_xx in North America', () => {
    const na: readonly string[] = AREA_GROUPS.north_america;
    expect(na).toContain('us_ny');
    expect(na).toContain('us_dc');
    expect(na).toContain('ca_qc');
    expect(na.filter((c) => c.startsWith('us_'))).toHaveLength(51);
    expect(na.filter((c) => c.startsWith('ca_'))).toHaveLength(13);
  });
});
