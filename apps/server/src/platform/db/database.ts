import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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
  close(): Promise<void>;
};

// PostgreSQL bigint (int8) comes back as a string by default; money and ids stay bigint.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
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
    close: () => pool.end(),
  };
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
  const client = new PGlite(dataDir ? path.join(dataDir, 'pglite') : undefined);
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
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}
