import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf } from '../db/rows';

/**
 * Background work that runs on an interval; `id` is its lock number, unique among jobs. A
 * run that answers 'more' left work undone on purpose (it does a bounded batch per
 * transaction, so no transaction holds its locks for long): the runner runs it again at once,
 * in a new transaction, until it answers otherwise.
 */
export type Job = {
  id: number;
  name: string;
  run(db: Database, now: Date): Promise<'more' | void>;
};

export type JobLogger = {
  error(details: object, message: string): void;
};

/** 'more': it ran and has work left (see `Job`). */
export type JobOutcome = 'ran' | 'more' | 'skipped' | 'failed';

export type JobRunner = {
  /** Runs every job once now (what each interval tick does). */
  runAll(): Promise<Record<string, JobOutcome>>;
  /** Stops the interval and waits for a run in progress to end. */
  stop(): Promise<void>;
};

// First key of the two-key advisory locks: jobs' numbers live apart from other locks.
const jobLockSpace = 0x4a4f42; // 'JOB'

/**
 * Runs one job inside a transaction that holds the job's advisory lock, so when several
 * server processes share a database only one of them runs it at a time; the others skip
 * this round rather than wait. The lock ends with the transaction, even if the process dies.
 */
export async function runJobOnce(
  db: Database,
  job: Job,
  now: Date,
  logger?: JobLogger,
): Promise<JobOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [lock] = await rowsOf<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${jobLockSpace}, ${job.id}) as locked`,
      );
      if (!lock?.locked) return 'skipped';
      return (await job.run(tx, now)) === 'more' ? 'more' : 'ran';
    });
  } catch (error) {
    logger?.error({ err: error, job: job.name }, 'background job failed');
    return 'failed';
  }
}

/**
 * Starts running the jobs every `intervalMs`. A tick that comes while the previous one is
 * still running is skipped, so a slow run never piles up behind itself. A job with work left
 * ('more') runs again at once, each time a transaction of its own, until it is done or the
 * runner stops.
 */
export function startJobRunner(
  db: Database,
  jobs: Job[],
  options: { intervalMs: number; logger?: JobLogger },
): JobRunner {
  let running: Promise<Record<string, JobOutcome>> | null = null;
  let stopped = false;

  const runAll = async () => {
    const outcomes: Record<string, JobOutcome> = {};
    for (const job of jobs) {
      let outcome: JobOutcome;
      do outcome = await runJobOnce(db, job, new Date(), options.logger);
      while (outcome === 'more' && !stopped);
      outcomes[job.name] = outcome;
    }
    return outcomes;
  };
  const tick = () => {
    if (running) return;
    running = runAll().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();

  return {
    runAll: () => runAll(),
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
