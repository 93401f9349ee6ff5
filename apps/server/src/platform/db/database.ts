import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';

/**
 * A Drizzle handle or a transaction opened from one: data-access functions take either. The
 * queries name their tables (each module's `schema.ts`), so the handle carries no schema of
 * its own and platform needs no module; drizzle-kit reads the tables from `src/schema.ts`.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/** Whether a handle is a transaction opened from a database (caches and prepared reads skip it). */
export const isTransaction = (db: Database): boolean => (db as unknown) instanceof PgTransaction;

export type Execute = (
  sqlText: string,
  params?: unknown[],
) => Promise<{ rows: Record<string, unknown>[] }>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs one SQL statement on any connection; for health checks and tests. */
  execute: Execute;
  /** Runs work on one connection held throughout (session locks, explicit transactions). */
  withSession<T>(work: (execute: Execute) => Promise<T>): Promise<T>;
  /**
   * How many statements this handle has sent to the database since it opened, each one a
   * round trip: queries of every connection, and a transaction's BEGIN and COMMIT or
   * ROLLBACK. Tests read it before and after a call to hold its cost to a budget
   * (`testing/round-trips`); counting is one increment per statement, so production keeps it.
   */
  roundTrips(): number;
  close(): Promise<void>;
};

// PostgreSQL bigint (int8) comes back as a string by default; money and ids stay bigint.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

/**
 * A pg.Client that counts its statements. pool.query, a checked-out connection's query and
 * Drizzle's transactions (BEGIN, statements, COMMIT/ROLLBACK on one checked-out connection)
 * all end in Client#query; connecting and authenticating do not go through it.
 */
function countingClient(counter: { statements: number }): typeof pg.Client {
  class CountingClient extends pg.Client {}
  const query = pg.Client.prototype.query;
  // Client#query has a dozen overloads (text, config, stream, callback); this forwards them all.
  CountingClient.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    counter.statements += 1;
    return Reflect.apply(query, this, args);
  } as typeof query;
  return CountingClient;
}

export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const counter = { statements: 0 };
  // The pool builds each connection with `new Client(options)`; the options carry the URL.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    Client: countingClient(counter),
  });
  // An idle connection dropped by the server (restart, failover, admin) must not take the
  // process down; the pool opens a new one on the next query.
  pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  await pool.query('select 1');
  return {
    db: drizzlePg({ client: pool }) as unknown as Database,
    kind: 'postgres',
    execute: async (sqlText, params) => pool.query(sqlText, params as unknown[]),
    withSession: async (work) => {
      const connection = await pool.connect();
      try {
        return await work(async (sqlText, params) =>
          connection.query(sqlText, params as unknown[]),
        );
      } finally {
        connection.release();
      }
    },
    roundTrips: () => counter.statements,
    close: () => pool.end(),
  };
}

/**
 * PGlite counting its statements the way PostgreSQL's pool does (`countingClient`), so a call
 * costs the same number on both drivers. Drizzle's PGlite session sends plain statements
 * through `query` and runs a transaction with `transaction(callback)`, its statements through
 * the callback's `tx.query`; PGlite sends BEGIN and COMMIT or ROLLBACK itself, inside, so they
 * are counted here around the callback. `sql` goes through `query` and is counted there.
 * PGlite's own start-up reads its array types with one `query`: counted, as the pool's
 * `select 1` is on PostgreSQL.
 */
class CountingPGlite extends PGlite {
  statements = 0;

  override async query<T>(query: string, params?: unknown[], options?: QueryOptions) {
    this.statements += 1;
    return super.query<T>(query, params, options);
  }

  override async exec(query: string, options?: QueryOptions) {
    this.statements += 1;
    return super.exec(query, options);
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    let begun = false;
    let rolledBack = false;
    const count = () => {
      this.statements += 1;
    };
    try {
      return await super.transaction((tx) => {
        begun = true;
        count(); // BEGIN, sent before the callback runs
        const counted: Transaction = {
          query: (query, params, options) => (count(), tx.query(query, params, options)),
          sql: (strings, ...params) => (count(), tx.sql(strings, ...params)),
          exec: (query, options) => (count(), tx.exec(query, options)),
          rollback: () => {
            rolledBack = true;
            count();
            return tx.rollback();
          },
          listen: (channel, listener) => tx.listen(channel, listener),
          get closed() {
            return tx.closed;
          },
        };
        return callback(counted);
      });
    } finally {
      // COMMIT, or ROLLBACK after a failure; none if the callback rolled back itself.
      if (begun && !rolledBack) count();
    }
  }
}

/**
 * Embedded PostgreSQL (PGlite, WebAssembly). `dataDir` persists it on disk; without one it
 * lives in memory (tests). Only one process may open a data directory at a time.
 */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  let releaseLock = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(path.join(dataDir, 'croupier.lock'));
  }
  const client = new CountingPGlite(dataDir ? path.join(dataDir, 'pglite') : undefined);
  try {
    await client.waitReady;
  } catch (error) {
    releaseLock();
    throw error;
  }
  const execute: Execute = async (sqlText, params) =>
    client.query<Record<string, unknown>>(sqlText, params as unknown[]);
  return {
    db: drizzlePglite({ client }) as unknown as Database,
    kind: 'pglite',
    execute,
    // PGlite is a single connection; its own queue keeps statements in order.
    withSession: (work) => work(execute),
    roundTrips: () => client.statements,
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}
