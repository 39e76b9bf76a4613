import { PostgresAdapter, type ColumnDataType, type Kysely } from 'kysely';

/**
 * Column types per engine. With client.ts, the only place where SQLite and PostgreSQL differ:
 * dates and timestamps are TEXT in SQLite and DATE/TIMESTAMPTZ in PostgreSQL (the client reads both
 * back as text), flags are INTEGER / SMALLINT, amounts REAL / DOUBLE PRECISION.
 */
export interface ColumnTypes {
  engine: 'sqlite' | 'postgres';
  text: ColumnDataType;
  int: ColumnDataType;
  bigint: ColumnDataType;
  flag: ColumnDataType;
  real: ColumnDataType;
  date: ColumnDataType;
  timestamp: ColumnDataType;
}

export function columnTypes(db: Kysely<any>): ColumnTypes {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  return pg
    ? {
        engine: 'postgres',
        text: 'text',
        int: 'integer',
        bigint: 'bigint',
        flag: 'smallint',
        real: 'double precision',
        date: 'date',
        timestamp: 'timestamptz',
      }
    : { engine: 'sqlite', text: 'text', int: 'integer', bigint: 'integer', flag: 'integer', real: 'real', date: 'text', timestamp: 'text' };
}
