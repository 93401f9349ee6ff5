import { lottoVendorCode } from '@croupier/contract';
import type { RoundMovement } from '../../wallet/service';
import type { OpenedRound } from '../../games/service';
import type { LotteryGameRow } from '../games/service';
import type { TicketRow } from './queries';

/**
 * How a ticket meets the wallet and the betting record. Its id is the transaction id of its
 * postings and the round id of its record: the ledger keys the stake `bet:LOTTO:<id>`, the
 * payout `win:LOTTO:<id>` and a refund `rollback:LOTTO:<id>`, so whatever runs twice (a
 * retried job step, a resent cancel) moves each at most once.
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

/** The betting-record round a ticket opens: the catalogue's game, filed under its kind. */
export function roundOf(
  ticket: Pick<TicketRow, 'id' | 'merchantId' | 'memberId' | 'stake'>,
  game: Pick<LotteryGameRow, 'kind' | 'catalogueGameId'>,
): OpenedRound {
  return {
    merchantId: ticket.merchantId,
    memberId: ticket.memberId,
    gameId: game.catalogueGameId,
    category: game.kind,
    roundId: String(ticket.id),
    stake: ticket.stake,
  };
}
