import { error } from './entry';

/**
 * Errors of the lottery domain: `errorCode`, the i18n key clients translate, HTTP status. A
 * refused ticket changes nothing; its key says which rule refused it and the field errors
 * (`value.fields`) which line.
 */
export const lotteryErrors = {
  lotteryGameNotFound: error('lottery.game.not.found', 'lottery_game_not_found', 404),
  lotteryDrawNotFound: error('lottery.draw.not.found', 'lottery_draw_not_found', 404),
  /** The draw takes no tickets yet. */
  lotteryDrawNotOpen: error('lottery.draw.not.open', 'lottery_draw_not_open', 409),
  /** The draw has closed (or was cancelled): too late for a ticket or a cancellation. */
  lotteryDrawClosed: error('lottery.draw.closed', 'lottery_draw_closed', 409),
  // A refused line: one code, the key says which rule (the engine's refusal for a selection).
  lotteryBetTypeUnknown: error('lottery.ticket.invalid', 'lottery_bet_type_unknown', 400),
  lotteryNumberInvalid: error('lottery.ticket.invalid', 'lottery_number_invalid', 400),
  lotteryWrongCount: error('lottery.ticket.invalid', 'lottery_wrong_count', 400),
  lotteryDuplicateNumber: error('lottery.ticket.invalid', 'lottery_duplicate_number', 400),
  lotteryTooManyLines: error('lottery.ticket.invalid', 'lottery_too_many_lines', 400),
  lotteryOptionInvalid: error('lottery.ticket.invalid', 'lottery_option_invalid', 400),
  lotteryStakeStep: error('lottery.ticket.invalid', 'lottery_stake_step', 400),
  lotteryStakeRange: error('lottery.ticket.invalid', 'lottery_stake_range', 400),
  /** What the ticket could win is above the game's maximum payout per ticket. */
  lotteryMaxPayout: error('lottery.ticket.max.payout', 'lottery_max_payout', 400),
  lotteryTicketNotFound: error('lottery.ticket.not.found', 'lottery_ticket_not_found', 404),
  /** Settled or refunded already: only an open ticket can be cancelled. */
  lotteryTicketNotCancellable: error(
    'lottery.ticket.not.cancellable',
    'lottery_ticket_not_cancellable',
    409,
  ),
} as const;
