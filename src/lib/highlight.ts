/**
 * Marks where a search keyword occurs in a name as displayed, for result pages. Both are folded the
 * way the search index folds them (width, case, Latin/Greek/Cyrillic diacritics), one character of
 * the name at a time, so "societe" marks "Société" and "ＡＣＭＥ" is marked for "acme". A keyword
 * word matches at the start of a name's word, or anywhere in scripts written without spaces.
 */
export interface Segment {
  text: string;
  mark: boolean;
}

const FOLDABLE = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u;
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
const WORD = /[\p{L}\p{N}]/u;

function foldChar(ch: string): string {
  const wide = ch.normalize('NFKC').toLowerCase();
  return FOLDABLE.test(wide) ? wide.normalize('NFD').replace(/\p{M}+/gu, '') : wide;
}

export function highlight(name: string, keyword: string): Segment[] {
  const chars = [...name];
  // folded text and, for each of its code units, the index of the name's character it came from
  let folded = '';
  const origin: number[] = [];
  chars.forEach((ch, i) => {
    const f = foldChar(ch);
    folded += f;
    for (let k = 0; k < f.length; k++) origin.push(i);
  });
  const words = [
    ...new Set(
      keyword
        .split(/[^\p{L}\p{N}]+/u)
        .map((w) => [...w].map(foldChar).join(''))
        .filter(Boolean),
    ),
  ];
  const marked = new Array<boolean>(chars.length).fill(false);
  for (const w of words) {
    let at = folded.indexOf(w);
    while (at >= 0) {
      const before = at > 0 ? folded[at - 1] : '';
      if (!before || !WORD.test(before) || UNSPACED.test(w[0])) {
        for (let k = at; k < at + w.length; k++) marked[origin[k]] = true;
      }
      at = folded.indexOf(w, at + 1);
    }
  }
  const out: Segment[] = [];
  chars.forEach((ch, i) => {
    const last = out[out.length - 1];
    if (last && last.mark === marked[i]) last.text += ch;
    else out.push({ text: ch, mark: marked[i] });
  });
  return out;
}
