import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { offsetOf, type Page } from '../../../platform/db/paging';
import { rowsOf, type Period } from '../../../platform/db/rows';
import { lotteryDraws } from '../draws/schema';
import {
  lotteryGames,
  type BetTypeLimits,
  type NumberRules,
  type OddsOverrides,
} from '../games/schema';

// The console's SQL over the lottery's tables: its reads (a brand's games, a game's draws
// with their tickets' sums, the settled tickets of a period) and its edits of a game's
// settings and of a draw's pick lists. A draw's state and the tickets' change through their
// own sub-domains (a cancel is draws/'s `cancelDraw`; exposure is exposure/'s).

export type GameRow = typeof lotteryGames.$inferSelect;
export type DrawRow = typeof lotteryDraws.$inferSelect;

/** A brand's games, enabled or not, in the order they were added. */
export function listMerchantGames(db: Database, merchantId: number): Promise<GameRow[]> {
  return db
    .select()
    .from(lotteryGames)
    .where(eq(lotteryGames.merchantId, merchantId))
    .orderBy(asc(lotteryGames.id));
}

/** A brand's game by its code, locked until the edit's transaction ends. */
export async function lockGame(
  tx: Database,
  merchantId: number,
  code: string,
): Promise<GameRow | undefined> {
  const [row] = await tx
    .select()
    .from(lotteryGames)
    .where(and(eq(lotteryGames.merchantId, merchantId), eq(lotteryGames.code, code)))
    .for('update');
  return row;
}

/** What the console changes of a game. */
export type GameSettings = Partial<{
  enabled: boolean;
  closeSecondsBefore: number;
  stakePerPoint: bigint;
  minStakePerLine: bigint;
  maxStakePerLine: bigint;
  maxPayoutPerTicket: bigint;
  odds: OddsOverrides;
  betLimits: BetTypeLimits;
  numberRules: NumberRules;
}>;

export async function updateGameSettings(
  tx: Database,
  gameId: number,
  settings: GameSettings,
): Promise<GameRow> {
  const [row] = await tx
    .update(lotteryGames)
    .set({ ...settings, updatedAt: new Date() })
    .where(eq(lotteryGames.id, gameId))
    .returning();
  return row!;
}

/** A draw with what its tickets add up to (those their players cancelled left out). */
export type DrawWithTotals = DrawRow & { tickets: number; stake: bigint; payout: bigint };

type Totals = { draw_id: string; tickets: number; stake: string; payout: string };

/** The tickets, stakes and payouts of some draws (index `lottery_tickets_draw`). */
async function drawTotals(db: Database, drawIds: readonly bigint[]) {
  if (drawIds.length === 0) return new Map<string, Totals>();
  const rows = await rowsOf<Totals>(
    db,
    sql`select draw_id::text as draw_id, count(*)::int as tickets,
        coalesce(sum(stake), 0)::text as stake, coalesce(sum(payout), 0)::text as payout
      from lottery_tickets
      where draw_id in (${sql.join(
        drawIds.map((id) => sql`${String(id)}::bigint`),
        sql`, `,
      )}) and status <> 'cancelled'
      group by draw_id`,
  );
  return new Map(rows.map((row) => [row.draw_id, row]));
}

async function withTotals(db: Database, draws: DrawRow[]): Promise<DrawWithTotals[]> {
  const totals = await drawTotals(
    db,
    draws.map((draw) => draw.id),
  );
  return draws.map((draw) => {
    const sums = totals.get(String(draw.id));
    return {
      ...draw,
      tickets: Number(sums?.tickets ?? 0),
      stake: BigInt(sums?.stake ?? 0),
      payout: BigInt(sums?.payout ?? 0),
    };
  });
}

/** A page of a game's draws, newest first, by status, and how many there are. */
export async function drawPage(
  db: Database,
  gameId: number,
  status: string | undefined,
  page: Page,
): Promise<{ rows: DrawWithTotals[]; totalCount: number }> {
  const where = and(
    eq(lotteryDraws.gameId, gameId),
    status ? eq(lotteryDraws.status, status) : undefined,
  );
  const [draws, [counted]] = await Promise.all([
    db
      .select()
      .from(lotteryDraws)
      .where(where)
      .orderBy(desc(lotteryDraws.drawsAt))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ count: count() }).from(lotteryDraws).where(where),
  ]);
  return { rows: await withTotals(db, draws), totalCount: Number(counted?.count ?? 0) };
}

/** A game's draw by numero, with its tickets' sums. */
export async function findDraw(
  db: Database,
  gameId: number,
  numero: string,
): Promise<DrawWithTotals | undefined> {
  const draws = await db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameId, gameId), eq(lotteryDraws.numero, numero)));
  return (await withTotals(db, draws))[0];
}

/**
 * A draw's pick lists of one bet type, replaced, while it is open. The update waits for the
 * tickets being placed on it (they hold the draw FOR SHARE), and the next ones read the new
 * lists when they lock it. False when the draw no longer takes tickets.
 */
export async function setDrawRules(
  tx: Database,
  drawId: bigint,
  betType: string,
  rules: { closed: string[]; halfPay: string[] },
): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`update lottery_draws
      set number_rules = number_rules || jsonb_build_object(${betType}::text, ${JSON.stringify(rules)}::jsonb)
      where id = ${String(drawId)}::bigint and status = 'open'
      returning id::text as id`,
  );
  return rows.length > 0;
}

/** Settled tickets' sums: per game and bet type, per game, and in all (`betType`, `gameId` null). */
export type TicketSums = {
  gameId: number | null;
  betType: string | null;
  tickets: number;
  players: number;
  turnover: bigint;
  payout: bigint;
};

/**
 * The settled (won or lost) tickets of a brand's draws drawn in a period, summed per game
 * and bet type, per game, and in all: one statement, so each level counts its players once
 * however many bet types they played. By the draw's time, as lottery books are kept (a
 * draw's tickets belong to its day, whenever they were bought or settled), which also keeps
 * the tickets' settled columns out of every index (tickets/schema.ts): the draws of the
 * period by `lottery_draws_game_time`, their tickets by `lottery_tickets_draw`.
 */
export async function settledTicketSums(
  db: Database,
  merchantId: number,
  period: Period,
): Promise<TicketSums[]> {
  const rows = await rowsOf<{
    game_id: number | null;
    bet_type: string | null;
    tickets: number;
    players: number;
    turnover: string;
    payout: string;
  }>(
    db,
    sql`select t.game_id, t.bet_type, count(*)::int as tickets,
        count(distinct t.member_id)::int as players,
        sum(t.stake)::text as turnover, sum(t.payout)::text as payout
      from lottery_games g
      join lottery_draws d on d.game_id = g.id
        and d.draws_at >= ${period.from.toISOString()}::timestamptz
        and d.draws_at < ${period.until.toISOString()}::timestamptz
      join lottery_tickets t on t.draw_id = d.id and t.status in ('won', 'lost')
      where g.merchant_id = ${merchantId}
      group by grouping sets ((t.game_id, t.bet_type), (t.game_id), ())`,
  );
  return rows.map((row) => ({
    gameId: row.game_id === null ? null : Number(row.game_id),
    betType: row.bet_type,
    tickets: Number(row.tickets),
    players: Number(row.players),
    turnover: BigInt(row.turnover ?? 0),
    payout: BigInt(row.payout ?? 0),
  }));
}
