import { lottoVendorCode } from '@croupier/contract';
import type { RoundMovement } from '../../wallet/service';
import type { OpenedRound } from '../../games/service';
import type { LotteryGameRow } from '../games/service';
import type { TicketRow } from './queries';

/**
 * How a ticket meets the wallet and the betting record. Its id is the transaction id and the
 * reference of its postings: the ledger keys the stake `bet:LOTTO:<id>`, the payout
 * `win:LOTTO:<id>` and a refund `rollback:LOTTO:<id>`, so whatever runs twice (a retried job
 * step, a resent cancel) moves each at most once. In the betting record, a member's tickets
 * on one draw make one round (`drawRoundId`), as a casino round holds every bet of a spin:
 * its stake and win are the sums of the tickets', and it settles when they all have.
 */
export function movementOf(
  ticket: Pick<TicketRow, 'id' | 'merchantId' | 'memberId'>,
  game: Pick<LotteryGameRow, 'kind'>,
  amount: bigint,
): RoundMovement {
  return {
    merchantId: ticket.merchantId,
    memberId: ticket.memberId,
    vendorCode: lottoVendorCode,
    transactionId: String(ticket.id),
    roundId: String(ticket.id),
    category: game.kind,
    amount,
  };
}

/** The betting-record round of a member's tickets on a draw. */
export const drawRoundId = (drawId: bigint, memberId: bigint) => `${drawId}-${memberId}`;

/** What a ticket adds to its betting-record round: the catalogue's game, filed under its kind. */
export function roundOf(
  ticket: Pick<TicketRow, 'drawId' | 'merchantId' | 'memberId' | 'stake'>,
  game: Pick<LotteryGameRow, 'kind' | 'catalogueGameId'>,
): OpenedRound {
  return {
    merchantId: ticket.merchantId,
    memberId: ticket.memberId,
    gameId: game.catalogueGameId,
    category: game.kind,
    roundId: drawRoundId(ticket.drawId, ticket.memberId),
    stake: ticket.stake,
  };
}
