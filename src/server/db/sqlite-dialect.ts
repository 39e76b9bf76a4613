import { SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

/**
 * Kysely's SQLite dialect with a queue for its one connection in place of its mutex.
 *
 * SQLite has one connection, so Kysely hands it to one query (or transaction) at a time. Its mutex
 * wakes every waiter at each release and all but one wait again: a page that reads twenty things side
 * by side (Promise.all) resolved some two hundred promises for twenty queries, 40 KB of garbage a
 * company page (a sampling heap profile at 1,000,000 companies, BENCHMARKS.md "A cheap miss"). The
 * queue wakes only the next in line, in the order they asked, and a free connection is handed over
 * without waiting at all.
 */
class QueuedSqliteDriver extends SqliteDriver {
  #connection?: DatabaseConnection;
  #held = false;
  readonly #waiting: Array<(connection: DatabaseConnection) => void> = [];

  override async init(): Promise<void> {
    await super.init();
    // The parent's single connection, taken once through its own mutex and never given back: from here
    // on this class alone decides who holds it.
    this.#connection = await super.acquireConnection();
  }

  override acquireConnection(): Promise<DatabaseConnection> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve(this.#connection!);
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  override releaseConnection(): Promise<void> {
    const next = this.#waiting.shift();
    if (next) next(this.#connection!);
    else this.#held = false;
    return Promise.resolve();
  }
}

export class QueuedSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new QueuedSqliteDriver(this.#config);
  }
}
