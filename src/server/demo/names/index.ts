import { ar, fa } from './arabic.ts';
import { hy, ka } from './caucasus.ts';
import { bg, mn, ru, srCyrl, uk } from './cyrillic.ts';
import { hi } from './devanagari.ts';
import { el } from './greek.ts';
import { zhHans, zhHant, zhHK } from './han.ts';
import { he } from './hebrew.ts';
import { ja, ko } from './japanese-korean.ts';
import { cs, et, hr, hu, lt, lv, pl, ro, sk, sl, sq } from './latin-central.ts';
import { da, fi, is, nb, sv } from './latin-north.ts';
import { az, id, ms, tr, uz, vi } from './latin-other.ts';
import { de, en, es, fr, it, nl, pt } from './latin-west.ts';
import { enEA, enIN, enSA, enWA, enZA, fil, frWA } from './regional.ts';
import { th } from './thai.ts';
import type { Culture } from './types.ts';

/** Every culture of the demo world by id (jurisdictions name theirs). */
export const CULTURES: Record<string, Culture> = Object.fromEntries(
  [
    zhHans,
    zhHant,
    zhHK,
    ja,
    ko,
    ar,
    fa,
    he,
    th,
    hi,
    el,
    ru,
    uk,
    bg,
    srCyrl,
    mn,
    ka,
    hy,
    en,
    de,
    fr,
    es,
    pt,
    it,
    nl,
    sv,
    da,
    nb,
    fi,
    is,
    pl,
    cs,
    sk,
    hu,
    ro,
    hr,
    sl,
    sq,
    lt,
    lv,
    et,
    tr,
    az,
    uz,
    vi,
    id,
    ms,
    enIN,
    enWA,
    enEA,
    enZA,
    enSA,
    fil,
    frWA,
  ].map((c) => [c.id, c]),
);

export type { Culture, Word, IndustryWord, Script } from './types.ts';
