import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip, type Gzip } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { Lang } from '../../i18n/languages.ts';
import { detailHrefAround, type EntityKind } from '../../lib/detail-href.ts';
import { env } from '../config/env.ts';
import type { Database } from '../db/schema.ts';
import { newGeneration, publishGeneration } from './publish-dir.ts';
import { pageAfter, type Row, type SitemapTable } from './sitemap.repository.ts';
import { REGULATORS } from '../regulators/regulator-catalogue.ts';
import { stableId } from '../import/stable-id.ts';
import { parseSitemapLangs } from './sitemap-langs.ts';
import { escapeXml } from './xml.ts';

/** The sitemap protocol's limit of URLs per file (and of files per index). */
const MAX_URLS = 50_000;
const MAX_INDEX_ENTRIES = 50_000;
/**
 * Rows per keyset page. Measured on 1M demo companies (SQLite): 1,000 rows 27.0 s, 5,000 22.6 s,
 * 20,000 24.3 s with 60 MB more peak memory.
 */
export const PAGE_SIZE = 5_000;
const DEFAULT_SITEMAP_DIR = 'data/sitemaps';
/**
 * zlib's default. Measured on 1M demo companies: levels 1, 4 and 6 all take 23–25 s and write 52.0,
 * 51.7 and 51.6 MB: compression runs on libuv's threads beside the database reads, which dominate,
 * and random UUIDs compress about as far at any level.
 */
export const GZIP_LEVEL = 6;

export type SitemapKind = Extract<EntityKind, 'company' | 'executive' | 'dealer' | 'regulator' | 'exchange'>;

/** Where a kind's ids come from: a table walked in keyset pages, or the regulator catalogue (code, not a table). */
type Source = { kind: SitemapKind; table: SitemapTable } | { kind: SitemapKind; rows: () => Row[] };

/**
 * Regulators are a reviewed catalogue in code (server/regulators/regulator-catalogue.ts), their page
 * ids stableId('regulator', key); the catalogue has no change dates, so their entries carry no lastmod.
 */
function regulatorRows(): Row[] {
  return REGULATORS.map((r) => ({ id: stableId('regulator', r.key), updated_at: undefined })).sort((a, b) => (a.id < b.id ? -1 : 1));
}

const SOURCES: readonly Source[] = [
  { kind: 'company', table: 'companies' },
  { kind: 'executive', table: 'officers' },
  { kind: 'dealer', table: 'brokers' },
  { kind: 'regulator', rows: regulatorRows },
  { kind: 'exchange', table: 'exchanges' },
];

export interface WriteSitemapsOptions {
  /** The directory the server reads (SITEMAP_DIR); replaced as a whole at the end. */
  dir: string;
  /** Absolute origin of the listed URLs, e.g. https://corpatlas.com (SITE_URL). */
  origin: string;
  /** Default: SITEMAP_LANGS (English only when unset, see sitemap-langs.ts). */
  langs?: readonly Lang[];
  /** URLs per child file (tests lower it). */
  maxUrls?: number;
  pageSize?: number;
  gzipLevel?: number;
}

export interface SitemapSummary {
  companies: number;
  executives: number;
  brokers: number;
  regulators: number;
  exchanges: number;
  /** Child sitemap files written. */
  files: number;
  urls: number;
  /** Compressed bytes of the child files. */
  bytes: number;
  seconds: number;
}

export interface ChildSitemap {
  name: string;
  kind: SitemapKind;
  lang: Lang;
  n: number;
  lastmod: string | undefined;
}

const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const URLSET_CLOSE = '</urlset>\n';

/** The sitemap directory (SITEMAP_DIR, default data/sitemaps), relative paths taken from `base`. */
export function sitemapDir(base = process.cwd()): string {
  return resolve(base, env.SITEMAP_DIR || DEFAULT_SITEMAP_DIR);
}

/** One line for the command-line tools. */
export function formatSitemapSummary(s: SitemapSummary, langs: readonly string[]): string {
  const n = (v: number) => v.toLocaleString('en');
  return (
    `sitemaps: ${n(s.companies)} companies, ${n(s.executives)} executives, ${n(s.brokers)} brokers, ${n(s.regulators)} regulators ` +
    `and ${n(s.exchanges)} exchanges in ${langs.join(', ')} = ${n(s.urls)} URLs, ` +
    `${n(s.files)} files (${(s.bytes / 1e6).toFixed(1)} MB gzip) in ${s.seconds.toFixed(1)} s`
  );
}

/** Name of a child file (without directory); serve-sitemaps.ts accepts exactly these. */
export function childName(kind: SitemapKind, lang: Lang, n: number): string {
  return `${kind}-${lang}-${n}.xml.gz`;
}

/**
 * Writes the child sitemaps of every company, executive, broker, regulator and exchange page in the given languages, then the
 * index (sitemap.xml), into a fresh directory that replaces `dir` in one step. Ids are read in pages
 * (keyset: id > last, never OFFSET, whose cost grows with the offset) and streamed through gzip, so
 * memory stays flat however large the register is.
 */
export async function writeSitemaps(db: Kysely<Database>, options: WriteSitemapsOptions): Promise<SitemapSummary> {
  const started = performance.now();
  const origin = options.origin.replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(origin))
    throw new Error(`The sitemap origin must be an absolute http(s) URL, not ${JSON.stringify(options.origin)}`);
  const langs = options.langs ?? parseSitemapLangs(env.SITEMAP_LANGS);
  if (!langs.length) throw new Error('writeSitemaps needs at least one language');
  const maxUrls = options.maxUrls ?? MAX_URLS;
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const level = options.gzipLevel ?? GZIP_LEVEL;

  const generation = await newGeneration(options.dir);
  const children: ChildSitemap[] = [];
  const counts: Record<SitemapKind, number> = { company: 0, executive: 0, dealer: 0, regulator: 0, exchange: 0 };
  let bytes = 0;
  try {
    for (const source of SOURCES) {
      const kind = source.kind;
      const set = new ChildSet(generation, kind, langs, origin, level);
      try {
        const pages = 'table' in source ? keysetPages(db, source.table, pageSize) : onePage(source.rows());
        for await (const rows of pages) {
          counts[kind] += rows.length;
          await set.add(rows, maxUrls);
        }
        children.push(...(await set.close()));
        bytes += set.bytes;
      } finally {
        set.destroy();
      }
    }
    if (children.length > MAX_INDEX_ENTRIES) {
      throw new Error(
        `${children.length} sitemap files exceed the ${MAX_INDEX_ENTRIES} an index may list: list fewer languages (SITEMAP_LANGS)`,
      );
    }
    await writeFile(join(generation, 'sitemap.xml'), indexXml(children, origin));
    await publishGeneration(options.dir, generation);
  } catch (err) {
    await rm(generation, { recursive: true, force: true });
    throw err;
  }
  return {
    companies: counts.company,
    executives: counts.executive,
    brokers: counts.dealer,
    regulators: counts.regulator,
    exchanges: counts.exchange,
    files: children.length,
    urls: Object.values(counts).reduce((a, b) => a + b, 0) * langs.length,
    bytes,
    seconds: (performance.now() - started) / 1000,
  };
}

/** The sitemap index: children in kind, language and number order, each with its newest lastmod. */
function indexXml(children: readonly ChildSitemap[], origin: string): string {
  const base = escapeXml(origin.replace(/\/+$/, ''));
  const entries = children.map(
    (c) => `<sitemap><loc>${base}/sitemaps/${escapeXml(c.name)}</loc>${c.lastmod ? `<lastmod>${c.lastmod}</lastmod>` : ''}</sitemap>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}

/** Pages of (id, updated_at) in id order; the next page is fetched while the current one is written. */
async function* keysetPages(db: Kysely<Database>, table: SitemapTable, pageSize: number): AsyncGenerator<Row[]> {
  const page = (after: string | undefined) => pageAfter(db, table, after, pageSize);
  let next: Promise<Row[]> | undefined = page(undefined);
  while (next) {
    const rows: Row[] = await next;
    next = rows.length === pageSize ? page(rows[rows.length - 1].id) : undefined;
    // A prefetched page that fails while its predecessor is still being written is awaited next turn.
    next?.catch(() => {});
    if (rows.length) yield rows;
  }
}

/** Rows already in memory (the regulator catalogue), as one page; none when empty. */
async function* onePage(rows: Row[]): AsyncGenerator<Row[]> {
  if (rows.length) yield rows;
}

const DATE = /^\d{4}-\d{2}-\d{2}/;

/** 'YYYY-MM-DD' of a timestamp (ISO text on both engines), or undefined when it is not one. */
function dateOf(value: unknown): string | undefined {
  const text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : '';
  return DATE.test(text) ? text.slice(0, 10) : undefined;
}

const PLAIN_ID = /^[A-Za-z0-9._~-]+$/;

/** The id as a URL path segment, escaped for XML; undefined when it cannot be one (a lone surrogate). */
function idSegment(id: string): string | undefined {
  if (PLAIN_ID.test(id)) return id;
  if (!id) return undefined;
  try {
    return escapeXml(encodeURIComponent(id));
  } catch {
    return undefined;
  }
}

/**
 * The open child file of every language for one kind. All languages list the same ids, so they
 * roll over to their next file together and share each file's lastmod.
 */
class ChildSet {
  private files: ChildFile[] = [];
  private n = 0;
  private inFile = 0;
  private lastmod: string | undefined;
  private readonly done: ChildSitemap[] = [];
  private readonly prefixes: string[];
  /** What follows the id in every language's URL. */
  private readonly suffix: string;
  bytes = 0;

  private readonly dir: string;
  private readonly kind: SitemapKind;
  private readonly langs: readonly Lang[];
  private readonly level: number;

  constructor(dir: string, kind: SitemapKind, langs: readonly Lang[], origin: string, level: number) {
    this.dir = dir;
    this.kind = kind;
    this.langs = langs;
    this.level = level;
    this.prefixes = langs.map((lang) => `<url><loc>${escapeXml(origin + detailHrefAround(lang, kind)[0])}`);
    // The part after the id is the same in every language (writeSitemaps refuses an empty list).
    this.suffix = escapeXml(detailHrefAround(langs[0], kind)[1]);
  }

  async add(rows: readonly Row[], maxUrls: number): Promise<void> {
    // Per row, the part every language shares is built once: escaped id, .html, lastmod.
    const tails: string[] = [];
    const dates: Array<string | undefined> = [];
    for (const row of rows) {
      const segment = idSegment(String(row.id));
      if (segment === undefined) continue;
      const date = dateOf(row.updated_at);
      tails.push(date ? `${segment}${this.suffix}</loc><lastmod>${date}</lastmod></url>\n` : `${segment}${this.suffix}</loc></url>\n`);
      dates.push(date);
    }
    let i = 0;
    while (i < tails.length) {
      if (!this.files.length || this.inFile >= maxUrls) await this.next();
      const end = Math.min(tails.length, i + maxUrls - this.inFile);
      for (let r = i; r < end; r++) {
        const d = dates[r];
        if (d && (!this.lastmod || d > this.lastmod)) this.lastmod = d;
      }
      for (let l = 0; l < this.files.length; l++) {
        const prefix = this.prefixes[l];
        // One big string per language and segment: few writes, each handing zlib a large chunk.
        let text = '';
        for (let r = i; r < end; r++) text += prefix + tails[r];
        await this.files[l].write(text);
      }
      this.inFile += end - i;
      i = end;
    }
  }

  /** Finishes the open files and returns every file written, in order. */
  async close(): Promise<ChildSitemap[]> {
    await this.finishOpen();
    const order = (c: ChildSitemap) => this.langs.indexOf(c.lang);
    return this.done.sort((a, b) => order(a) - order(b) || a.n - b.n);
  }

  /** Releases the streams after a failure (no-op once closed). */
  destroy(): void {
    for (const f of this.files) f.destroy();
    this.files = [];
  }

  private async next(): Promise<void> {
    await this.finishOpen();
    this.n++;
    this.inFile = 0;
    this.lastmod = undefined;
    this.files = this.langs.map((lang) => new ChildFile(join(this.dir, childName(this.kind, lang, this.n)), this.level));
    for (const f of this.files) await f.write(URLSET_OPEN);
  }

  private async finishOpen(): Promise<void> {
    for (let l = 0; l < this.files.length; l++) {
      this.bytes += await this.files[l].close();
      this.done.push({
        name: childName(this.kind, this.langs[l], this.n),
        kind: this.kind,
        lang: this.langs[l],
        n: this.n,
        lastmod: this.lastmod,
      });
    }
    this.files = [];
  }
}

/** One gzip file being written, with backpressure: a write waits while zlib's buffer is full. */
class ChildFile {
  private readonly gzip: Gzip;
  private readonly out: ReturnType<typeof createWriteStream>;
  private readonly finished: Promise<void>;

  constructor(path: string, level: number) {
    this.gzip = createGzip({ level });
    this.out = createWriteStream(path);
    this.finished = pipeline(this.gzip, this.out);
    this.finished.catch(() => {}); // awaited in close(); a failure also rejects the pending drain
  }

  async write(text: string): Promise<void> {
    if (!this.gzip.write(text)) await once(this.gzip, 'drain');
  }

  /** Ends the file; returns its size in bytes. */
  async close(): Promise<number> {
    this.gzip.end(URLSET_CLOSE);
    await this.finished;
    return this.out.bytesWritten;
  }

  destroy(): void {
    this.gzip.destroy();
  }
}
