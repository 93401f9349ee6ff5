// `npm run api -w bench` (issue 14, item 1): the API measured over HTTP. The real server runs
// in a process of its own on a throwaway database (PostgreSQL, or PGlite with
// BENCH_EMBEDDED=1); the load comes from another process (autocannon); the yardsticks are
// measured in the same run: pgbench's TPC-B for money calls, a bare Fastify for reads.
// Prints one table, with the ledger's reconciliation after every phase. Targets 127.0.0.1
// only; bounded in time; every process and database it made is gone when it ends.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { reconcileAll } from '@croupier/server/wallet';
import type { CallName, LoadJob } from './calls/index';
import { atExit, cleanUp, cleanUpOnSignals } from './children';
import { cpuMeter } from './cpu';
import { benchDatabase } from './database';
import { prepare, type Fixtures, type WithDatabase } from './fixtures/index';
import { loadGenerator } from './load';
import { helloWorldProcess, reportFailure, serverProcess, type ServerProcess } from './server';
import { measured, settings } from './settings';
import { printFailures, printTable, type Row, type Yardstick } from './table';
import { pgbenchRuns } from './yardsticks';

const progress = (text: string) => console.error(`… ${text}`);

/** pgbench at the API's connection count and at 1; without PostgreSQL (embedded) none. */
async function pgbenchYardsticks(rows: Row[]): Promise<(Yardstick | undefined)[]> {
  progress(`pgbench TPC-B, scale ${settings.pgbenchScale}`);
  try {
    const runs = await pgbenchRuns(settings.adminUrl, {
      scale: settings.pgbenchScale,
      seconds: settings.seconds,
      clients: [settings.connections, 1],
    });
    return runs.map(({ clients, tps, latencyMs }) => {
      const name = `pgbench ${clients} client${clients === 1 ? '' : 's'}`;
      rows.push({ call: name, perSecond: tps, note: `yardstick (latency avg ${latencyMs} ms)` });
      return { name, perSecond: tps };
    });
  } catch (error) {
    if (!settings.embedded) throw error;
    console.error(`pgbench not measured: ${(error as Error).message.split('\n')[0]}`);
    return [];
  }
}

async function measure(
  server: ServerProcess,
  withDatabase: WithDatabase,
  fixtures: Fixtures,
  /** The bench database on PostgreSQL (none when embedded): the one-query yardstick's. */
  databaseUrl: string | undefined,
) {
  const rows: Row[] = [];
  const problems: string[] = [];
  const books = () =>
    withDatabase(async (database) => {
      const found = (await reconcileAll(database.db)).flatMap((books) => books.problems);
      problems.push(...found);
      return found.length === 0 ? 'clean' : `${found.length} PROBLEMS`;
    });
  const load = loadGenerator();
  const meter = cpuMeter();
  /** The hello-world's process, once started: the server side of its phase. */
  const helloWorldProcessId: { pid?: number } = {};

  /** One call under load, then (for the API) the books. */
  async function phase<K extends CallName>(
    call: string,
    job: Pick<LoadJob<K>, 'call' | 'fixture'> & Partial<LoadJob<K>>,
    yardstick: Yardstick | undefined,
  ) {
    // The hello-world (its own `base`) is a yardstick: it runs whenever a read phase does.
    if (!measured(call) && !job.base) return undefined;
    progress(call);
    const serverPid = job.base ? helloWorldProcessId.pid : server.pid();
    const cpuOfPhase = meter?.start({ server: serverPid, load: load.pid });
    const figures = await load.run({
      base: server.base,
      connections: settings.connections,
      seconds: settings.seconds,
      warmupSeconds: settings.warmupSeconds,
      ...job,
    });
    const perSecond = figures.good / figures.seconds;
    const row: Row = { call, perSecond, figures, yardstick, cpu: cpuOfPhase?.() };
    if (!job.base) row.books = await books();
    rows.push(row);
    return perSecond;
  }

  rows.push({ call: 'after preparation', books: await books() });
  const moneyPhases = ['seamless', 'studio', 'transfer', 'deposit'];
  const [pgbenchMany, pgbenchOne] = moneyPhases.some(measured) ? await pgbenchYardsticks(rows) : [];
  const { seamless, studio, transfers, deposits, signedIn } = fixtures;
  await phase('seamless debit+credit', { call: 'seamlessRounds', fixture: seamless }, pgbenchMany);
  await phase(
    'seamless debit+credit, 1 client',
    { call: 'seamlessRounds', fixture: seamless, connections: 1 },
    pgbenchOne,
  );
  await phase('studio play round', { call: 'studioRounds', fixture: studio }, pgbenchMany);
  await phase('transfer main⇄DEMOLIVE', { call: 'transfers', fixture: transfers }, pgbenchMany);
  await phase('deposit order+callback', { call: 'deposits', fixture: deposits }, pgbenchMany);

  const readPhases = [
    'GET balance',
    'GET member info',
    'GET system status',
    'game list, uncached',
    'game list, cached',
  ];
  const hello = readPhases.some(measured) ? await helloWorldProcess(databaseUrl) : undefined;
  helloWorldProcessId.pid = hello?.pid;
  const helloPerSecond =
    hello &&
    (await phase(
      'hello-world (bare Fastify)',
      { call: 'helloWorld', fixture: {}, base: hello.base },
      undefined,
    ));
  const helloWorld: Yardstick | undefined = helloPerSecond
    ? { name: 'hello-world', perSecond: helloPerSecond }
    : undefined;
  // The floor of a read that asks the database once, shown against the hello-world too.
  if (hello && databaseUrl) {
    await phase(
      'one-query Fastify (bare)',
      { call: 'oneQuery', fixture: {}, base: hello.base },
      helloWorld,
    );
  }
  await phase('GET balance', { call: 'balance', fixture: signedIn }, helloWorld);
  await phase('GET member info', { call: 'memberInfo', fixture: signedIn }, helloWorld);
  await phase('GET system status', { call: 'systemStatus', fixture: {} }, helloWorld);
  const { uncachedList, cachedList } = fixtures;
  await phase('game list, uncached', { call: 'gameList', fixture: uncachedList }, helloWorld);
  await phase('game list, cached', { call: 'gameList', fixture: cachedList }, helloWorld);
  return { rows, problems };
}

function printHeader(server: ServerProcess, database: string, fixtures: Fixtures) {
  const pool = settings.poolSize ?? "the server's default";
  console.log(`bench/api: the API over HTTP at ${server.base}`);
  console.log(
    `  server: apps/server/src/main.ts (NODE_ENV=production, CROUPIER_MODE=demo, LOG_LEVEL=${settings.logLevel}, DATABASE_POOL_SIZE=${pool}) on ${database}`,
  );
  console.log(
    `  load: autocannon in its own process, ${settings.connections} connections, ${settings.seconds} s per call after ${settings.warmupSeconds} s unrecorded`,
  );
  console.log(
    `  pgbench: TPC-B, scale ${settings.pgbenchScale}, -j 2, on a database of its own on the PostgreSQL of BENCH_DATABASE_URL`,
  );
  console.log(
    `  game list: ${fixtures.uncachedList.pages.length} distinct pages uncached, ${fixtures.cachedList.pages.length} cached, over a catalogue of ${settings.games} + the demo games\n`,
  );
}

const legend = [
  'req/s: good answers per second (2xx and, from the API, an envelope with success); a pair counts both calls.',
  'ratio: money calls to pgbench tps at the same client count; reads to the hello-world req/s.',
  'books: the ledger reconciliation of every merchant after the phase.',
  'cores: CPU the server (or the hello-world), the load generator and PostgreSQL used during the phase, in cores (/proc).',
  'one-query Fastify: the bare Fastify answering one prepared PostgreSQL query (pool of 10) per request, the floor of a read that asks the database once.',
  ...(settings.embedded
    ? ['embedded: the server runs on PGlite; pgbench still measures PostgreSQL.']
    : []),
];

cleanUpOnSignals();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-bench-api-'));
atExit(() => fs.rmSync(workDir, { recursive: true, force: true }));
let server: ServerProcess | undefined;
try {
  const database = await benchDatabase(settings, workDir);
  progress(`starting the server on ${database.description}`);
  server = await serverProcess(database.serverEnv, workDir);
  const api = server;
  await api.start();
  const withDatabase: WithDatabase = async (work) => {
    if (database.exclusive) await api.stop();
    const handle = await database.open();
    try {
      return await work(handle);
    } finally {
      await handle.close();
      if (database.exclusive) await api.start();
    }
  };
  progress('preparing players, sessions, money, the vendor and the catalogue');
  const fixtures = await prepare(api.base, withDatabase, {
    players: settings.connections,
    games: settings.games,
  });
  const { rows, problems } = await measure(
    api,
    withDatabase,
    fixtures,
    database.serverEnv.DATABASE_URL,
  );
  printHeader(api, database.description, fixtures);
  printTable(rows);
  console.log(`\n${legend.join('\n')}`);
  printFailures(rows);
  for (const problem of problems.slice(0, 20)) console.log(`  ledger: ${problem}`);
  if (problems.length > 0) process.exitCode = 1;
} catch (error) {
  reportFailure(error, server);
} finally {
  await cleanUp();
}
