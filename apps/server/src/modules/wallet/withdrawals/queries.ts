import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { withdrawal as contract } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { totalsByUtcDay, type DayTotals } from '../../../platform/db/rows';
import { members } from '../../member/schema';
import { ledgerPostings } from '../ledger/schema';
import {
  bankCards,
  withdrawalProofs,
  withdrawals,
  type BankCardRow,
  type WithdrawalRow,
} from './schema';

type Page = { pageNo: number; pageSize: number };
const offsetOf = (page: Page) => (page.pageNo - 1) * page.pageSize;

/**
 * Serialises one member's withdrawal and bank-card changes until the transaction ends: the
 * daily count, the card limit and a requestId's first order are read and acted on as one
 * step, so a double click or two tabs can't both pass a check. A transaction-level advisory
 * lock on a hash of the member id, rather than a row lock, so bets on the same wallet never
 * wait for it. The one-key space is apart from the job runner's two-key locks.
 */
export async function lockMemberWithdrawals(tx: Database, memberId: bigint): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`withdrawals:${memberId}`}, 0))`,
  );
}

// Orders

/** Requests made since a moment that still count: a rejected one gave its slot back. */
export async function countedSince(db: Database, memberId: bigint, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        ne(withdrawals.status, 'rejected'),
        gte(withdrawals.createdAt, since),
      ),
    );
  return Number(row?.total ?? 0);
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

/** Confirms a paid order with the member's answer; undefined when it was no longer paid. */
export async function confirmPaidOrder(tx: Database, id: bigint, changes: Partial<WithdrawalRow>) {
  const [row] = await tx
    .update(withdrawals)
    .set({ ...changes, status: 'confirmed' })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'paid')))
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

/** A member's orders with the bank and number of their card, newest first. */
export async function memberOrderRows(db: Database, memberId: bigint, page: Page) {
  const where = eq(withdrawals.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        order: withdrawals,
        bankName: bankCards.bankName,
        accountNumber: bankCards.accountNumber,
      })
      .from(withdrawals)
      .innerJoin(bankCards, eq(bankCards.id, withdrawals.bankCardId))
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ total: count() }).from(withdrawals).where(where),
  ]);
  return { rows, totalCount: Number(total?.total ?? 0) };
}

/**
 * The operator's page of orders with the card, the proofs' ids and the username. The
 * username is joined from the member module's table: a member-service call per row would be
 * N+1 on a page of 100.
 */
export async function consoleOrderRows(
  db: Database,
  merchantId: number,
  filter: Page & { status?: contract.WithdrawalStatus; orderNo?: string },
) {
  const where = and(
    eq(withdrawals.merchantId, merchantId),
    filter.status ? eq(withdrawals.status, filter.status) : undefined,
    filter.orderNo ? eq(withdrawals.orderNo, filter.orderNo) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        order: withdrawals,
        username: members.username,
        card: bankCards,
        proofIds: sql<
          string[]
        >`coalesce((select array_agg(p.id order by p.id)::text[] from ${withdrawalProofs} p where p.withdrawal_id = ${withdrawals.id}), '{}')`,
      })
      .from(withdrawals)
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .innerJoin(bankCards, eq(bankCards.id, withdrawals.bankCardId))
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(filter.pageSize)
      .offset(offsetOf(filter)),
    db.select({ total: count() }).from(withdrawals).where(where),
  ]);
  return { rows, totalCount: Number(total?.total ?? 0) };
}

/** Merchants with orders paid out and not yet answered. */
export async function merchantsWithPaidOrders(db: Database): Promise<number[]> {
  const rows = await db
    .selectDistinct({ merchantId: withdrawals.merchantId })
    .from(withdrawals)
    .where(eq(withdrawals.status, 'paid'));
  return rows.map((row) => row.merchantId);
}

/** Confirms as received (`auto`) a merchant's orders paid out before a moment; how many. */
export async function autoConfirmPaidBefore(
  db: Database,
  merchantId: number,
  paidBefore: Date,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(withdrawals)
    .set({
      status: 'confirmed',
      receipt: 'auto',
      receivedAmount: sql`${withdrawals.amount}`,
      confirmedAt: now,
    })
    .where(
      and(
        eq(withdrawals.merchantId, merchantId),
        eq(withdrawals.status, 'paid'),
        lte(withdrawals.paidAt, paidBefore),
      ),
    )
    .returning({ id: withdrawals.id });
  return rows.length;
}

/**
 * Withdrawals of the merchant paid out per UTC day (paid, or paid and since confirmed), on
 * the day they were paid whatever the member answered later; days without any are absent.
 */
export function paidWithdrawalsByDay(
  db: Database,
  merchantId: number,
  period: { from: Date; until: Date },
): Promise<Map<string, DayTotals>> {
  return totalsByUtcDay(db, {
    table: withdrawals,
    day: withdrawals.paidAt,
    amount: withdrawals.amount,
    where: and(
      eq(withdrawals.merchantId, merchantId),
      inArray(withdrawals.status, ['paid', 'confirmed']),
      gte(withdrawals.paidAt, period.from),
      lt(withdrawals.paidAt, period.until),
    ),
  });
}

// Bank cards

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

export async function countActiveCards(db: Database, memberId: bigint): Promise<number> {
  const [row] = await db.select({ total: count() }).from(bankCards).where(inUse(memberId));
  return Number(row?.total ?? 0);
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
