// The lobby's game list under load: `npm run lobby -w bench`.
// Loads a 10,000-game catalogue, then, with 32 connections each for BENCH_SECONDS:
// 1. a bare Fastify hello-world (the yardstick of this machine), in turns with 2.,
// 2. GCSGAME_gameList over HTTP with a mix of filters (vendor, category, classification,
//    name search) and pages, through the real application,
// 3. the same mix straight through the service with its cache off: the database path a
//    page takes when its answer is not in memory.
// Prints requests per second, p50/p99 latency and the ratio to hello-world.
// Targets: ≥ 0.3 × hello-world, p99 < 20 ms. Runs on the PostgreSQL of BENCH_DATABASE_URL
// (default the local one; `pglite` for the embedded database). Targets 127.0.0.1 only.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { gameListPage } from '@croupier/server/games';
import { seedLargeCatalogue } from '@croupier/server/demo-games';
import { createTestContext } from '@croupier/server/testing';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const catalogueSize = Number(process.env.BENCH_GAMES ?? 10_000);
// The machine may be busy with other work: the two servers take turns in short rounds, so
// both see the same conditions.
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

type Figures = { perSecond: number; p50: number; p99: number; total: number; failures: number };
type Target = { url: string; requests: { path: string; headers: Record<string, string> }[] };

/** Load from a worker thread, so the load generator does not share the server's thread. */
async function load(target: Target, duration: number) {
  const result = await autocannon({
    url: target.url,
    connections,
    duration,
    workers: 1,
    requests: target.requests.map((request) => ({ method: 'GET', ...request })),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Both targets in turns, `rounds` times, `seconds` in all for each: requests per second over
 * all rounds, the median round's p50 and the worst round's p99.
 */
async function loadInTurns(targets: Target[]): Promise<Figures[]> {
  const duration = Math.max(1, seconds / rounds);
  // A first, unrecorded turn warms both up (JIT, connections, the lobby's cache).
  for (const target of targets) await load(target, 1);
  const runs = targets.map(() => [] as Awaited<ReturnType<typeof load>>[]);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, target] of targets.entries())
      runs[index]!.push(await load(target, duration));
  }
  return runs.map((results) => {
    const p50s = results.map((result) => result.p50).sort((a, b) => a - b);
    const total = results.reduce((sum, result) => sum + result.total, 0);
    return {
      perSecond: total / (duration * results.length),
      p50: p50s[Math.floor(p50s.length / 2)]!,
      p99: Math.max(...results.map((result) => result.p99)),
      total,
      failures: results.reduce((sum, result) => sum + result.failures, 0),
    };
  });
}

async function startHelloWorld() {
  const app = Fastify();
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    target: { url: `http://127.0.0.1:${port}`, requests: [{ path: '/hello', headers: {} }] },
  };
}

type Filters = Record<string, string>;

/**
 * The lobby's queries, as its pages make them: categories (deep pages too), vendors,
 * classifications, name searches and their combinations, the home page's unfiltered list,
 * in English and Vietnamese. Deterministic.
 */
function gameListMix(): { query: Record<string, string | number>; language: string }[] {
  const vendors = ['SYNTH01', 'SYNTH04', 'SYNTH09', 'SYNTH13', 'SYNTH17', 'SYNTH20'];
  const sets: [Filters, number[]][] = [
    [{}, [1, 2, 3]],
    [{ gameType: 'RNG' }, [1, 2, 3, 5, 10, 40, 150]],
    [{ gameType: 'LIVE' }, [1, 2, 5]],
    [{ gameType: 'FISH' }, [1, 3]],
    [{ gameType: 'PVP' }, [1]],
    ...vendors.map((vassalage): [Filters, number[]] => [{ vassalage, gameType: 'RNG' }, [1, 2, 5]]),
    ...vendors.map((vassalage): [Filters, number[]] => [{ vassalage }, [1, 2]]),
    [{ vassalage: 'STUDIO' }, [1]],
    ...['SC', 'JP', 'VP', 'AC'].map((classify): [Filters, number[]] => [
      { gameType: 'RNG', classify },
      [1, 2, 10],
    ]),
    [{ gameType: 'LIVE', classify: 'BAC' }, [1]],
    [{ vassalage: 'SYNTH05', gameType: 'RNG', classify: 'SC' }, [1, 2]],
    [{ gameName: 'dragon' }, [1, 2]],
    [{ gameName: 'golden tiger' }, [1]],
    [{ gameName: 'rồng' }, [1]],
    [{ gameName: 'koi 3' }, [1]],
    [{ gameType: 'RNG', gameName: 'lotus' }, [1, 2]],
  ];
  return sets.flatMap(([filters, pages]) =>
    pages.flatMap((pageNo) =>
      ['EN', 'VI'].map((language) => ({
        query: { clientType: 3, platform: 'html5-desktop', pageSize: 24, pageNo, ...filters },
        language,
      })),
    ),
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function line(name: string, figures: Figures, yardstick?: number) {
  const ratio = yardstick ? `  = ${(figures.perSecond / yardstick).toFixed(2)} × hello-world` : '';
  console.log(
    `  ${name.padEnd(34)} ${figures.perSecond.toFixed(0).padStart(6)} req/s  p50 ${figures.p50.toFixed(1)} ms  p99 ${figures.p99.toFixed(1)} ms  (${figures.total} requests, ${figures.failures} failed)${ratio}`,
  );
}

if (databaseUrl !== 'pglite') process.env.TEST_DATABASE_URL = databaseUrl;
const ctx = await createTestContext({}, { poolSize: connections + 4 });
try {
  const { rows } = await ctx.database.execute("select id from merchants where code = 'demo'");
  const merchantId = Number(rows[0]!.id);
  const seeding = performance.now();
  await seedLargeCatalogue(ctx.database.db, merchantId, catalogueSize);
  const counted = await ctx.database.execute(
    'select count(*)::int as games from merchant_games where merchant_id = $1',
    [merchantId],
  );
  console.log(
    `catalogue: ${counted.rows[0]!.games} games for the demo merchant on ${ctx.database.kind} (seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s)`,
  );

  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const mix = gameListMix();
  const requests = mix.map(({ query, language }) => ({
    path: `/wps/relay/GCSGAME_gameList?${new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    )}`,
    headers: { merchant: 'demo', language },
  }));

  // Every request of the mix must be a real answer with games in it, or the figures lie.
  let empty = 0; // a search that finds nothing, a page past the end: real answers too
  for (const request of requests) {
    const answer = (await fetch(base + request.path, { headers: request.headers }).then(
      (response) => response.json(),
    )) as { success: boolean; value: { games: unknown[]; totalCount: number } };
    if (!answer.success) throw new Error(`${request.path} failed: ${JSON.stringify(answer)}`);
    if (answer.value.games.length === 0) empty += 1;
  }
  console.log(
    `mix: ${requests.length} game-list queries (${empty} of them answer no games), ${connections} connections, ${seconds} s each in ${rounds} turns (p50: median turn, p99: worst turn)\n`,
  );

  const hello = await startHelloWorld();
  let figures: Figures[];
  try {
    figures = await loadInTurns([hello.target, { url: base, requests }]);
  } finally {
    await hello.app.close();
  }
  const [helloFigures, lobby] = figures as [Figures, Figures];
  line('bare Fastify hello-world', helloFigures);
  line('GCSGAME_gameList over HTTP', lobby, helloFigures.perSecond);

  // The database path: the same mix through the service with the cache off, 32 at a time.
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const { query, language } = mix[next++ % mix.length]!;
        const begun = performance.now();
        await gameListPage(
          ctx.database.db,
          merchantId,
          language,
          {
            vassalage: query.vassalage as string | undefined,
            gameType: query.gameType as 'RNG' | undefined,
            classify: query.classify as string | undefined,
            gameName: query.gameName as string | undefined,
            pageNo: Number(query.pageNo),
            pageSize: Number(query.pageSize),
          },
          null,
          { cached: false },
        );
        latencies.push(performance.now() - begun);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  line(
    'database path (service, cache off)',
    {
      perSecond: latencies.length / elapsed,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      total: latencies.length,
      failures: 0,
    },
    helloFigures.perSecond,
  );

  const ratio = lobby.perSecond / helloFigures.perSecond;
  console.log(
    `\ntargets: ≥ 0.3 × hello-world ${ratio >= 0.3 ? 'met' : 'MISSED'} (${ratio.toFixed(2)}), p99 < 20 ms ${lobby.p99 < 20 ? 'met' : 'MISSED'} (${lobby.p99} ms)`,
  );
} finally {
  await ctx.close();
}
