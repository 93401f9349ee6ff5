import { ApiError } from '../../api/client';
import { sectionErrorText, sectionFieldText, serverFieldErrors } from '../../ui/form-errors';

/** What a refusal names (the bet type, the pick, the limit), for its words. */
const detailsOf = (error: unknown) =>
  error instanceof ApiError ? ((error.value as Record<string, unknown> | null) ?? {}) : {};

/** A failed call in words: the Lottery section's own refusals first, then the console's. */
export const lotteryErrorText = (error: unknown) =>
  sectionErrorText('lottery', error, detailsOf(error));

/**
 * The server's problem with one field of a refused save (`body.minStake` → `minStake`), in
 * the section's words; empty when it names none.
 */
export function lotteryFieldError(error: unknown, field: string): string {
  const key = serverFieldErrors(error)?.[field];
  return key ? sectionFieldText('lottery', key, { values: detailsOf(error) }) : '';
}

/**
 * The server's problem with a pick list (`body.closed.3`, `body.halfPay`) in words: the
 * pick it refused, named; empty when it refused none.
 */
export function pickListError(error: unknown): string {
  const fields = serverFieldErrors(error) ?? {};
  const found = Object.entries(fields).find(([field]) => /^(closed|halfPay)(\.|$)/.test(field));
  if (!found) return '';
  return found[1] === 'lottery_pick_invalid'
    ? lotteryErrorText(error)
    : sectionFieldText('lottery', found[1], { values: detailsOf(error) });
}
