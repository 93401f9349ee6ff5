import type { Period } from '../../../platform/db/rows';

// The VIP rules as plain functions of a month's figures: which level they reach, whether
// they keep a level. Thresholds and figures are minor units.

/** The thresholds of a level (see `vip_levels`). */
export type LevelThresholds = {
  level: number;
  upgradeDeposits: bigint;
  upgradeTurnover: bigint;
  retainDeposits: bigint;
  retainTurnover: bigint;
};

/** A member's figures of a month: deposits and valid turnover. */
export type MonthFigures = { deposits: bigint; validTurnover: bigint };

/** A calendar month in UTC: its span and its key ('2026-11'). */
export type Month = Period & { key: string };

export function monthOf(now: Date): Month {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return {
    key: `${year}-${String(month + 1).padStart(2, '0')}`,
    from: new Date(Date.UTC(year, month, 1)),
    until: new Date(Date.UTC(year, month + 1, 1)),
  };
}

/** The month before the one `now` is in. */
export function previousMonth(now: Date): Month {
  const current = monthOf(now);
  return monthOf(new Date(current.from.getTime() - 1));
}

/**
 * The highest level whose upgrade thresholds the figures reach, deposits AND valid turnover
 * (0 when none above it is reached). `levels` in order, level 0 first.
 */
export function levelReached(levels: readonly LevelThresholds[], figures: MonthFigures): number {
  let reached = 0;
  for (const level of levels) {
    if (
      figures.deposits >= level.upgradeDeposits &&
      figures.validTurnover >= level.upgradeTurnover
    ) {
      reached = Math.max(reached, level.level);
    }
  }
  return reached;
}

/** Whether a month's figures keep a level: both retention thresholds met. */
export function keepsLevel(level: LevelThresholds, figures: MonthFigures): boolean {
  return figures.deposits >= level.retainDeposits && figures.validTurnover >= level.retainTurnover;
}

/** How much is missing to reach a threshold (0 once met). */
export const missing = (threshold: bigint, figure: bigint): bigint =>
  figure >= threshold ? 0n : threshold - figure;
