import { toMajor, type rewards } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { post, verifyPaymentPassword } from '../../wallet/service';
import { cashForPoints, toPoints } from './rates';
import { applyChange, journalRowByKey, lockedBalance, settingsOf } from './queries';

type Member = { memberId: bigint; merchantId: number };

/**
 * A member converts whole points to cash (`POST /wps/rewards/points/convert`). The payment
 * password is checked first; then, in ONE transaction: the member's points account is locked,
 * the points are debited in the journal (type `redeem`) and the cash is ONE ledger posting
 * from the merchant's promotions account to the member's main wallet, both under the key
 * `points-convert:<member>:<requestId>`. The same request again (a double click, a retry,
 * concurrent resends) answers the first conversion and moves nothing; the same `requestId`
 * with other points is refused. Every refusal changes nothing.
 */
export async function convertPoints(
  db: Database,
  member: Member,
  body: { points: number; paymentPassword: string; requestId: string },
): Promise<rewards.PointConversion> {
  await verifyPaymentPassword(
    db,
    { id: member.memberId, merchantId: member.merchantId },
    body.paymentPassword,
  );
  const points = BigInt(body.points) * 100n;
  const key = `points-convert:${member.memberId}:${body.requestId}`;
  return db.transaction(async (tx) => {
    const balance = await lockedBalance(tx, member.merchantId, member.memberId);
    const first = await journalRowByKey(tx, member.merchantId, key);
    if (first) {
      if (first.memberId !== member.memberId || first.change !== -points) {
        throw AppError.of('idempotencyConflict');
      }
      return conversionOf(points, first.cashAmount ?? 0n, balance);
    }
    const settings = await settingsOf(tx, member.merchantId);
    if (!settings || settings.cashPerHundredPoints <= 0n) {
      throw AppError.of('rewardsPointsConversionClosed');
    }
    if (points < settings.minConvertPoints) {
      throw AppError.of('rewardsPointsBelowMinimum', { min: toPoints(settings.minConvertPoints) });
    }
    if (points > balance) {
      throw AppError.of('rewardsPointsInsufficient', { balance: toPoints(balance) });
    }
    const cash = cashForPoints(points, settings.cashPerHundredPoints);
    if (cash <= 0n) throw AppError.of('rewardsPointsWorthNothing');
    const reference = `PTS-${member.memberId}-${body.requestId.slice(0, 8)}`;
    const posting = await post(tx, {
      merchantId: member.merchantId,
      idempotencyKey: key,
      kind: 'bonus',
      memberId: member.memberId,
      reference,
      details: { description: 'Points converted to cash', points: toPoints(points) },
      // The paying side first, as the ledger's entries are written.
      legs: [
        { account: { merchant: 'promotions' }, amount: -cash },
        { account: { memberId: member.memberId, kind: 'main' }, amount: cash },
      ],
    });
    const row = await applyChange(tx, {
      merchantId: member.merchantId,
      memberId: member.memberId,
      idempotencyKey: key,
      type: 'redeem',
      change: -points,
      remarks: reference,
      cashAmount: cash,
      postingId: posting.postingId,
    });
    return conversionOf(points, cash, row.balanceAfter);
  });
}

function conversionOf(points: bigint, cash: bigint, balance: bigint): rewards.PointConversion {
  return { points: toPoints(points), cashAmount: toMajor(cash), balance: toPoints(balance) };
}
