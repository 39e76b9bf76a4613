/**
 * The time machine's reading of broker_history (written by the scoring job, one row per broker and
 * day something changed): each row's JSON snapshot read leniently, the change from one row to the
 * next worded as events, and the row that stood on a given day. Pure: the broker page and its tests
 * read it. The snapshot is the scoring job's (broker-scoring.service.ts: camelCase fields such as
 * regulatorKey, number, company, registeredOn); the tables' column names are read too. A snapshot field this code does not know is ignored; one it needs and cannot read leaves
 * that part empty rather than failing the page.
 */

/** A licence as it stood that day (the fields of the licences row the snapshot kept). */
export interface SnapshotLicence {
  regulator_key: string | null;
  regulator: string | null;
  licence_number: string | null;
  licence_type: string | null;
  status: string;
  company_id: string | null;
  company_name: string | null;
  granted_on: string | null;
  ended_on: string | null;
  record_url: string | null;
}

export interface SnapshotWebsite {
  domain: string;
  url: string | null;
  kind: string | null;
  registered_on: string | null;
}

export interface SnapshotWarning {
  regulator_key: string | null;
  name: string;
  published_on: string | null;
  url: string | null;
}

export interface HistorySnapshot {
  licences: SnapshotLicence[];
  websites: SnapshotWebsite[];
  warnings: SnapshotWarning[];
}

export interface HistoryRow {
  recorded_on: string;
  score: number | null;
  licences_in_force: number;
  licences_revoked: number;
  websites: number;
  warnings: number;
  snapshot: string;
}

export type TimelineEvent =
  | { kind: 'first' }
  | { kind: 'score'; from: number | null; to: number | null }
  | { kind: 'licence-added'; licence: SnapshotLicence }
  | { kind: 'licence-removed'; licence: SnapshotLicence }
  | { kind: 'licence-status'; licence: SnapshotLicence; from: string }
  | { kind: 'website-added'; domain: string }
  | { kind: 'website-removed'; domain: string }
  | { kind: 'warning-added'; warning: SnapshotWarning };

export interface TimelineEntry {
  date: string;
  score: number | null;
  events: TimelineEvent[];
}

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const list = (v: unknown): Array<Record<string, unknown>> =>
  Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => !!x && typeof x === 'object') : [];

/** A stored snapshot as lists of licences, websites and warnings; empty lists for what is missing or unreadable. */
export function parseSnapshot(json: string | null): HistorySnapshot {
  let raw: Record<string, unknown> = {};
  try {
    const v: unknown = json ? JSON.parse(json) : {};
    if (v && typeof v === 'object') raw = v as Record<string, unknown>;
  } catch {
    /* an unreadable snapshot shows as empty, the row's counts still stand */
  }
  return {
    licences: list(raw.licences).map((l) => ({
      regulator_key: text(l.regulatorKey ?? l.regulator_key),
      regulator: text(l.regulator),
      licence_number: text(l.number ?? l.licence_number),
      licence_type: text(l.licence_type),
      status: text(l.status) ?? 'unverified',
      company_id: text(l.companyId ?? l.company_id),
      company_name: text(l.company ?? l.company_name),
      granted_on: text(l.grantedOn ?? l.granted_on),
      ended_on: text(l.endedOn ?? l.ended_on),
      record_url: text(l.recordUrl ?? l.record_url),
    })),
    websites: list(raw.websites)
      .map((w) => ({
        domain: text(w.domain) ?? '',
        url: text(w.url),
        kind: text(w.kind),
        registered_on: text(w.registeredOn ?? w.registered_on),
      }))
      .filter((w) => w.domain),
    warnings: list(raw.warnings)
      .map((w) => ({
        regulator_key: text(w.regulatorKey ?? w.regulator_key),
        name: text(w.name) ?? '',
        published_on: text(w.publishedOn ?? w.published_on),
        url: text(w.url),
      }))
      .filter((w) => w.name),
  };
}

const licenceKey = (l: SnapshotLicence) =>
  `${l.regulator_key ?? l.regulator ?? ''}\u0000${(l.licence_number ?? l.licence_type ?? '').toLowerCase()}`;
const warningKey = (w: SnapshotWarning) => `${w.regulator_key ?? ''}\u0000${w.name}\u0000${w.published_on ?? ''}`;

/** What changed from one snapshot to the next. */
function changes(before: HistorySnapshot, after: HistorySnapshot): TimelineEvent[] {
  const events: TimelineEvent[] = [];
  const was = new Map(before.licences.map((l) => [licenceKey(l), l]));
  const now = new Map(after.licences.map((l) => [licenceKey(l), l]));
  for (const [key, l] of now) {
    const old = was.get(key);
    if (!old) events.push({ kind: 'licence-added', licence: l });
    else if (old.status !== l.status) events.push({ kind: 'licence-status', licence: l, from: old.status });
  }
  for (const [key, l] of was) if (!now.has(key)) events.push({ kind: 'licence-removed', licence: l });
  const domainsBefore = new Set(before.websites.map((w) => w.domain));
  const domainsAfter = new Set(after.websites.map((w) => w.domain));
  for (const d of domainsAfter) if (!domainsBefore.has(d)) events.push({ kind: 'website-added', domain: d });
  for (const d of domainsBefore) if (!domainsAfter.has(d)) events.push({ kind: 'website-removed', domain: d });
  const warned = new Set(before.warnings.map(warningKey));
  for (const w of after.warnings) if (!warned.has(warningKey(w))) events.push({ kind: 'warning-added', warning: w });
  return events;
}

/** The timeline, newest first: each day with the score then and what changed since the day before. */
export function timelineOf(rows: readonly HistoryRow[]): TimelineEntry[] {
  const sorted = [...rows].sort((a, b) => a.recorded_on.localeCompare(b.recorded_on));
  const entries: TimelineEntry[] = [];
  let previous: { row: HistoryRow; snapshot: HistorySnapshot } | undefined;
  for (const row of sorted) {
    const snapshot = parseSnapshot(row.snapshot);
    const events: TimelineEvent[] = [];
    if (!previous) events.push({ kind: 'first' });
    else {
      const from = previous.row.score === null ? null : Number(previous.row.score);
      const to = row.score === null ? null : Number(row.score);
      if (from !== to) events.push({ kind: 'score', from, to });
      events.push(...changes(previous.snapshot, snapshot));
    }
    entries.push({ date: row.recorded_on, score: row.score === null ? null : Number(row.score), events });
    previous = { row, snapshot };
  }
  return entries.reverse();
}

/** A 'YYYY-MM-DD' that is a real calendar day, or null. */
export function parseDay(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const d = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value ? null : value;
}

/** The row that stood on this day: the last one recorded on or before it, or undefined before the first. */
export function rowOn<T extends { recorded_on: string }>(rows: readonly T[], day: string): T | undefined {
  let found: T | undefined;
  for (const r of rows) if (r.recorded_on.slice(0, 10) <= day && (!found || r.recorded_on > found.recorded_on)) found = r;
  return found;
}
