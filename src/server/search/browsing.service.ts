import type { Kysely } from 'kysely';
import type { EntityKind } from '../../lib/detail-href.ts';
import type { Database } from '../db/schema.ts';
import { browsedRecord, largestGroups, latestViews, mostViewed, saveView } from './browsing.repository.ts';

/**
 * Recent browsing and the most viewed records. A detail page records its view (recordView) under
 * the visitor's anonymous id; recent browsing lists that visitor's latest views, and hot data the
 * records most visitors opened in the last HOT_DAYS, filled up from the largest groups of companies
 * while there are few views (a new site, a quiet week).
 */
export type BrowseKind = EntityKind;

/** Views kept per visitor and kind: the list shows ten, a few more keep the upsert cheap to prune. */
const KEEP = 30;
const HOT_DAYS = 7;
const HOT_CACHE_MS = 5 * 60 * 1000;

export interface BrowsedRecord {
  uuid: string;
  name: string;
  jurisdiction_code: string | null;
}

/** Records that a visitor opened a record's detail page; unknown ids are ignored. */
export async function recordView(
  db: Kysely<Database>,
  visitor: string,
  kind: BrowseKind,
  entityId: string,
  now = new Date(),
): Promise<boolean> {
  const record = await browsedRecord(db, kind, entityId);
  if (!record) return false;
  await saveView(
    db,
    { visitor, kind, entityId, name: record.name, jurisdictionCode: record.jurisdiction_code, at: now.toISOString() },
    KEEP,
  );
  return true;
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
  const since = new Date(now.getTime() - HOT_DAYS * 86_400_000).toISOString();
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
