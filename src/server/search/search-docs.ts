import type { Flag } from '../db/schema.ts';
import { fullKey, isJapanese, searchNormalise, transliterate, transliteratedKeys, wordKeys } from './search-keys.ts';

/** Kind of a name in ranking order: the legal name, an alternative or trading name, a previous name. */
export type NameKind = 0 | 1 | 2;

export interface DocName {
  kind: NameKind;
  norm: string;
  translit: string;
}

/** A company's fields that result pages filter, count and sort by (all null for officers). */
export interface DocFacets {
  company_type: string | null;
  current_status: string | null;
  /** The register's own inactive flag, null when it does not say (the doc's `inactive` ranks that as active). */
  register_inactive: Flag | null;
  incorporation_date: string | null;
  industry_section: string | null;
}

export const NO_FACETS: DocFacets = {
  company_type: null,
  current_status: null,
  register_inactive: null,
  incorporation_date: null,
  industry_section: null,
};

/** The kinds of record the index holds: companies ('c'), officers ('o') and brokers ('b'). */
export type DocKind = 'c' | 'o' | 'b';

/** What the index knows of one company ('c'), officer ('o') or broker ('b'). */
export interface DocSource {
  kind: DocKind;
  entityId: string;
  jurisdiction: string | null;
  inactive: 0 | 1;
  names: DocName[];
  facets: DocFacets;
}

export function sameFacets(a: DocFacets, b: DocFacets): boolean {
  return (
    a.company_type === b.company_type &&
    a.current_status === b.current_status &&
    a.register_inactive === b.register_inactive &&
    a.incorporation_date === b.incorporation_date &&
    a.industry_section === b.industry_section
  );
}

/**
 * Builds a doc's names from raw names, best kind first, each normalised name once. The register's
 * jurisdiction tells a Japanese name written in kanji alone (no Chinese readings for it).
 */
export function docNames(raw: Array<{ kind: NameKind; name: string | null | undefined }>, jurisdiction?: string | null): DocName[] {
  const seen = new Set<string>();
  const out: DocName[] = [];
  for (const { kind, name } of [...raw].sort((a, b) => a.kind - b.kind)) {
    const norm = name ? searchNormalise(name) : '';
    if (!norm || seen.has(norm)) continue;
    seen.add(norm);
    out.push({ kind, norm, translit: transliterate(norm, isJapanese(norm, jurisdiction)) });
  }
  return out;
}

/** The stored form of a doc's names: one line per name, kind, normalised name and transliteration tab-separated. */
export function serialiseNames(names: DocName[]): string {
  return names.map((n) => `${n.kind}\t${n.norm}\t${n.translit}`).join('\n');
}

export function parseNames(text: string): DocName[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [kind, norm, translit] = line.split('\t');
      return { kind: Number(kind) as NameKind, norm, translit: translit ?? '' };
    });
}

/**
 * Weight of a doc's key: lower ranks first among equal keys. Active before inactive, then legal before
 * alternative before previous names, then shorter names (a closer match) before longer ones.
 */
export function weight(inactive: 0 | 1, kind: NameKind, norm: string): number {
  return inactive * 32 + kind * 8 + Math.min(7, Math.floor(norm.length / 6));
}

/** Key prefixes: companies, officers and brokers share one table but never one key. Upper case marks whole-name keys. */
export const PREFIX = { c: { word: 'c', full: 'C' }, o: { word: 'o', full: 'O' }, b: { word: 'b', full: 'B' } } as const;

/** Every (term, weight) of a doc, each term once at its best weight. */
export function termsOf(kind: DocKind, inactive: 0 | 1, names: DocName[]): Array<{ term: string; weight: number }> {
  const best = new Map<string, number>();
  const add = (term: string, w: number) => {
    const known = best.get(term);
    if (known === undefined || w < known) best.set(term, w);
  };
  const p = PREFIX[kind];
  for (const n of names) {
    const w = weight(inactive, n.kind, n.norm);
    add(p.full + fullKey(n.norm), w);
    for (const k of wordKeys(n.norm)) add(p.word + k, w);
    if (n.translit) {
      add(p.full + fullKey(n.translit), w);
      for (const k of transliteratedKeys(n.norm, n.translit)) add(p.word + k, w);
    }
  }
  return [...best].map(([term, w]) => ({ term, weight: w }));
}
