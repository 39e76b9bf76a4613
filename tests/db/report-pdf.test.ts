/**
 * Enterprise data reports read back (issue 19): printed by the real renderer (headless Chromium through
 * playwright-core, in its own process), then read with pdftotext and pdfinfo, in the five script
 * families: the company's name in its own script, the numbered sources list, "page X of Y" on every
 * page and the page count. The printing does not depend on the database engine, so this runs on SQLite.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { translator } from '../../src/i18n/t.ts';
import { reportPdf } from '../../src/server/reports/report.service.ts';
import { rendererHealth } from '../../src/server/reports/renderer-client.ts';
import { SCRIPT_COMPANIES, seedReportWorld } from '../fixtures/reports/report-world.ts';
import { pdfFonts, pdfPages, pdfText, popplerAvailable } from '../fixtures/reports/poppler.ts';
import { freshDb, type TestDb } from './engines.ts';

// A cache folder of this run's own (env.ts reads it on first import, hence hoisted).
vi.hoisted(() => {
  process.env.REPORT_CACHE_DIR = `${process.env.TMPDIR ?? '/tmp'}/report-pdf-cache-${process.pid}`;
});
const canRead = popplerAvailable();
/** The font each script family is printed in (fonts-noto-core; CJK: fonts-noto-cjk or fonts-wqy-microhei). */
const SCRIPT_FONT = {
  en: /NotoSans-/,
  ar: /NotoSansArabic|NotoNaskhArabic/,
  'zh-cn': /NotoSansCJK|WenQuanYi/,
  hi: /NotoSansDevanagari/,
  th: /NotoSansThai/,
};
const dir = mkdtempSync(join(tmpdir(), 'report-pdf-'));
let db: TestDb;
let ids: Awaited<ReturnType<typeof seedReportWorld>>;

beforeAll(async () => {
  db = await freshDb('sqlite');
  ids = await seedReportWorld(db.db, dir);
}, 120_000);
afterAll(async () => {
  await db?.drop();
  rmSync(dir, { recursive: true, force: true });
  rmSync(process.env.REPORT_CACHE_DIR!, { recursive: true, force: true });
});

describe.skipIf(!canRead)('report PDFs read back', () => {
  it('has a renderer with Chromium', async () => {
    expect((await rendererHealth()).chromium).toBe(true);
  });

  it.each(SCRIPT_COMPANIES)('prints the $lang report with the name in its own script, the sources and the page count', async (c) => {
    const pdf = await reportPdf(db.db, ids.byLang[c.lang], c.lang);
    expect(pdf).toBeDefined();
    const text = pdfText(pdf!.file);
    const t = translator(c.lang);
    const norm = (s: string) => s.normalize('NFKD');
    expect(text).toContain(norm(c.name));
    expect(text).toContain(norm(t('companyReport.title')));
    expect(text).toContain(norm(t('companyReport.sourcesHeading')));
    // The sources list: its first entry, the publisher of the fixture's records, and the register's address.
    // (In Arabic pdftotext gives the brackets in visual order: "]1[" or "[1" at a line end.)
    expect(text).toMatch(/\[\s*1\s*\]|\]\s*1\s*\[|\[1\s*$/m);
    expect(text).toContain('Companies House');
    expect(text).toContain('download.companieshouse.gov.uk');
    expect(text).toContain(pdf!.reportId);
    // The script's own font is in the file, and every font is embedded (a subset: only the glyphs used).
    const fonts = pdfFonts(pdf!.file);
    expect(fonts.every((f) => f.embedded)).toBe(true);
    const named = SCRIPT_FONT[c.lang].test(fonts.map((f) => f.name).join(' '));
    // Noto Sans CJK is an OpenType collection with CFF outlines, which Chromium's PDF writer (Skia) embeds
    // as Type 3 glyph procedures without a font name; the text read back above shows their glyphs carry
    // Unicode. With WenQuanYi Micro Hei (TrueType) the font is embedded by name.
    const cjkAsType3 = c.lang === 'zh-cn' && fonts.some((f) => f.type === 'Type 3');
    expect(named || cjkAsType3).toBe(true);
    const pages = pdfPages(pdf!.file);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(pdf!.pages).toBe(pages);
    // Every page says which page of how many it is, in the language's own words.
    const last = norm(t('companyReport.pageOf', { page: String(pages), pages: String(pages) }));
    const first = norm(t('companyReport.pageOf', { page: '1', pages: String(pages) }));
    if (c.lang === 'ar') {
      // pdftotext gives Arabic lines in visual order, numbers moved about: count the page lines instead.
      const word = norm(t('companyReport.pageOf', { page: '', pages: '' }).trim().split(/\s+/)[0]);
      expect(text.split(word).length - 1).toBeGreaterThanOrEqual(pages);
    } else {
      expect(text).toContain(first);
      expect(text).toContain(last);
    }
  });

  it('answers the same report from the cache, with the same id', async () => {
    const first = await reportPdf(db.db, ids.byLang.en, 'en');
    const again = await reportPdf(db.db, ids.byLang.en, 'en');
    expect(again!.cached).toBe(true);
    expect(again!.reportId).toBe(first!.reportId);
    expect(again!.file).toBe(first!.file);
  });

  it('prints a large company with its ownership chain, financial chart and every officer', async () => {
    const pdf = await reportPdf(db.db, ids.large, 'en');
    const text = pdfText(pdf!.file);
    expect(text).toContain('Northwind Parent 4 Inc.');
    expect(text).toContain('Officer 400 Example');
    expect(text).toContain('SEC EDGAR');
    // The change history: the second import moved the registered office.
    expect(text).toContain('Finsbury Avenue');
    expect(text).toContain('200 Aldersgate Street');
    expect(pdfPages(pdf!.file)).toBeGreaterThan(10);
  });
});
