import { describe, expect, it } from 'vitest';
import { REGULATORS } from '../../src/server/regulators/regulator-catalogue.ts';
import { earlierState, generateBrokerWorld } from '../../src/server/demo/brokers/generate-brokers.ts';
import { licenceNumber, recordUrl } from '../../src/server/demo/brokers/regulator-styles.ts';
import { Rng } from '../../src/server/demo/prng.ts';
import { DemoWorld } from '../../src/server/demo/world.ts';

const world = new DemoWorld(20261122);
const w = generateBrokerWorld(world);

describe('demo broker world (pure)', () => {
  it("writes every regulator's licence numbers in the catalogue's pattern, and its record URL from the template", () => {
    const rng = new Rng(7);
    for (const r of REGULATORS) {
      for (let k = 0; k < 50; k++) {
        const number = licenceNumber(r, rng, 2000 + k);
        if (r.licenceNumberPattern) expect(number, r.key).toMatch(new RegExp(r.licenceNumberPattern));
        expect(recordUrl(r, number)).toBe(r.recordUrl ? r.recordUrl.replace('{number}', encodeURIComponent(number)) : null);
      }
    }
    for (const l of w.rows.licences) {
      const r = REGULATORS.find((x) => x.key === l.regulator_key)!;
      if (r.licenceNumberPattern) expect(l.licence_number).toMatch(new RegExp(r.licenceNumberPattern));
      expect(r.kinds as string[]).toContain(l.licence_type);
    }
  });

  it('is the same world for the same seed, and another for another seed', () => {
    const again = generateBrokerWorld(new DemoWorld(20261122));
    expect(again.brokers.map((b) => [b.bundle.broker.id, b.bundle.broker.code, b.bundle.broker.name])).toEqual(
      w.brokers.map((b) => [b.bundle.broker.id, b.bundle.broker.code, b.bundle.broker.name]),
    );
    expect(JSON.stringify(again.rows)).toBe(JSON.stringify(w.rows));
    const other = generateBrokerWorld(new DemoWorld(99), 200);
    expect(other.brokers[100].bundle.broker.code).not.toBe(w.brokers[100].bundle.broker.code);
  }, 60_000);

  it('names brands in the scripts of their home markets, mostly Latin', () => {
    const scripts = new Map<string, number>();
    for (const b of w.brokers) scripts.set(b.brand.script, (scripts.get(b.brand.script) ?? 0) + 1);
    expect(scripts.get('Latin')! / w.brokers.length).toBeGreaterThan(0.8);
    for (const s of ['Han', 'Japanese', 'Arabic', 'Thai']) expect(scripts.get(s), s).toBeGreaterThan(0);
    expect(w.brokers.find((b) => b.brand.script === 'Han')!.bundle.websites[0].domain).toMatch(/^[a-z0-9-]+\.[a-z.]+$/);
  });

  it('makes clones that claim their original’s licence number from a look-alike domain', () => {
    const clones = w.brokers.filter((b) => b.kind === 'clone');
    expect(clones.length).toBeGreaterThan(60);
    for (const c of clones) {
      const original = w.brokers[c.original!];
      const claim = c.bundle.claims[0];
      expect(original.licences.some((l) => l.regulator_key === claim.regulator_key && l.licence_number === claim.licence_number)).toBe(
        true,
      );
      expect(c.bundle.companies).toEqual([]);
      const label = original.bundle.websites[0].domain.split('.')[0];
      expect(c.bundle.websites[0].domain).toContain(label);
    }
  });

  it('offers leverage above the retail cap at some licensed brokers, and mismatched trading servers at some', () => {
    const capped = w.brokers.filter(
      (b) => b.kind === 'licensed' && b.licences.every((l) => ['fca', 'cysec', 'asic'].includes(l.regulator_key!)),
    );
    expect(capped.some((b) => b.bundle.accounts.some((a) => a.max_leverage! > 30))).toBe(true);
    expect(capped.filter((b) => b.bundle.accounts.every((a) => a.max_leverage === 30)).length).toBeGreaterThan(capped.length / 2);
    const names = new Map(w.rows.companies.map((c) => [c.id, c.name]));
    const mismatched = w.brokers.filter(
      (b) =>
        b.kind === 'licensed' &&
        b.bundle.software.some((s) => !b.bundle.companies.some((c) => names.get(c.company_id) === s.server_company)),
    );
    expect(mismatched.length).toBeGreaterThan(20);
  });

  it('has an earlier state a few hundred brokers away from now', () => {
    const brokers = new Set(w.changes.map((c) => c.brokerId).filter(Boolean));
    expect(brokers.size).toBeGreaterThan(150);
    expect(new Set(w.changes.map((c) => c.kind))).toEqual(new Set(['licence-status', 'licence-granted', 'warning', 'website-added']));
    const earlier = earlierState(w);
    expect(earlier.licences.length).toBe(w.rows.licences.length - w.changes.filter((c) => c.kind === 'licence-granted').length);
    expect(earlier.warnings.length).toBe(w.warnings.length - w.changes.filter((c) => c.kind === 'warning').length);
    for (const c of w.changes) expect(c.on > `${new Date(w.earlierDay * 86_400_000).toISOString().slice(0, 10)}`).toBe(true);
  });
});
