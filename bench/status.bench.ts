// Throughput of the status call, the first request of every visit, on the embedded
// database: `npm run status -w bench`. Targets 127.0.0.1 only; bounded in time.
import autocannon from 'autocannon';
import { createTestContext } from '@croupier/server/testing';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const ctx = await createTestContext();
await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const address = ctx.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

try {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/wps/system/status`,
    connections,
    duration: seconds,
    headers: { Merchant: 'demo', Language: 'EN' },
  });
  console.log(
    `GET /wps/system/status on ${ctx.database.kind}, ${connections} connections, ${seconds} s`,
  );
  console.log(
    `  requests/s  mean ${result.requests.average.toFixed(0)}  (total ${result.requests.total})`,
  );
  console.log(
    `  latency ms  p50 ${result.latency.p50}  p99 ${result.latency.p99}  max ${result.latency.max}`,
  );
  console.log(`  non-2xx     ${result.non2xx}   errors ${result.errors}`);
} finally {
  await ctx.close();
}
