import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../testing';
import type { DatabaseHandle } from '../db/database';
import { runJobOnce, startJobRunner, type Job } from './job-runner';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.execute('create table job_runs (id serial primary key, job text not null)');
});
afterAll(() => database.close());

async function runs(job: string): Promise<number> {
  const { rows } = await database.execute(
    'select count(*)::int as runs from job_runs where job = $1',
    [job],
  );
  return rows[0]!.runs as number;
}

/** A job that records each run, taking `ms` inside its transaction. */
const recordingJob = (id: number, name: string, ms = 0): Job => ({
  id,
  name,
  run: async (db) => {
    await db.execute(sql`insert into job_runs (job) values (${name})`);
    if (ms > 0) await db.execute(sql`select pg_sleep(${ms / 1000})`);
  },
});

describe('the job runner', () => {
  it('runs a job in a transaction and rolls back a failed run, logging it', async () => {
    expect(await runJobOnce(database.db, recordingJob(1, 'once'), new Date())).toBe('ran');
    expect(await runs('once')).toBe(1);

    const logger = { error: vi.fn() };
    const failing: Job = {
      id: 2,
      name: 'failing',
      run: async (db) => {
        await db.execute(sql`insert into job_runs (job) values ('failing')`);
        throw new Error('boom');
      },
    };
    expect(await runJobOnce(database.db, failing, new Date(), logger)).toBe('failed');
    expect(await runs('failing')).toBe(0);
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'failing' }),
      'background job failed',
    );
  });

  it('runs every job on its interval until stopped', async () => {
    const runner = startJobRunner(database.db, [recordingJob(3, 'ticking')], { intervalMs: 20 });
    await vi.waitFor(async () => expect(await runs('ticking')).toBeGreaterThanOrEqual(3), {
      timeout: 5_000,
    });
    await runner.stop();
    const stopped = await runs('ticking');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await runs('ticking')).toBe(stopped);
  });

  it('runs a job that has work left again at once, a transaction each, until it is done', async () => {
    let left = 3;
    const batches: Job = {
      id: 5,
      name: 'batches',
      run: async (db) => {
        await db.execute(sql`insert into job_runs (job) values ('batches')`);
        left -= 1;
        return left > 0 ? 'more' : undefined;
      },
    };
    const runner = startJobRunner(database.db, [batches], { intervalMs: 60_000 });
    expect(await runner.runAll()).toEqual({ batches: 'ran' });
    await runner.stop();
    expect(await runs('batches')).toBe(3);
  });

  // PGlite is one connection, so two runners there take turns by construction; the race
  // that matters is between server processes sharing a PostgreSQL server.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'runs a job once when two runners race on the same PostgreSQL database',
    async () => {
      const job = recordingJob(4, 'raced', 300);
      const first = startJobRunner(database.db, [job], { intervalMs: 60_000 });
      const second = startJobRunner(database.db, [job], { intervalMs: 60_000 });
      const outcomes = await Promise.all([first.runAll(), second.runAll()]);
      await Promise.all([first.stop(), second.stop()]);
      expect(outcomes.map((outcome) => outcome.raced).sort()).toEqual(['ran', 'skipped']);
      expect(await runs('raced')).toBe(1);
    },
  );
});
