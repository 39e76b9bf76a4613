/**
 * The geometry of the ownership chain drawing (parents above, top-most first, the company itself,
 * its first subsidiaries below, a dashed line to "n more"), shared by the company page
 * (components/company/OwnershipChart.astro) and the PDF report (server/reports/report-svg.ts).
 */
export interface ChainNode {
  id: string;
  name: string;
}

export interface ChainLayout {
  width: number;
  height: number;
  box: { x: number; width: number; height: number };
  nodes: Array<ChainNode & { kind: 'parent' | 'self' | 'child'; top: number; label: string; textX: number; textY: number }>;
  /** Arrows between consecutive boxes. */
  links: Array<{ x: number; y1: number; y2: number }>;
  /** The dashed line and label for subsidiaries not drawn. */
  more?: { x: number; y1: number; y2: number; textY: number };
}

const cut = (s: string, chars: number) => ([...s].length > chars ? `${[...s].slice(0, chars - 1).join('')}…` : s);

export function chainLayout(
  above: ChainNode[],
  self: ChainNode,
  below: ChainNode[],
  more: number,
  boxWidth = 360,
  labelChars = 40,
): ChainLayout {
  const W = boxWidth,
    BOX = 40,
    GAP = 22,
    X = 10;
  const list = [
    ...above.map((n) => ({ ...n, kind: 'parent' as const })),
    { ...self, kind: 'self' as const },
    ...below.map((n) => ({ ...n, kind: 'child' as const })),
  ];
  const rows = list.length + (more > 0 ? 1 : 0);
  const top = (i: number) => 2 + i * (BOX + GAP);
  return {
    width: W + X * 2,
    height: rows * BOX + (rows - 1) * GAP + 4,
    box: { x: X, width: W, height: BOX },
    nodes: list.map((n, i) => ({ ...n, top: top(i), label: cut(n.name, labelChars), textX: X + W / 2, textY: top(i) + BOX / 2 + 5 })),
    links: list.slice(1).map((_, i) => ({ x: X + W / 2, y1: top(i) + BOX, y2: top(i + 1) })),
    more:
      more > 0 ? { x: X + W / 2, y1: top(list.length - 1) + BOX, y2: top(list.length), textY: top(list.length) + BOX / 2 + 5 } : undefined,
  };
}
