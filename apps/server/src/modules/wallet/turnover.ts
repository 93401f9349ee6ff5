import { and, desc, eq, gt, sum } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { ledgerPostings } from './schema';

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
  const [lastDeposit] = await db
    .select({ id: ledgerPostings.id, amount: ledgerPostings.amount })
    .from(ledgerPostings)
    .where(and(eq(ledgerPostings.memberId, memberId), eq(ledgerPostings.kind, 'deposit')))
    .orderBy(desc(ledgerPostings.id))
    .limit(1);
  if (!lastDeposit) return { required: 0n, achieved: 0n };
  const [bets] = await db
    .select({ total: sum(ledgerPostings.amount) })
    .from(ledgerPostings)
    .where(
      and(
        eq(ledgerPostings.memberId, memberId),
        eq(ledgerPostings.kind, 'bet'),
        gt(ledgerPostings.id, lastDeposit.id),
      ),
    );
  return {
    // Rounded up: a requirement of 100.005 is not met by 100.00.
    required: (lastDeposit.amount * BigInt(turnoverPercent) + 99n) / 100n,
    achieved: BigInt(bets?.total ?? 0),
  };
}
