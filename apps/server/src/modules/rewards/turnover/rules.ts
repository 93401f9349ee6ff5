import { gameCategories, type consoleRewards, type GameCategory } from '@croupier/contract';
import { recordAudit } from '../../../platform/audit/audit-log';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import type { ConsoleActor } from '../../../platform/http/staff-guard';
import { rulesOf, saveRules } from './queries';

/** How a category counts: basis points of its stakes, or not at all. */
export type TurnoverRule = { weight: number; excluded: boolean };

/** 100 %: a category without a rule counts in full. */
export const fullWeight = 10_000;

/** The merchant's rule of every category, defaults filled in. */
export async function turnoverRulesOf(
  db: Database,
  merchantId: number,
): Promise<Map<GameCategory, TurnoverRule>> {
  const rules = new Map<GameCategory, TurnoverRule>(
    gameCategories.map((category) => [category, { weight: fullWeight, excluded: false }]),
  );
  for (const row of await rulesOf(db, merchantId)) {
    rules.set(row.category as GameCategory, { weight: row.weight, excluded: row.excluded });
  }
  return rules;
}

type WireRule = consoleRewards.TurnoverRule;

/** The console's list: every game category with how it counts towards valid turnover. */
export async function consoleTurnoverRules(db: Database, merchantId: number): Promise<WireRule[]> {
  const rules = await turnoverRulesOf(db, merchantId);
  return [...rules].map(([category, rule]) => ({ category, ...rule }));
}

/**
 * Sets how some categories count (`PUT /bo/rewards/turnover-rules`), audited with the rules
 * before and after, in one transaction. A category named twice is refused: nothing changes.
 */
export async function updateTurnoverRules(
  db: Database,
  actor: ConsoleActor,
  body: consoleRewards.TurnoverRulesBody,
): Promise<WireRule[]> {
  const categories = body.rules.map((rule) => rule.category);
  if (new Set(categories).size !== categories.length) {
    throw AppError.of('rewardsTurnoverRuleRepeated');
  }
  return db.transaction(async (tx) => {
    const before = await consoleTurnoverRules(tx, actor.merchantId);
    await saveRules(tx, actor.merchantId, body.rules, new Date());
    const after = await consoleTurnoverRules(tx, actor.merchantId);
    await recordAudit(tx, {
      staff: actor.staff,
      merchantId: actor.merchantId,
      action: 'rewards.turnover_rules.update',
      target: `turnover-rules:${categories.join(',')}`,
      before: before.filter((rule) => categories.includes(rule.category)),
      after: after.filter((rule) => categories.includes(rule.category)),
    });
    return after;
  });
}
