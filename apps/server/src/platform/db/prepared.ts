import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { isTransaction, type Database } from './database';

type Internals = {
  session?: { client?: unknown };
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
};

/**
 * Runs a hot statement as a named prepared statement on PostgreSQL, so the server parses and
 * plans it once per connection instead of on every call (the ledger's posting statement runs
 * for every bet). `name` must stand for exactly one statement text. On PGlite, in the same
 * process, there is nothing to save and the statement runs as usual.
 */
export async function executePrepared(
  db: Database,
  name: string,
  query: SQL,
): Promise<{ rows: Record<string, unknown>[] }> {
  const internals = db as unknown as Internals;
  const client = internals.session?.client;
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const { sql: text, params } = internals.dialect.sqlToQuery(query);
    return client.query({ name, text, values: params });
  }
  // Drizzle types `execute`'s answer per driver; both drivers answer `{ rows }`.
  return (await db.execute(query)) as { rows: Record<string, unknown>[] };
}

/**
 * A Drizzle query built once per database and run as a prepared statement (`.prepare(name)`
 * with `sql.placeholder`s): the hot reads of every request (the session, the member, the
 * wallets) then cost neither Drizzle's query building nor PostgreSQL's parsing and planning.
 * Inside a transaction it is built for that transaction, as a prepared query belongs to the
 * session it was made on: statements that run inside transactions on every call (the
 * seamless wallet's, the ledger's posting) use `executePrepared` with fixed raw SQL instead,
 * which names the statement without building anything per call.
 */
export function preparedPerDatabase<Query>(
  build: (db: Database) => Query,
): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    if (isTransaction(db)) return build(db);
    let query = built.get(db);
    if (query === undefined) built.set(db, (query = build(db)));
    return query;
  };
}
