import { toMajor, type consoleRewards, type rewards } from '@croupier/contract';
import { recordAudit } from '../../../platform/audit/audit-log';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import type { ConsoleActor } from '../../../platform/http/staff-guard';
import { labelRank } from '../../member/service';
import { levelsOf, membersAbove, replaceLevels } from './queries';
import type { VipLevelRow } from './schema';

/** A level as the wire shows it: amounts in major units. */
export function wireLevel(row: VipLevelRow): rewards.VipLevel {
  return {
    level: row.level,
    name: row.name,
    upgradeDeposits: toMajor(row.upgradeDeposits),
    upgradeTurnover: toMajor(row.upgradeTurnover),
    retainDeposits: toMajor(row.retainDeposits),
    retainTurnover: toMajor(row.retainTurnover),
    benefits: {
      rebateRates: row.rebateRates,
      dailyWithdrawalLimit:
        row.dailyWithdrawalLimit === null ? null : toMajor(row.dailyWithdrawalLimit),
      upgradeBonus: toMajor(row.upgradeBonus),
      birthdayBonus: toMajor(row.birthdayBonus),
    },
  };
}

/** The brand's ladder for the console and the player's page. */
export async function vipLevelList(db: Database, merchantId: number): Promise<rewards.VipLevel[]> {
  return (await levelsOf(db, merchantId)).map(wireLevel);
}

/**
 * The rules a ladder keeps (see `consoleRewards.vipLevelsBody`); the first it breaks refuses
 * the whole ladder, naming the level.
 */
function checkLadder(levels: readonly consoleRewards.ParsedVipLevel[]): void {
  levels.forEach((level, index) => {
    if (level.level !== index) throw AppError.of('rewardsVipLevelsNotContiguous', { level: index });
  });
  const names = new Set<string>();
  for (const level of levels) {
    const below = levels[level.level - 1];
    const { upgradeDeposits, upgradeTurnover, retainDeposits, retainTurnover } = level;
    if (!below && upgradeDeposits + upgradeTurnover + retainDeposits + retainTurnover !== 0n) {
      throw AppError.of('rewardsVipLevelZeroThresholds', { level: level.level });
    }
    if (
      below &&
      (upgradeDeposits < below.upgradeDeposits || upgradeTurnover < below.upgradeTurnover)
    ) {
      throw AppError.of('rewardsVipThresholdsDecrease', { level: level.level });
    }
    if (retainDeposits > upgradeDeposits || retainTurnover > upgradeTurnover) {
      throw AppError.of('rewardsVipRetentionAboveUpgrade', { level: level.level });
    }
    const name = level.name.toLowerCase();
    if (names.has(name)) throw AppError.of('rewardsVipNameTaken', { level: level.level });
    names.add(name);
  }
}

/**
 * Replaces the merchant's ladder inside the caller's transaction, after its rules hold and
 * no member holds a level it leaves out. Members take a new or renamed level's name (what the
 * nav shows). Answers the ladder before.
 */
export async function saveLadder(
  tx: Database,
  merchantId: number,
  input: readonly consoleRewards.ParsedVipLevel[],
): Promise<VipLevelRow[]> {
  const levels = [...input].sort((a, b) => a.level - b.level);
  checkLadder(levels);
  const top = levels.length - 1;
  if ((await membersAbove(tx, merchantId, top)) > 0) {
    throw AppError.of('rewardsVipLevelInUse', { level: top + 1 });
  }
  const before = await levelsOf(tx, merchantId);
  await replaceLevels(
    tx,
    merchantId,
    levels.map(({ benefits, ...level }) => ({ ...level, ...benefits, updatedAt: new Date() })),
  );
  for (const level of levels) {
    const old = before.find((row) => row.level === level.level);
    if (old?.name !== level.name) await labelRank(tx, merchantId, level.level, level.name);
  }
  return before;
}

/** `PUT /bo/rewards/vip-levels`: the ladder replaced and audited in one transaction. */
export async function updateVipLevels(
  db: Database,
  actor: ConsoleActor,
  body: consoleRewards.ParsedVipLevelsBody,
): Promise<rewards.VipLevel[]> {
  return db.transaction(async (tx) => {
    const before = await saveLadder(tx, actor.merchantId, body.levels);
    const after = await vipLevelList(tx, actor.merchantId);
    await recordAudit(tx, {
      staff: actor.staff,
      merchantId: actor.merchantId,
      action: 'rewards.vip_levels.update',
      target: 'vip-levels',
      before: before.map(wireLevel),
      after,
    });
    return after;
  });
}
