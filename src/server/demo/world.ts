import { drawNameParts, renderName, type NameParts } from './company-names.ts';
import { addMonths, companyNumber, day, numberSalt } from './formats.ts';
import { JURISDICTIONS } from './jurisdictions.ts';
import type { City, Jurisdiction, LegalForm, Variant } from './jurisdiction-types.ts';
import { CULTURES, type Culture } from './names/index.ts';
import { fastStableId } from './fast-ids.ts';
import { hash32, Rng, rngFor } from './prng.ts';

/**
 * The plan of a seeded demo world, computed per company index from the seed alone: which register a
 * company is in and its rank there (hence its number and id), whether it heads a group, belongs to one
 * or is a foreign branch, how many officers it has, and its name. Anything about company i can be
 * asked for without generating companies 0…i-1, so the generator streams and relations point at
 * earlier companies by recomputing their keys.
 */

export type Role = 'head' | 'sub' | 'branch' | null;

export interface NameInfo {
  j: Jurisdiction;
  variant: Variant;
  culture: Culture;
  cities: City[];
  parts: NameParts;
  form: LegalForm;
  name: string;
  /** Set for foreign branches: the company it is a branch of. */
  home: number | null;
}

/** Share of companies that head a group, belong to one, or are foreign branches. */
const HEADS = 0.035;
const SUBS = 0.065;
const BRANCHES = 0.025;
/** How far back a subsidiary or branch looks for its parent (in company indexes). */
const SCAN = 600;
/** Groups are at most this many levels deep. */
const MAX_DEPTH = 4;
/** Memoised per-company answers kept (a few chunks' worth). */
const MEMO = 8_000;

class Memo<T> {
  private map = new Map<number, T>();
  get(key: number, make: (key: number) => T): T {
    const hit = this.map.get(key);
    if (hit !== undefined) return hit;
    const value = make(key);
    if (this.map.size >= MEMO) this.map.clear();
    this.map.set(key, value);
    return value;
  }
}

/** The default as-of date: the day the demo data is said to have been retrieved. */
const EPOCH = day('2026-11-01');

export class DemoWorld {
  readonly seed: number;
  /** Day number the data is "as of"; fixed by the seed, never the wall clock. */
  readonly asOf: number;
  readonly retrievedAt: string;
  private readonly slots: Int16Array;
  private readonly rankInBlock: Int32Array;
  private readonly weights: Int32Array;
  private readonly salts: number[];
  private readonly parents = new Memo<number | null>();
  private readonly keys = new Memo<{ number: string; id: string }>();
  private readonly names = new Memo<NameInfo>();

  constructor(seed: number) {
    this.seed = seed >>> 0;
    // Up to two months before the epoch, so different seeds are dated differently but plausibly.
    this.asOf = EPOCH - (hash32(this.seed, 'as-of') % 60);
    this.retrievedAt = `${new Date(this.asOf * 86_400_000).toISOString().slice(0, 10)}T06:00:00.000Z`;
    // Every jurisdiction gets `weight` slots in a block; the block is shuffled once per seed and then
    // repeats, so each run of sum(weights) companies holds every jurisdiction.
    const list: number[] = [];
    JURISDICTIONS.forEach((j, index) => {
      for (let w = 0; w < j.weight; w++) list.push(index);
    });
    const rng = new Rng(hash32(this.seed, 'slots'));
    for (let i = list.length - 1; i > 0; i--) {
      const k = rng.int(i + 1);
      [list[i], list[k]] = [list[k], list[i]];
    }
    this.slots = Int16Array.from(list);
    this.weights = Int32Array.from(JURISDICTIONS.map((j) => j.weight));
    const seen = new Int32Array(JURISDICTIONS.length);
    this.rankInBlock = Int32Array.from(list.map((j) => seen[j]++));
    this.salts = JURISDICTIONS.map((j) => numberSalt(this.seed, j.code));
  }

  /** Companies per block: a run of this many companies covers every jurisdiction. */
  get blockSize(): number {
    return this.slots.length;
  }

  jurisdictionIndex(i: number): number {
    return this.slots[i % this.slots.length];
  }

  jurisdiction(i: number): Jurisdiction {
    return JURISDICTIONS[this.jurisdictionIndex(i)];
  }

  /** Rank of company i among the companies of its jurisdiction (makes its number unique). */
  localRank(i: number): number {
    const p = i % this.slots.length;
    return Math.floor(i / this.slots.length) * this.weights[this.slots[p]] + this.rankInBlock[p];
  }

  /** A jurisdiction drawn in proportion to the weights (where an expatriate comes from). */
  randomJurisdiction(rng: Rng): Jurisdiction {
    return JURISDICTIONS[this.slots[rng.int(this.slots.length)]];
  }

  key(i: number): { number: string; id: string } {
    return this.keys.get(i, () => {
      const j = this.jurisdiction(i);
      const number = companyNumber(j.number, this.localRank(i), rngFor(this.seed, i, 'number'), this.salts[this.jurisdictionIndex(i)]);
      // companyId() of the company writer, computed faster: importers find the same id for the same company.
      return { number, id: fastStableId('company', j.code, number) };
    });
  }

  role(i: number): Role {
    const r = hash32(this.seed, i, 'role') / 4294967296;
    if (r < HEADS) return 'head';
    if (r < HEADS + SUBS) return 'sub';
    if (r < HEADS + SUBS + BRANCHES) return 'branch';
    return null;
  }

  /**
   * The parent of a subsidiary (a group member found a little earlier, often of the same country,
   * so that groups are mostly national and sometimes cross-border) or the home company of a foreign
   * branch (always of another country). Null when none is in reach; such a subsidiary then stands
   * alone and can still head a group of its own. Candidates are judged by their role alone, so the
   * search never has to settle an earlier company's own parent first (no deep recursion).
   */
  parentOf(i: number): number | null {
    return this.parents.get(i, () => {
      const role = this.role(i);
      if (role !== 'sub' && role !== 'branch') return null;
      const rng = rngFor(this.seed, i, 'parent');
      const country = this.jurisdiction(i).country;
      const sameCountry = role === 'sub' && rng.chance(0.55);
      for (let step = 1, k = i - 1 - rng.int(40); k >= 0 && step <= SCAN; k--, step++) {
        const r = this.role(k);
        if (r !== 'head' && r !== 'sub') continue;
        const other = this.jurisdiction(k).country;
        if (role === 'branch' ? other === country : sameCountry && step < SCAN / 2 && other !== country) continue;
        if (role === 'sub' && this.depth(k) >= MAX_DEPTH - 1) continue;
        return k;
      }
      return null;
    });
  }

  /** Levels above a company in its group (0 for a head or a standalone company). */
  depth(i: number): number {
    let d = 0;
    for (let k = i; this.role(k) === 'sub'; d++) {
      const p = this.parentOf(k);
      if (p === null) break;
      k = p;
    }
    return d;
  }

  /** The top of a subsidiary's group, when that is not its direct parent. */
  ultimateParentOf(i: number): number | null {
    const parent = this.role(i) === 'sub' ? this.parentOf(i) : null;
    if (parent === null) return null;
    let top = parent;
    for (let p = this.parentOf(top); this.role(top) === 'sub' && p !== null; p = this.parentOf(top)) top = p;
    return top === parent ? null : top;
  }

  /** Officers of a company: none for two in five, else one to six (more in group heads). */
  officerCount(i: number): number {
    const rng = rngFor(this.seed, i, 'officer-count');
    const head = this.role(i) === 'head';
    if (!head && rng.chance(0.4)) return 0;
    const n = rng.weighted([1, 2, 3, 4, 5, 6], (k) => [30, 30, 18, 11, 7, 4][k - 1]);
    return head ? Math.max(2, n) : n;
  }

  /** The variant (language community) and name of company i. */
  nameInfo(i: number): NameInfo {
    return this.names.get(i, () => {
      const j = this.jurisdiction(i);
      const vr = rngFor(this.seed, i, 'variant');
      const variant = j.variants.length === 1 ? j.variants[0] : vr.weighted(j.variants, (v) => v.share);
      const culture = CULTURES[variant.culture];
      const cities = variant.cities ?? j.cities;
      const role = this.role(i);
      const parent = this.parentOf(i);
      if (role === 'branch' && parent !== null) {
        // A foreign branch is registered under its home company's own name and form.
        const home = this.nameInfo(parent);
        return { ...home, j, variant, culture: home.culture, cities, home: parent };
      }
      const rng = rngFor(this.seed, i, 'name');
      let brand;
      if (role === 'sub' && parent !== null) {
        const p = this.nameInfo(parent);
        brand = p.culture.script === culture.script ? p.parts.brand : ([p.parts.brand[1], p.parts.brand[1]] as const);
      }
      const parts = drawNameParts(rng, culture, cities, { brand, head: role === 'head' });
      // Group heads are companies, not associations or foundations.
      const forms = role === 'head' ? variant.forms.filter((f) => !f.flags.includes('n')) : variant.forms;
      const form = rng.weighted(forms.length ? forms : variant.forms, (f) => f.weight);
      const upper = !!j.upper && culture.script === 'Latin' && rng.chance(j.upper);
      return { j, variant, culture, cities, parts, form, name: renderName(parts, culture, form, upper), home: null };
    });
  }

  /** Day number of company i's incorporation (groups' heads are older; computed here because children need it). */
  incorporation(i: number): number {
    const rng = rngFor(this.seed, i, 'incorporated');
    const years = Math.min(110, -Math.log(1 - rng.next()) * (this.role(i) === 'head' ? 26 : 16));
    const d = this.asOf - Math.floor(years * 365.25) - rng.int(365);
    return Math.max(d, day('1900-01-02'));
  }

  /** A date after `from` and before the as-of date, about `months` months after it at most. */
  dateAfter(rng: Rng, from: number, months = 120): number {
    const to = Math.min(this.asOf - 1, addMonths(from, months));
    return to <= from ? from : from + rng.int(to - from + 1);
  }
}
