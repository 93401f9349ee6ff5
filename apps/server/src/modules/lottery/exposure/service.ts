import type { LotterySelection, OddsTable, Rational } from '@croupier/engines';
import type { Database } from '../../../platform/db/database';
import * as games from '../games/service';
import { pickLines } from './picks';
import { addToPicks, listDrawExposure, takeFromPicks, type PickAmounts } from './queries';

// A draw's exposure: what it stands to pay on each pick of each bet type if that pick comes,
// kept as tickets are placed and cancelled, so the cap per pick holds at placement and the
// console reads the figures without going through the tickets. Placement and cancel reach it
// through tickets/risk.ts; the console reads it and checks picks through here.

export { isPickOf, pickLines, plannedBetTypes, type PickLine } from './picks';
export type { PickAmounts } from './queries';

/** A ticket as its exposure is worked out: placed (before it is written) or stored. */
export type ExposedTicket = {
  betType: string;
  selection: LotterySelection;
  lines: number;
  unitStake: bigint;
  odds: OddsTable;
};

const above = (a: Rational, b: Rational) =>
  a.numerator * b.denominator > b.numerator * a.denominator;

/**
 * What one ticket adds to each pick it stands on: itself, the stake of its lines on the
 * pick, and what those lines pay if the pick comes, each line at its best prize: a bound per
 * pick, kept apart from the ticket's potential win (its exact best result, from the engine),
 * because a cap per pick asks what that one pick can cost. A Keno line stands on each of its
 * balls with its whole payout: whichever of them comes, the line may pay it.
 */
export function ticketExposure(family: string, ticket: ExposedTicket): PickAmounts[] {
  const byPick = new Map<string, PickAmounts>();
  const lines = pickLines(
    family,
    ticket.betType,
    ticket.selection,
    ticket.lines,
    Object.keys(ticket.odds),
  );
  for (const { picks, prizes, lines: count } of lines) {
    const best = prizes.reduce((most, prize) =>
      above(ticket.odds[prize]!, ticket.odds[most]!) ? prize : most,
    );
    const payout = games.payoutOf([{ prize: best, count }], ticket.odds, ticket.unitStake);
    const stake = ticket.unitStake * BigInt(count);
    for (const pick of picks) {
      const amounts = byPick.get(pick) ?? { pick, tickets: 1, stake: 0n, payout: 0n };
      amounts.stake += stake;
      amounts.payout += payout;
      byPick.set(pick, amounts);
    }
  }
  return [...byPick.values()];
}

/** A pick a ticket may not stand on: the draw would stand to pay more than the cap on it. */
export type CapPassed = { betType: string; pick: string; cap: bigint };

/**
 * Adds tickets to their draw's exposure, bet type after bet type in code order, each held to
 * its cap per pick (`capOf`, null for none): the first pick that would pass its cap, or null
 * when every ticket fits. On a refusal the caller throws and its transaction rolls back what
 * was added.
 */
export async function takeExposure(
  tx: Database,
  drawId: bigint,
  tickets: readonly { betType: string; picks: readonly PickAmounts[] }[],
  capOf: (betType: string) => bigint | null,
): Promise<CapPassed | null> {
  const byBetType = new Map<string, Map<string, PickAmounts>>();
  for (const ticket of tickets) {
    const picks = byBetType.get(ticket.betType) ?? new Map<string, PickAmounts>();
    byBetType.set(ticket.betType, picks);
    for (const amounts of ticket.picks) {
      const sum = picks.get(amounts.pick);
      picks.set(
        amounts.pick,
        sum
          ? {
              pick: amounts.pick,
              tickets: sum.tickets + amounts.tickets,
              stake: sum.stake + amounts.stake,
              payout: sum.payout + amounts.payout,
            }
          : { ...amounts },
      );
    }
  }
  for (const betType of [...byBetType.keys()].sort()) {
    const rows = [...byBetType.get(betType)!.values()];
    const cap = capOf(betType);
    const alone = cap === null ? undefined : rows.find((row) => row.payout > cap);
    if (alone) return { betType, pick: alone.pick, cap: cap! };
    const added = await addToPicks(tx, drawId, betType, rows, cap);
    const refused = rows.find((row) => !added.has(row.pick));
    if (refused) return { betType, pick: refused.pick, cap: cap! };
  }
  return null;
}

/** Takes a cancelled ticket off its draw's exposure. */
export function releaseExposure(
  tx: Database,
  drawId: bigint,
  family: string,
  ticket: ExposedTicket,
): Promise<void> {
  return takeFromPicks(tx, drawId, ticket.betType, ticketExposure(family, ticket));
}

/** A draw's picks holding tickets, by bet type in code order, the highest payout first. */
export async function drawExposure(
  db: Database,
  drawId: bigint,
): Promise<Map<string, PickAmounts[]>> {
  const byBetType = new Map<string, PickAmounts[]>();
  for (const { betType, ...amounts } of await listDrawExposure(db, drawId)) {
    const picks = byBetType.get(betType) ?? [];
    picks.push(amounts);
    byBetType.set(betType, picks);
  }
  return byBetType;
}
