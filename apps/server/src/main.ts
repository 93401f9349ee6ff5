import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate } from './platform/db/migrate';
import { openConfiguredDatabase } from './platform/db/open';
import { startJobRunner } from './platform/jobs/job-runner';
import { openFirstOwnerSetup } from './modules/console/service';
import { lotteryJobs, startResultFetcher } from './modules/lottery/service';
import { dailyRebateJob, pointsEarningJob, vipRankJob } from './modules/rewards/service';
import { withdrawalAutoReceiptJob } from './modules/wallet/service';
import { demoLoginsText, seedDemoData, isDatabaseEmpty } from './seed/demo';

const config = configOrExit();
const database = await openConfiguredDatabase(config);
// What the start prints after the address: the demo's logins, or the first owner's token.
let greeting: string;
try {
  await migrate(database);
  if (config.mode === 'demo') {
    if (await isDatabaseEmpty(database.db)) {
      await seedDemoData(database.db, { demoPassword: config.demoPassword });
    }
    greeting = demoLoginsText(config.demoPassword);
  } else {
    // Production seeds nothing: no known login, no known password (issue 15).
    const setupToken = await openFirstOwnerSetup(database.db);
    greeting = setupToken ? firstOwnerText(setupToken) : 'Production mode.';
  }
} catch (error) {
  await database.close();
  throw error;
}

/** A bad setting stops the start with its name, not with a stack trace. */
function configOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

function firstOwnerText(token: string): string {
  return `No staff yet. Create the first owner in the console (/backoffice/) with this
one-time setup token; it works once, and a restart replaces it:

  ${token}`;
}

const app = await buildApp({ config, database });
// Background jobs run in every server process; each run takes its job's database lock, so
// several processes sharing one database still run each job once per minute.
// Points are earned on 15-minute windows of settled play (rewards/points/earning.ts): the
// minute runner earns each window within a minute or two of its grace ending.
const jobs = startJobRunner(database.db, [withdrawalAutoReceiptJob, pointsEarningJob], {
  intervalMs: 60_000,
  logger: app.log,
});
// VIP ranks read a month of every member's deposits and settled stakes: every 5 minutes is
// soon enough for an upgrade, and a month's end is reviewed within minutes of midnight UTC.
// The daily cashback (MANUAL_REBATE off) pays a UTC day once it is over: the same runner
// pays it within minutes of midnight.
const rankJobs = startJobRunner(database.db, [vipRankJob, dailyRebateJob], {
  intervalMs: 5 * 60_000,
  logger: app.log,
});
// The lottery's draws open, close, draw and settle to the second: runners of their own, so
// a slow minute job never holds a draw back (and a slow settlement never delays the minute's).
// One runner per settlement lane, so a big draw settles on as many connections at once.
const drawJobs = lotteryJobs().map((job) =>
  startJobRunner(database.db, [job], { intervalMs: 1_000, logger: app.log }),
);

// Scheduled lotteries' results from the merchants' HTTP sources: asked outside any
// transaction, each draw claimed by one process at a time (modules/lottery/results).
const resultFetcher = startResultFetcher(database.db, { intervalMs: 30_000, logger: app.log });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await Promise.all([
    jobs.stop(),
    rankJobs.stop(),
    ...drawJobs.map((runner) => runner.stop()),
    resultFetcher.stop(),
  ]);
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

${greeting}`);
