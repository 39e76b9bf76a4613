import { describe, expect, it } from 'vitest';
import { companyNumber, lei, scrambledDigits } from '../../src/server/demo/formats.ts';
import { Rng } from '../../src/server/demo/prng.ts';
import { contentHash, stableId } from '../../src/server/import/stable-id.ts';
import { companyId } from '../../src/server/import/company-writer.ts';
import { fastContentHash, fastStableId } from '../../src/server/demo/fast-ids.ts';

describe('demo register formats', () => {
  it("scrambles ranks into distinct numbers of the pattern's width", () => {
    const seen = new Set<string>();
    for (let local = 0; local < 10_000; local++) {
      const { digits, suffix } = scrambledDigits(local, 4, 12345);
      expect(digits).toMatch(/^\d{4}$/);
      expect(suffix).toBe('');
      seen.add(digits);
    }
    expect(seen.size).toBe(10_000);
  });

  it("keeps numbers unique beyond a pattern's capacity with a suffix", () => {
    const rng = new Rng(1);
    const numbers = Array.from({ length: 2_500 }, (_, local) => companyNumber('HRB ###', local, rng, 99));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers[1_500]).toMatch(/^HRB \d{3}-1$/);
  });

  it("fills letters and free digits in the register's shape", () => {
    const n = companyNumber('U%%%%%MH%%%%PTC######', 17, new Rng(3), 5);
    expect(n).toMatch(/^U\d{5}MH\d{4}PTC\d{6}$/);
    expect(companyNumber('##.###.###/0001-%%', 1, new Rng(3), 5)).toMatch(/^\d{2}\.\d{3}\.\d{3}\/0001-\d{2}$/);
  });

  it('makes LEIs whose ISO 7064 check digits verify', () => {
    const rng = new Rng(11);
    for (let k = 0; k < 50; k++) {
      const code = lei(rng);
      expect(code).toMatch(/^[0-9A-Z]{18}\d{2}$/);
      const numeric = [...code].map((c) => (c >= 'A' ? String(c.charCodeAt(0) - 55) : c)).join('');
      expect(BigInt(numeric) % 97n).toBe(1n);
    }
  });

  it('computes the same ids and hashes as the importers', () => {
    for (const parts of [
      ['company', 'gb', '01234567'],
      ['officer', 'demo', 1, 2, 3],
      ['name', '9c1f', 0],
    ] as Array<Array<string | number>>) {
      expect(fastStableId(...parts)).toBe(stableId(...parts));
    }
    expect(fastStableId('company', 'cn', '91440300MA5F00000X')).toBe(companyId('cn', '91440300MA5F00000X'));
    const value = { company: { name: '华为技术有限公司', n: 1, x: null }, names: [{ name: 'ООО «Газпром»' }] };
    expect(fastContentHash(value)).toBe(contentHash(value));
  });
});
