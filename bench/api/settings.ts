// What a run of `npm run api -w bench` measures, from the environment.

const numberOf = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

export const settings = {
  /** An admin connection: the bench creates its databases beside it and drops them. */
  adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  /** The server on embedded PGlite instead of PostgreSQL (issue 14, item 4). */
  embedded: process.env.BENCH_EMBEDDED === '1',
  connections: Math.round(numberOf('BENCH_CONNECTIONS', 32)),
  seconds: numberOf('BENCH_SECONDS', 10),
  /** An unrecorded run before each measured one: JIT, connections, the lobby's cache. */
  warmupSeconds: numberOf('BENCH_WARMUP_SECONDS', 1),
  /** The catalogue the game list pages through, as bench/lobby seeds it. */
  games: Math.round(numberOf('BENCH_GAMES', 10_000)),
  pgbenchScale: Math.round(numberOf('BENCH_PGBENCH_SCALE', 10)),
  /** The server logs at this level; request logs at `info` would be measured with the API. */
  logLevel: process.env.BENCH_LOG_LEVEL ?? 'warn',
  /** The server's own default when unset, so the figures are those of the shipped settings. */
  poolSize: process.env.BENCH_POOL_SIZE,
  /**
   * Only the phases whose names contain one of these words (`BENCH_ONLY=seamless,status`), to
   * look at one call while changing it; the yardsticks those phases need still run.
   */
  only: (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean),
  /** Node.js options of the server process alone, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`. */
  serverNodeOptions: process.env.BENCH_SERVER_NODE_OPTIONS ?? '',
};

/** Whether a phase of this name runs (every phase unless BENCH_ONLY picks some). */
export const measured = (phase: string) =>
  settings.only.length === 0 || settings.only.some((word) => phase.includes(word));
