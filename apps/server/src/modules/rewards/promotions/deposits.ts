import type { Database } from '../../../platform/db/database';
import type { CreditedDeposit } from '../../wallet/service';
import { payBonus } from './payout';
import { lockWaitingClaims, updateClaim } from './queries';
import { bonusFor } from './wagering';

/**
 * The wallet's reaction to a credited deposit (registered in service.ts): the member's joined
 * deposit matches look at it, in ONE transaction of their own after the deposit's has
 * committed — a bonus is a business event of its own and a failure here never takes a
 * deposit back. Safe to run again, and at the same time: the waiting claims are locked, a
 * paid one is no longer waiting, and the ledger key pays a promotion to a member once.
 *
 *  - Only a deposit credited after joining counts (a replayed settlement of an older order
 *    does not).
 *  - A first deposit match takes the first such deposit: joining needs no deposit before,
 *    so it is the member's first. Below the minimum, it earns nothing and the claim closes.
 *  - A reload takes the first such deposit at or above the minimum; smaller ones wait.
 *  - A deposit credited after the promotion ended closes the claim.
 */
export async function matchDeposit(db: Database, deposit: CreditedDeposit): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    for (const { claim, rule } of await lockWaitingClaims(tx, deposit.memberId)) {
      if (rule.kind === 'fixed_bonus' || rule.merchantId !== deposit.merchantId) continue;
      if (deposit.settledAt < claim.joinedAt) continue;
      if (rule.endAt && deposit.settledAt >= rule.endAt) {
        await updateClaim(tx, claim.id, { status: 'closed', closedReason: 'ended' });
        continue;
      }
      const bonus = bonusFor(rule, deposit.amount);
      if (bonus > 0n) {
        await payBonus(tx, rule, claim, bonus, now, deposit);
      } else if (rule.kind === 'first_deposit_match') {
        await updateClaim(tx, claim.id, {
          status: 'closed',
          closedReason: 'deposit_below_minimum',
          depositOrderNo: deposit.orderNo,
          depositAmount: deposit.amount,
        });
      }
    }
  });
}
