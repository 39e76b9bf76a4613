import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { countUpTo } from '../db/count-up-to.ts';
import { reusableFirst, reusableQuery } from '../db/reusable-query.ts';
import { SAME_NAME_COUNT_CAP } from './same-name.ts';

/** SQL of the executive page: by officer id, or by the normalised name for same-name people. */

export const officerById = reusableFirst((db: Kysely<Database>, id: string) => db.selectFrom('officers').selectAll().where('id', '=', id));

export type OfficerDetailRow = NonNullable<Awaited<ReturnType<typeof officerById>>>;

/** Positions of these officers across companies: current ones first, then the most recently ended; at most `limit`. */
export function positionsOf(db: Kysely<Database>, officerIds: string[], limit: number) {
  if (!officerIds.length) return Promise.resolve([]);
  return db
    .selectFrom('appointments as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .select([
      'a.officer_id',
      'a.position',
      'a.status',
      'a.start_date',
      'a.end_date',
      'a.control',
      'a.source',
      'a.retrieved_at',
      'a.updated_at',
      'c.id as company_id',
      'c.name as company_name',
      'c.jurisdiction_code',
      'c.inactive',
      'c.current_status',
    ])
    .where('a.officer_id', 'in', officerIds)
    .orderBy('a.end_date', (ob) => ob.desc().nullsFirst())
    .orderBy('a.start_date', (ob) => ob.desc().nullsLast())
    .orderBy('a.id')
    .limit(limit)
    .execute();
}

export async function countPositionsOf(db: Kysely<Database>, officerId: string): Promise<number> {
  const r = await db
    .selectFrom('appointments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('officer_id', '=', officerId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * Other people written with the same name (the first `limit`) and how many there are, counted up to
 * one past SAME_NAME_COUNT_CAP (same-name.ts): a common name costs the count no more than a rare one.
 */
export async function sameNameOfficers(db: Kysely<Database>, normalised: string, except: string, limit: number) {
  const [rows, count] = await Promise.all([namesakes(db, normalised, except, limit), namesakeCount(db, normalised, except)]);
  return { rows, total: Number(count?.n ?? 0) };
}

const othersNamed = (db: Kysely<Database>, normalised: string, except: string) =>
  db.selectFrom('officers').where('normalised_name', '=', normalised).where('id', '!=', except);

const namesakes = reusableQuery((db: Kysely<Database>, normalised: string, except: string, limit: number) =>
  othersNamed(db, normalised, except)
    .select(['id', 'name', 'nationality', 'country_of_residence', 'birth_year', 'birth_month', 'occupation'])
    .orderBy('id')
    .limit(limit),
);

const namesakeCount = reusableFirst((db: Kysely<Database>, normalised: string, except: string) =>
  db.selectNoFrom((eb) => countUpTo(eb, othersNamed(db, normalised, except), SAME_NAME_COUNT_CAP).as('n')),
);

/** People who hold or held positions in the same companies (co-appointments), most shared first. */
export const coAppointees = reusableQuery((db: Kysely<Database>, officerId: string, limit: number) =>
  db
    .selectFrom('appointments as mine')
    .innerJoin('appointments as theirs', 'theirs.company_id', 'mine.company_id')
    .innerJoin('officers as o', 'o.id', 'theirs.officer_id')
    .select(['o.id', 'o.name', (eb) => eb.fn.count<number>('theirs.company_id').distinct().as('shared')])
    .where('mine.officer_id', '=', officerId)
    .where('theirs.officer_id', '!=', officerId)
    .groupBy(['o.id', 'o.name'])
    .orderBy('shared', 'desc')
    .orderBy('o.name')
    .limit(limit),
);
