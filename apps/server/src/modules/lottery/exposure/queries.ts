import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { rowsOf } from '../../../platform/db/rows';
import { lotteryExposure } from './schema';

// The exposure's SQL: added to by placement, taken off by a player's cancel, read by the
// console.

/** What some tickets add to (or take off) one pick of one bet type of a draw. */
export type PickAmounts = { pick: string; tickets: number; stake: bigint; payout: bigint };

const recordset = (rows: readonly PickAmounts[]) =>
  JSON.stringify(
    rows.map((row) => ({
      pick: row.pick,
      tickets: row.tickets,
      stake: String(row.stake),
      payout: String(row.payout),
    })),
  );

/**
 * Adds to the picks of one bet type of a draw, in pick order, each only while its payout
 * stays within `cap` (none when null): the picks it added to. The upsert locks each pick's
 * row until the transaction ends, so a concurrent ticket on the same pick waits, then sees
 * this one's amounts in its own `where`: two tickets can never pass the cap together. Picks
 * are taken in one order (bet type, then pick), so two tickets never wait for each other.
 * A pick new to the draw is inserted as it is: the caller checks it alone against the cap.
 */
export async function addToPicks(
  tx: Database,
  drawId: bigint,
  betType: string,
  rows: readonly PickAmounts[],
  cap: bigint | null,
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const within =
    cap === null ? sql`true` : sql`e.payout + excluded.payout <= ${String(cap)}::bigint`;
  const added = await rowsOf<{ pick: string }>(
    tx,
    sql`insert into lottery_exposure as e (draw_id, bet_type, pick, tickets, stake, payout)
      select ${String(drawId)}::bigint, ${betType}, r.pick, r.tickets, r.stake, r.payout
      from jsonb_to_recordset(${recordset(rows)}::jsonb)
        as r(pick text, tickets int, stake bigint, payout bigint)
      order by r.pick
      on conflict (draw_id, bet_type, pick) do update
        set tickets = e.tickets + excluded.tickets, stake = e.stake + excluded.stake,
          payout = e.payout + excluded.payout
        where ${within}
      returning e.pick`,
  );
  return new Set(added.map((row) => row.pick));
}

/**
 * Takes a cancelled ticket's amounts off its picks, their rows locked in pick order first
 * (the order placement takes them in). Never below zero: a ticket placed before its draw
 * kept exposure has nothing to take off.
 */
export async function takeFromPicks(
  tx: Database,
  drawId: bigint,
  betType: string,
  rows: readonly PickAmounts[],
): Promise<void> {
  if (rows.length === 0) return;
  const draw = sql`${String(drawId)}::bigint`;
  const picks = recordset(rows);
  await tx.execute(sql`select 1 from lottery_exposure
    where draw_id = ${draw} and bet_type = ${betType}
      and pick in (select r.pick from jsonb_to_recordset(${picks}::jsonb) as r(pick text))
    order by pick for update`);
  await tx.execute(sql`update lottery_exposure e
    set tickets = greatest(e.tickets - r.tickets, 0), stake = greatest(e.stake - r.stake, 0),
      payout = greatest(e.payout - r.payout, 0)
    from jsonb_to_recordset(${picks}::jsonb)
      as r(pick text, tickets int, stake bigint, payout bigint)
    where e.draw_id = ${draw} and e.bet_type = ${betType} and e.pick = r.pick`);
}

/** A draw's picks holding tickets, by bet type, the highest potential payout first. */
export function listDrawExposure(db: Database, drawId: bigint) {
  return db
    .select({
      betType: lotteryExposure.betType,
      pick: lotteryExposure.pick,
      tickets: lotteryExposure.tickets,
      stake: lotteryExposure.stake,
      payout: lotteryExposure.payout,
    })
    .from(lotteryExposure)
    .where(and(eq(lotteryExposure.drawId, drawId), gt(lotteryExposure.tickets, 0)))
    .orderBy(asc(lotteryExposure.betType), desc(lotteryExposure.payout), asc(lotteryExposure.pick));
}
