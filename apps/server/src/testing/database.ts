import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../platform/db/database';
import { migrate } from '../platform/db/migrate';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server of TEST_DATABASE_URL (dropped again on close), so test
 * files never see each other's rows and can run in parallel.
 */
export async function openTestDatabase(poolSize = 5): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl ? await openFreshPostgres(serverUrl, poolSize) : await openPglite();
  await migrate(database);
  return database;
}

async function openFreshPostgres(serverUrl: string, poolSize: number): Promise<DatabaseHandle> {
  const name = `croupier_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), poolSize);
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
