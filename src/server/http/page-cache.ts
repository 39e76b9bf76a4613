import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { EntityKind } from '../../lib/detail-href.ts';
import { BROTLI_PARAMS } from './compress.ts';
import { numberIslandsInOrder } from './island-ids.ts';

/**
 * Rendered detail pages kept in memory, bounded by bytes and evicted least recently used first.
 * Each entry is compressed once when stored, so a hit costs no compression; entries are indexed by
 * the record they show, so that the page-change log can mark exactly that record's pages stale.
 */

export interface PageEntity {
  /** A record's kind, or 'page' for a shared page that shows no one record (server/http/shared-pages.ts). */
  kind: EntityKind | 'page';
  id: string;
}

export interface CachedPage {
  key: string;
  entity: PageEntity;
  /** 404 only for the not-found page's own address (shared-pages.ts). */
  status: 200 | 404;
  /** Lower-case names; never Set-Cookie, never hop-by-hop or length headers. */
  headers: OutgoingHttpHeaders;
  body: Buffer;
  br: Buffer;
  /**
   * Made on the first gzip request only (every current browser takes brotli): a page rendered for
   * nobody who wants gzip costs one compression, not two. Counted in `size` from the start.
   */
  gzip?: Buffer;
  /** Strong validator: a hash of the identity body, quoted. */
  etag: string;
  /** When the render that produced it started (ms since epoch). */
  renderedAt: number;
  /** Set by the page-change log; an entry past its age limit counts as stale too (see isStale). */
  stale: boolean;
  /** An age limit of its own, shorter than the cache's (data pages such as the home page's lists). */
  ttlMs?: number;
  /** Bytes this entry is charged for in the byte bound. */
  size: number;
  /** Times it was answered from memory; at BEST_BROTLI_AFTER_HITS its brotli body is made again at quality 11. */
  hits: number;
  /** The brotli body's quality: 5 when stored, 11 once recompressed for a page that is asked for again. */
  brQuality: 5 | 11;
}

/**
 * One render in progress for a record. A change to the record noted while the render runs may have
 * come after the render read the database, so what it stores must start out stale.
 */
export interface RenderTicket {
  readonly entity: PageEntity;
  readonly startedAt: number;
  invalidated: boolean;
  release(): void;
}

export interface PageCacheOptions {
  /** 0 disables the cache. */
  maxBytes: number;
  /** Age after which an entry counts as stale: pages show relative dates and related records' names. */
  ttlMs?: number;
  now?: () => number;
}

const brotli = promisify(brotliCompress);
/**
 * A page answered this often from memory is worth brotli's best quality: about a tenth fewer bytes
 * than quality 5 (the Arabic regulator page: 14.1 KB → 12.6 KB) for 20–60 ms of one thread-pool
 * thread, once per render. Pages a crawler asks for once or twice never pay it; pages people read do.
 */
export const BEST_BROTLI_AFTER_HITS = 3;
const BEST_BROTLI = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 17 };
/** Map, index and object overhead charged per entry, so that many tiny pages cannot exceed the bound. */
const ENTRY_OVERHEAD = 512;
/** Headers a stored page never keeps: per-visitor, per-connection, or set by us when answering. */
const DROPPED_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'last-modified',
  'cache-control',
  'expires',
  'age',
  'x-cache',
]);

export class PageCache {
  readonly maxBytes: number;
  readonly ttlMs: number;
  private readonly now: () => number;
  /**
   * lru-cache, not a Map reordered on every hit (delete, then set again): in V8 that reinsertion costs
   * about 1 ns for every entry the Map holds (9.4 µs at 6,000), so in a full cache each hit cost a fifth
   * of a cached page's CPU (BENCHMARKS.md, "Session 16: cached pages against the static file").
   * Evictions and replacements leave the record index through `dispose`.
   */
  private readonly entries: LRUCache<string, CachedPage>;
  private readonly byEntity = new Map<string, Set<string>>();
  private readonly renders = new Map<string, Set<RenderTicket>>();

  constructor({ maxBytes, ttlMs = 3600_000, now = Date.now }: PageCacheOptions) {
    this.maxBytes = Math.max(0, Math.floor(maxBytes));
    this.ttlMs = ttlMs;
    this.now = now;
    this.entries = new LRUCache<string, CachedPage>({
      // lru-cache needs a positive bound; a disabled cache (0) stores nothing anyway (set).
      maxSize: Math.max(1, this.maxBytes),
      sizeCalculation: (entry) => entry.size,
      dispose: (entry, key) => this.unindex(entry, key),
    });
  }

  get enabled(): boolean {
    return this.maxBytes > 0;
  }
  get size(): number {
    return this.entries.size;
  }
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  /** The entry for key, now the most recently used one. */
  get(key: string): CachedPage | undefined {
    return this.entries.get(key);
  }

  /** The entry for key without touching its recency. */
  peek(key: string): CachedPage | undefined {
    return this.entries.peek(key);
  }

  /** True when the entry should be re-rendered: marked by the change log or past the age limit. */
  isStale(entry: CachedPage): boolean {
    return entry.stale || this.now() - entry.renderedAt >= Math.min(this.ttlMs, entry.ttlMs ?? Infinity);
  }

  /** Stores (or replaces) an entry, evicting the least recently used ones first; false when it does not fit at all. */
  set(entry: CachedPage): boolean {
    if (!this.enabled || entry.size > this.maxBytes) {
      this.delete(entry.key);
      return false;
    }
    this.entries.set(entry.key, entry);
    const ek = entityKey(entry.entity);
    let keys = this.byEntity.get(ek);
    if (!keys) this.byEntity.set(ek, (keys = new Set()));
    keys.add(entry.key);
    return true;
  }

  delete(key: string): boolean {
    return this.entries.delete(key);
  }

  /** Marks every page of one record stale (all languages and brands), and renders of it in progress. */
  markStale(kind: PageEntity['kind'], id: string): number {
    const ek = entityKey({ kind, id });
    for (const ticket of this.renders.get(ek) ?? []) ticket.invalidated = true;
    const keys = this.byEntity.get(ek);
    if (!keys) return 0;
    for (const key of keys) this.entries.peek(key)!.stale = true;
    return keys.size;
  }

  /** Marks every page stale (a rebuild, or a change too wide to list). */
  markAllStale(): number {
    for (const tickets of this.renders.values()) for (const ticket of tickets) ticket.invalidated = true;
    for (const entry of this.entries.values()) entry.stale = true;
    return this.entries.size;
  }

  /** Takes a page that left the cache (evicted, replaced or deleted) out of its record's index. */
  private unindex(entry: CachedPage, key: string): void {
    const ek = entityKey(entry.entity);
    const keys = this.byEntity.get(ek);
    keys?.delete(key);
    if (keys?.size === 0) this.byEntity.delete(ek);
  }

  /** Notes a render of the record starting now; release it when the render is over. */
  beginRender(entity: PageEntity): RenderTicket {
    const ek = entityKey(entity);
    let tickets = this.renders.get(ek);
    if (!tickets) this.renders.set(ek, (tickets = new Set()));
    const set = tickets;
    const renders = this.renders;
    const ticket: RenderTicket = {
      entity,
      startedAt: this.now(),
      invalidated: false,
      release() {
        set.delete(ticket);
        if (set.size === 0 && renders.get(ek) === set) renders.delete(ek);
      },
    };
    set.add(ticket);
    return ticket;
  }
}

/** Builds an entry from a rendered 200 page: keeps the shareable headers, compresses, hashes. */
export async function createPageEntry(
  key: string,
  ticket: Pick<RenderTicket, 'entity' | 'startedAt' | 'invalidated'>,
  headers: OutgoingHttpHeaders,
  rendered: Buffer,
  { status = 200, ttlMs }: { status?: 200 | 404; ttlMs?: number } = {},
): Promise<CachedPage> {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value !== undefined && !DROPPED_HEADERS.has(lower)) kept[lower] = value;
  }
  // The same page rendered by another process must be the same bytes (and ETag): see island-ids.ts.
  const body = rendered.includes('prefix="r') ? Buffer.from(numberIslandsInOrder(rendered.toString('utf8'))) : rendered;
  const br = await brotli(body, { params: { ...BROTLI_PARAMS, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  const headerBytes = Object.entries(kept).reduce((n, [k, v]) => n + k.length + String(v).length, 0);
  return {
    key,
    entity: ticket.entity,
    status,
    headers: kept,
    body,
    br,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    renderedAt: ticket.startedAt,
    // Read after compressing: a change noted meanwhile still counts.
    stale: ticket.invalidated,
    ttlMs,
    // gzip is charged before it exists (about brotli's size plus a tenth), so the bound holds once it is made.
    size: body.length + Math.ceil(br.length * 2.1) + key.length * 2 + headerBytes + ENTRY_OVERHEAD,
    hits: 0,
    brQuality: 5,
  };
}

/**
 * Counts a hit; at BEST_BROTLI_AFTER_HITS, compresses the entry again at quality 11 in the thread pool
 * (the event loop goes on) and swaps the smaller body in if the entry is still the one stored. The
 * charged size stays as it was (an upper bound). A failure keeps quality 5: nothing is lost.
 */
export function noteHit(cache: PageCache, entry: CachedPage): Promise<void> | undefined {
  entry.hits++;
  if (entry.hits !== BEST_BROTLI_AFTER_HITS || entry.brQuality === 11) return undefined;
  return brotli(entry.body, { params: { ...BEST_BROTLI, [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length } }).then(
    (br) => {
      if (cache.peek(entry.key) !== entry || br.length >= entry.br.length) return;
      entry.br = br;
      entry.brQuality = 11;
    },
    () => undefined,
  );
}

/**
 * If-None-Match against our ETag, by weak comparison as RFC 9110 asks for this header: `*`, a list,
 * and W/ forms all match.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

function entityKey({ kind, id }: PageEntity): string {
  return `${kind}:${id.toLowerCase()}`;
}

/** The entry's gzip body, compressed on first use and kept. */
export function gzipOf(entry: CachedPage): Buffer {
  entry.gzip ??= gzipSync(entry.body, { level: 6 });
  return entry.gzip;
}
