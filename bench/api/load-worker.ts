// The load generator: a process of its own (forked by bench/api/load.ts), so the load never
// shares a CPU thread with the server it measures. Takes one job at a time over IPC.
import type { Request } from 'autocannon';
import autocannon from 'autocannon';
import { calls, type CallName, type LoadFigures, type LoadJob } from './calls/index';
import type { CallLoad } from './calls/call';

const envelopeSuccess = '{"success":true';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function load(job: LoadJob, seconds: number): Promise<LoadFigures> {
  const call = calls[job.call] as CallLoad<unknown>;
  const requestsOf = call.start(job.fixture);
  let good = 0;
  let envelopeFailures = 0;
  const latencies: number[] = [];
  /** Every answer is counted; an API answer is good only when its envelope says success. */
  const counted = (request: Request): Request => ({
    ...request,
    onResponse: (status, body, context, headers) => {
      if (status >= 200 && status < 300) {
        if (!call.envelope || body.startsWith(envelopeSuccess)) good += 1;
        else envelopeFailures += 1;
      }
      if (typeof request.onResponse === 'function')
        request.onResponse(status, body, context, headers);
    },
  });
  let connection = 0;
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: job.base,
        connections: job.connections,
        duration: seconds,
        setupClient: (client) => client.setRequests(requestsOf(connection++).map(counted)),
      },
      (error, figures) => (error ? reject(error) : resolve(figures)),
    );
    // autocannon's own histogram keeps whole milliseconds; these keep the fraction.
    instance.on('response', (_client, status, _bytes, milliseconds) => {
      if (status >= 200 && status < 300) latencies.push(milliseconds);
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    good,
    seconds: (performance.now() - started) / 1000,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors, // timeouts included
    envelopeFailures,
  };
}

process.on('message', (job: LoadJob<CallName>) => {
  const measured = async () => {
    await load(job, job.warmupSeconds);
    return load(job, job.seconds);
  };
  measured().then(
    (figures) => process.send!({ figures }),
    (error: Error) => process.send!({ error: error.stack ?? error.message }),
  );
});

// Gone with the bench even if it is killed: its IPC channel closes.
process.on('disconnect', () => process.exit(0));
