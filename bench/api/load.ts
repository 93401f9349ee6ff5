// The orchestrator's side of the load generator: one child process, one job at a time.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CallName, LoadFigures, LoadJob } from './calls/index';
import { atExit, stopChild } from './children';

export type LoadGenerator = {
  run<K extends CallName>(job: LoadJob<K>): Promise<LoadFigures>;
  /** The load generator's process id. */
  pid: number | undefined;
};

type Reply = { figures: LoadFigures } | { error: string };

export function loadGenerator(): LoadGenerator {
  let stopWorker = async () => {};
  atExit(() => stopWorker());
  const worker = fork(fileURLToPath(new URL('./load-worker.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  stopWorker = () => stopChild(worker);
  return {
    pid: worker.pid,
    run: (job) =>
      new Promise((resolve, reject) => {
        const exited = (code: number | null) =>
          reject(new Error(`the load generator exited (${code}) during ${job.call}`));
        worker.once('exit', exited);
        worker.once('message', (reply: Reply) => {
          worker.off('exit', exited);
          if ('error' in reply) reject(new Error(`load of ${job.call} failed: ${reply.error}`));
          else resolve(reply.figures);
        });
        worker.send(job);
      }),
  };
}
