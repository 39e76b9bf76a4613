import { IMAGE_SIZES, type AdSize, type Placement } from '../../lib/ad-slots.ts';

/**
 * House ads: our own promotions (VIP membership, the app), shown when no campaign fits a slot, so a
 * slot is never an empty box. Their pictures are drawn here as SVG in the page's language, at every
 * placement's exact size (served by /{lang}/ad/house/{id}-{w}x{h}.svg), so no image needs making by hand
 * for 19 languages. They are not counted and cost nothing.
 */
export const HOUSE_ADS = [
  { id: 'house-vip', title: 'adHouse.vip.title', text: 'adHouse.vip.text', landing: (lang: string) => `/${lang}/user?id=vip` },
  { id: 'house-app', title: 'adHouse.app.title', text: 'adHouse.app.text', landing: (lang: string) => `/${lang}/download` },
] as const;
export type HouseAd = (typeof HOUSE_ADS)[number];

export const HOUSE_LOGO = { width: 64, height: 64 } as const;

/** The house ad for a slot: the app's placements promote VIP (they are in the app already), the web alternates. */
export function houseAdFor(placement: Placement, random: () => number): HouseAd {
  if (placement === 'splash' || placement === 'appCarousel') return HOUSE_ADS[0];
  return HOUSE_ADS[Math.floor(random() * HOUSE_ADS.length)] ?? HOUSE_ADS[0];
}

export function houseAdById(id: string): HouseAd | undefined {
  return HOUSE_ADS.find((h) => h.id === id);
}

/** Whether a house picture of this size exists (one of the placements' sizes, or the logo). */
export function isHouseSize(size: AdSize): boolean {
  if (size.width === HOUSE_LOGO.width && size.height === HOUSE_LOGO.height) return true;
  return Object.values(IMAGE_SIZES).some((list) => list.some((s) => s.width === size.width && s.height === size.height));
}

export const houseImagePath = (lang: string, id: string, size: AdSize) => `/${lang}/ad/house/${id}-${size.width}x${size.height}.svg`;

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** How wide a character is in average Latin letters: CJK ideographs and kana, Hangul and full-width forms take about two. */
const charWidth = (c: string) => (/[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(c) ? 1.8 : 1);
const widthOf = (s: string) => [...s].reduce((n, c) => n + charWidth(c), 0);

/**
 * Greedy wrap by estimated width: at spaces where the script has them, and inside a run that is wider
 * than a line (CJK and Thai have no spaces between words), between characters. The last line kept gets
 * an ellipsis when the text does not fit.
 */
function wrap(text: string, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const push = () => {
    if (line) lines.push(line);
    line = '';
  };
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (widthOf(joined) <= maxWidth) {
      line = joined;
      continue;
    }
    if (widthOf(word) <= maxWidth) {
      push();
      line = word;
      continue;
    }
    // A run wider than a line: fill this line, then go on character by character.
    if (line) line += ' ';
    for (const c of word) {
      if (widthOf(line + c) > maxWidth) push();
      line += c;
    }
  }
  push();
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last && widthOf(`${last}…`) > maxWidth) last = [...last].slice(0, -1).join('');
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

/**
 * A house picture: the title and text on the site's colours, fitted to the box (a wide banner puts them
 * side by side in one or two lines, a tall one stacks them). Right-to-left languages are drawn from the right.
 */
export function houseSvg(a: { title: string; text: string; width: number; height: number; rtl: boolean; logo?: boolean }): string {
  const { width: w, height: h } = a;
  // SVG's text-anchor follows the text's direction: "start" is the right edge of right-to-left text.
  const anchor = 'start';
  const dir = a.rtl ? ' direction="rtl"' : '';
  const pad = Math.max(8, Math.round(Math.min(w, h) * 0.08));
  const x = a.rtl ? w - pad : pad;
  const head = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;
  const bg = `<rect width="${w}" height="${h}" fill="#0f3d5e"/><rect x="0" y="${h - Math.max(4, h * 0.04)}" width="${w}" height="${Math.max(4, h * 0.04)}" fill="#f5b301"/>`;
  const font = 'font-family="system-ui, sans-serif"';
  if (a.logo) {
    const letter = escapeXml([...a.title][0] ?? '★');
    return `${head}<rect width="${w}" height="${h}" rx="${w / 6}" fill="#0f3d5e"/><text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" ${font} font-size="${h * 0.5}" font-weight="700" fill="#f5b301">${letter}</text></svg>`;
  }
  const titleSize = Math.round(Math.min(h * (h < 150 ? 0.3 : 0.09), w * 0.11));
  const textSize = Math.round(titleSize * 0.62);
  const charsTitle = Math.max(6, Math.floor((w - 2 * pad) / (titleSize * 0.58)));
  const charsText = Math.max(8, Math.floor((w - 2 * pad) / (textSize * 0.55)));
  const titleLines = wrap(a.title, charsTitle, h < 150 ? 1 : 4);
  let y = h < 150 ? pad + titleSize * 0.9 : h * 0.25;
  const parts: string[] = [];
  for (const l of titleLines) {
    parts.push(
      `<text x="${x}" y="${y}" text-anchor="${anchor}"${dir} ${font} font-size="${titleSize}" font-weight="700" fill="#ffffff">${escapeXml(l)}</text>`,
    );
    y += titleSize * 1.2;
  }
  y += textSize * 0.2;
  // As many lines of text as the box has room for below the title, the last one ending with … when cut.
  const room = Math.max(1, Math.floor((h - pad * 0.5 - y) / (textSize * 1.25)) + 1);
  const textLines = wrap(a.text, charsText, Math.min(room, 8));
  for (const l of textLines) {
    if (y > h - pad * 0.5) break;
    parts.push(
      `<text x="${x}" y="${y}" text-anchor="${anchor}"${dir} ${font} font-size="${textSize}" fill="#dbe7f0">${escapeXml(l)}</text>`,
    );
    y += textSize * 1.25;
  }
  return `${head}${bg}${parts.join('')}</svg>`;
}
