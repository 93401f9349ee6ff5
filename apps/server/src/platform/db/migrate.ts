import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { DatabaseHandle, Execute } from './database';

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);

// Any constant: every server process agrees on it, so one migrates while the others wait.
const migrationLockKey = 72_616_001;

/**
 * Applies the checked-in SQL migrations that have not run yet, each in its own
 * transaction, recording them in `drizzle.__drizzle_migrations` as drizzle-kit does.
 * Safe to run from several processes at once: a session advisory lock serialises them.
 * Returns how many migrations it applied.
 */
export async function migrate(database: DatabaseHandle): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder });
  return database.withSession(async (execute) => {
    if (database.kind === 'postgres') {
      await execute('select pg_advisory_lock($1)', [migrationLockKey]);
    }
    try {
      return await applyPending(execute, migrations);
    } finally {
      if (database.kind === 'postgres') {
        await execute('select pg_advisory_unlock($1)', [migrationLockKey]);
      }
    }
  });
}

async function applyPending(
  execute: Execute,
  migrations: ReturnType<typeof readMigrationFiles>,
): Promise<number> {
  await execute('create schema if not exists drizzle');
  await execute(
    `create table if not exists drizzle.__drizzle_migrations (
       id serial primary key, hash text not null, created_at bigint)`,
  );
  const applied = await execute(
    'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const lastApplied = Number(applied.rows[0]?.created_at ?? 0);
  let count = 0;
  for (const migration of migrations) {
    if (migration.folderMillis <= lastApplied) continue;
    await execute('begin');
    try {
      for (const statement of migration.sql) {
        if (statement.trim()) await execute(statement);
      }
      await execute('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
        migration.hash,
        migration.folderMillis,
      ]);
      await execute('commit');
    } catch (error) {
      await execute('rollback');
      throw error;
    }
    count += 1;
  }
  return count;
}
