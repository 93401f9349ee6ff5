import { toMajor, type lottery as contract } from '@croupier/contract';
import * as games from '../games/service';
import type { TicketView } from './queries';

/** A ticket as the player API answers it: amounts in major units, odds as decimals. */
export function wireTicket(ticket: TicketView): contract.Ticket {
  return {
    ticketId: String(ticket.id),
    gameCode: ticket.gameCode,
    numero: ticket.numero,
    betType: ticket.betType,
    selection: ticket.selection as Record<string, unknown>,
    lines: ticket.lines,
    unitStake: toMajor(ticket.unitStake),
    stake: toMajor(ticket.stake),
    odds: games.oddsForDisplay(games.oddsFromSnapshot(ticket.odds)),
    potentialWin: toMajor(ticket.potentialWin),
    status: ticket.status as contract.Ticket['status'],
    payout: toMajor(ticket.payout),
    placedAt: ticket.placedAt.toISOString(),
    settledAt: ticket.settledAt?.toISOString() ?? null,
    drawsAt: ticket.drawsAt.toISOString(),
  };
}
