import { barChartLayout, type BarSeries } from '../../lib/charts/bar-chart.ts';
import { chainLayout, type ChainNode } from '../../lib/charts/ownership-chain.ts';
import { esc } from './html-escape.ts';

/**
 * The report's two drawings as SVG strings, from the same geometry as the company page's chart
 * components (src/lib/charts/): Chromium prints inline SVG as vector paths, so they stay sharp at any
 * zoom and their labels stay text (searchable, copyable).
 */
const num = (n: number) => Math.round(n * 100) / 100;

/** The financial summary's grouped bars, with the legend as SVG text under the chart. */
export function barChartSvg(title: string, periods: string[], series: BarSeries[]): string {
  const g = barChartLayout(periods, series);
  const bars = g.groups
    .map(
      (group) =>
        group.bars
          .map((b) => `<rect x="${num(b.x)}" y="${num(b.y)}" width="${num(b.width)}" height="${num(b.height)}" fill="${b.fill}" rx="2"/>`)
          .join('') +
        `<text x="${num(group.labelX)}" y="${group.labelY}" text-anchor="middle" font-size="12" fill="#57606a">${esc(group.label)}</text>`,
    )
    .join('');
  const legend = series
    .map(
      (s) =>
        `<span class="key"><svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true"><rect width="10" height="10" rx="2" fill="${s.colour}"/></svg>${esc(s.label)}</span>`,
    )
    .join('');
  return `<figure class="chart"><svg viewBox="0 0 ${g.width} ${g.height}" width="${g.width}" height="${g.height}" role="img" aria-label="${esc(title)}"><line x1="${g.axis.x1}" x2="${g.axis.x2}" y1="${g.axis.y}" y2="${g.axis.y}" stroke="#d0d7de"/>${bars}</svg><figcaption class="legend">${legend}</figcaption></figure>`;
}

/** The ownership chain: parents above (top-most first), the company highlighted, subsidiaries below. */
export function chainSvg(title: string, above: ChainNode[], self: ChainNode, below: ChainNode[], more: number, moreLabel: string): string {
  const g = chainLayout(above, self, below, more, 460, 52);
  const lines = g.links
    .map((l) => `<line x1="${l.x}" x2="${l.x}" y1="${l.y1}" y2="${l.y2}" stroke="#8c959f" stroke-width="1.5" marker-end="url(#arrow)"/>`)
    .join('');
  const dashed = g.more
    ? `<line x1="${g.more.x}" x2="${g.more.x}" y1="${g.more.y1}" y2="${g.more.y2}" stroke="#8c959f" stroke-width="1.5" stroke-dasharray="4 3"/>`
    : '';
  const boxes = g.nodes
    .map((n) => {
      const self = n.kind === 'self';
      return `<rect x="${g.box.x}" y="${n.top}" width="${g.box.width}" height="${g.box.height}" rx="6" fill="${self ? '#0b5cad' : '#fff'}" stroke="${self ? '#0b5cad' : '#8c959f'}"/><text x="${n.textX}" y="${n.textY}" text-anchor="middle" font-size="14" fill="${self ? '#fff' : '#1f2328'}">${esc(n.label)}</text>`;
    })
    .join('');
  const moreText = g.more
    ? `<text x="${g.more.x}" y="${g.more.textY}" text-anchor="middle" font-size="13" fill="#57606a">${esc(moreLabel)}</text>`
    : '';
  return `<figure class="ownership"><svg viewBox="0 0 ${g.width} ${g.height}" width="${g.width}" height="${g.height}" role="img" aria-label="${esc(title)}"><defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#8c959f"/></marker></defs>${lines}${dashed}${boxes}${moreText}</svg></figure>`;
}
