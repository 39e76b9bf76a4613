import type { DailyRow } from './campaigns.service.ts';

const esc = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The daily report's chart, drawn on the server as SVG (no script, nothing to load): impressions as
 * bars on the left scale, clicks as a line on their own scale, the first and last day under the axis.
 * The numbers themselves are in the table beside it; the chart has a text title for screen readers.
 */
export function reportChartSvg(
  days: readonly DailyRow[],
  labels: { title: string; impressions: string; clicks: string; first: string; last: string },
): string {
  const W = 640;
  const H = 220;
  const left = 8;
  const right = 8;
  const top = 28;
  const bottom = 30;
  const plotW = W - left - right;
  const plotH = H - top - bottom;
  const maxI = Math.max(1, ...days.map((d) => d.impressions));
  const maxC = Math.max(1, ...days.map((d) => d.clicks));
  const n = Math.max(1, days.length);
  const step = plotW / n;
  const bar = Math.max(1, step * 0.7);
  const bars = days
    .map((d, i) => {
      const h = (d.impressions / maxI) * plotH;
      return `<rect x="${(left + i * step + (step - bar) / 2).toFixed(1)}" y="${(top + plotH - h).toFixed(1)}" width="${bar.toFixed(1)}" height="${h.toFixed(1)}" fill="#7fa7c9"/>`;
    })
    .join('');
  const points = days
    .map((d, i) => `${(left + i * step + step / 2).toFixed(1)},${(top + plotH - (d.clicks / maxC) * plotH).toFixed(1)}`)
    .join(' ');
  const line =
    days.length > 1
      ? `<polyline points="${points}" fill="none" stroke="#c2410c" stroke-width="2"/>`
      : days.length === 1
        ? `<circle cx="${points.split(',')[0]}" cy="${points.split(',')[1]}" r="3" fill="#c2410c"/>`
        : '';
  // plaintext: a label takes its direction from its own text (an Arabic date carries right-to-left marks).
  const font = 'font-family="system-ui, sans-serif" font-size="12" unicode-bidi="plaintext"';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="100%" role="img" aria-labelledby="report-chart-title" class="report-chart">` +
    `<title id="report-chart-title">${esc(labels.title)}</title>` +
    `<rect x="${left}" y="${top}" width="${plotW}" height="${plotH}" fill="none" stroke="#d0d7de"/>` +
    bars +
    line +
    `<rect x="${left}" y="6" width="12" height="12" fill="#7fa7c9"/><text x="${left + 18}" y="16" ${font} fill="currentColor">${esc(labels.impressions)} (max ${maxI})</text>` +
    `<rect x="${left + 260}" y="11" width="12" height="3" fill="#c2410c"/><text x="${left + 278}" y="16" ${font} fill="currentColor">${esc(labels.clicks)} (max ${maxC})</text>` +
    `<text x="${left}" y="${H - 10}" ${font} fill="currentColor">${esc(labels.first)}</text>` +
    `<text x="${W - right}" y="${H - 10}" ${font} text-anchor="end" fill="currentColor">${esc(labels.last)}</text>` +
    `</svg>`
  );
}
