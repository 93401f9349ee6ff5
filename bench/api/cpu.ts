// Where a phase's CPU went, read from /proc (Linux): the server, the load generator and
// PostgreSQL (every process of its, background writers included) share the machine's cores,
// so a phase's throughput is bound by their sum as much as by any one of them. Shown as cores
// busy on average over the phase (1.00 = one core all the time).
import fs from 'node:fs';

/** Clock ticks per second of /proc's CPU times: 100 on every Linux this runs on. */
const ticksPerSecond = 100;

export type CpuSides = { server: number; load: number; database: number };
type Reading = { server: number; load: number; database: Map<number, number>; at: number };

function ticksOf(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Ticks of every PostgreSQL process now, by process id. */
function postgresTicks(): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.includes('(postgres)')) ticks.set(Number(entry), ticksOf(Number(entry)));
    } catch {
      // The process ended while the list was read.
    }
  }
  return ticks;
}

/**
 * What PostgreSQL's processes used between two readings: a process that started between
 * them counts whole, one that ended is lost (the bench's own short connections, little).
 */
function postgresUsed(before: Map<number, number>, after: Map<number, number>): number {
  let used = 0;
  for (const [pid, ticks] of after) used += ticks - (before.get(pid) ?? 0);
  return used;
}

type Pids = { server?: number; load?: number };

/** A reader of the three sides' CPU, or undefined where there is no /proc. */
export function cpuMeter() {
  if (!fs.existsSync('/proc/self/stat')) return undefined;
  const read = ({ server, load }: Pids): Reading => {
    return {
      server: ticksOf(server),
      load: ticksOf(load),
      database: postgresTicks(),
      at: performance.now(),
    };
  };
  return {
    /** Starts a phase; the answer ends it with the cores each side kept busy. */
    start(pids: Pids): () => CpuSides {
      const before = read(pids);
      return () => {
        const after = read(pids);
        const seconds = (after.at - before.at) / 1000;
        const cores = (ticks: number) => ticks / ticksPerSecond / seconds;
        return {
          server: cores(after.server - before.server),
          load: cores(after.load - before.load),
          database: cores(postgresUsed(before.database, after.database)),
        };
      };
    },
  };
}
