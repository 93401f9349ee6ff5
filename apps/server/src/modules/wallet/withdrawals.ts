import { and, count, desc, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import { toMajor, type withdrawal as contract } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import {
  activeBankCards,
  bankCardNotFound,
  maskAccountNumber,
  maxBankCards,
  toBankCard,
} from './bank-cards';
import { post, walletBalance } from './ledger';
import { orderNumber } from './order-numbers';
import { hasPaymentPassword, verifyPaymentPassword } from './payment-password';
import { bankCards, ledgerPostings, withdrawals, type WithdrawalRow } from './schema';
import { walletSettingsOf } from './settings';
import { turnoverProgress } from './turnover';
import { lockMemberWithdrawals } from './withdrawals-lock';
import { members } from '../member/schema';

type Member = { memberId: bigint; merchantId: number };

export type WithdrawalRequest = {
  amount: bigint;
  bankCardId: number;
  paymentPassword: string;
  requestId?: string;
};

/**
 * The start of today for the daily withdrawal count. Today is the UTC day, the same for
 * every member and server whatever their time zone; the count starts afresh at 00:00 UTC.
 */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Requests of today that still count: a rejected one gave its money back and its slot. */
async function countedToday(db: Database, memberId: bigint, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        ne(withdrawals.status, 'rejected'),
        gte(withdrawals.createdAt, startOfUtcDay(now)),
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * A member asks to be paid: the payment password, the merchant's limits and the turnover
 * rule are checked, then the amount moves from the main wallet to the withdrawal hold in
 * the same transaction as the order. The member cannot cancel it afterwards (issue 5): only
 * the operator's rejection gives the money back. A resend with the same `requestId` answers
 * the first order instead of making a second one.
 */
export async function requestWithdrawal(
  db: Database,
  member: Member,
  request: WithdrawalRequest,
): Promise<WithdrawalRow> {
  await verifyPaymentPassword(
    db,
    { id: member.memberId, merchantId: member.merchantId },
    request.paymentPassword,
  );
  const settings = await walletSettingsOf(db, member.merchantId);
  if (request.amount < settings.withdrawalMin) {
    throw new AppError('wallet.withdrawal.below.min', 'withdrawal_below_min', 400, {
      min: toMajor(settings.withdrawalMin),
    });
  }
  if (request.amount > settings.withdrawalMax) {
    throw new AppError('wallet.withdrawal.above.max', 'withdrawal_above_max', 400, {
      max: toMajor(settings.withdrawalMax),
    });
  }

  return db.transaction(async (tx) => {
    await lockMemberWithdrawals(tx, member.memberId);
    if (request.requestId) {
      const first = await orderOfRequest(tx, member.memberId, request.requestId);
      if (first) {
        if (first.amount !== request.amount || first.bankCardId !== BigInt(request.bankCardId)) {
          throw new AppError('ledger.idempotency.conflict', 'duplicate_request', 409);
        }
        return first;
      }
    }
    const [card] = await tx
      .select({ id: bankCards.id })
      .from(bankCards)
      .where(
        and(
          eq(bankCards.id, BigInt(request.bankCardId)),
          eq(bankCards.memberId, member.memberId),
          isNull(bankCards.removedAt),
        ),
      );
    if (!card) throw bankCardNotFound();
    const now = new Date();
    if ((await countedToday(tx, member.memberId, now)) >= settings.withdrawalsPerDay) {
      throw new AppError('wallet.withdrawal.daily.limit', 'withdrawal_daily_limit', 409, {
        perDay: settings.withdrawalsPerDay,
      });
    }
    const turnover = await turnoverProgress(tx, member.memberId, settings.turnoverPercent);
    if (turnover.achieved < turnover.required) {
      throw new AppError('wallet.withdrawal.turnover', 'withdrawal_turnover_not_met', 409, {
        required: toMajor(turnover.required),
        achieved: toMajor(turnover.achieved),
      });
    }

    const orderNo = orderNumber('W', now);
    const [order] = await tx
      .insert(withdrawals)
      .values({
        merchantId: member.merchantId,
        memberId: member.memberId,
        orderNo,
        bankCardId: card.id,
        amount: request.amount,
      })
      .returning();
    const hold = await post(tx, {
      merchantId: member.merchantId,
      idempotencyKey: `withdrawal-hold:${orderNo}`,
      kind: 'withdrawal_hold',
      memberId: member.memberId,
      reference: orderNo,
      details: request.requestId ? { requestId: request.requestId } : {},
      legs: [
        { account: { memberId: member.memberId, kind: 'main' }, amount: -request.amount },
        { account: { memberId: member.memberId, kind: 'withdrawal_hold' }, amount: request.amount },
      ],
    });
    const [held] = await tx
      .update(withdrawals)
      .set({ holdPostingId: hold.postingId })
      .where(eq(withdrawals.id, order!.id))
      .returning();
    return held!;
  });
}

/** The order a requestId made, found through its hold posting, which carries the id. */
async function orderOfRequest(tx: Database, memberId: bigint, requestId: string) {
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

/** What the withdrawal page shows before a request. */
export async function withdrawInfo(db: Database, member: Member): Promise<contract.WithdrawInfo> {
  const settings = await walletSettingsOf(db, member.merchantId);
  const [balance, today, turnover, passwordSet, cards, [owner]] = await Promise.all([
    walletBalance(db, member.memberId),
    countedToday(db, member.memberId, new Date()),
    turnoverProgress(db, member.memberId, settings.turnoverPercent),
    hasPaymentPassword(db, member.memberId),
    activeBankCards(db, member.memberId),
    db
      .select({ payeeName: members.payeeName })
      .from(members)
      .where(eq(members.id, member.memberId)),
  ]);
  return {
    balance: toMajor(balance),
    minAmount: toMajor(settings.withdrawalMin),
    maxAmount: toMajor(settings.withdrawalMax),
    perDay: settings.withdrawalsPerDay,
    remainingToday: Math.max(0, settings.withdrawalsPerDay - today),
    turnover: { required: toMajor(turnover.required), achieved: toMajor(turnover.achieved) },
    hasPaymentPassword: passwordSet,
    payeeName: owner?.payeeName ?? null,
    maxCards: maxBankCards,
    cards: cards.map(toBankCard),
    autoReceiptMinutes: settings.autoReceiptMinutes,
  };
}

type CardOfOrder = { bankName: string; accountNumber: string };

/** An order as its member sees it. */
export function toWithdrawalOrder(
  row: WithdrawalRow,
  card: CardOfOrder,
  autoReceiptMinutes: number,
): contract.WithdrawalOrder {
  return {
    orderNo: row.orderNo,
    amount: toMajor(row.amount),
    status: row.status as contract.WithdrawalStatus,
    receipt: row.receipt as contract.WithdrawalOrder['receipt'],
    receivedAmount: row.receivedAmount === null ? null : toMajor(row.receivedAmount),
    rejectReason: row.rejectReason,
    card: { bankName: card.bankName, accountNumber: maskAccountNumber(card.accountNumber) },
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    autoReceiptAt:
      row.status === 'paid' && row.paidAt
        ? new Date(row.paidAt.getTime() + autoReceiptMinutes * 60_000).toISOString()
        : null,
  };
}

/** One order with its card, for answers about a single order. */
export async function memberOrderView(
  db: Database,
  row: WithdrawalRow,
): Promise<contract.WithdrawalOrder> {
  const settings = await walletSettingsOf(db, row.merchantId);
  const [card] = await db
    .select({ bankName: bankCards.bankName, accountNumber: bankCards.accountNumber })
    .from(bankCards)
    .where(eq(bankCards.id, row.bankCardId));
  return toWithdrawalOrder(row, card!, settings.autoReceiptMinutes);
}

/** The member's withdrawals, newest first. */
export async function withdrawalOrders(
  db: Database,
  member: Member,
  pageNo: number,
  pageSize: number,
): Promise<contract.WithdrawalPage> {
  const settings = await walletSettingsOf(db, member.merchantId);
  const where = eq(withdrawals.memberId, member.memberId);
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
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ total: count() }).from(withdrawals).where(where),
  ]);
  const totalCount = Number(total?.total ?? 0);
  return {
    list: rows.map((row) => toWithdrawalOrder(row.order, row, settings.autoReceiptMinutes)),
    pageNo,
    pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / pageSize),
  };
}
