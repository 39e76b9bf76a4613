import type { Kysely } from 'kysely';
import type { EntityKind } from '../../lib/detail-href.ts';
import { viewCountLimits, viewReportLimits } from '../accounts/limits.ts';
import { hitLimits } from '../accounts/rate-limit.ts';
import type { Database } from '../db/schema.ts';
import {
  browsedRecord,
  countView,
  dailyViews,
  deleteViewCountsBefore,
  largestGroups,
  latestViews,
  mostViewed,
  saveView,
} from './browsing.repository.ts';

/**
 * Recent browsing and the most viewed records. A detail page records its view (recordView) under
 * the visitor's anonymous id; recent browsing lists that visitor's latest views, and hot data the
 * records most visitors opened in the last HOT_DAYS (from the daily counts), filled up from the
 * largest groups of companies while there are few views (a new site, a quiet week). A view counts
 * for hot data within caps per visitor and per address (accounts/limits.ts): a script reporting
 * thousands of views of one company moves it by the cap, not by thousands.
 */
export type BrowseKind = EntityKind;

/** Views kept per visitor and kind: the list shows ten, a few more keep the upsert cheap to prune. */
const KEEP = 30;
const HOT_DAYS = 7;
/**
 * Days of daily view counts kept: hot data reads the last HOT_DAYS; the rest is a margin for a change
 * of that window (and for looking into a burst of views afterwards). `npm run rebuild` drops older days,
 * so the table holds at most this many rows per record ever viewed, not one per day since launch.
 */
export const VIEW_DAYS_KEPT = 35;
const HOT_CACHE_MS = 5 * 60 * 1000;

export interface BrowsedRecord {
  uuid: string;
  name: string;
  jurisdiction_code: string | null;
}

/** Who reported a view: the anonymous visitor id and the client address. */
export interface Viewer {
  visitor: string;
  ip: string;
}

/**
 * Records that a visitor opened a record's detail page: in their recent browsing, and in the record's
 * count of the day when the view is within the caps. Unknown ids, and an address's reports past its
 * hourly cap, are ignored (false).
 */
export async function recordView(
  db: Kysely<Database>,
  viewer: Viewer,
  kind: BrowseKind,
  entityId: string,
  now = new Date(),
): Promise<boolean> {
  const record = await browsedRecord(db, kind, entityId);
  if (!record) return false;
  if (!(await hitLimits(db, viewReportLimits(viewer.ip), now.getTime())).allowed) return false;
  const { name, jurisdiction_code: jurisdictionCode } = record;
  await saveView(db, { visitor: viewer.visitor, kind, entityId, name, jurisdictionCode, at: now.toISOString() }, KEEP);
  if ((await hitLimits(db, viewCountLimits(viewer.visitor, viewer.ip, `${kind}:${entityId}`), now.getTime())).allowed) {
    await countView(db, { kind, entityId, day: now.toISOString().slice(0, 10), name, jurisdictionCode });
  }
  return true;
}

/** A record's counted views per day (YYYY-MM-DD), oldest first. */
export async function viewsPerDay(
  db: Kysely<Database>,
  kind: BrowseKind,
  entityId: string,
): Promise<Array<{ day: string; views: number }>> {
  return (await dailyViews(db, kind, entityId)).map((r) => ({ day: String(r.day).slice(0, 10), views: Number(r.views) }));
}

/** A visitor's latest views, newest first. */
export async function recentViews(
  db: Kysely<Database>,
  visitor: string | undefined,
  kind: BrowseKind,
  size: number,
): Promise<BrowsedRecord[]> {
  if (!visitor) return [];
  const rows = await latestViews(db, visitor, kind, size);
  return rows.map((r) => ({ uuid: r.entity_id, name: r.name, jurisdiction_code: r.jurisdiction_code }));
}

export interface HotRecord extends BrowsedRecord {
  views: number;
}

const hotCache = new Map<string, { at: number; value: Promise<HotRecord[]> }>();

async function loadHot(db: Kysely<Database>, kind: BrowseKind, size: number, now: Date): Promise<HotRecord[]> {
  const since = new Date(now.getTime() - HOT_DAYS * 86_400_000).toISOString().slice(0, 10);
  const viewed = await mostViewed(db, kind, since, size);
  const out: HotRecord[] = viewed.map((r) => ({
    uuid: r.entity_id,
    name: String(r.name),
    jurisdiction_code: r.jurisdiction_code as string | null,
    views: Number(r.views),
  }));
  if (out.length >= size || kind !== 'company') return out;
  // Few views yet: the parents of the most subsidiaries stand in, as the records most worth a look.
  const groups = await largestGroups(db, size);
  for (const g of groups) {
    if (out.length >= size) break;
    if (!out.some((o) => o.uuid === g.id)) out.push({ uuid: g.id, name: g.name, jurisdiction_code: g.jurisdiction_code, views: 0 });
  }
  return out;
}

/** The records most visitors opened lately (cached for five minutes: one grouping query serves everyone). */
export function hotRecords(db: Kysely<Database>, kind: BrowseKind, size: number, now = new Date()): Promise<HotRecord[]> {
  const key = `${kind}:${size}`;
  const cached = hotCache.get(key);
  if (cached && now.getTime() - cached.at < HOT_CACHE_MS) return cached.value;
  const value = loadHot(db, kind, size, now);
  hotCache.set(key, { at: now.getTime(), value });
  value.catch(() => hotCache.delete(key));
  return value;
}

/** For tests: forget cached hot lists. */
export function forgetHotRecords(): void {
  hotCache.clear();
}

/** Drops daily view counts older than VIEW_DAYS_KEPT days (run by `npm run rebuild`); returns the rows dropped. */
export function pruneViewCounts(db: Kysely<Database>, now = new Date()): Promise<number> {
  return deleteViewCountsBefore(db, new Date(now.getTime() - VIEW_DAYS_KEPT * 86_400_000).toISOString().slice(0, 10));
}
