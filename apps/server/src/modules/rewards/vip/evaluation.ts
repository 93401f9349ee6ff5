import { trialAccountType } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import type { Job } from '../../../platform/jobs/job-runner';
import { findMemberById, setMemberRank } from '../../member/service';
import { depositsByMember, post } from '../../wallet/service';
import { validTurnover } from '../turnover/service';
import {
  keepsLevel,
  levelReached,
  monthOf,
  previousMonth,
  type Month,
  type MonthFigures,
} from './ladder';
import {
  levelsOf,
  levelsOfMembers,
  markReviewed,
  merchantsWithLevels,
  noteUpgradeBonus,
  raiseLevel,
  unreviewedRanks,
  upgradeBonusPaid,
} from './queries';
import type { VipLevelRow } from './schema';

/** Members reviewed, or upgraded, per merchant and run: a bounded transaction. */
export const vipBatchSize = 500;

/**
 * Evaluates the VIP ranks of every merchant with a ladder, as of `now`:
 *
 *  1. The end of the previous month, once per member: a member above level 0 whose month's
 *     deposits or valid turnover missed the level's retention thresholds goes down one level.
 *     A member whose level changed after that month ended is not judged on it.
 *  2. The current month: a member whose month's deposits AND valid turnover reach a higher
 *     level's upgrade thresholds goes up to the highest level reached, and is paid the upgrade
 *     bonus of each level passed, once per member and level whatever happens later.
 *
 * Run by the job runner inside a transaction holding the job's lock; every step is also safe
 * without it (a rank is raised only from below, a month reviewed once, a bonus noted once and
 * posted under its ledger key), so running it twice changes nothing the second time. Answers
 * 'more' when a batch was full and work may be left.
 */
export async function evaluateVipRanks(db: Database, now: Date): Promise<'more' | void> {
  let more = false;
  for (const merchantId of await merchantsWithLevels(db)) {
    const levels = await levelsOf(db, merchantId);
    if (levels.length < 2) continue;
    const reviewed = await reviewMonthEnd(db, merchantId, levels, previousMonth(now), now);
    const upgraded = await upgradeRanks(db, merchantId, levels, monthOf(now), now);
    more ||= reviewed >= vipBatchSize || upgraded >= vipBatchSize;
  }
  if (more) return 'more';
}

/** The VIP ranks' job (main.ts runs it every few minutes); 100 is apart from the lottery's 2 + lane. */
export const vipRankJob: Job = {
  id: 100,
  name: 'vipRanks',
  run: (db, now) => evaluateVipRanks(db, now),
};

/** Members' deposits and valid turnover of a month, and who has any. */
async function figuresOf(db: Database, merchantId: number, month: Month, memberIds?: bigint[]) {
  // One after the other: inside a transaction, both would share its one connection.
  const deposits = await depositsByMember(db, merchantId, month, memberIds);
  const turnover = await validTurnover(db, merchantId, { ...month, memberIds });
  return {
    of: (memberId: bigint): MonthFigures => ({
      deposits: deposits.get(memberId) ?? 0n,
      validTurnover: turnover.get(memberId)?.total ?? 0n,
    }),
    members: new Set([...deposits.keys(), ...turnover.keys()]),
  };
}

/** Step 1; answers how many members it looked at. */
async function reviewMonthEnd(
  db: Database,
  merchantId: number,
  levels: VipLevelRow[],
  month: Month,
  now: Date,
): Promise<number> {
  const ranks = await unreviewedRanks(db, merchantId, month.key, vipBatchSize);
  if (ranks.length === 0) return 0;
  const figures = await figuresOf(
    db,
    merchantId,
    month,
    ranks.map((rank) => rank.memberId),
  );
  for (const rank of ranks) {
    const level = levels.find((candidate) => candidate.level === rank.level);
    const judged = rank.changedAt < month.until;
    const down =
      judged && (!level || !keepsLevel(level, figures.of(rank.memberId)))
        ? levels.findLast((candidate) => candidate.level < rank.level)
        : undefined;
    const change = down ? { level: down.level, changedAt: now } : null;
    if ((await markReviewed(db, rank.memberId, month.key, change)) && down) {
      await setMemberRank(db, rank.memberId, { rankLevel: down.level, clubLabel: down.name });
    }
  }
  return ranks.length;
}

/** Step 2; answers how many members it upgraded. */
async function upgradeRanks(
  db: Database,
  merchantId: number,
  levels: VipLevelRow[],
  month: Month,
  now: Date,
): Promise<number> {
  const figures = await figuresOf(db, merchantId, month);
  const reaching = new Map<bigint, number>();
  for (const memberId of figures.members) {
    const reached = levelReached(levels, figures.of(memberId));
    if (reached > 0) reaching.set(memberId, reached);
  }
  const held = await levelsOfMembers(db, merchantId, [...reaching.keys()]);
  let upgraded = 0;
  for (const [memberId, reached] of reaching) {
    const from = held.get(memberId) ?? 0;
    if (reached <= from) continue;
    if (upgraded >= vipBatchSize) break;
    const member = await findMemberById(db, memberId);
    // A trial account plays with money that is not real: it has no rank and earns no bonus.
    if (!member || member.accountType === trialAccountType) continue;
    if (!(await raiseLevel(db, { merchantId, memberId, level: reached }, now))) continue;
    const level = levels.find((candidate) => candidate.level === reached)!;
    await setMemberRank(db, memberId, { rankLevel: level.level, clubLabel: level.name });
    for (const passed of levels.filter((step) => step.level > from && step.level <= reached)) {
      await payUpgradeBonus(db, merchantId, memberId, passed);
    }
    upgraded += 1;
  }
  return upgraded;
}

/**
 * A level's upgrade bonus, once per member and level: a bonus posting from the merchant's
 * promotions account to the member's main wallet (no bonus wallet with wagering exists yet),
 * under the key `vip-upgrade:<member>:<level>`, noted beside it. Nothing for a level of no bonus.
 */
async function payUpgradeBonus(
  db: Database,
  merchantId: number,
  memberId: bigint,
  level: VipLevelRow,
): Promise<void> {
  const amount = level.upgradeBonus;
  if (amount <= 0n || (await upgradeBonusPaid(db, memberId, level.level))) return;
  const result = await post(db, {
    merchantId,
    idempotencyKey: `vip-upgrade:${memberId}:${level.level}`,
    kind: 'bonus',
    memberId,
    reference: `VIP-${memberId}-${level.level}`,
    details: { description: `VIP upgrade bonus: ${level.name}`, vipLevel: level.level },
    // The paying side first, as the ledger's entries are written.
    legs: [
      { account: { merchant: 'promotions' }, amount: -amount },
      { account: { memberId, kind: 'main' }, amount },
    ],
  });
  await noteUpgradeBonus(db, {
    memberId,
    level: level.level,
    merchantId,
    amount,
    postingId: result.postingId,
  });
}
