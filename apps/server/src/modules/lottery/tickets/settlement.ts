import { lottoVendorCode } from '@croupier/contract';
import type { LotterySelection } from '@croupier/engines';
import type { Database } from '../../../platform/db/database';
import * as catalogue from '../../games/service';
import * as wallet from '../../wallet/service';
import type { DrawToSettle } from '../draws/service';
import * as games from '../games/service';
import { movementOf } from './money';
import {
  listOpenTicketsOfDraw,
  markTicketsRefunded,
  markTicketsSettled,
  type TicketRow,
} from './queries';

/**
 * Settling a draw's tickets, a batch at a time inside the scheduler's transaction, so a draw
 * with many tickets never holds one giant transaction (and its wallets' locks) for long.
 * A batch is: its open tickets read in id order, their outcomes computed by the engine, ONE
 * statement changing them from open to won or lost (only those still open: a batch run twice
 * changes nothing the second time), the payouts posted for the tickets it changed, and ONE
 * statement settling their betting-record rounds.
 */

export type BatchOutcome = {
  /** Tickets settled or refunded by this batch. */
  tickets: number;
  /** No open ticket is left: the draw is done with. */
  done: boolean;
};

/** Settles (or, for a cancelled draw, refunds) up to `limit` of the draw's open tickets. */
export async function settleDrawBatch(
  tx: Database,
  draw: DrawToSettle,
  game: games.LotteryGameRow,
  limit: number,
  now: Date,
): Promise<BatchOutcome> {
  const tickets = await listOpenTicketsOfDraw(tx, draw.id, limit);
  if (draw.cancelled || draw.result === null) await refundBatch(tx, tickets, game, now);
  else await settleBatch(tx, tickets, game, draw.result, now);
  return { tickets: tickets.length, done: tickets.length < limit };
}

async function settleBatch(
  tx: Database,
  tickets: TicketRow[],
  game: games.LotteryGameRow,
  result: games.FastDrawResult,
  now: Date,
): Promise<void> {
  const betTypes = games.betTypesOf(game.family);
  const outcomes = tickets.map((ticket) => {
    const betType = betTypes.get(ticket.betType);
    if (!betType) throw new Error(`ticket ${ticket.id}: no bet type ${ticket.betType}`);
    // Stored as the engine normalised it when the ticket was placed.
    const prizes = betType.settle(ticket.selection as LotterySelection, result);
    const payout = games.payoutOf(prizes, games.oddsFromSnapshot(ticket.odds), ticket.unitStake);
    return { ticket, payout };
  });
  const changed = await markTicketsSettled(
    tx,
    outcomes.map(({ ticket, payout }) => ({ id: ticket.id, payout })),
    now,
  );
  const settled = outcomes.filter(({ ticket }) => changed.has(ticket.id));
  // One posting per winning ticket: the ledger has no posting of many postings yet (see
  // docs/decisions.md, "Issue 16: lottery").
  for (const { ticket, payout } of settled) {
    if (payout > 0n) await wallet.creditWin(tx, movementOf(ticket, game, payout));
  }
  await catalogue.settleRounds(
    tx,
    lottoVendorCode,
    settled.map(({ ticket, payout }) => ({ roundId: String(ticket.id), win: payout })),
    now,
  );
}

async function refundBatch(
  tx: Database,
  tickets: TicketRow[],
  game: games.LotteryGameRow,
  now: Date,
): Promise<void> {
  const changed = await markTicketsRefunded(
    tx,
    tickets.map((ticket) => ticket.id),
    now,
  );
  const refunded = tickets.filter((ticket) => changed.has(ticket.id));
  for (const ticket of refunded) {
    await wallet.refundBet(tx, movementOf(ticket, game, ticket.stake));
  }
  await catalogue.refundRounds(
    tx,
    lottoVendorCode,
    refunded.map((ticket) => String(ticket.id)),
    now,
  );
}
