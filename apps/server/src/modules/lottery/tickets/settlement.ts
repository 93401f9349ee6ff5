import { lottoVendorCode } from '@croupier/contract';
import type { LotterySelection } from '@croupier/engines';
import type { Database } from '../../../platform/db/database';
import * as wallet from '../../wallet/service';
import type { DrawToSettle } from '../draws/service';
import * as games from '../games/service';
import {
  insertCorrection,
  listTicketsToResettle,
  setTicketPayouts,
  type TicketToResettle,
} from './correction-queries';
import { movementOf } from './money';
import { syncDrawRounds } from './rounds';
import {
  everyTicket,
  markTicketsRefunded,
  nextTicketsOfLane,
  markTicketsSettled,
  type Lane,
  type TicketToSettle,
} from './queries';

/**
 * Settling a draw's tickets, a batch at a time inside the scheduler's transaction, so a draw
 * with many tickets never holds one giant transaction (and its wallets' locks) for long.
 * Fast draws and scheduled ones settle the same way: the game's family names the engine
 * (games/engines.ts) whose bet types read the draw's result, digits or a result sheet.
 * A batch is: the lane's next open tickets read in id order past its cursor (moved in the
 * same statement), their outcomes computed by the engine, ONE statement changing them from
 * open to won or lost (only those still open: a batch run twice changes nothing the second
 * time; a HOT update, tickets/schema.ts), and ONE statement posting the payouts of the
 * winners among the tickets it changed (`creditWins`: a posting per ticket, all in one
 * statement). The batch that takes a lane past the draw's last ticket then settles the
 * lane's members' betting-record rounds (a member's tickets on a draw are one round,
 * money.ts) in one statement. A few statements per batch of thousands, and a record row
 * rewritten per member rather than per ticket, is what lets a draw of a million tickets
 * settle in seconds (bench/lottery).
 */

export type BatchOutcome = {
  /** Tickets settled or refunded by this batch. */
  tickets: number;
  /** The lane walked past the draw's last ticket: none of its tickets is left open. */
  done: boolean;
};

/**
 * Settles (or, for a cancelled draw, refunds) the lane's open tickets among the draw's next
 * `limit × lanes` tickets past the lane's cursor (about `limit` of them, lanes having about
 * as many tickets each); `done` when the lane has walked past the draw's last ticket.
 */
export async function settleDrawBatch(
  tx: Database,
  draw: DrawToSettle,
  game: games.LotteryGameRow,
  limit: number,
  now: Date,
  lane: Lane = everyTicket,
): Promise<BatchOutcome> {
  const batch = await nextTicketsOfLane(tx, draw.id, limit * lane.lanes, lane);
  if (draw.cancelled || draw.result === null) await refundBatch(tx, batch.tickets, game, now);
  else await settleBatch(tx, batch.tickets, game, draw.result, now);
  if (batch.finishedNow) await syncDrawRounds(tx, draw.id, { lane }, now);
  return { tickets: batch.tickets.length, done: batch.finished };
}

/**
 * What a ticket pays at a result: its bet type's prizes at the odds it was placed at. A
 * ticket the engine cannot settle (a server fault: its selection was checked when placed)
 * fails the run loudly rather than paying a guess.
 */
function payoutAt(game: games.LotteryGameRow, ticket: TicketToSettle, result: games.LotteryResult) {
  const betType = games.betTypesOf(game.family).get(ticket.betType);
  if (!betType) throw new Error(`ticket ${ticket.id}: no bet type ${ticket.betType}`);
  // Stored as the engine normalised it when the ticket was placed.
  const prizes = betType.settle(ticket.selection as LotterySelection, result);
  return games.payoutOf(prizes, games.oddsFromSnapshot(ticket.odds), ticket.unitStake);
}

async function settleBatch(
  tx: Database,
  tickets: TicketToSettle[],
  game: games.LotteryGameRow,
  result: games.LotteryResult,
  now: Date,
): Promise<void> {
  const outcomes = tickets.map((ticket) => ({ ticket, payout: payoutAt(game, ticket, result) }));
  const changed = await markTicketsSettled(
    tx,
    outcomes.map(({ ticket, payout }) => ({ id: ticket.id, payout })),
    now,
  );
  await wallet.creditWins(
    tx,
    outcomes
      .filter(({ ticket, payout }) => payout > 0n && changed.has(ticket.id))
      .map(({ ticket, payout }) => movementOf(ticket, game, payout)),
  );
}

async function refundBatch(
  tx: Database,
  tickets: TicketToSettle[],
  game: games.LotteryGameRow,
  now: Date,
): Promise<void> {
  const changed = await markTicketsRefunded(
    tx,
    tickets.map((ticket) => ticket.id),
    now,
  );
  await wallet.refundBets(
    tx,
    tickets
      .filter((ticket) => changed.has(ticket.id))
      .map((ticket) => movementOf(ticket, game, ticket.stake)),
  );
}

// ---------------------------------------------------------------------------------------

/**
 * Settling a draw's settled tickets again once its result was corrected, a batch at a time
 * in the scheduler's transaction like the first settlement. Only the difference moves, one
 * posting per ticket per correction:
 * - a ticket holds `payout + owed` from the draw (what it paid, plus what a lower payout
 *   could not take back); the new payout less that is the difference;
 * - more: the difference is credited (`win`, which also clears a debt);
 * - less: the difference is taken back from the main wallet (`adjustment`), as much as the
 *   wallet holds, since no balance goes below zero; the rest is recorded as owed on the
 *   ticket and shown in the console, for the operator to recover or write off.
 * Each ticket gets one correction row per revision, written before its posting and only if
 * absent, and the posting's key names the ticket and the revision: a batch run again moves
 * nothing. The ticket's payout and status and its betting-record round take the new payout.
 */

type Correction = { ticketId: bigint; payout: bigint; moved: bigint; owed: bigint };

/** What one ticket's correction moves, given the main wallet's balance when it shrinks. */
export function correctionOf(
  previousPayout: bigint,
  owed: bigint,
  payout: bigint,
  balance: bigint,
): Omit<Correction, 'ticketId'> {
  const difference = payout - (previousPayout + owed);
  if (difference >= 0n) return { payout, moved: difference, owed: 0n };
  const taken = balance < -difference ? balance : -difference;
  return { payout, moved: -taken, owed: -difference - taken };
}

/** The posting of a correction's money between the game house and the member's wallet. */
function correctionPosting(
  ticket: TicketToResettle['ticket'],
  game: games.LotteryGameRow,
  revision: number,
  moved: bigint,
): wallet.PostingRequest {
  const kind = moved > 0n ? 'win' : 'adjustment';
  const member = { account: { memberId: ticket.memberId, kind: 'main' as const }, amount: moved };
  const house = { account: { merchant: 'game_house' as const }, amount: -moved };
  return {
    merchantId: ticket.merchantId,
    idempotencyKey: `${kind}:${lottoVendorCode}:${ticket.id}:r${revision}`,
    kind,
    memberId: ticket.memberId,
    reference: String(ticket.id),
    category: game.kind,
    details: { vendorCode: lottoVendorCode, transactionId: String(ticket.id), revision },
    // The paying side first, as every posting of the ledger is written.
    legs: moved > 0n ? [house, member] : [member, house],
  };
}

/** Settles up to `limit` of the draw's settled tickets again at its corrected result. */
export async function resettleDrawBatch(
  tx: Database,
  draw: DrawToSettle,
  game: games.LotteryGameRow,
  limit: number,
  now: Date,
): Promise<BatchOutcome> {
  const tickets = await listTicketsToResettle(tx, draw.id, draw.revision, limit);
  const changed: { id: bigint; payout: bigint }[] = [];
  for (const { ticket, owed } of tickets) {
    const payout = payoutAt(game, ticket, draw.result!);
    // The balance matters only when money comes back; reading it then keeps each ticket of
    // one member in the batch seeing what the ones before it took.
    const shrinks = payout < ticket.payout + owed;
    const balance = shrinks ? await wallet.walletBalance(tx, ticket.memberId) : 0n;
    const correction = correctionOf(ticket.payout, owed, payout, balance);
    const written = await insertCorrection(tx, {
      ticketId: ticket.id,
      drawId: draw.id,
      revision: draw.revision,
      previousPayout: ticket.payout,
      ...correction,
      createdAt: now,
    });
    if (!written) continue;
    if (correction.moved !== 0n) {
      await wallet.post(tx, correctionPosting(ticket, game, draw.revision, correction.moved));
    }
    if (payout !== ticket.payout) changed.push({ id: ticket.id, payout });
  }
  await setTicketPayouts(tx, changed);
  // The rounds of the members whose payout changed take their new wins.
  const changedIds = new Set(changed.map((ticket) => ticket.id));
  const members = tickets
    .filter(({ ticket }) => changedIds.has(ticket.id))
    .map(({ ticket }) => ticket.memberId);
  if (members.length > 0) {
    await syncDrawRounds(tx, draw.id, { memberIds: [...new Set(members)] }, now);
  }
  return { tickets: tickets.length, done: tickets.length < limit };
}
