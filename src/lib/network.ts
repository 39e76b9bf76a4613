import { TIMERS } from './constants.ts';

/** The parts of navigator that decide whether prefetching is polite. */
export interface NetworkInfo {
  onLine?: boolean;
  connection?: { saveData?: boolean; effectiveType?: string } | undefined;
}

/** Prefetch is skipped offline, on 2g (and slow-2g) and in data-saver mode (spec section 4). */
export function shouldPrefetch(nav: NetworkInfo): boolean {
  if (nav.onLine === false) return false;
  const c = nav.connection;
  if (c?.saveData) return false;
  if (c?.effectiveType && /(^|-)2g$/.test(c.effectiveType)) return false;
  return true;
}

/** Messages browsers give when a code-split chunk fails to load. */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError/i;

/** True when an error is a failed chunk load. */
export function isChunkLoadError(message: string | undefined): boolean {
  return !!message && CHUNK_ERROR.test(message);
}

/** A failed chunk load reloads the page, at most once per 60 s so that a broken deploy cannot loop. */
export function shouldReloadForChunkError(now: number, lastReloadAt: number | undefined): boolean {
  return lastReloadAt === undefined || Number.isNaN(lastReloadAt) || now - lastReloadAt >= TIMERS.chunkReloadInterval;
}
