import { createServerSeed, elottery, hashServerSeed } from '@croupier/engines';
import { randomUUID } from 'node:crypto';
import { parseAmount, type lottery } from '@croupier/contract';
import type { TestContext } from '../../testing';
import { placeTickets, type Bettor } from './tickets/service';

/** What the lottery's tests read straight from the database, and the seeds they choose. */

export type DrawRow = {
  id: bigint;
  numero: string;
  status: string;
  closesAt: Date;
  drawsAt: Date;
  result: number[] | null;
  serverSeed: string;
  serverSeedHash: string;
};

function drawOf(row: Record<string, unknown>): DrawRow {
  return {
    id: BigInt(row.id as string),
    numero: String(row.numero),
    status: String(row.status),
    closesAt: new Date(row.closes_at as string),
    drawsAt: new Date(row.draws_at as string),
    result: (typeof row.result === 'string' ? JSON.parse(row.result) : row.result) as
      number[] | null,
    serverSeed: String(row.server_seed),
    serverSeedHash: String(row.server_seed_hash),
  };
}

/** A demo game's draws, oldest first. */
export async function drawsOf(ctx: TestContext, gameCode: string): Promise<DrawRow[]> {
  const { rows } = await ctx.database.execute(
    `select d.* from lottery_draws d join lottery_games g on g.id = d.game_id
      join merchants m on m.id = g.merchant_id
      where m.code = 'demo' and g.code = $1 order by d.draws_at`,
    [gameCode],
  );
  return rows.map(drawOf);
}

export async function drawById(ctx: TestContext, id: bigint): Promise<DrawRow> {
  const { rows } = await ctx.database.execute('select * from lottery_draws where id = $1', [
    String(id),
  ]);
  return drawOf(rows[0]!);
}

/** A demo game's open draws whose betting closes after `after`, next to close first. */
export async function openDrawsAfter(ctx: TestContext, gameCode: string, after: Date) {
  return (await drawsOf(ctx, gameCode)).filter(
    (draw) => draw.status === 'open' && draw.closesAt > after,
  );
}

/**
 * Gives a draw a seed of the test's choosing (the first random one whose result `wanted`
 * accepts), with its commitment, before any ticket: the house's one free choice, made here
 * so the test knows the result and can write the payouts by hand.
 */
export async function chooseResult(
  ctx: TestContext,
  draw: DrawRow,
  game: { code: string; family: elottery.ElotteryGame },
  wanted: (result: readonly number[]) => boolean,
): Promise<readonly number[]> {
  for (let attempt = 0; attempt < 100_000; attempt += 1) {
    const serverSeed = createServerSeed();
    const result = elottery.drawResult(
      game.family,
      elottery.drawSeeds(game.code, draw.numero, serverSeed),
    );
    if (!wanted(result)) continue;
    await ctx.database.execute(
      'update lottery_draws set server_seed = $2, server_seed_hash = $3 where id = $1',
      [String(draw.id), serverSeed, hashServerSeed(serverSeed)],
    );
    return result;
  }
  throw new Error('no seed gave the wanted result');
}

export type TicketRecord = { status: string; stake: bigint; payout: bigint };

export async function ticketOf(ctx: TestContext, ticketId: string): Promise<TicketRecord> {
  const { rows } = await ctx.database.execute(
    'select status, stake, payout from lottery_tickets where id = $1',
    [ticketId],
  );
  const row = rows[0]!;
  return {
    status: String(row.status),
    stake: BigInt(row.stake as string),
    payout: BigInt(row.payout as string),
  };
}

/** The ledger postings of a ticket: its stake, payout and refund, by kind. */
export async function postingsOf(ctx: TestContext, ticketId: string) {
  const { rows } = await ctx.database.execute(
    `select kind, amount, category from ledger_postings
      where reference = $1 and idempotency_key like '%:LOTTO:%' order by id`,
    [ticketId],
  );
  return rows.map((row) => ({
    kind: String(row.kind),
    amount: BigInt(row.amount as string),
    category: String(row.category),
  }));
}

/**
 * The betting-record round holding a ticket (vendor LOTTO): its member's tickets on its
 * draw, round id `<draw id>-<member id>`.
 */
export async function betRecordOf(ctx: TestContext, ticketId: string) {
  const { rows } = await ctx.database.execute(
    `select b.stake, b.win, b.status, b.category, g.vendor_game_id from lottery_tickets t
      join bet_records b on b.round_id = t.draw_id || '-' || t.member_id
      join game_vendors v on v.id = b.vendor_id and v.code = 'LOTTO'
      join games g on g.id = b.game_id
      where t.id = $1`,
    [ticketId],
  );
  const row = rows[0];
  return (
    row && {
      stake: BigInt(row.stake as string),
      win: BigInt(row.win as string),
      status: String(row.status),
      category: String(row.category),
      game: String(row.vendor_game_id),
    }
  );
}

/** How many tickets and bet records the lottery holds: a refusal changes neither. */
export async function lotteryRowCounts(ctx: TestContext) {
  const { rows } = await ctx.database.execute(
    `select (select count(*)::int from lottery_tickets) as tickets,
       (select count(*)::int from bet_records b join game_vendors v on v.id = b.vendor_id
         where v.code = 'LOTTO') as records,
       (select count(*)::int from ledger_postings) as postings`,
  );
  return rows[0];
}

/** A ticket line as the tests write it: the unit stake in whole units of the currency. */
export type TestLine = { betType: string; selection: Record<string, unknown>; unitStake: number };

/** Places one request's tickets on a draw at `now`, as the player API would. */
export async function placeLines(
  ctx: TestContext,
  bettor: Bettor,
  ticket: { gameCode: string; numero: string; lines: TestLine[] },
  now: Date,
): Promise<lottery.Ticket[]> {
  const placed = await placeTickets(
    ctx.database.db,
    bettor,
    {
      gameCode: ticket.gameCode,
      numero: ticket.numero,
      requestId: randomUUID(),
      lines: ticket.lines.map((line) => ({ ...line, unitStake: parseAmount(line.unitStake)! })),
    },
    now,
  );
  return placed.tickets;
}
