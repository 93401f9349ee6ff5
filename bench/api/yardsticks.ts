// pgbench's TPC-B on a throwaway database of its own: what this PostgreSQL commits per
// second with as many clients as the API gets connections, the yardstick of money calls.
import { run, throwawayDatabase } from './database';

export type PgbenchFigures = { clients: number; tps: number; latencyMs: number };

async function pgbench(url: string, clients: number, seconds: number): Promise<PgbenchFigures> {
  const threads = String(Math.min(2, clients));
  const { stdout } = await run('pgbench', [
    ...['-c', String(clients), '-j', threads, '-T', String(Math.ceil(seconds))],
    url,
  ]);
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(stdout)?.[1];
  if (!tps || !latency) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return { clients, tps: Number(tps), latencyMs: Number(latency) };
}

/** TPC-B at each client count in turn, on one database initialised at `scale`. */
export async function pgbenchRuns(
  adminUrl: string,
  options: { scale: number; seconds: number; clients: number[] },
): Promise<PgbenchFigures[]> {
  const database = await throwawayDatabase(adminUrl, `croupier_pgbench_${process.pid}`);
  try {
    await run('pgbench', ['-i', '-q', '-s', String(options.scale), database.url]);
    const runs: PgbenchFigures[] = [];
    for (const clients of options.clients) {
      runs.push(await pgbench(database.url, clients, options.seconds));
    }
    return runs;
  } finally {
    await database.drop();
  }
}
