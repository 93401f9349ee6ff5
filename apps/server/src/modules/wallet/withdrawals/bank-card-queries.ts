import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { bankCards, type BankCardRow } from './schema';

// A member's bank cards: where withdrawals are paid. Changes run under the member's
// withdrawal lock (`lockMemberWithdrawals` in queries.ts).

const inUse = (memberId: bigint) =>
  and(eq(bankCards.memberId, memberId), isNull(bankCards.removedAt));

/** The member's cards in use, oldest first (removed ones stay in the table for history). */
export function activeBankCards(db: Database, memberId: bigint): Promise<BankCardRow[]> {
  return db.select().from(bankCards).where(inUse(memberId)).orderBy(asc(bankCards.id));
}

export async function activeCard(db: Database, memberId: bigint, cardId: bigint) {
  const [row] = await db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.id, cardId), inUse(memberId)));
  return row;
}

export function countActiveCards(db: Database, memberId: bigint): Promise<number> {
  return db.$count(bankCards, inUse(memberId));
}

export async function cardOf(db: Database, id: bigint) {
  const [row] = await db.select().from(bankCards).where(eq(bankCards.id, id));
  return row;
}

/** A new card; undefined when the member already uses one with this number. */
export async function insertCard(
  tx: Database,
  values: Pick<BankCardRow, 'memberId' | 'bankName' | 'accountName' | 'accountNumber' | 'branch'>,
) {
  const [card] = await tx.insert(bankCards).values(values).onConflictDoNothing().returning();
  return card;
}

/** Takes a card out of use; false when the member has no such card in use. */
export async function removeCard(db: Database, memberId: bigint, cardId: bigint) {
  const removed = await db
    .update(bankCards)
    .set({ removedAt: sql`now()` })
    .where(and(eq(bankCards.id, cardId), inUse(memberId)))
    .returning({ id: bankCards.id });
  return removed.length > 0;
}
