import type { lottery as contract } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import * as wallet from '../../wallet/service';
import * as draws from '../draws/service';
import * as games from '../games/service';
import { movementOf } from './money';
import { releaseTicket } from './risk';
import { syncDrawRounds } from './rounds';
import {
  countMemberTickets,
  findMemberTicket,
  listMemberTickets,
  markTicketCancelled,
} from './queries';
import { wireTicket } from './wire';
import type { Bettor } from './placement';

const ticketNotFound = () => AppError.of('lotteryTicketNotFound');

/**
 * Cancels a member's open ticket while its draw still takes tickets, and gives the stake
 * back: ONE transaction holding the draw FOR SHARE (so it cannot close meanwhile), the
 * ticket's change from open to cancelled, the refund posting and the betting record's round
 * of the member's tickets on the draw, less this one.
 * The draw is locked before the ticket, in the order the scheduler takes them.
 *
 * A resend finds the ticket cancelled and answers it as it is: the stake came back once.
 * Another member's ticket is a 404, like one that never was.
 */
export async function cancelTicket(
  db: Database,
  bettor: Bettor,
  ticketId: bigint,
  now = new Date(),
): Promise<contract.Ticket> {
  const ticket = await findMemberTicket(db, bettor.memberId, ticketId);
  if (!ticket) throw ticketNotFound();
  if (ticket.status === 'cancelled') return wireTicket(ticket);
  if (ticket.status !== 'open') throw AppError.of('lotteryTicketNotCancellable');

  return db.transaction(async (tx) => {
    await draws.drawStillOpen(tx, ticket.drawId, now);
    const cancelled = await markTicketCancelled(tx, ticket.id, now);
    if (!cancelled) {
      // Cancelled meanwhile by a resend that got here first: answer as it left it.
      const current = await findMemberTicket(tx, bettor.memberId, ticketId);
      if (current?.status === 'cancelled') return wireTicket(current);
      throw AppError.of('lotteryTicketNotCancellable');
    }
    const [game] = (await games.gamesByIds(tx, [ticket.gameId])).values();
    await releaseTicket(tx, game!, ticket);
    await wallet.refundBet(tx, movementOf(ticket, game!, ticket.stake));
    await syncDrawRounds(tx, ticket.drawId, { memberIds: [ticket.memberId] }, now);
    return wireTicket({ ...ticket, ...cancelled });
  });
}

/** The member's tickets, newest first, by status and game. */
export async function memberTickets(db: Database, memberId: bigint, query: contract.TicketsQuery) {
  const filter = { memberId, status: query.status, gameCode: query.gameCode };
  const [rows, total] = await Promise.all([
    listMemberTickets(db, filter, query),
    countMemberTickets(db, filter),
  ]);
  return {
    list: rows.map(wireTicket),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totalCount: total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
