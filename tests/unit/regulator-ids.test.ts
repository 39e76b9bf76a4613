import { describe, expect, it } from 'vitest';
import { RECORD_ID } from '../../src/lib/detail-href.ts';
import { stableId } from '../../src/server/import/stable-id.ts';
import { REGULATORS } from '../../src/server/regulators/regulator-catalogue.ts';
import { regulatorById, regulatorId } from '../../src/server/regulators/regulator-ids.ts';

describe('regulator ids', () => {
  it("are stableId('regulator', key): a record id in the detail pages' form", () => {
    expect(regulatorId('fca')).toBe(stableId('regulator', 'fca'));
    expect(regulatorId('fca')).toMatch(RECORD_ID);
  });

  it('lead back to the catalogue entry of every regulator, and to nothing for another id', () => {
    for (const r of REGULATORS) expect(regulatorById(regulatorId(r.key))).toBe(r);
    expect(new Set(REGULATORS.map((r) => regulatorId(r.key))).size).toBe(REGULATORS.length);
    expect(regulatorById(stableId('broker', 'fca'))).toBeUndefined();
    expect(regulatorById('not an id')).toBeUndefined();
  });
});
