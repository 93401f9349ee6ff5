import { toMajor, type rewards } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { depositsByMember } from '../../wallet/service';
import { validTurnover } from '../turnover/service';
import { missing, monthOf } from './ladder';
import { wireLevel } from './levels';
import { levelsOf, levelsOfMembers } from './queries';

/**
 * `GET /wps/rewards/vip`: the brand's ladder; with a member, their level, this month's
 * deposits and valid turnover, what the month lacks for the next level and to keep theirs.
 * The level is the one the rank job set last: figures that reach a higher one show nothing
 * missing until the job's next run lifts it.
 */
export async function vipOverview(
  db: Database,
  merchantId: number,
  memberId: bigint | null,
  now: Date,
): Promise<rewards.VipOverview> {
  const levels = await levelsOf(db, merchantId);
  if (memberId === null || levels.length === 0) {
    return { levels: levels.map(wireLevel), member: null };
  }
  const month = monthOf(now);
  const held = await levelsOfMembers(db, merchantId, [memberId]);
  const deposits = await depositsByMember(db, merchantId, month, [memberId]);
  const turnover = await validTurnover(db, merchantId, { ...month, memberIds: [memberId] });
  const heldLevel = held.get(memberId) ?? 0;
  const current = levels.findLast((level) => level.level <= heldLevel) ?? levels[0]!;
  const next = levels.find((level) => level.level > current.level);
  const figures = {
    deposits: deposits.get(memberId) ?? 0n,
    validTurnover: turnover.get(memberId)?.total ?? 0n,
  };
  const byCategory = turnover.get(memberId)?.byCategory ?? new Map();
  return {
    levels: levels.map(wireLevel),
    member: {
      level: current.level,
      name: current.name,
      period: { from: month.from.toISOString(), until: month.until.toISOString() },
      deposits: toMajor(figures.deposits),
      validTurnover: toMajor(figures.validTurnover),
      turnoverByCategory: [...byCategory].map(([category, amount]) => ({
        category,
        validTurnover: toMajor(amount),
      })),
      next: next
        ? {
            level: next.level,
            name: next.name,
            depositsMissing: toMajor(missing(next.upgradeDeposits, figures.deposits)),
            turnoverMissing: toMajor(missing(next.upgradeTurnover, figures.validTurnover)),
          }
        : null,
      retention: {
        depositsMissing: toMajor(missing(current.retainDeposits, figures.deposits)),
        turnoverMissing: toMajor(missing(current.retainTurnover, figures.validTurnover)),
      },
    },
  };
}
