import path from 'node:path';
import type { AppConfig } from '../../config';
import { openPglite, openPostgres, type DatabaseHandle } from './database';

/** The database the configuration names: PostgreSQL with DATABASE_URL, else embedded PGlite. */
export function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databasePoolSize)
    : openPglite(path.resolve(config.dataDir));
}
