import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { DatabaseHandle } from '../platform/db/database';
import { seedDemoData } from '../seed/demo';
import { openTestDatabase } from './database';

export { openTestDatabase } from './database';
export * from './identity';
export { hashPassword } from '../platform/crypto/password';

export type TestContext = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
};

/**
 * The real application on a fresh database holding the demo data, for `app.inject()`
 * tests and for the e2e harness. Environment overrides (e.g. TRUST_PROXY) go in `env`.
 */
export async function createTestContext(
  env: Record<string, string> = {},
  options: Pick<AppDependencies, 'logStream' | 'providers'> & {
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestContext> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    // A proof of work that tests solve in a blink.
    HUMAN_CHECK_DIFFICULTY: '4',
    ...env,
  });
  const database = await openTestDatabase();
  await seedDemoData(database.db, { demoPassword: config.demoPassword });
  const app = await buildApp({
    config,
    database,
    logStream: options.logStream,
    providers: options.providers,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
