import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import {
  promotionClaims,
  promotionRules,
  type PromotionClaimRow,
  type PromotionRuleRow,
} from './schema';

/** The merchant's enabled promotion rules, in the order they were made. */
export function enabledRules(db: Database, merchantId: number): Promise<PromotionRuleRow[]> {
  return db
    .select()
    .from(promotionRules)
    .where(and(eq(promotionRules.merchantId, merchantId), eq(promotionRules.enabled, true)))
    .orderBy(asc(promotionRules.id));
}

export async function enabledRule(
  db: Database,
  merchantId: number,
  promotionId: number,
): Promise<PromotionRuleRow | undefined> {
  const [row] = await db
    .select()
    .from(promotionRules)
    .where(
      and(
        eq(promotionRules.merchantId, merchantId),
        eq(promotionRules.id, promotionId),
        eq(promotionRules.enabled, true),
      ),
    );
  return row;
}

export type NewRule = Omit<typeof promotionRules.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Adds a rule for an announcement that has none; one it has is left as it is. */
export async function addRule(db: Database, rule: NewRule): Promise<void> {
  await db.insert(promotionRules).values(rule).onConflictDoNothing();
}

export function claimsOfMember(db: Database, memberId: bigint): Promise<PromotionClaimRow[]> {
  return db.select().from(promotionClaims).where(eq(promotionClaims.memberId, memberId));
}

/** A new claim, or undefined when the member already has one of this promotion. */
export async function insertClaim(
  db: Database,
  claim: typeof promotionClaims.$inferInsert,
): Promise<PromotionClaimRow | undefined> {
  const [row] = await db.insert(promotionClaims).values(claim).onConflictDoNothing().returning();
  return row;
}

/** The member's claims waiting for a deposit, with their rules, locked (oldest first). */
export function lockWaitingClaims(db: Database, memberId: bigint) {
  return db
    .select({ claim: promotionClaims, rule: promotionRules })
    .from(promotionClaims)
    .innerJoin(promotionRules, eq(promotionRules.id, promotionClaims.promotionId))
    .where(and(eq(promotionClaims.memberId, memberId), eq(promotionClaims.status, 'signed')))
    .orderBy(asc(promotionClaims.id))
    .for('update', { of: promotionClaims });
}

export async function updateClaim(
  db: Database,
  id: bigint,
  changes: Partial<PromotionClaimRow>,
): Promise<PromotionClaimRow> {
  const [row] = await db
    .update(promotionClaims)
    .set(changes)
    .where(eq(promotionClaims.id, id))
    .returning();
  return row!;
}

/** The member's paid bonuses (issued or claimed) with their rules, newest first. */
export function paidClaims(db: Database, memberId: bigint) {
  return db
    .select({ claim: promotionClaims, rule: promotionRules })
    .from(promotionClaims)
    .innerJoin(promotionRules, eq(promotionRules.id, promotionClaims.promotionId))
    .where(
      and(
        eq(promotionClaims.memberId, memberId),
        inArray(promotionClaims.status, ['issued', 'claimed']),
      ),
    )
    .orderBy(desc(promotionClaims.issuedAt), desc(promotionClaims.id));
}

/** The member's bonuses whose wagering is still open. */
export function openBonuses(db: Database, memberId: bigint): Promise<PromotionClaimRow[]> {
  return db
    .select()
    .from(promotionClaims)
    .where(and(eq(promotionClaims.memberId, memberId), eq(promotionClaims.status, 'issued')))
    .orderBy(asc(promotionClaims.issuedAt));
}

/** Bonuses whose wagering is met: released, once (a claimed one stays claimed). */
export async function markWageringMet(db: Database, ids: bigint[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(promotionClaims)
    .set({ status: 'claimed', completedAt: now })
    .where(and(inArray(promotionClaims.id, ids), eq(promotionClaims.status, 'issued')));
}
