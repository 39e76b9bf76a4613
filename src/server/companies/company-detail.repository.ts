import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { countUpTo } from '../db/count-up-to.ts';
import { reusableFirst, reusableQuery } from '../db/reusable-query.ts';
import { SAME_NAME_COUNT_CAP } from '../officers/same-name.ts';

/**
 * SQL of the company detail page: every query reads by an indexed company id (or officer name), so a
 * page costs a few dozen index lookups however large the register is. Lists that can grow without
 * bound (officers, subsidiaries, branches) are capped by the caller and counted separately.
 */

export const companyById = reusableFirst((db: Kysely<Database>, id: string) => db.selectFrom('companies').selectAll().where('id', '=', id));

export type CompanyRow = NonNullable<Awaited<ReturnType<typeof companyById>>>;

export const companyByNumber = reusableFirst((db: Kysely<Database>, jurisdiction: string, number: string) =>
  db
    .selectFrom('companies')
    .select(['id', 'name', 'jurisdiction_code', 'inactive'])
    .where('jurisdiction_code', '=', jurisdiction)
    .where('company_number', '=', number),
);

export const namesOf = reusableQuery((db: Kysely<Database>, id: string) =>
  db
    .selectFrom('company_names')
    .select(['name', 'kind', 'language', 'start_date', 'end_date'])
    .where('company_id', '=', id)
    .orderBy('position'),
);

export const industryCodesOf = reusableQuery((db: Kysely<Database>, id: string) =>
  db.selectFrom('industry_codes').select(['scheme', 'code', 'description']).where('company_id', '=', id).orderBy('position'),
);

export const chargesOf = reusableFirst((db: Kysely<Database>, id: string) =>
  db.selectFrom('charges').select(['total', 'outstanding', 'part_satisfied', 'satisfied']).where('company_id', '=', id),
);

export const insolvencyOf = reusableQuery((db: Kysely<Database>, id: string) =>
  db.selectFrom('insolvency_events').select(['kind', 'date', 'description']).where('company_id', '=', id).orderBy('date', 'desc'),
);

export const licencesOf = reusableQuery((db: Kysely<Database>, id: string) =>
  db
    .selectFrom('licences')
    .select([
      'regulator',
      'regulator_country',
      'licence_type',
      'licence_number',
      'status',
      'granted_on',
      'expires_on',
      'source',
      'retrieved_at',
      'updated_at',
    ])
    .where('company_id', '=', id)
    .orderBy('position'),
);

/**
 * The company's officers with their appointment: current ones first, then the most recently ended; by
 * start date within each. Each with how many officers share its normalised name (itself included),
 * counted up to two past SAME_NAME_COUNT_CAP others (same-name.ts): in the same round trip, and reading
 * at most that many index entries however common the name.
 */
export const officersOf = reusableQuery((db: Kysely<Database>, id: string, limit: number) =>
  db
    .selectFrom('appointments as a')
    .innerJoin('officers as o', 'o.id', 'a.officer_id')
    .select((eb) => {
      const namesakes = eb.selectFrom('officers as same').whereRef('same.normalised_name', '=', 'o.normalised_name');
      return [
        // Itself included: up to the cap of others and one more, else "more than the cap".
        countUpTo(eb, namesakes, SAME_NAME_COUNT_CAP + 1).as('same_name_count'),
        'o.id',
        'o.name',
        'o.normalised_name',
        'o.nationality',
        'o.occupation',
        'o.kind',
        'o.birth_year',
        'o.birth_month',
        'a.position',
        'a.status',
        'a.start_date',
        'a.end_date',
        'a.control',
        'a.source',
        'a.retrieved_at',
        'a.updated_at',
      ] as const;
    })
    .where('a.company_id', '=', id)
    .orderBy('a.end_date', (ob) => ob.desc().nullsFirst())
    .orderBy('a.start_date', (ob) => ob.asc().nullsLast())
    .orderBy('o.id')
    .limit(limit),
);

export async function countOfficersOf(db: Kysely<Database>, id: string): Promise<number> {
  const r = await db
    .selectFrom('appointments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

const RELATED = [
  'c.id',
  'c.name',
  'c.jurisdiction_code',
  'c.inactive',
  'c.current_status',
  'r.kind',
  'r.start_date',
  'r.end_date',
  'r.status',
  'r.source',
  'r.retrieved_at',
  'r.updated_at',
] as const;

/** Companies above this one (its parents, ultimate parents, the home company of a branch). */
export const parentsOf = reusableQuery((db: Kysely<Database>, id: string) =>
  db
    .selectFrom('relationships as r')
    .innerJoin('companies as c', 'c.id', 'r.parent_company_id')
    .select(RELATED)
    .where('r.child_company_id', '=', id)
    .orderBy('r.kind')
    .orderBy('c.name'),
);

/**
 * The ownership chain above a company in one query: from the company, each step follows its current
 * direct parent (by name, the first of several), or its current ultimate parent when no direct one is
 * recorded, for at most `depth` steps. Nearest first. A loop in bad data is followed round until
 * `depth`: the caller cuts it at the first company met again.
 */
export async function ownershipChainOf(db: Kysely<Database>, id: string, depth: number) {
  const rows = await sql<{ step: number; id: string; name: string; jurisdiction_code: string; inactive: 0 | 1 | null }>`
    with recursive chain (step, id) as (
      select 0, cast(${id} as text)
      union all
      select chain.step + 1, (
        select r.parent_company_id
        from relationships r
        join companies p on p.id = r.parent_company_id
        where r.child_company_id = chain.id
          and r.kind in ('parent', 'ultimate_parent')
          and (r.status is null or r.status <> 'ended')
        order by case r.kind when 'parent' then 0 else 1 end, p.name, p.id
        limit 1
      )
      from chain
      where chain.step < ${depth} and chain.id is not null
    )
    select chain.step, c.id, c.name, c.jurisdiction_code, c.inactive
    from chain
    join companies c on c.id = chain.id
    where chain.step > 0
    order by chain.step
  `.execute(db);
  return rows.rows.map((r) => ({ ...r, step: Number(r.step) }));
}

/** The kinds of link below a company that its page lists: subsidiaries ('parent') and branches. */
export type ChildKind = 'parent' | 'branch';

/** Companies below this one of one kind of link (subsidiaries or branches). */
export const childrenOf = reusableQuery((db: Kysely<Database>, id: string, kind: ChildKind, limit: number) =>
  db
    .selectFrom('relationships as r')
    .innerJoin('companies as c', 'c.id', 'r.child_company_id')
    .select(RELATED)
    .where('r.parent_company_id', '=', id)
    .where('r.kind', '=', kind)
    .orderBy('c.inactive', (ob) => ob.asc().nullsLast())
    .orderBy('c.name')
    .limit(limit),
);

export async function countChildrenOf(db: Kysely<Database>, id: string, kind: ChildKind): Promise<number> {
  const r = await db
    .selectFrom('relationships')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('parent_company_id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export const financialsOf = reusableQuery((db: Kysely<Database>, id: string) =>
  db
    .selectFrom('financial_summaries')
    .select([
      'period_start',
      'period_end',
      'currency',
      'current_assets',
      'bank_funds',
      'current_liabilities',
      'source',
      'retrieved_at',
      'updated_at',
    ])
    .where('company_id', '=', id)
    .orderBy('period_end'),
);

export const roundsOf = reusableQuery((db: Kysely<Database>, id: string) =>
  db
    .selectFrom('financing_rounds')
    .select([
      'round_name',
      'published_on',
      'category',
      'investor_count',
      'amount',
      'currency',
      'main_investor',
      'source',
      'retrieved_at',
      'updated_at',
    ])
    .where('company_id', '=', id)
    .orderBy('published_on', 'desc'),
);

export const iposOf = reusableQuery((db: Kysely<Database>, id: string) =>
  db
    .selectFrom('ipos')
    .select([
      'stock_code',
      'exchange',
      'valuation',
      'capital_raised',
      'listing_date',
      'listed_price',
      'currency',
      'source',
      'retrieved_at',
      'updated_at',
    ])
    .where('company_id', '=', id)
    .orderBy('listing_date'),
);

export const acquisitionsOf = reusableQuery((db: Kysely<Database>, id: string) =>
  db
    .selectFrom('acquisitions')
    .select([
      'acquired_name',
      'acquired_company_id',
      'date',
      'price',
      'currency',
      'transaction_name',
      'source',
      'retrieved_at',
      'updated_at',
    ])
    .where('company_id', '=', id)
    .orderBy('date', 'desc'),
);

export const investorsOf = reusableQuery((db: Kysely<Database>, id: string) =>
  db
    .selectFrom('investors')
    .select(['name', 'is_main', 'rounds', 'partner', 'source', 'retrieved_at', 'updated_at'])
    .where('company_id', '=', id)
    .orderBy('is_main', 'desc')
    .orderBy('name'),
);

/** Companies whose investor lists name this company: its investment examples. */
export const investeesNamed = reusableQuery((db: Kysely<Database>, name: string, except: string, limit: number) =>
  db
    .selectFrom('investors as i')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .select(['c.id', 'c.name', 'c.jurisdiction_code', 'c.inactive', 'i.rounds', 'i.is_main', 'i.source', 'i.retrieved_at', 'i.updated_at'])
    .where('i.name', '=', name)
    .where('c.id', '!=', except)
    .orderBy('c.name')
    .limit(limit),
);
