import { isModuleEnabled, modIds, toMajor, type rewards } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import type { Page } from '../../../platform/db/paging';
import { AppError } from '../../../platform/http/app-error';
import { pageOf } from '../../../platform/http/pages';
import { getWhitelabelTree } from '../../system/service';
import { settlementGraceMs, type RebateLineFigures } from './calculation';
import { payoutsPage } from './queries';
import type { RebatePayoutRow } from './schema';
import { payRebate, pendingRebate } from './settle';

type Member = { merchantId: number; memberId: bigint };

/** Whether the brand's members claim their cashback (MANUAL_REBATE on) or are paid daily. */
export async function membersClaimRebate(db: Database, merchantId: number): Promise<boolean> {
  return isModuleEnabled(await getWhitelabelTree(db, merchantId), modIds.manualRebate);
}

const wireLine = (line: RebateLineFigures): rewards.RebateLine => ({
  category: line.category,
  validTurnover: toMajor(line.validTurnover),
  rate: line.rate,
  amount: toMajor(line.amount),
});

function wirePayout(row: RebatePayoutRow): rewards.RebatePayout {
  return {
    id: row.id.toString(),
    kind: row.kind as rewards.RebatePayout['kind'],
    from: row.periodFrom.toISOString(),
    until: row.periodUntil.toISOString(),
    level: row.level,
    amount: toMajor(row.amount),
    categories: row.lines.map((line) =>
      wireLine({ ...line, validTurnover: BigInt(line.validTurnover), amount: BigInt(line.amount) }),
    ),
    createdAt: row.createdAt.toISOString(),
  };
}

/** `GET /wps/rewards/rebate`: what the member could claim now, per category. */
export async function rebateSummary(
  db: Database,
  member: Member,
  now: Date,
): Promise<rewards.RebateSummary> {
  const claimable = await membersClaimRebate(db, member.merchantId);
  const figures = await pendingRebate(db, member, new Date(now.getTime() - settlementGraceMs));
  return {
    claimable,
    from: figures.from.toISOString(),
    until: figures.until.toISOString(),
    level: figures.level,
    levelName: figures.levelName,
    categories: figures.lines.map(wireLine),
    total: toMajor(figures.total),
  };
}

/**
 * `POST /wps/rewards/rebate/claim`: pays what is claimable since the last claim in one
 * transaction (see `payRebate`). Refused, changing nothing, when the brand pays cashback
 * daily or when there is nothing to pay, which is also what the second of two claims at
 * once finds.
 */
export async function claimRebate(
  db: Database,
  member: Member,
  now: Date,
): Promise<rewards.RebatePayout> {
  if (!(await membersClaimRebate(db, member.merchantId))) {
    throw AppError.of('rewardsRebatePaidDaily');
  }
  const until = new Date(now.getTime() - settlementGraceMs);
  const result = await db.transaction((tx) =>
    payRebate(tx, { ...member, kind: 'claim', until, advanceAnyway: false }, now),
  );
  if ('nothing' in result) throw AppError.of('rewardsRebateNothingClaimable');
  return wirePayout(result.paid);
}

/** `GET /wps/rewards/rebate/claims`: the member's cashback paid, newest first. */
export async function rebateClaims(db: Database, memberId: bigint, page: Page) {
  const { rows, totalCount } = await payoutsPage(db, memberId, page);
  return pageOf(rows.map(wirePayout), totalCount, page);
}
