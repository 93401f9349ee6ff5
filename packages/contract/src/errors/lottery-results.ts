import { error } from './entry';

/**
 * Errors of the lottery's results: entering, approving and rejecting a draw's result sheet.
 * A refused sheet changes nothing; its key says which rule refused it and the field errors
 * (`value.fields`) which number (`body.sheet.tiers.3.2`).
 */
export const lotteryResultErrors = {
  // A sheet the game's engine refuses: one code, the key says which rule.
  lotteryResultWrongRegion: error('lottery.result.invalid', 'lottery_result_wrong_region', 400),
  lotteryResultWrongTierCount: error(
    'lottery.result.invalid',
    'lottery_result_wrong_tier_count',
    400,
  ),
  lotteryResultWrongCount: error('lottery.result.invalid', 'lottery_result_wrong_count', 400),
  lotteryResultNotDigits: error('lottery.result.invalid', 'lottery_result_not_digits', 400),
  lotteryResultWrongLength: error('lottery.result.invalid', 'lottery_result_wrong_length', 400),
  lotteryResultDuplicate: error('lottery.result.invalid', 'lottery_result_duplicate_number', 400),
  /** The draw still takes tickets, or its draw time has not come. */
  lotteryResultTooEarly: error('lottery.result.too.early', 'lottery_result_too_early', 409),
  /** A cancelled draw takes no result. */
  lotteryResultDrawCancelled: error(
    'lottery.result.draw.cancelled',
    'lottery_result_draw_cancelled',
    409,
  ),
  /** Another entry waits for approval: approve or reject it first. */
  lotteryResultPending: error('lottery.result.pending', 'lottery_result_pending', 409),
  /** The sheet is the draw's result already: there is nothing to correct. */
  lotteryResultUnchanged: error('lottery.result.unchanged', 'lottery_result_unchanged', 409),
  lotteryResultEntryNotFound: error(
    'lottery.result.entry.not.found',
    'lottery_result_entry_not_found',
    404,
  ),
  /** Approved or rejected already. */
  lotteryResultNotPending: error('lottery.result.not.pending', 'lottery_result_not_pending', 409),
  /** The staff member who entered a result cannot approve it: another must. */
  lotteryResultSameStaff: error('lottery.result.same.staff', 'lottery_result_same_staff', 403),
} as const;
