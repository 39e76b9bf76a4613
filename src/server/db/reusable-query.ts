import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely';

/**
 * A query built and compiled once per dialect, then run with each call's own values.
 *
 * Kysely builds a query's tree and compiles it to SQL on every call: for the twenty-odd reads of a
 * company page that was about a tenth of an uncached page's CPU and 150 KB of its garbage (a sampling
 * heap profile at 1,000,000 companies, BENCHMARKS.md "A cheap miss"), to make the same SQL text each
 * time. Kysely's own recipe for this is to compile once and execute the compiled query (its
 * repository's site/docs/recipes/0004-splitting-query-building-and-execution.md); this does it for
 * queries whose shape does not depend on their arguments.
 *
 * The builder is called once with a stand-in for each argument; each stand-in must come out as a
 * parameter of its own, untouched (a value compared, a LIMIT), and the query must not branch on it. A
 * builder that breaks this (an argument spliced into the SQL, turned into a list, or dropped) is
 * refused at its first call, so a test of the query finds it.
 */

type Arg = string | number | null;

/** What one builder compiled to on one dialect: the SQL, and where each argument goes among the parameters. */
interface Template {
  sql: string;
  query: CompiledQuery['query'];
  /** Per parameter: the index of the argument it takes, or -1 for a constant kept in `constants`. */
  slots: number[];
  constants: readonly unknown[];
}

const STAND_IN = '\u0000arg';

/**
 * The builder's rows for these arguments, from SQL compiled at the builder's first call on this
 * dialect. Kysely instances of one database, and their transactions, share the compiled SQL (they
 * share the adapter it is kept by).
 */
export function reusableQuery<DB, Args extends Arg[], Row>(
  build: (db: Kysely<DB>, ...args: Args) => Compilable<Row>,
): (db: Kysely<DB>, ...args: Args) => Promise<Row[]> {
  const templates = new WeakMap<object, Template>();
  return async (db, ...args) => {
    const executor = db.getExecutor();
    // Plugins rewrite a query's tree per execution: such an instance builds every time.
    if (executor.plugins.length) return (await db.executeQuery(build(db, ...args))).rows;
    let template = templates.get(executor.adapter);
    if (!template) templates.set(executor.adapter, (template = compileTemplate(db, build, args.length)));
    const parameters = template.slots.map((slot, i) => (slot < 0 ? template.constants[i] : args[slot]));
    const compiled: CompiledQuery<Row> = { sql: template.sql, parameters, query: template.query, queryId: createQueryId() };
    return (await db.executeQuery(compiled)).rows;
  };
}

/** The first row, or undefined: `executeTakeFirst` of a reusable query. */
export function reusableFirst<DB, Args extends Arg[], Row>(
  build: (db: Kysely<DB>, ...args: Args) => Compilable<Row>,
): (db: Kysely<DB>, ...args: Args) => Promise<Row | undefined> {
  const all = reusableQuery(build);
  return async (db, ...args) => (await all(db, ...args))[0];
}

function compileTemplate<DB, Args extends Arg[], Row>(
  db: Kysely<DB>,
  build: (db: Kysely<DB>, ...args: Args) => Compilable<Row>,
  arity: number,
): Template {
  const standIns = Array.from({ length: arity }, (_, i) => `${STAND_IN}${i}\u0000`);
  const compiled = build(db, ...(standIns as Args)).compile();
  const slots = compiled.parameters.map((p) => (typeof p === 'string' && p.startsWith(STAND_IN) ? standIns.indexOf(p) : -1));
  const used = new Set(slots);
  const misused =
    compiled.sql.includes(STAND_IN) ||
    compiled.parameters.some((p, i) => slots[i] < 0 && typeof p === 'string' && p.includes(STAND_IN)) ||
    standIns.some((_, i) => !used.has(i));
  if (misused) throw new Error(`reusableQuery: every argument must be a parameter of its own in: ${compiled.sql}`);
  return { sql: compiled.sql, query: compiled.query, slots, constants: compiled.parameters };
}
