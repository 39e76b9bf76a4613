import type { Kysely } from 'kysely';
import { inChunks } from '../db/in-chunks.ts';
import type { Database } from '../db/schema.ts';

/** SQL of the executive search calls. */

export function officersByIds(db: Kysely<Database>, ids: string[]) {
  return inChunks(ids, (slice) =>
    db
      .selectFrom('officers')
      .select([
        'id',
        'name',
        'normalised_name',
        'nationality',
        'occupation',
        'address_in_full',
        'country_of_residence',
        'head_portrait',
        'birth_year',
        'birth_month',
      ])
      .where('id', 'in', slice)
      .execute(),
  );
}

export type OfficerRow = Awaited<ReturnType<typeof officersByIds>>[number];

/** Appointments of these officers with their companies' names and jurisdictions, newest first. */
export function appointmentsOf(db: Kysely<Database>, officerIds: string[]) {
  return inChunks(officerIds, (slice) =>
    db
      .selectFrom('appointments as a')
      .innerJoin('companies as c', 'c.id', 'a.company_id')
      .select([
        'a.officer_id',
        'a.position',
        'a.status',
        'a.start_date',
        'a.end_date',
        'c.id as company_id',
        'c.name as company_name',
        'c.jurisdiction_code',
      ])
      .where('a.officer_id', 'in', slice)
      .orderBy('a.officer_id')
      .orderBy('a.start_date', 'desc')
      .execute(),
  );
}

export type AppointmentRow = Awaited<ReturnType<typeof appointmentsOf>>[number];

/** Officers written with the same normalised name, in id order (an index walk, any number of them). */
export async function sameNamePage(db: Kysely<Database>, normalised: string, except: string | undefined, offset: number, limit: number) {
  let q = db.selectFrom('officers').where('normalised_name', '=', normalised);
  if (except) q = q.where('id', '!=', except);
  const [rows, count] = await Promise.all([
    q.select('id').orderBy('id').offset(offset).limit(limit).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(count.n) };
}

export function officerById(db: Kysely<Database>, id: string) {
  return db.selectFrom('officers').select(['id', 'name', 'normalised_name']).where('id', '=', id).executeTakeFirst();
}
