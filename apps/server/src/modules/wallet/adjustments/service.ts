import { toMajor, type consoleMembers } from '@croupier/contract';
import { recordAudit, type AuditActor } from '../../../platform/audit/audit-log';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { sendInboxMessage } from '../../content/service';
import { accountId, memberOfMerchant, orderNumber, post, walletBalance } from '../ledger/service';

export type Adjustment = {
  direction: consoleMembers.AdjustmentDirection;
  /** Positive, minor units. */
  amount: bigint;
  reason: string;
  /** The console's key of this adjustment: sent again, it posts nothing more. */
  idempotencyKey: string;
};

export const memberNotFound = () => AppError.of('memberNotFound');

/**
 * An operator's manual change of a member's main wallet (`POST /bo/members/:id/balance-
 * adjustments`): one double-entry posting between the member's main wallet and the merchant's
 * `adjustments` account, its audit entry with the balance before and after, and a message in
 * the member's inbox, all in one transaction. The console's key makes a double click post
 * once; the ledger's CHECK refuses a debit below zero, and then nothing at all is written.
 */
export async function adjustBalance(
  db: Database,
  merchantId: number,
  memberId: bigint,
  adjustment: Adjustment,
  staff: AuditActor,
): Promise<consoleMembers.AdjustmentResult> {
  const member = await memberOfMerchant(db, merchantId, memberId);
  if (member.accountType === 4) {
    // A trial account plays with money that is not real; there is nothing to correct.
    throw AppError.of('adjustmentTrialAccount');
  }
  const signed = adjustment.direction === 'credit' ? adjustment.amount : -adjustment.amount;
  try {
    return await db.transaction(async (tx) => {
      const result = await post(tx, {
        merchantId,
        idempotencyKey: `adjustment:${adjustment.idempotencyKey}`,
        kind: 'adjustment',
        memberId,
        reference: orderNumber('A'),
        details: {
          reason: adjustment.reason,
          direction: adjustment.direction,
          staff: staff.username,
        },
        legs: [
          { account: { memberId, kind: 'main' }, amount: signed },
          { account: { merchant: 'adjustments' }, amount: -signed },
        ],
      });
      const main = await accountId(tx, merchantId, { memberId, kind: 'main' });
      const balanceAfter = result.balances.get(main);
      if (balanceAfter === undefined)
        throw new Error(`adjustment ${result.postingId} lost its balance`);
      const balanceBefore = balanceAfter - signed;
      const answer = {
        postingId: String(result.postingId),
        reference: result.reference,
        direction: adjustment.direction,
        amount: toMajor(adjustment.amount),
        balanceBefore: toMajor(balanceBefore),
        balanceAfter: toMajor(balanceAfter),
        replayed: result.replayed,
      };
      if (result.replayed) return answer;

      await recordAudit(tx, {
        staff,
        merchantId,
        action: 'member.balance.adjust',
        target: `member:${memberId}`,
        before: { mainBalance: balanceBefore },
        after: {
          mainBalance: balanceAfter,
          direction: adjustment.direction,
          amount: adjustment.amount,
          reason: adjustment.reason,
          reference: result.reference,
          postingId: result.postingId,
        },
      });
      await sendInboxMessage(tx, {
        merchantId,
        memberId,
        kind: adjustment.direction === 'credit' ? 'balance_credited' : 'balance_debited',
        orderNo: result.reference,
        params: { amount: toMajor(adjustment.amount).toFixed(2), reason: adjustment.reason },
      });
      return answer;
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'wallet.insufficient.funds') {
      // The transaction is gone; the balance it could not take the debit from is read after.
      throw AppError.of('adjustmentExceedsBalance', {
        balance: toMajor(await walletBalance(db, memberId)),
      });
    }
    throw error;
  }
}
