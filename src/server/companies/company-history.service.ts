import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { changeEvents, type ChangeEvent } from '../../lib/change-events.ts';
import * as repo from './company-history.repository.ts';

/**
 * A company's history: the changes imports recorded about it and its rows, as readable events
 * (src/lib/change-events.ts), newest first and capped. Each of the five reads is capped too, so a
 * company with thousands of people costs one index walk over its appointments, never a page of
 * every change they ever had.
 */

/** Events shown on the company page. */
export const HISTORY_SHOWN = 20;

/** An event with the name of who or what it is about, where it is not the company itself. */
export interface HistoryEvent extends ChangeEvent {
  /** The person (officer events) or the other company (link events). */
  subject?: string;
}

/** The source a change is told under: the import's format, or the record's own source for a feed that names one per line. */
function sourceOf(format: string | null, own: string | null | undefined): string | null {
  return format && format !== 'jsonl' ? format : (own ?? format);
}

/** The newest events of the company, at most `cap`. */
export async function loadCompanyHistory(
  db: Kysely<Database>,
  company: { id: string; source: string },
  cap = HISTORY_SHOWN,
): Promise<HistoryEvent[]> {
  const [own, people, links, financials, licences] = await Promise.all([
    repo.companyRowChanges(db, company.id),
    repo.officerChanges(db, company.id, cap),
    repo.parentLinkChanges(db, company.id, cap),
    repo.financialChanges(db, company.id, cap),
    repo.licenceChanges(db, company.id, cap),
  ]);
  const events: HistoryEvent[] = [
    ...own.flatMap((r) => changeEvents({ ...r, changed_at: String(r.changed_at), source: sourceOf(r.format, company.source) })),
    ...people.flatMap((r) =>
      changeEvents({ ...r, changed_at: String(r.changed_at), source: sourceOf(r.format, r.source) })
        // A person moved here from another company is told on this company's page only.
        .filter((e) => e.kind !== 'officerAppointed' || !e.new || e.new === company.id)
        .map((e) => ({ ...e, subject: r.name })),
    ),
    ...links.flatMap((r) =>
      changeEvents({ ...r, changed_at: String(r.changed_at), source: sourceOf(r.format, r.source) }).map((e) => ({
        ...e,
        subject: r.name,
      })),
    ),
    ...financials.flatMap((r) =>
      changeEvents({ ...r, changed_at: String(r.changed_at), source: sourceOf(r.format, r.source) }).map((e) => ({
        ...e,
        on: e.on ?? r.period_end,
      })),
    ),
    ...licences.flatMap((r) => changeEvents({ ...r, changed_at: String(r.changed_at), source: r.format })),
  ];
  const newest = events.sort((a, b) => (a.recordedAt < b.recordedAt ? 1 : a.recordedAt > b.recordedAt ? -1 : 0)).slice(0, cap);
  return nameParents(db, newest);
}

/** A changed parent link is told with the companies' names, not their ids. */
async function nameParents(db: Kysely<Database>, events: HistoryEvent[]): Promise<HistoryEvent[]> {
  const ids = [
    ...new Set(
      events
        .filter((e) => e.kind === 'parentChanged')
        .flatMap((e) => [e.old, e.new])
        .filter((v): v is string => !!v),
    ),
  ];
  if (!ids.length) return events;
  const names = new Map((await repo.companyNamesById(db, ids)).map((c) => [c.id, c.name]));
  return events.map((e) =>
    e.kind === 'parentChanged' ? { ...e, old: e.old && (names.get(e.old) ?? null), new: e.new && (names.get(e.new) ?? null) } : e,
  );
}
