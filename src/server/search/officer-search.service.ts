import type { Kysely } from 'kysely';
import { normaliseName } from '../import/normalise.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../app-error.ts';
import { byDate, facetsOf, type FacetCount } from './facets.ts';
import { inJurisdictions, searchNames } from './name-search.service.ts';
import {
  appointmentsOf,
  officerById,
  officersByIds,
  sameNamePage,
  type AppointmentRow,
  type OfficerRow,
} from './officer-search.repository.ts';
import { filtersOf, type ListBody } from './search.schema.ts';
import { LIST_PROBES, POOL } from './company-search.service.ts';
import type { Lang } from '../../i18n/languages.ts';
import { translator } from '../../i18n/t.ts';
import { nationalityValue, registerText, roleValue } from '../site/register-values.ts';

export interface OfficerSuggestion {
  uuid: string;
  name: string;
  address: { in_full: string | null };
  head_portrait: string | null;
}

/** A suggestion with what tells people of the same name apart, as the same-name page does. */
export interface OfficerSuggestionDetails extends OfficerSuggestion {
  nationality: string | null;
  /** The nationality's country in the caller's language, the register's word beside it: "Royaume-Uni (British)". */
  nationality_label: string | null;
  birth_year: number | null;
  /** Their current position (else the latest): title as written and in the caller's language, company and years. */
  position: { title: string; label: string; company: string; start_year: number | null; end_year: number | null } | null;
  /** Suggestions in this answer with the same name, this one included: the box groups them. */
  same_name: number;
}

const year = (date: string | null) => (date && /^\d{4}/.test(date) ? Number(date.slice(0, 4)) : null);

/**
 * Top executive suggestions for what the visitor has typed so far. People of the same name come
 * together (in the order the first of them ranked), each with their position, company, years and
 * nationality: ten rows of "Paul Johnson" are ten people, told apart.
 */
export async function suggestOfficers(
  db: Kysely<Database>,
  prefix: string,
  country?: string,
  lang: Lang = 'en',
): Promise<OfficerSuggestionDetails[]> {
  const t = translator(lang);
  const hits = await searchNames(db, 'o', prefix, { limit: 10, country });
  const found = await withAppointments(
    db,
    hits.map((h) => h.entityId),
  );
  const groups = new Map<string, OfficerSuggestionDetails[]>();
  for (const { officer: r, appointments } of found) {
    const first = ordered(appointments)[0];
    const list = groups.get(r.normalised_name) ?? [];
    list.push({
      uuid: r.id,
      name: r.name,
      address: { in_full: r.address_in_full },
      head_portrait: r.head_portrait,
      nationality: r.nationality,
      nationality_label: r.nationality ? registerText(nationalityValue(lang, r.nationality)) : null,
      birth_year: r.birth_year,
      position: first
        ? {
            title: first.position,
            label: registerText(roleValue(t, first.position)),
            company: first.company_name,
            start_year: year(first.start_date),
            end_year: year(first.end_date),
          }
        : null,
      same_name: 0,
    });
    groups.set(r.normalised_name, list);
  }
  return [...groups.values()].flatMap((list) => list.map((s) => ({ ...s, same_name: list.length })));
}

/** Current positions first (no end date and not resigned), then the most recent. */
function ordered(appointments: AppointmentRow[]): AppointmentRow[] {
  return [...appointments].sort(
    (a, b) => Number(!!a.end_date || a.status === 'resigned') - Number(!!b.end_date || b.status === 'resigned'),
  );
}

/** Positions shown per executive in a list; the count tells how many there are in all. */
const POSITIONS_SHOWN = 3;

export interface OfficerListItem extends OfficerSuggestion {
  nationality: string | null;
  occupation: string | null;
  country_of_residence: string | null;
  /** Year and month only, as registers publish them. */
  birth: { year: number; month: number | null } | null;
  positions: Array<{
    company: { uuid: string; name: string; jurisdiction_code: string };
    position: string;
    status: string | null;
    start_date: string | null;
    end_date: string | null;
  }>;
  positions_count: number;
}

function item(o: OfficerRow, appointments: AppointmentRow[]): OfficerListItem {
  return {
    uuid: o.id,
    name: o.name,
    address: { in_full: o.address_in_full },
    head_portrait: o.head_portrait,
    nationality: o.nationality,
    occupation: o.occupation,
    country_of_residence: o.country_of_residence,
    birth: o.birth_year ? { year: o.birth_year, month: o.birth_month } : null,
    positions: ordered(appointments)
      .slice(0, POSITIONS_SHOWN)
      .map((a) => ({
        company: { uuid: a.company_id, name: a.company_name, jurisdiction_code: a.jurisdiction_code },
        position: a.position,
        status: a.status,
        start_date: a.start_date,
        end_date: a.end_date,
      })),
    positions_count: appointments.length,
  };
}

async function withAppointments(
  db: Kysely<Database>,
  ids: string[],
): Promise<Array<{ officer: OfficerRow; appointments: AppointmentRow[] }>> {
  const officers = new Map((await officersByIds(db, ids)).map((o) => [o.id, o]));
  const byOfficer = new Map<string, AppointmentRow[]>();
  for (const a of await appointmentsOf(db, ids)) {
    const list = byOfficer.get(a.officer_id) ?? [];
    list.push(a);
    byOfficer.set(a.officer_id, list);
  }
  return ids.flatMap((id) => {
    const officer = officers.get(id);
    return officer ? [{ officer, appointments: byOfficer.get(id) ?? [] }] : [];
  });
}

export interface OfficerList {
  items: OfficerListItem[];
  total: number;
  total_is_lower_bound: boolean;
  page: number;
  size: number;
  facets: { jurisdiction_code: FacetCount[]; nationality: FacetCount[] };
}

/**
 * Executives by name: the bounded name search's candidates, filtered by the jurisdictions of the
 * companies they serve (spec: screen.jurisdiction_code from region) and by nationality, counted per
 * facet, sorted by their earliest or latest appointment, and paged.
 */
export async function listOfficers(
  db: Kysely<Database>,
  body: ListBody & { nationality?: string },
  country?: string,
): Promise<OfficerList> {
  const f = filtersOf(body);
  const stats = { candidates: 0, saturated: false };
  const hits = await searchNames(db, 'o', body.keyword, { limit: POOL, country, stats, probeLimits: LIST_PROBES });
  const pool = await withAppointments(
    db,
    hits.map((h) => h.entityId),
  );
  const { passing, facets } = facetsOf(pool, {
    jurisdiction_code: {
      values: (c) => c.appointments.map((a) => a.jurisdiction_code),
      passes: (c) => !f.jurisdictions.length || c.appointments.some((a) => inJurisdictions(a.jurisdiction_code, f.jurisdictions)),
    },
    nationality: { values: (c) => c.officer.nationality, passes: (c) => !body.nationality || c.officer.nationality === body.nationality },
  });
  if (body.sort !== 'default') {
    // An executive's founding date is their earliest appointment.
    const first = (c: (typeof pool)[number]) =>
      c.appointments
        .map((a) => a.start_date)
        .filter(Boolean)
        .sort()[0] ?? null;
    passing.sort(byDate(first, body.sort === 'earliest_founded' ? 1 : -1));
  }
  const page = passing.slice((body.page - 1) * body.size, body.page * body.size);
  return {
    items: page.map((c) => item(c.officer, c.appointments)),
    total: passing.length,
    total_is_lower_bound: stats.saturated,
    page: body.page,
    size: body.size,
    facets,
  };
}

/**
 * The first few executives of a name, for a company result page's "All" tab: a suggestion-sized
 * search (no facets, no pool), so the preview costs a couple of milliseconds.
 */
export async function previewOfficers(db: Kysely<Database>, keyword: string, size: number, country?: string): Promise<OfficerListItem[]> {
  // A preview beside company results: people whose name is the keyword as typed, not near misses
  // (a company's name seldom names a person, and looking for typos there cost the page its tail).
  const hits = await searchNames(db, 'o', keyword, { limit: size, country, typos: false });
  return (
    await withAppointments(
      db,
      hits.map((h) => h.entityId),
    )
  ).map((c) => item(c.officer, c.appointments));
}

export interface SameNameList {
  name: string;
  items: OfficerListItem[];
  total: number;
  page: number;
  size: number;
}

/**
 * Executives who share a name: by an officer's uuid (the others, not that one) or by a name. Each
 * comes with what tells them apart: nationality, residence, birth year and month, and their companies.
 */
export async function sameNameOfficers(
  db: Kysely<Database>,
  q: { uuid?: string; name?: string; page: number; size: number },
): Promise<SameNameList> {
  let normalised: string;
  let name: string;
  if (q.uuid) {
    const officer = await officerById(db, q.uuid);
    if (!officer) throw new AppError('api.notFound', 404);
    normalised = officer.normalised_name;
    name = officer.name;
  } else {
    name = q.name!;
    normalised = normaliseName(name);
  }
  const { ids, total } = await sameNamePage(db, normalised, q.uuid, (q.page - 1) * q.size, q.size);
  return { name, items: (await withAppointments(db, ids)).map((c) => item(c.officer, c.appointments)), total, page: q.page, size: q.size };
}
