/**
 * The report's print styles. Fonts are named by family so Chromium embeds a subset of each it uses:
 * Noto Sans for Latin, Cyrillic, Greek and Vietnamese, Noto Sans Arabic, Devanagari and Thai
 * (Debian's fonts-noto-core), and a CJK family (fonts-noto-cjk or fonts-wqy-microhei). Chromium falls
 * back glyph by glyph along the list, so a Chinese name in an English report prints too.
 * Logical properties (margin-inline-start, text-align: start) give Arabic its right-to-left layout.
 */
export const FONT_STACK =
  "'Noto Sans', 'Noto Sans Arabic', 'Noto Sans Devanagari', 'Noto Sans Thai', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', 'Noto Sans Symbols', sans-serif";

export const REPORT_CSS = `
@page { size: A4; margin: 16mm 14mm 15mm; }
* { box-sizing: border-box; }
html { font-family: ${FONT_STACK}; font-size: 9.5pt; line-height: 1.45; color: #1f2328; }
html[lang="ja"] { font-family: 'Noto Sans', 'Noto Sans CJK JP', 'WenQuanYi Micro Hei', sans-serif; }
html[lang="ko"] { font-family: 'Noto Sans', 'Noto Sans CJK KR', 'WenQuanYi Micro Hei', sans-serif; }
html[lang="th"] { line-height: 1.6; }
body { margin: 0; }
h1 { font-size: 20pt; margin: 4pt 0 2pt; line-height: 1.25; }
h2 { font-size: 12.5pt; margin: 14pt 0 5pt; padding-bottom: 2pt; border-bottom: 1.5pt solid #0b5cad; color: #0b3f75; break-after: avoid; }
h3 { font-size: 10.5pt; margin: 10pt 0 4pt; break-after: avoid; }
p { margin: 3pt 0; }
.cover { break-after: page; }
.cover .kind { color: #0b5cad; font-weight: 700; font-size: 9pt; margin-top: 0; }
.cover .alt { font-size: 12pt; color: #57606a; }
.cover .facts { color: #57606a; font-size: 10.5pt; }
.meta { display: grid; grid-template-columns: repeat(2, 1fr); gap: 6pt 18pt; margin: 14pt 0; padding: 8pt 10pt; border: 1pt solid #d0d7de; border-radius: 4pt; background: #f6f8fa; }
.meta dt { font-size: 8pt; color: #57606a; }
.meta dd { margin: 0; font-weight: 600; word-break: break-all; }
.note { font-size: 9pt; color: #24292f; }
nav ol { columns: 2; padding-inline-start: 16pt; }
table { width: 100%; border-collapse: collapse; margin: 4pt 0 6pt; font-size: 8.8pt; }
thead { display: table-header-group; }
tr { break-inside: avoid; }
th, td { text-align: start; vertical-align: top; padding: 3pt 5pt; border-bottom: .5pt solid #d0d7de; overflow-wrap: anywhere; }
th { background: #f6f8fa; font-weight: 600; color: #24292f; }
td.n, th.n { text-align: end; white-space: nowrap; }
td:last-child, th:last-child { white-space: nowrap; width: 1%; color: #57606a; font-size: 8pt; }
.cite bdi { color: #0b5cad; font-weight: 600; }
.muted { color: #57606a; }
.small { font-size: 8pt; }
.nowrap { white-space: nowrap; }
.none { color: #57606a; font-style: italic; }
.tag { display: inline-block; font-size: 7.5pt; padding: 0 4pt; border: .5pt solid #8c959f; border-radius: 3pt; color: #57606a; }
.credit { display: flex; gap: 14pt; align-items: center; }
.credit .grade { font-size: 26pt; font-weight: 700; color: #0b5cad; margin: 0; min-width: 54pt; text-align: center; border: 1.5pt solid #0b5cad; border-radius: 6pt; }
.pos { color: #0f7a5c; } .neg { color: #b3261e; }
figure { margin: 6pt 0 8pt; break-inside: avoid; }
figure svg { max-width: 100%; height: auto; display: block; margin-inline: auto; }
.legend { display: flex; gap: 12pt; justify-content: center; font-size: 8pt; color: #57606a; }
.legend .key { display: inline-flex; gap: 4pt; align-items: center; }
.sources { break-before: page; }
.sources ol { list-style: none; padding: 0; }
.sources li { margin: 0 0 6pt; break-inside: avoid; }
.url { font-size: 8pt; word-break: break-all; }
.disclaimer { margin-top: 16pt; font-size: 8pt; color: #57606a; border-top: .5pt solid #d0d7de; padding-top: 4pt; }
`;
