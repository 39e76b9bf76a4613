import { describe, expect, it } from 'vitest';
import { barChartLayout } from '../../src/lib/charts/bar-chart.ts';
import { chainLayout } from '../../src/lib/charts/ownership-chain.ts';
import { esc } from '../../src/server/reports/html-escape.ts';
import { SourceList } from '../../src/server/reports/report-sources.ts';
import { barChartSvg, chainSvg } from '../../src/server/reports/report-svg.ts';
import { reportRendererProblems } from '../../src/server/reports/renderer-requirements.ts';

describe('the report sources list', () => {
  it('numbers sources in order of first citation and counts the facts citing each', () => {
    const list = new SourceList();
    expect(list.cite({ source: 'companies-house-csv', source_url: 'https://example.org/a', retrieved_at: '2026-11-02T00:00:00Z' })).toBe(1);
    expect(list.cite({ source: 'sec-companyfacts' })).toBe(2);
    expect(list.cite({ source: 'companies-house-csv', retrieved_at: '2026-10-01T00:00:00Z' })).toBe(1);
    const [first, second] = list.entries;
    expect(first).toMatchObject({ n: 1, publisher: 'Companies House', urls: ['https://example.org/a'], facts: 2 });
    expect(first.firstRetrieved).toBe('2026-10-01T00:00:00Z');
    expect(first.lastRetrieved).toBe('2026-11-02T00:00:00Z');
    expect(second).toMatchObject({ n: 2, publisher: 'SEC EDGAR', urls: [], facts: 1 });
  });

  it('keeps a source URL only when it is a web address', () => {
    const list = new SourceList();
    list.cite({ source: 'jsonl', source_url: 'javascript:alert(1)' });
    expect(list.entries[0].urls).toEqual([]);
    expect(list.entries[0].publisher).toBe('jsonl');
  });
});

describe('the report drawings', () => {
  it('escapes register text in the SVG and draws one box per company of the chain', () => {
    const svg = chainSvg('<chain>', [{ id: 'p', name: 'Parent & <Co>' }], { id: 's', name: 'Self' }, [], 0, 'more');
    expect(svg).toContain('Parent &amp; &lt;Co&gt;');
    expect(svg).not.toContain('<Co>');
    expect(svg.match(/<rect /g)).toHaveLength(2);
    expect(chainLayout([], { id: 's', name: 'Self' }, [{ id: 'c', name: 'Child' }], 3).more).toBeDefined();
  });

  it('draws the same bars as the page chart, leaving out unknown values', () => {
    const series = [{ label: 'A', colour: '#000', values: [1, null, 3] }];
    const layout = barChartLayout(['2023', '2024', '2025'], series);
    expect(layout.groups.map((g) => g.bars.length)).toEqual([1, 0, 1]);
    expect(barChartSvg('t', ['2023', '2024', '2025'], series).match(/<rect x=/g)).toHaveLength(2);
  });

  it('escapes quotes for attributes', () => {
    expect(esc(`"'<>&`)).toBe('&quot;&#39;&lt;&gt;&amp;');
  });
});

describe('what the report renderer needs', () => {
  it('names a missing Chromium and how to install it', () => {
    const problems = reportRendererProblems('/nonexistent/chromium');
    expect(problems[0]).toMatch(/^Chromium not found at \/nonexistent\/chromium .*apt-get install -y chromium/);
  });
});
