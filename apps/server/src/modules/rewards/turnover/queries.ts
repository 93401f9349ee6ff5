import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { turnoverRules, type TurnoverRuleRow } from './schema';

/** The merchant's turnover rules (categories without a row count in full). */
export function rulesOf(db: Database, merchantId: number): Promise<TurnoverRuleRow[]> {
  return db.select().from(turnoverRules).where(eq(turnoverRules.merchantId, merchantId));
}

/** Sets the rules of some categories; the others keep theirs. */
export async function saveRules(
  db: Database,
  merchantId: number,
  rules: readonly { category: string; weight: number; excluded: boolean }[],
  now: Date,
): Promise<void> {
  if (rules.length === 0) return;
  await db
    .insert(turnoverRules)
    .values(rules.map((rule) => ({ merchantId, ...rule, updatedAt: now })))
    .onConflictDoUpdate({
      target: [turnoverRules.merchantId, turnoverRules.category],
      set: {
        weight: sql`excluded.weight`,
        excluded: sql`excluded.excluded`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}
