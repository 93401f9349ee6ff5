import { trialAccountType } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import type { Period } from '../../../platform/db/rows';
import { findMemberById } from '../../member/service';
import { post } from '../../wallet/service';
import { validTurnover } from '../turnover/service';
import { rebateRatesOfMembers } from '../vip/service';
import { rebateOf, type RebateLineFigures } from './calculation';
import { advanceWatermark, insertPayout, lockWatermark, watermarksOf } from './queries';
import type { RebatePayoutRow } from './schema';

/** A member's cashback of a period, worked out but not paid. */
export type RebateFigures = Period & {
  level: number;
  levelName: string;
  lines: RebateLineFigures[];
  total: bigint;
};

type Member = { merchantId: number; memberId: bigint };

/** The member, and where a first cashback starts: their registration. */
async function memberOf(db: Database, memberId: bigint) {
  const member = await findMemberById(db, memberId);
  if (!member) throw new Error(`member ${memberId} not found`);
  return member;
}

/**
 * The cashback of the member's valid turnover settled in [from, until), at the rates of the
 * level they hold now. A trial account plays with money that is not real: no rates.
 */
export async function figuresOf(
  db: Database,
  { merchantId, memberId }: Member,
  period: Period,
  trial: boolean,
): Promise<RebateFigures> {
  // One after the other: `db` may be a transaction, whose one connection both would share.
  const rates = (await rebateRatesOfMembers(db, merchantId, [memberId])).get(memberId)!;
  const turnover =
    period.from < period.until
      ? await validTurnover(db, merchantId, { ...period, memberIds: [memberId] })
      : new Map();
  const { lines, total } = rebateOf(
    turnover.get(memberId)?.byCategory ?? new Map(),
    trial ? {} : rates.rates,
  );
  return { ...period, level: rates.level, levelName: rates.name, lines, total };
}

/** What the member's next cashback would be if it ended at `until` (nothing locked or paid). */
export async function pendingRebate(db: Database, who: Member, until: Date) {
  const member = await memberOf(db, who.memberId);
  const from = (await watermarksOf(db, [who.memberId])).get(who.memberId) ?? member.createdAt;
  return figuresOf(
    db,
    who,
    { from, until: from < until ? until : from },
    member.accountType === trialAccountType,
  );
}

/**
 * Pays the member's cashback from their watermark up to `until`, inside the caller's
 * transaction: the watermark row is locked first, so of two payments at once the second
 * waits and then starts where the first ended. One bonus posting from the merchant's
 * promotions account to the member's main wallet, under the key `rebate:<member>:<from>`
 * (a period's start is paid once whatever happens), the payout row beside it, and the
 * watermark moved to `until`, all in the one transaction.
 *
 * Answers the payout, or the figures when there was nothing to pay. With nothing to pay,
 * `advanceAnyway` still moves the watermark (the daily job: that day is done), else nothing
 * changes (a claim, refused by its caller).
 */
export async function payRebate(
  tx: Database,
  who: Member & { kind: 'claim' | 'daily'; until: Date; advanceAnyway: boolean },
  now: Date,
): Promise<{ paid: RebatePayoutRow } | { nothing: RebateFigures }> {
  const member = await memberOf(tx, who.memberId);
  const from = await lockWatermark(tx, { ...who, start: member.createdAt });
  const figures = await figuresOf(
    tx,
    who,
    { from, until: from < who.until ? who.until : from },
    member.accountType === trialAccountType,
  );
  if (figures.total <= 0n) {
    if (who.advanceAnyway) await advanceWatermark(tx, who.memberId, who.until, now);
    return { nothing: figures };
  }
  const posting = await post(tx, {
    merchantId: who.merchantId,
    idempotencyKey: `rebate:${who.memberId}:${from.toISOString()}`,
    kind: 'bonus',
    memberId: who.memberId,
    reference: `REBATE-${who.memberId}-${from.getTime()}`,
    details: {
      description: 'Cashback',
      rebate: { kind: who.kind, from: from.toISOString(), until: who.until.toISOString() },
    },
    // The paying side first, as the ledger's entries are written.
    legs: [
      { account: { merchant: 'promotions' }, amount: -figures.total },
      { account: { memberId: who.memberId, kind: 'main' }, amount: figures.total },
    ],
  });
  const paid = await insertPayout(tx, {
    merchantId: who.merchantId,
    memberId: who.memberId,
    kind: who.kind,
    periodFrom: from,
    periodUntil: who.until,
    level: figures.level,
    amount: figures.total,
    lines: figures.lines.map((line) => ({
      category: line.category,
      validTurnover: line.validTurnover.toString(),
      rate: line.rate,
      amount: line.amount.toString(),
    })),
    postingId: posting.postingId,
    createdAt: now,
  });
  await advanceWatermark(tx, who.memberId, who.until, now);
  return { paid };
}
