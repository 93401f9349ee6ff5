import { lottoVendorCode, toMajor, type lottery as contract } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import * as catalogue from '../../games/service';
import * as wallet from '../../wallet/service';
import * as draws from '../draws/service';
import * as games from '../games/service';
import { priceLines, type PricedLine } from './lines';
import { movementOf, roundOf } from './money';
import { admitLines } from './risk';
import { findRequestTickets, insertTickets, lockTicketRequest, type TicketView } from './queries';
import { wireTicket } from './wire';

export type Bettor = { merchantId: number; memberId: bigint };

/**
 * Places a request's tickets on one draw: one ticket per line, all or none. The lines are
 * checked first (nothing is written for a refused one). Then ONE database transaction:
 *   1. the request id is locked, and a request placed before answers its tickets again;
 *   2. the draw is locked FOR SHARE and must be taking tickets, so it cannot close until
 *      these tickets are in (its settlement then sees them); the operator's risk limits
 *      hold on it (`risk.ts`: closed and half-pay picks, the cap per pick of the draw);
 *   3. the tickets are written, each stake leaves the wallet in one posting keyed by the
 *      ticket's id, and the betting record gets one open round per ticket.
 * A stake above the balance fails the posting and with it the whole transaction.
 */
export async function placeTickets(
  db: Database,
  bettor: Bettor,
  request: contract.TicketRequest,
  now = new Date(),
): Promise<contract.PlacedTickets> {
  const game = await games.enabledGameOrNotFound(db, bettor.merchantId, request.gameCode);
  const priced = priceLines(game, request.lines);

  return db.transaction(async (tx) => {
    await lockTicketRequest(tx, bettor.memberId, request.requestId);
    const earlier = await findRequestTickets(tx, bettor.memberId, request.requestId);
    if (earlier.length > 0) {
      if (!sameRequest(earlier, game.code, request.numero, priced)) {
        throw AppError.of('idempotencyConflict');
      }
      return answer(earlier, await wallet.walletBalance(tx, bettor.memberId));
    }

    const draw = await draws.drawTakingTickets(tx, game.id, request.numero, now);
    const lines = await admitLines(tx, game, draw, priced);
    const rows = await insertTickets(
      tx,
      lines.map((line, lineNo) => ({
        merchantId: bettor.merchantId,
        memberId: bettor.memberId,
        drawId: draw.id,
        gameId: game.id,
        betType: line.betType,
        selection: line.selection,
        lines: line.lines,
        unitStake: line.unitStake,
        stake: line.stake,
        odds: games.oddsSnapshot(line.odds),
        potentialWin: line.potentialWin,
        requestId: request.requestId,
        lineNo,
        placedAt: now,
      })),
    );
    let balance = 0n;
    for (const ticket of rows) {
      balance = (await wallet.debitBet(tx, movementOf(ticket, game, ticket.stake))).balance;
    }
    await catalogue.openRounds(
      tx,
      lottoVendorCode,
      rows.map((ticket) => roundOf(ticket, game)),
      now,
    );
    const views = rows.map((ticket) => ({
      ...ticket,
      gameCode: game.code,
      numero: draw.numero,
      drawsAt: draw.drawsAt,
    }));
    return answer(views, balance);
  });
}

function answer(tickets: TicketView[], balance: bigint): contract.PlacedTickets {
  return {
    tickets: tickets.map(wireTicket),
    totalStake: toMajor(tickets.reduce((sum, ticket) => sum + ticket.stake, 0n)),
    balance: toMajor(balance),
  };
}

/** A resend is the same request when it names the same draw and the same lines. */
function sameRequest(
  earlier: TicketView[],
  gameCode: string,
  numero: string,
  priced: PricedLine[],
): boolean {
  return (
    earlier.length === priced.length &&
    earlier.every((ticket, index) => {
      const line = priced[index]!;
      return (
        ticket.gameCode === gameCode &&
        ticket.numero === numero &&
        ticket.betType === line.betType &&
        ticket.unitStake === line.unitStake &&
        canonical(ticket.selection) === canonical(line.selection)
      );
    })
  );
}

/** JSON with keys in one order: jsonb keeps its own order of an object's keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
