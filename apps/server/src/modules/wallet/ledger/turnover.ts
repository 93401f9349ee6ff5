import type { Database } from '../../../platform/db/database';
import { betsSince, lastDepositOf } from './entry-queries';

export type TurnoverProgress = { required: bigint; achieved: bigint };

/**
 * The turnover rule of withdrawals: bets since the member's last deposit must reach that
 * deposit × the merchant's percentage (100 = bet it once). Without a deposit there is
 * nothing to turn over. "Since" is by posting id, which follows the order postings were made.
 */
export async function turnoverProgress(
  db: Database,
  memberId: bigint,
  turnoverPercent: number,
): Promise<TurnoverProgress> {
  const lastDeposit = await lastDepositOf(db, memberId);
  if (!lastDeposit) return { required: 0n, achieved: 0n };
  return {
    // Rounded up: a requirement of 100.005 is not met by 100.00.
    required: (lastDeposit.amount * BigInt(turnoverPercent) + 99n) / 100n,
    achieved: await betsSince(db, memberId, lastDeposit.id),
  };
}
