import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database, DatabaseHandle } from '../platform/db/database';
import { reconcileAll } from '../modules/wallet/service';
import { seedDemoData } from '../seed/demo';
import { openTestDatabase } from './database';

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
    /** Connections to PostgreSQL (benchmarks need more than a test file's 5). */
    poolSize?: number;
    /** False: an empty database, as a production deployment starts (no brand, no staff). */
    demoData?: boolean;
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
  const database = await openTestDatabase(options.poolSize);
  if (options.demoData !== false) {
    await seedDemoData(database.db, { demoPassword: config.demoPassword });
  }
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
    // Every test file ends by proving the books (issue: "runs it after every test file").
    close: async () => {
      await app.close();
      try {
        const problems = (await reconcileAll(database.db)).flatMap((books) => books.problems);
        if (problems.length > 0)
          throw new Error(`the ledger does not reconcile:\n${problems.join('\n')}`);
      } finally {
        await database.close();
      }
    },
  };
}

/**
 * A second server on the context's database, as another process would be: a Drizzle handle
 * of its own, hence caches of its own (platform/cache), over the same connections. Closed by
 * the caller.
 */
export async function secondServerOf(ctx: TestContext): Promise<FastifyInstance> {
  const { client } = (ctx.database.db as unknown as { session: { client: unknown } }).session;
  const db =
    ctx.database.kind === 'postgres'
      ? drizzlePg({ client: client as pg.Pool })
      : drizzlePglite({ client: client as PGlite });
  const app = await buildApp({
    config: ctx.config,
    database: { ...ctx.database, db: db as unknown as Database },
  });
  await app.ready();
  return app;
}
