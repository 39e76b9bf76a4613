import type { ScoreEvidence } from './broker-score-detail.ts';

/**
 * The clone rules: a broker that passes itself off as another firm, found from data alone, each
 * finding with the records that show it (shown on both firms' pages). A brand is every broker that
 * shares a company with another (their domains and licences are one firm's, never clones of each other).
 *
 * (a) licence number: a broker claims a licence (regulator + number) that a company holds which is not
 *     one of its own companies → a clone of that company, and of each broker that company belongs to.
 *     A claim that matches no licence we know at all is an unverified claim (a regulation point of the
 *     score, not a clone: we may not have that register).
 * (b) warning: a regulator's warning names the broker's domain, or a licence number the broker claims
 *     without holding it, or is tied to the broker by the register; when its name or text says
 *     "clone" it is a clone finding (of the firm whose number it cites, when we know that firm),
 *     otherwise a warning (the score's regulation index and the risk list count it).
 * (c) domain: a broker with no licence in force uses a domain confusingly like one of a licensed
 *     broker's: the same name on another ending (harbour.com / harbour.eu), the same name with or
 *     without hyphens (harbour-fx.com / harbourfx.com), or one letter added, dropped, changed or two
 *     neighbours swapped (harbourfx / harbuorfx) when the names have at least DOMAIN_EDIT_MIN_LENGTH letters.
 * (d) name: a broker with no licence in force whose name, without legal-form words, is the same as a
 *     licensed broker's or one letter away from it (at least NAME_EDIT_MIN_LENGTH letters).
 */

export const CLONE_REASONS = ['licence-number', 'warning', 'domain', 'name'] as const;
export type CloneReason = (typeof CLONE_REASONS)[number];

/** Shorter names than this differ by one letter too often by chance (xm / fxm). */
export const DOMAIN_EDIT_MIN_LENGTH = 6;
export const NAME_EDIT_MIN_LENGTH = 6;

/** Words of a legal form or a trade that do not tell one brand from another. */
const GENERIC_NAME_WORDS = new Set([
  'ltd',
  'limited',
  'llc',
  'inc',
  'plc',
  'corp',
  'corporation',
  'co',
  'company',
  'sa',
  'ag',
  'gmbh',
  'bv',
  'nv',
  'pty',
  'pte',
  'kk',
  'group',
  'holdings',
  'holding',
  'the',
]);

/** Endings of two labels that are sold as one (harbour.co.uk): the name is the label before them. */
const TWO_PART_SUFFIXES = new Set(['co', 'com', 'net', 'org', 'gov', 'ac', 'ltd', 'plc', 'or', 'ne']);

export interface CloneBroker {
  id: string;
  name: string;
  normalisedName: string;
  companyIds: string[];
  domains: string[];
  claims: Array<{ regulatorKey: string; number: string; claimedHolder: string | null }>;
  /** Holds a licence in force through one of its own companies. */
  licensed: boolean;
}

export interface CloneLicence {
  companyId: string;
  companyName: string;
  regulatorKey: string | null;
  regulator: string;
  number: string | null;
  status: string;
  recordUrl: string | null;
}

export interface CloneWarning {
  id: string;
  regulatorKey: string;
  name: string;
  domain: string | null;
  licenceNumber: string | null;
  publishedOn: string | null;
  url: string | null;
  details: string | null;
  /** Tied to a broker by the register or an importer. */
  brokerId: string | null;
}

export interface CloneFinding {
  brokerId: string;
  originalBrokerId: string | null;
  originalCompanyId: string | null;
  reason: CloneReason;
  evidence: ScoreEvidence[];
}

export interface UnverifiedClaim {
  brokerId: string;
  regulatorKey: string;
  number: string;
}

export interface CloneResult {
  clones: CloneFinding[];
  unverifiedClaims: UnverifiedClaim[];
  /** Every warning tied to a broker (by the register, its domain or a number it claims without holding it). */
  warningsByBroker: Map<string, CloneWarning[]>;
}

/** A licence number as compared: upper case, without spaces, dots or a leading "No."/"#". */
export function licenceKey(regulatorKey: string | null, number: string | null): string | null {
  if (!regulatorKey || !number) return null;
  const n = number
    .toUpperCase()
    .replace(/^(NO\.?|NR\.?|#)\s*/, '')
    .replace(/[\s.]/g, '');
  return n ? `${regulatorKey}|${n}` : null;
}

/** The name part of a domain: harbour-fx for www.harbour-fx.co.uk (no public-suffix list: two-part endings by rule). */
export function domainLabel(domain: string): string {
  const parts = domain
    .toLowerCase()
    .replace(/^www\./, '')
    .split('.')
    .filter(Boolean);
  if (parts.length < 2) return parts[0] ?? '';
  const last = parts.length - 1;
  if (parts.length >= 3 && parts[last].length === 2 && TWO_PART_SUFFIXES.has(parts[last - 1])) return parts[last - 2];
  return parts[last - 1];
}

/** A name without legal-form words and spaces ("Harbour Markets Ltd" → "harbourmarkets"). */
export function brandKey(normalisedName: string): string {
  return normalisedName
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !GENERIC_NAME_WORDS.has(w))
    .join('');
}

/** Optimal string alignment distance (one edit = insert, delete, change, or swap of neighbours), stopping above `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const w = b.length + 1;
  // Three rolling rows: the swap of neighbours looks two rows back.
  let prev2 = new Int32Array(w);
  let prev = Int32Array.from({ length: w }, (_, j) => j);
  let row = new Int32Array(w);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      row[j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  return prev[b.length];
}

/** Appends to a map of lists (no copy of the list on each append). */
function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The string and each of its one-letter deletions, as numbers: two strings one edit apart share one
 * of these. Each is a 52-bit hash of the string (two 32-bit FNV-1a hashes with different seeds, so
 * a safe integer), not the string itself: 20,000 brokers file some 600,000 of them, and strings were
 * most of the scoring job's memory. A collision can only add a candidate, which the edit distance
 * check then drops; with 52 bits among a million keys it is about as likely as none at all.
 */
function deletions(s: string): number[] {
  const out = new Set<number>();
  for (let skip = -1; skip < s.length; skip++) {
    let a = 0x811c9dc5;
    let b = 0x01000193;
    for (let i = 0; i < s.length; i++) {
      if (i === skip) continue;
      const c = s.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x0100019d);
    }
    out.add((a >>> 0) * 0x100000 + ((b >>> 12) & 0xfffff));
  }
  return [...out];
}

/**
 * An index of strings for "equal or one edit away" look-ups without comparing every pair (each
 * string filed under its deletions; common endings such as "markets" rule out cheaper keys).
 */
class NearIndex<T> {
  // Most keys file one entry: it is kept as it is, and only a key shared by several gets a list.
  private readonly keys = new Map<number, Entry<T> | Array<Entry<T>>>();
  add(value: string, item: T): void {
    const entry: Entry<T> = { value, item };
    for (const k of deletions(value)) {
      const had = this.keys.get(k);
      if (!had) this.keys.set(k, entry);
      else if (Array.isArray(had)) had.push(entry);
      else this.keys.set(k, [had, entry]);
    }
  }
  /** Items whose value is within one edit of `value` (equal included), in the order they were filed. */
  near(value: string): Array<Entry<T>> {
    const seen = new Set<Entry<T>>();
    for (const k of deletions(value)) {
      const hit = this.keys.get(k);
      if (Array.isArray(hit)) for (const h of hit) seen.add(h);
      else if (hit) seen.add(hit);
    }
    return [...seen].filter((h) => editDistance(h.value, value, 1) <= 1);
  }
}
interface Entry<T> {
  value: string;
  item: T;
}

const CLONE_WORD = /\bclon(e|ed|es|ing)\b/i;

const licenceEvidence = (l: CloneLicence): ScoreEvidence => ({
  kind: 'licence',
  id: l.companyId,
  label: `${l.regulator} ${l.number ?? ''}`.trim(),
  url: l.recordUrl,
  source: l.companyName,
});
const warningEvidence = (w: CloneWarning): ScoreEvidence => ({
  kind: 'warning',
  id: w.id,
  label: w.name,
  url: w.url,
  date: w.publishedOn,
  source: w.regulatorKey,
});

/** Finds clones, unverified claims and the warnings that concern each broker. */
export function detectClones(
  brokers: readonly CloneBroker[],
  licences: readonly CloneLicence[],
  warnings: readonly CloneWarning[],
): CloneResult {
  const clones: CloneFinding[] = [];
  const unverifiedClaims: UnverifiedClaim[] = [];
  const warningsByBroker = new Map<string, CloneWarning[]>();
  // One finding per broker, original and reason; more records for it are added to its evidence.
  const found = new Map<string, CloneFinding>();
  const add = (f: CloneFinding) => {
    const key = `${f.brokerId}|${f.originalBrokerId ?? ''}|${f.originalCompanyId ?? ''}|${f.reason}`;
    const known = found.get(key);
    if (!known) {
      found.set(key, f);
      clones.push(f);
    } else known.evidence.push(...f.evidence.filter((e) => !known.evidence.some((k) => k.kind === e.kind && k.label === e.label)));
  };

  // Brands: brokers sharing a company are one firm.
  const brokersOfCompany = new Map<string, string[]>();
  for (const b of brokers) for (const c of b.companyIds) push(brokersOfCompany, c, b.id);
  // Only brokers that share a company with another need a set of their brand.
  const brandOf = new Map<string, Set<string>>();
  for (const ids of brokersOfCompany.values()) {
    if (ids.length < 2) continue;
    for (const a of ids) {
      let brand = brandOf.get(a);
      if (!brand) brandOf.set(a, (brand = new Set([a])));
      for (const b of ids) brand.add(b);
    }
  }
  const sameBrand = (a: string, b: string) => a === b || (brandOf.get(a)?.has(b) ?? false);

  const licencesByKey = new Map<string, CloneLicence[]>();
  for (const l of licences) {
    const k = licenceKey(l.regulatorKey, l.number);
    if (k) push(licencesByKey, k, l);
  }

  // (a) claims against the licences on record. Numbers claimed without being held, for rule (b).
  const unheldClaims = new Map<string, string[]>();
  for (const b of brokers) {
    const own = new Set(b.companyIds);
    for (const claim of b.claims) {
      const k = licenceKey(claim.regulatorKey, claim.number);
      if (!k) continue;
      const matches = licencesByKey.get(k) ?? [];
      if (matches.some((l) => own.has(l.companyId))) continue;
      push(unheldClaims, k, b.id);
      if (!matches.length) {
        unverifiedClaims.push({ brokerId: b.id, regulatorKey: claim.regulatorKey, number: claim.number });
        continue;
      }
      for (const l of matches) {
        const evidence: ScoreEvidence[] = [
          { kind: 'claim', label: `${claim.regulatorKey.toUpperCase()} ${claim.number}`, source: claim.claimedHolder },
          licenceEvidence(l),
        ];
        const owners = (brokersOfCompany.get(l.companyId) ?? []).filter((o) => !sameBrand(o, b.id));
        if (!owners.length)
          add({ brokerId: b.id, originalBrokerId: null, originalCompanyId: l.companyId, reason: 'licence-number', evidence });
        for (const o of owners)
          add({ brokerId: b.id, originalBrokerId: o, originalCompanyId: l.companyId, reason: 'licence-number', evidence: [...evidence] });
      }
    }
  }

  // (b) warnings.
  const brokersOfDomain = new Map<string, string[]>();
  const companiesOf = new Map(brokers.map((b) => [b.id, new Set(b.companyIds)]));
  for (const b of brokers) for (const d of b.domains) push(brokersOfDomain, d, b.id);
  for (const w of warnings) {
    const concerned = new Set<string>();
    if (w.brokerId) concerned.add(w.brokerId);
    if (w.domain) for (const id of brokersOfDomain.get(w.domain.toLowerCase().replace(/^www\./, '')) ?? []) concerned.add(id);
    const k = licenceKey(w.regulatorKey, w.licenceNumber);
    if (k) for (const id of unheldClaims.get(k) ?? []) concerned.add(id);
    const cloneWarning = CLONE_WORD.test(`${w.name} ${w.details ?? ''}`);
    const cited = k ? (licencesByKey.get(k) ?? []) : [];
    for (const id of concerned) {
      push(warningsByBroker, id, w);
      if (!cloneWarning) continue;
      const originals = cited.filter((l) => !companiesOf.get(id)?.has(l.companyId));
      if (!originals.length)
        add({ brokerId: id, originalBrokerId: null, originalCompanyId: null, reason: 'warning', evidence: [warningEvidence(w)] });
      for (const l of originals) {
        const owners = (brokersOfCompany.get(l.companyId) ?? []).filter((o) => !sameBrand(o, id));
        const evidence = [warningEvidence(w), licenceEvidence(l)];
        if (!owners.length) add({ brokerId: id, originalBrokerId: null, originalCompanyId: l.companyId, reason: 'warning', evidence });
        for (const o of owners)
          add({ brokerId: id, originalBrokerId: o, originalCompanyId: l.companyId, reason: 'warning', evidence: [...evidence] });
      }
    }
  }

  // (c) and (d): unlicensed brokers against licensed brokers' domains and names.
  const licensed = brokers.filter((b) => b.licensed);
  const byLabel = new Map<string, Array<{ broker: CloneBroker; domain: string }>>();
  const bareLabels = new NearIndex<{ broker: CloneBroker; domain: string }>();
  const names = new NearIndex<CloneBroker>();
  for (const l of licensed) {
    for (const domain of l.domains) {
      const label = domainLabel(domain);
      const bare = label.replace(/-/g, '');
      push(byLabel, bare, { broker: l, domain });
      if (bare.length >= DOMAIN_EDIT_MIN_LENGTH) bareLabels.add(bare, { broker: l, domain });
    }
    const key = brandKey(l.normalisedName);
    if (key) names.add(key, l);
  }
  for (const b of brokers) {
    if (b.licensed) continue;
    for (const domain of b.domains) {
      const bare = domainLabel(domain).replace(/-/g, '');
      const hits = new Map<string, { broker: CloneBroker; domain: string }>();
      for (const h of byLabel.get(bare) ?? []) hits.set(`${h.broker.id}|${h.domain}`, h);
      if (bare.length >= DOMAIN_EDIT_MIN_LENGTH)
        for (const h of bareLabels.near(bare)) hits.set(`${h.item.broker.id}|${h.item.domain}`, h.item);
      for (const h of hits.values()) {
        if (sameBrand(b.id, h.broker.id)) continue;
        add({
          brokerId: b.id,
          originalBrokerId: h.broker.id,
          originalCompanyId: null,
          reason: 'domain',
          evidence: [
            { kind: 'website', label: domain },
            { kind: 'website', id: h.broker.id, label: h.domain, source: h.broker.name },
          ],
        });
      }
    }
    const key = brandKey(b.normalisedName);
    if (!key) continue;
    for (const h of names.near(key)) {
      if (sameBrand(b.id, h.item.id)) continue;
      if (h.value !== key && Math.min(key.length, h.value.length) < NAME_EDIT_MIN_LENGTH) continue;
      add({
        brokerId: b.id,
        originalBrokerId: h.item.id,
        originalCompanyId: null,
        reason: 'name',
        evidence: [
          { kind: 'broker', id: b.id, label: b.name },
          { kind: 'broker', id: h.item.id, label: h.item.name },
        ],
      });
    }
  }
  return { clones, unverifiedClaims, warningsByBroker };
}
