import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate } from './platform/db/migrate';
import { openConfiguredDatabase } from './platform/db/open';
import { startJobRunner } from './platform/jobs/job-runner';
import { withdrawalAutoReceiptJob } from './modules/wallet/service';
import { demoLoginsText, seedDemoData, isDatabaseEmpty } from './seed/demo';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await migrate(database);
  if (await isDatabaseEmpty(database.db)) {
    await seedDemoData(database.db, { demoPassword: config.demoPassword });
  }
} catch (error) {
  await database.close();
  throw error;
}

const app = await buildApp({ config, database });
// Background jobs run in every server process; each run takes its job's database lock, so
// several processes sharing one database still run each job once per minute.
const jobs = startJobRunner(database.db, [withdrawalAutoReceiptJob], {
  intervalMs: 60_000,
  logger: app.log,
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await jobs.stop();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const where = config.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : `embedded PGlite in ${config.dataDir}`;
console.log(`
Croupier is running at http://${shownHost}:${config.port}
  database: ${where}
  API docs: http://${shownHost}:${config.port}/docs

${demoLoginsText(config.demoPassword)}`);
