// The database the bench's server runs on: a new one on the machine's PostgreSQL, or an
// embedded PGlite directory (BENCH_EMBEDDED=1); thrown away at the end either way. The bench
// opens it the way the server does (config + openConfiguredDatabase), to prepare what the
// calls need and to reconcile the ledger.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '../../apps/server/src/config';
import type { DatabaseHandle } from '../../apps/server/src/platform/db/database';
import { openConfiguredDatabase } from '../../apps/server/src/platform/db/open';
import { atExit } from './children';

export const run = promisify(execFile);

export type BenchDatabase = {
  description: string;
  /** What the server's environment needs to open it. */
  serverEnv: Record<string, string>;
  /** PGlite admits one process at a time: the server must be stopped while the bench opens it. */
  exclusive: boolean;
  open(): Promise<DatabaseHandle>;
};

/** A URL of the same server as `adminUrl`, naming another database. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates a database beside the admin connection's, dropped by `drop` or at the end. */
export async function throwawayDatabase(adminUrl: string, name: string) {
  const maintenance = `--maintenance-db=${adminUrl}`;
  const dropNow = async () => {
    await run('dropdb', [maintenance, '--if-exists', '--force', name]);
  };
  const forget = atExit(dropNow);
  await run('createdb', [maintenance, name]);
  return {
    url: databaseUrl(adminUrl, name),
    drop: async () => {
      forget();
      await dropNow();
    },
  };
}

export async function benchDatabase(
  options: { embedded: boolean; adminUrl: string },
  workDir: string,
): Promise<BenchDatabase> {
  if (options.embedded) {
    const dataDir = path.join(workDir, 'data');
    return {
      description: `embedded PGlite in ${dataDir}`,
      serverEnv: { DATA_DIR: dataDir },
      exclusive: true,
      open: () => openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir })),
    };
  }
  const name = `croupier_bench_${process.pid}`;
  const { url } = await throwawayDatabase(options.adminUrl, name);
  return {
    description: `PostgreSQL, database ${name} (dropped at the end)`,
    serverEnv: { DATABASE_URL: url },
    exclusive: false,
    open: () => openConfiguredDatabase(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '4' })),
  };
}
