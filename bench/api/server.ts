// The real server (apps/server/src/main.ts, as `npm start` runs it) and the bare Fastify
// hello-world, each in a process of its own, listening on 127.0.0.1 only.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { atExit, freePort, stopChild, stopping, waitUntilServing } from './children';
import { settings } from './settings';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export type ServerProcess = {
  base: string;
  logFile: string;
  /** The running server's process id. */
  pid(): number | undefined;
  /** Starts it (again, on the same port): migrations and the demo seed run at start. */
  start(): Promise<void>;
  stop(): Promise<void>;
};

/** Settings the environment may carry that would point the server somewhere else. */
const ownSettings = [
  'DATABASE_URL',
  'DATA_DIR',
  'PORT',
  'HOST',
  'LOG_LEVEL',
  'NODE_ENV',
  'CROUPIER_MODE',
];

export async function serverProcess(
  databaseEnv: Record<string, string>,
  workDir: string,
): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(workDir, 'server.log');
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ownSettings) delete env[name];
  Object.assign(env, databaseEnv, {
    // Production speed on the demo brand and logins the load signs in with.
    NODE_ENV: 'production',
    CROUPIER_MODE: 'demo',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: settings.logLevel,
    ...(settings.poolSize ? { DATABASE_POOL_SIZE: settings.poolSize } : {}),
  });

  let child: ChildProcess | undefined;
  let forget = () => {};
  const stop = async () => {
    forget();
    if (child) await stopChild(child);
    child = undefined;
  };
  return {
    base,
    logFile,
    stop,
    pid: () => child?.pid,
    async start() {
      forget = atExit(stop);
      const log = fs.openSync(logFile, 'a');
      const nodeOptions = settings.serverNodeOptions.split(' ').filter(Boolean);
      const main = ['--import', 'tsx', ...nodeOptions, 'apps/server/src/main.ts'];
      child = spawn(process.execPath, main, {
        cwd: repoRoot,
        env,
        stdio: ['ignore', log, log],
      });
      fs.closeSync(log);
      await waitUntilServing(`${base}/readyz`, child);
    },
  };
}

/**
 * The yardsticks of reads: what a bare Fastify serves on this machine, and (given the bench
 * database) what it serves when each answer asks PostgreSQL one query.
 */
export async function helloWorldProcess(
  databaseUrl: string | undefined,
): Promise<{ base: string; pid: number | undefined }> {
  const port = await freePort();
  // Registered first: once the run is ending, nothing new starts.
  atExit(() => stopChild(child));
  const child = fork(fileURLToPath(new URL('./hello-world.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl ?? '' },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${base}/hello`, child);
  return { base, pid: child.pid };
}

/**
 * A bench's failure as it ends: the error, and the end of the server's log, which usually
 * says why. After a signal, what failed was stopped on purpose: the signal's clean-up reports.
 */
export function reportFailure(error: unknown, server: ServerProcess | undefined): void {
  if (stopping()) return;
  process.exitCode = 1;
  console.error(error);
  if (server && fs.existsSync(server.logFile)) {
    const log = fs.readFileSync(server.logFile, 'utf8').split('\n').slice(-30).join('\n');
    console.error(`\nthe server's log ends:\n${log}`);
  }
}
