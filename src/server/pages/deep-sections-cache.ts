import { LRUCache } from 'lru-cache';

/**
 * The deeper sections' HTML (the quota's fragment, /{lang}/{kind}/{id}/more) kept in memory per
 * record, language, brand group, link origin and app webview. Whether a viewer may see them is decided
 * per member on every request (view-quota.service.ts); what they show is the same for every member
 * who may, so a repeat view, or another member's view of the same record, costs the quota's reads and
 * a string copy instead of the record's fifteen reads and about 5 ms of rendering.
 *
 * Invalidated exactly like the cached detail pages: the page-change poller (pages/page-change-poller.ts)
 * calls markStale / markAllStale on this cache as on the page cache, and entries also expire after
 * PAGE_TTL_SECONDS (sections show relative dates and other records' names). A fragment is private, so
 * a stale entry is simply dropped (the next viewer waits for one render) rather than served once more.
 * A render that started before a change was noted stores nothing (its ticket is marked), so a change
 * that lands mid-render is never hidden.
 *
 * One instance per server process, made by the HTTP server (start.ts, which runs the poller) and
 * shared with the Astro bundle through a global symbol (the two are separate module graphs). Without
 * it (astro dev, scripts) nothing is cached: a cache nobody invalidates would be wrong.
 */

export interface DeepSectionsTicket {
  readonly entity: string;
  readonly startedAt: number;
  invalidated: boolean;
}

/** What the fragment route uses of the cache (an interface: the object comes from the other module graph). */
export interface DeepSectionsStore {
  get(kind: string, id: string, variant: string): string | undefined;
  /** Call before reading the record; pass to set after rendering it. */
  begin(kind: string, id: string): DeepSectionsTicket;
  set(ticket: DeepSectionsTicket, variant: string, html: string): boolean;
  markStale(kind: string, id: string): number;
  markAllStale(): number;
  readonly bytes: number;
  readonly size: number;
}

interface Entry {
  entity: string;
  html: string;
  size: number;
  at: number;
}

/** Map, index and string header overhead charged per entry, so many tiny fragments cannot exceed the bound. */
const ENTRY_OVERHEAD = 256;
/** A render that has neither stored nor been invalidated after this long is forgotten (it failed). */
const TICKET_MS = 60_000;

export class DeepSectionsCache implements DeepSectionsStore {
  readonly maxBytes: number;
  readonly ttlMs: number;
  private readonly now: () => number;
  /** Least recently used out first; lru-cache for the reason the page cache uses it (page-cache.ts). */
  private readonly entries: LRUCache<string, Entry>;
  private readonly byEntity = new Map<string, Set<string>>();
  private readonly tickets = new Map<string, Set<DeepSectionsTicket>>();

  constructor({ maxBytes, ttlMs = 3600_000, now = Date.now }: { maxBytes: number; ttlMs?: number; now?: () => number }) {
    this.maxBytes = Math.max(0, Math.floor(maxBytes));
    this.ttlMs = ttlMs;
    this.now = now;
    this.entries = new LRUCache<string, Entry>({
      // lru-cache needs a positive bound; with 0 nothing is stored anyway (set).
      maxSize: Math.max(1, this.maxBytes),
      sizeCalculation: (entry) => entry.size,
      dispose: (entry, key) => this.unindex(entry, key),
    });
  }

  get bytes(): number {
    return this.entries.calculatedSize;
  }
  get size(): number {
    return this.entries.size;
  }

  get(kind: string, id: string, variant: string): string | undefined {
    const key = keyOf(entityOf(kind, id), variant);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at >= this.ttlMs) {
      this.delete(key);
      return undefined;
    }
    return entry.html;
  }

  begin(kind: string, id: string): DeepSectionsTicket {
    const entity = entityOf(kind, id);
    const ticket: DeepSectionsTicket = { entity, startedAt: this.now(), invalidated: false };
    let set = this.tickets.get(entity);
    if (!set) this.tickets.set(entity, (set = new Set()));
    set.add(ticket);
    if (this.tickets.size > 1000) this.forgetOldTickets();
    return ticket;
  }

  set(ticket: DeepSectionsTicket, variant: string, html: string): boolean {
    this.release(ticket);
    if (ticket.invalidated || this.maxBytes === 0) return false;
    const key = keyOf(ticket.entity, variant);
    this.delete(key);
    const size = html.length * 2 + key.length * 2 + ENTRY_OVERHEAD;
    if (size > this.maxBytes) return false;
    this.entries.set(key, { entity: ticket.entity, html, size, at: ticket.startedAt });
    let keys = this.byEntity.get(ticket.entity);
    if (!keys) this.byEntity.set(ticket.entity, (keys = new Set()));
    keys.add(key);
    return true;
  }

  /** Drops one record's fragments (every language and brand) and spoils its renders in progress. */
  markStale(kind: string, id: string): number {
    const entity = entityOf(kind, id);
    for (const ticket of this.tickets.get(entity) ?? []) ticket.invalidated = true;
    this.tickets.delete(entity);
    const keys = [...(this.byEntity.get(entity) ?? [])];
    for (const key of keys) this.delete(key);
    return keys.length;
  }

  markAllStale(): number {
    for (const set of this.tickets.values()) for (const ticket of set) ticket.invalidated = true;
    this.tickets.clear();
    const n = this.entries.size;
    this.entries.clear();
    return n;
  }

  private delete(key: string): void {
    this.entries.delete(key);
  }

  /** Takes a fragment that left the cache (evicted, replaced or deleted) out of its record's index. */
  private unindex(entry: Entry, key: string): void {
    const keys = this.byEntity.get(entry.entity);
    keys?.delete(key);
    if (keys?.size === 0) this.byEntity.delete(entry.entity);
  }

  private release(ticket: DeepSectionsTicket): void {
    const set = this.tickets.get(ticket.entity);
    set?.delete(ticket);
    if (set?.size === 0) this.tickets.delete(ticket.entity);
  }

  private forgetOldTickets(): void {
    const before = this.now() - TICKET_MS;
    for (const [entity, set] of this.tickets) {
      for (const ticket of set) if (ticket.startedAt < before) set.delete(ticket);
      if (set.size === 0) this.tickets.delete(entity);
    }
  }
}

function entityOf(kind: string, id: string): string {
  return `${kind}:${id.toLowerCase()}`;
}

function keyOf(entity: string, variant: string): string {
  return `${entity} ${variant}`;
}

/**
 * What the sections' HTML depends on besides the record: the language (texts, dates, numbers), the
 * brand and its link origin, and the app's webview. Never the viewer: the quota line above the
 * sections is written per request, outside the kept HTML.
 */
export function sectionsVariant(c: { lang: string; brand: string; brandGroup: number; origin: string; isApp: boolean }): string {
  return `${c.lang} ${c.brand} ${c.brandGroup} ${c.origin}${c.isApp ? ' app' : ''}`;
}

const REGISTERED = Symbol.for('corpsearch.deepSectionsCache');
type Registry = { [REGISTERED]?: DeepSectionsStore };

/** Makes `cache` this process's cache of deeper sections (the HTTP server, which also invalidates it). */
export function registerDeepSectionsCache<T extends DeepSectionsStore>(cache: T | undefined): T | undefined {
  (globalThis as Registry)[REGISTERED] = cache;
  return cache;
}

/** This process's cache of deeper sections, when the server made one. */
export function siteDeepSectionsCache(): DeepSectionsStore | undefined {
  return (globalThis as Registry)[REGISTERED];
}
