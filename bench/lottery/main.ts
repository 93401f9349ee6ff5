// `npm run lottery -w bench` (issue 16, "Figures"): the lottery measured as players and the
// draw scheduler meet it. The real server runs in a process of its own on a throwaway
// PostgreSQL database, its draw job running as `npm start` runs it.
//   1. Ticket placement over HTTP: 32 signed-in players placing one-line tickets on the
//      Vietnam North draw from a load generator of its own (autocannon), beside pgbench
//      TPC-B at the same client count in the same run; the ratio is tickets/s to tps.
//   2. Settlement: the same draw filled to a million tickets (fixture.ts), its betting
//      closed, its result accepted as an approved entry would be; the time is from then
//      until the server's scheduler has marked the draw settled, measured here by the clock.
// The ledger is reconciled after each; every process and database it made is gone at the end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fastRng, vietnam } from '@croupier/engines';
import { acceptLotteryResult, merchantIdOf } from '@croupier/server/testing';
import { reconcileAll } from '@croupier/server/wallet';
import type { DatabaseHandle } from '../../apps/server/src/platform/db/database';
import { atExit, cleanUp, cleanUpOnSignals } from '../api/children';
import { benchDatabase } from '../api/database';
import { signedInPlayers } from '../api/fixtures/players';
import { loadGenerator } from '../api/load';
import { reportFailure, serverProcess, type ServerProcess } from '../api/server';
import { measured, settings } from '../api/settings';
import { printTable, type Row } from '../api/table';
import { pgbenchRuns } from '../api/yardsticks';
import { makeSettlementDraw, mix, templateLines } from './fixture';

const progress = (text: string) => console.error(`… ${text}`);
const numberOf = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ticketCount = numberOf('BENCH_TICKETS', 1_000_000);
const memberCount = numberOf('BENCH_MEMBERS', 20_000);
const gameCode = 'vn-north';

async function books(database: DatabaseHandle): Promise<string[]> {
  return (await reconcileAll(database.db)).flatMap((merchant) => merchant.problems);
}

/**
 * The North draw taking tickets for the next ten minutes at least, once the server's
 * scheduler has made it (its first run comes a second or so after the start).
 */
async function openNorthDraw(database: DatabaseHandle) {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const draw = await findOpenNorthDraw(database);
    if (draw) return draw;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    'no Vietnam North draw takes tickets for the next 10 minutes (betting closes 15 minutes before 18:15 Vietnam time): run the bench again after the draw',
  );
}

async function findOpenNorthDraw(database: DatabaseHandle) {
  const { rows } = await database.execute(
    `select d.id::text as id, d.numero from lottery_draws d join lottery_games g on g.id = d.game_id
     where g.code = $1 and d.status = 'open' and d.opens_at <= now()
       and d.closes_at > now() + interval '10 minutes'
     order by d.draws_at limit 1`,
    [gameCode],
  );
  if (!rows[0]) return undefined;
  return { id: BigInt(rows[0].id as string), numero: String(rows[0].numero) };
}

async function placeTemplates(base: string, token: string, numero: string) {
  const answer = await fetch(`${base}/lgw/lotto/tickets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', merchant: 'demo', authorization: token },
    body: JSON.stringify({
      gameCode,
      numero,
      requestId: crypto.randomUUID(),
      lines: templateLines,
    }),
  });
  const body = (await answer.json()) as { success: boolean; message?: string };
  if (!body.success) throw new Error(`the template tickets were refused: ${body.message}`);
}

async function waitForStatus(
  database: DatabaseHandle,
  drawId: bigint,
  status: string,
  timeoutMs: number,
) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await database.execute('select status from lottery_draws where id = $1', [
      String(drawId),
    ]);
    if (rows[0]?.status === status) return;
    if (Date.now() > until) throw new Error(`draw ${drawId} not ${status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function settlementFigures(database: DatabaseHandle, drawId: bigint) {
  const { rows } = await database.execute(
    `select count(*)::int as tickets,
       count(*) filter (where status = 'won')::int as won,
       count(*) filter (where status = 'open')::int as open,
       count(distinct settled_at)::int as batches,
       coalesce(sum(payout), 0)::text as payout,
       (select coalesce(sum(p.amount), 0)::text from ledger_postings p
         where p.kind = 'win' and p.idempotency_key in (
           select 'win:LOTTO:' || id from lottery_tickets where draw_id = $1)) as posted,
       (select extract(epoch from settled_at - drawn_at) from lottery_draws where id = $1) as job_seconds
     from lottery_tickets where draw_id = $1`,
    [String(drawId)],
  );
  return rows[0] as {
    tickets: number;
    won: number;
    open: number;
    batches: number;
    payout: string;
    posted: string;
    job_seconds: number;
  };
}

async function measurePlacement(
  base: string,
  players: { token: string }[],
  numero: string,
  database: DatabaseHandle,
) {
  const rows: Row[] = [];
  progress(`pgbench TPC-B, ${settings.connections} clients`);
  const [pgbench] = await pgbenchRuns(settings.adminUrl, {
    scale: settings.pgbenchScale,
    seconds: settings.seconds,
    clients: [settings.connections],
  });
  const yardstick = { name: 'pgbench', perSecond: pgbench!.tps };
  rows.push({
    call: `pgbench ${settings.connections} clients`,
    perSecond: pgbench!.tps,
    note: `yardstick (latency avg ${pgbench!.latencyMs} ms)`,
  });
  progress('ticket placement over HTTP');
  const load = loadGenerator();
  const figures = await load.run({
    call: 'lotteryTickets',
    base: base,
    connections: settings.connections,
    seconds: settings.seconds,
    warmupSeconds: settings.warmupSeconds,
    fixture: {
      tokens: players.map((player) => player.token),
      gameCode,
      numero: numero,
      betType: 'lo2',
      unitStake: 1,
    },
  });
  const placementBooks = await books(database);
  rows.push({
    call: 'place a ticket (1 line, lô 2 số)',
    perSecond: figures.good / figures.seconds,
    figures,
    yardstick,
    books: placementBooks.length === 0 ? 'clean' : `${placementBooks.length} PROBLEMS`,
  });

  return { rows, ratio: figures.good / figures.seconds / pgbench!.tps, problems: placementBooks };
}

/** The draw filled to a million tickets, closed, given its result, and timed until settled. */
async function measureSettlement(handle: DatabaseHandle, merchantId: number, drawId: bigint) {
  progress(`filling the draw to ${ticketCount.toLocaleString('en')} tickets`);
  const madeAt = performance.now();
  const copies = await makeSettlementDraw(
    handle,
    { merchantId, drawId, tickets: ticketCount, members: memberCount, funds: 10_000_000n },
    progress,
  );
  const fixtureSeconds = (performance.now() - madeAt) / 1000;
  // The draw's betting time ends now rather than at 18:00 Vietnam time: the scheduler closes it.
  await handle.execute(
    `update lottery_draws set closes_at = now(), draws_at = now() + interval '1 second' where id = $1`,
    [String(drawId)],
  );
  await waitForStatus(handle, drawId, 'closed', 30_000);
  const sheet = vietnam.drawVietnamSheet(fastRng(Date.now() % 2 ** 31), 'north');
  progress('result accepted; the scheduler settles');
  const started = performance.now();
  await acceptLotteryResult(handle.db, drawId, sheet);
  await waitForStatus(handle, drawId, 'settled', 30 * 60_000);
  const seconds = (performance.now() - started) / 1000;
  const settled = await settlementFigures(handle, drawId);
  const problems = await books(handle);
  const consistent = settled.payout === settled.posted && settled.open === 0;
  const floor = await rewriteFloor(handle, drawId);
  return { copies, fixtureSeconds, seconds, settled, problems, consistent, floor };
}

/**
 * The yardstick of settlement: what PostgreSQL takes to rewrite, once more, the rows a
 * settlement must rewrite (every ticket, and every member's betting-record round of the draw:
 * their status, payout and time settled), in one statement per table with nothing else to do,
 * on one connection. No settlement can beat it on this schema; the ratio says how close
 * the scheduler comes. Run after the settlement, on its settled rows: it changes nothing.
 */
async function rewriteFloor(handle: DatabaseHandle, drawId: bigint) {
  progress('the yardstick: the same rows rewritten by two bare statements');
  const started = performance.now();
  await handle.execute(
    `update lottery_tickets set settled_at = settled_at, status = status, payout = payout
     where draw_id = $1`,
    [String(drawId)],
  );
  await handle.execute(
    `update bet_records b set settled_at = b.settled_at, status = b.status, win = b.win
     where b.round_id like $1::text || '-%'
       and b.vendor_id = (select id from game_vendors where code = 'LOTTO')`,
    [String(drawId)],
  );
  return (performance.now() - started) / 1000;
}

function printSettlement(run: Awaited<ReturnType<typeof measureSettlement>>) {
  const { settled } = run;
  console.log(`\nsettlement of one Vietnam North draw:`);
  console.log(
    `  tickets: ${settled.tickets.toLocaleString('en')} (${run.copies.toLocaleString('en')} copied over ${memberCount.toLocaleString('en')} members in ${run.fixtureSeconds.toFixed(0)} s; mix ${mix.map((m) => `${m.betType} ${m.share * 5}%`).join(', ')})`,
  );
  console.log(
    `  won: ${settled.won.toLocaleString('en')}; paid ${settled.payout} minor units; win postings ${settled.posted}; still open ${settled.open}`,
  );
  console.log(
    `  time from the result to the draw settled: ${run.seconds.toFixed(1)} s (target ≤ 30 s); ${Math.round(settled.tickets / run.seconds).toLocaleString('en')} tickets/s; the job's own drawn→settled ${Number(settled.job_seconds).toFixed(1)} s, in ${settled.batches} batches`,
  );
  console.log(
    `  yardstick: the same ${settled.tickets.toLocaleString('en')} tickets and their members' rounds rewritten by two bare UPDATEs on one connection: ${run.floor.toFixed(1)} s; settlement takes ${(run.seconds / run.floor).toFixed(2)}× that`,
  );
  console.log(
    `  books: ${run.problems.length === 0 ? 'clean' : `${run.problems.length} PROBLEMS`}; payouts ${run.consistent ? 'equal' : 'DIFFER FROM'} the win postings`,
  );
}

cleanUpOnSignals();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-bench-lottery-'));
atExit(() => fs.rmSync(workDir, { recursive: true, force: true }));
let server: ServerProcess | undefined;
try {
  if (settings.embedded) throw new Error('bench/lottery measures PostgreSQL only');
  const database = await benchDatabase(settings, workDir);
  progress(`starting the server on ${database.description}`);
  server = await serverProcess(database.serverEnv, workDir);
  await server.start();
  const handle = await database.open();
  atExit(() => handle.close());
  const merchantId = await merchantIdOf(handle);
  progress(`${settings.connections} signed-in players`);
  const players = await signedInPlayers(handle, settings.connections, 10_000_000n);
  const draw = await openNorthDraw(handle);
  await placeTemplates(server.base, players[0]!.token, draw.numero);

  const rows: Row[] = [];
  // BENCH_ONLY=placement or BENCH_ONLY=settlement runs one half.
  const placement = measured('placement')
    ? await measurePlacement(server.base, players, draw.numero, handle)
    : undefined;
  if (placement) rows.push(...placement.rows);
  const settlement = measured('settlement')
    ? await measureSettlement(handle, merchantId, draw.id)
    : undefined;

  console.log(`bench/lottery: the lottery over HTTP and its scheduler, at ${server.base}`);
  console.log(
    `  server: apps/server/src/main.ts (NODE_ENV=production, CROUPIER_MODE=demo) on ${database.description}`,
  );
  if (placement) {
    console.log(
      `  load: autocannon in its own process, ${settings.connections} connections, ${settings.seconds} s after ${settings.warmupSeconds} s unrecorded\n`,
    );
    printTable(rows);
    console.log(`\nplacement: ${placement.ratio.toFixed(2)}× pgbench TPC-B (target ≥ 0.3×)`);
  }
  if (settlement) printSettlement(settlement);
  const problems = [...(placement?.problems ?? []), ...(settlement?.problems ?? [])];
  for (const problem of problems.slice(0, 20)) console.log(`  ledger: ${problem}`);
  if (problems.length > 0 || (settlement && !settlement.consistent)) process.exitCode = 1;
} catch (error) {
  reportFailure(error, server);
} finally {
  await cleanUp();
}
