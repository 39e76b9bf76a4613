/**
 * The geometry of the financial summary's grouped bar chart, shared by the company page
 * (components/company/FinancialChart.astro) and the PDF report (server/reports/report-svg.ts): one
 * drawing, two outputs (Astro elements and an SVG string). Pure numbers, no markup.
 */
export interface BarSeries {
  label: string;
  colour: string;
  values: Array<number | null>;
}

export interface BarChartLayout {
  width: number;
  height: number;
  axis: { x1: number; x2: number; y: number };
  groups: Array<{
    label: string;
    labelX: number;
    labelY: number;
    bars: Array<{ x: number; y: number; width: number; height: number; fill: string }>;
  }>;
}

export function barChartLayout(periods: string[], series: BarSeries[]): BarChartLayout {
  // As wide as the periods need (about 100 units each), so that on a 390 px phone, where the drawing
  // is shrunk to the screen, the year labels stay near their 14-unit size instead of a 640-wide 7 px.
  const W = Math.max(320, Math.min(640, periods.length * 100)),
    H = 220,
    PAD = 20,
    BOTTOM = 26;
  const max = Math.max(1, ...series.flatMap((s) => s.values.map((v) => Math.abs(v ?? 0))));
  const groupW = (W - PAD * 2) / Math.max(1, periods.length);
  const barW = Math.min(28, (groupW - 12) / Math.max(1, series.length));
  const y = (v: number) => H - BOTTOM - (Math.max(0, v) / max) * (H - BOTTOM - 12);
  return {
    width: W,
    height: H,
    axis: { x1: PAD, x2: W - PAD, y: H - BOTTOM },
    groups: periods.map((label, i) => {
      const x0 = PAD + i * groupW + (groupW - barW * series.length) / 2;
      return {
        label,
        labelX: PAD + i * groupW + groupW / 2,
        labelY: H - 6,
        bars: series.flatMap((s, k) => {
          const v = s.values[i];
          if (v === null || v === undefined) return [];
          return [{ x: x0 + k * barW, y: y(v), width: barW - 2, height: Math.max(1, H - BOTTOM - y(v)), fill: s.colour }];
        }),
      };
    }),
  };
}
