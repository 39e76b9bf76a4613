import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema.ts';
import { parseNames } from '../../src/server/search/search-docs.ts';

/**
 * The mixed query set of the search benchmarks (bench:search in-process, bench:search-http over
 * HTTP), drawn with a fixed seed from the stored names, so every run and engine gets the same one.
 */

/** Small deterministic PRNG (mulberry32): the same query set on every run and engine. */
export function prng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const COMMON = [
  'limited',
  'ltd',
  'co',
  'gmbh',
  'holdings',
  'trading',
  '有限公司',
  '公司',
  '株式会社',
  'ооо',
  'inc',
  'group',
  'sa',
  'international',
];
export const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Queries drawn from stored names, by kind. */
export async function querySet(db: Kysely<Database>, queryCount: number): Promise<Array<{ kind: string; q: string }>> {
  const rand = prng(20261122);
  const { max } = await db
    .selectFrom('search_docs')
    .select((eb) => eb.fn.max('doc').as('max'))
    .where('kind', '=', 'c')
    .executeTakeFirstOrThrow();
  const ids = Array.from({ length: queryCount }, () => 1 + Math.floor(rand() * Number(max)));
  // Read in the drawn order, so that both engines get the very same query set.
  const byDoc = new Map<number, string>();
  for (let i = 0; i < ids.length; i += 500) {
    for (const r of await db
      .selectFrom('search_docs')
      .select(['doc', 'names'])
      .where('doc', 'in', ids.slice(i, i + 500))
      .execute())
      byDoc.set(Number(r.doc), r.names);
  }
  const rows = ids.filter((id) => byDoc.has(id)).map((id) => ({ names: byDoc.get(id)! }));
  const out: Array<{ kind: string; q: string }> = [];
  for (const r of rows) {
    const name = parseNames(r.names)[0];
    if (!name) continue;
    const pick = rand();
    const cps = [...name.norm.replace(/ /g, '')];
    if (CJK.test(name.norm) && pick < 0.5) {
      const len = 1 + Math.floor(rand() * 3);
      const at = Math.floor(rand() * Math.max(1, cps.length - len));
      out.push({ kind: `CJK ${len} char`, q: cps.slice(at, at + len).join('') });
    } else if (name.translit && pick < 0.75) {
      const words = name.translit.split(' ');
      out.push({ kind: 'transliterated', q: words.slice(0, 1 + Math.floor(rand() * 2)).join(' ') });
    } else if (rand() < 0.2) {
      out.push({ kind: 'common term', q: COMMON[Math.floor(rand() * COMMON.length)] });
    } else {
      const words = name.norm.split(' ');
      const w = words[Math.floor(rand() * words.length)];
      out.push({ kind: 'Latin/native prefix', q: rand() < 0.5 ? w.slice(0, 3 + Math.floor(rand() * 4)) : words.slice(0, 2).join(' ') });
    }
  }
  return out;
}
