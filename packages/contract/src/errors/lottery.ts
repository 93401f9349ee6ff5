import { error } from './entry';

/**
 * Errors of the lottery domain: `errorCode`, the i18n key clients translate, HTTP status. A
 * refused ticket changes nothing; its key says which rule refused it and the field errors
 * (`value.fields`) which line.
 */
export const lotteryErrors = {
  lotteryGameNotFound: error('lottery.game.not.found', 'lottery_game_not_found', 404),
  /** A launch names a game of another lottery (a Vietnamese game to the e-lottery). */
  lotteryGameWrongArea: error('lottery.game.wrong.area', 'lottery_game_wrong_area', 400),
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
  // The console and risk limits
  /** The operator closed this pick, for the draw or the whole game: it takes no ticket. */
  lotteryNumberClosed: error('lottery.number.closed', 'lottery_number_closed', 409),
  /** The draw's potential payout on one pick would pass the bet type's cap (`value.limit`). */
  lotteryNumberCap: error('lottery.number.cap', 'lottery_number_cap', 409),
  /** A half-pay pick shares a prize with full-pay picks on one ticket: place it on its own. */
  lotteryHalfPaySeparate: error('lottery.ticket.invalid', 'lottery_half_pay_separate', 400),
  /** The unit stake is outside the bet type's own range (`value.min`, `value.max`). */
  lotteryBetTypeStakeRange: error('lottery.ticket.invalid', 'lottery_bet_type_stake_range', 400),
  lotteryBetTypeNotInGame: error('lottery.bet.type.unknown', 'lottery_bet_type_not_in_game', 400),
  lotteryOddsPrizeUnknown: error('lottery.odds.prize.unknown', 'lottery_odds_prize_unknown', 400),
  /** The odds typed would return the player 100 % or more (`value.betType`, `value.rtp`). */
  lotteryRtpTooHigh: error('lottery.odds.rtp', 'lottery_rtp_too_high', 400),
  /** Not a pick of the bet type (`value.betType`, `value.pick`). */
  lotteryPickInvalid: error('lottery.pick.invalid', 'lottery_pick_invalid', 400),
  /** Betting would close before it opens: the close must be less than the interval. */
  lotteryCloseSecondsInvalid: error('lottery.close.invalid', 'lottery_close_seconds_invalid', 400),
  /** The smallest stake per line is above the largest. */
  lotteryStakeLimitsInvalid: error('lottery.limits.invalid', 'lottery_stake_limits_invalid', 400),
  /** Drawn or settled: only a draw without a result can be cancelled. */
  lotteryDrawNotCancellable: error(
    'lottery.draw.not.cancellable',
    'lottery_draw_not_cancellable',
    409,
  ),
} as const;
