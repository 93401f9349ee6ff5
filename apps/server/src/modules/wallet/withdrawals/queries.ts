import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { withdrawal as contract } from '@croupier/contract';
import { lockUntilCommit } from '../../../platform/db/advisory-locks';
import type { Database } from '../../../platform/db/database';
import { ledgerPostings } from '../ledger/schema';
import { withdrawalProofs, withdrawals, type WithdrawalRow } from './schema';

// The statements of one withdrawal order and its proofs. Its lists are in
// order-list-queries.ts, the paid-out orders' in paid-order-queries.ts, the cards' in
// bank-card-queries.ts.

/**
 * Serialises one member's withdrawal and bank-card changes until the transaction ends: the
 * daily count, the card limit and a requestId's first order are read and acted on as one
 * step, so a double click or two tabs can't both pass a check. A transaction-level advisory
 * lock on a hash of the member id, rather than a row lock, so bets on the same wallet never
 * wait for it. The one-key space is apart from the job runner's two-key locks.
 */
export function lockMemberWithdrawals(tx: Database, memberId: bigint): Promise<void> {
  return lockUntilCommit(tx, `withdrawals:${memberId}`);
}

/** Requests made since a moment that still count: a rejected one gave its slot back. */
export function countedSince(db: Database, memberId: bigint, since: Date): Promise<number> {
  return db.$count(
    withdrawals,
    and(
      eq(withdrawals.memberId, memberId),
      ne(withdrawals.status, 'rejected'),
      gte(withdrawals.createdAt, since),
    ),
  );
}

export async function insertWithdrawal(
  tx: Database,
  values: Pick<WithdrawalRow, 'merchantId' | 'memberId' | 'orderNo' | 'bankCardId' | 'amount'>,
): Promise<WithdrawalRow> {
  const [row] = await tx.insert(withdrawals).values(values).returning();
  return row!;
}

export async function setHoldPosting(
  tx: Database,
  id: bigint,
  holdPostingId: bigint,
): Promise<WithdrawalRow> {
  const [row] = await tx
    .update(withdrawals)
    .set({ holdPostingId })
    .where(eq(withdrawals.id, id))
    .returning();
  return row!;
}

/** The order a requestId made, found through its hold posting (the ledger's), which carries the id. */
export async function orderOfRequest(tx: Database, memberId: bigint, requestId: string) {
  const [row] = await tx
    .select({ order: withdrawals })
    .from(withdrawals)
    .innerJoin(ledgerPostings, eq(ledgerPostings.id, withdrawals.holdPostingId))
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        sql`${ledgerPostings.details}->>'requestId' = ${requestId}`,
      ),
    );
  return row?.order;
}

export async function findOrder(tx: Database, merchantId: number, orderNo: string) {
  const [row] = await tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.orderNo, orderNo)));
  return row;
}

export async function orderById(tx: Database, id: bigint) {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row;
}

/** A member's own order. */
export async function memberOrder(
  tx: Database,
  member: { memberId: bigint; merchantId: number },
  orderNo: string,
) {
  const [row] = await tx
    .select()
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.merchantId, member.merchantId),
        eq(withdrawals.memberId, member.memberId),
        eq(withdrawals.orderNo, orderNo),
      ),
    );
  return row;
}

/** Moves an order on from one of `from`; undefined when it was in none of them. */
export async function moveOrder(
  tx: Database,
  merchantId: number,
  orderNo: string,
  from: contract.WithdrawalStatus[],
  changes: Partial<WithdrawalRow>,
) {
  const [row] = await tx
    .update(withdrawals)
    .set(changes)
    .where(
      and(
        eq(withdrawals.merchantId, merchantId),
        eq(withdrawals.orderNo, orderNo),
        inArray(withdrawals.status, from),
      ),
    )
    .returning();
  return row;
}

export async function insertProofs(
  tx: Database,
  withdrawalId: bigint,
  proofs: { contentType: string; bytes: Buffer }[],
) {
  await tx.insert(withdrawalProofs).values(proofs.map((proof) => ({ withdrawalId, ...proof })));
}

export async function findProof(db: Database, merchantId: number, orderNo: string, id: bigint) {
  const [proof] = await db
    .select({ contentType: withdrawalProofs.contentType, bytes: withdrawalProofs.bytes })
    .from(withdrawalProofs)
    .innerJoin(withdrawals, eq(withdrawals.id, withdrawalProofs.withdrawalId))
    .where(
      and(
        eq(withdrawalProofs.id, id),
        eq(withdrawals.merchantId, merchantId),
        eq(withdrawals.orderNo, orderNo),
      ),
    );
  return proof;
}
