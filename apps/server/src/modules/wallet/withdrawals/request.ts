import { toMajor, type withdrawal as contract } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { findMemberById } from '../../member/service';
import { orderNumber, post, turnoverProgress, walletBalance } from '../ledger/service';
import {
  hasPaymentPassword,
  verifyPaymentPassword,
  walletSettingsOf,
} from '../payment-settings/service';
import { bankCardNotFound, maxBankCards, toBankCard } from './bank-cards';
import { checkWithdrawalGuards } from '../reactions';
import { memberOrderView } from './orders';
import { activeBankCards, activeCard } from './bank-card-queries';
import {
  countedSince,
  insertWithdrawal,
  lockMemberWithdrawals,
  orderOfRequest,
  setHoldPosting,
} from './queries';
import type { WithdrawalRow } from './schema';

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
const countedToday = (db: Database, memberId: bigint, now: Date) =>
  countedSince(db, memberId, startOfUtcDay(now));

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
    throw AppError.of('withdrawalBelowMin', { min: toMajor(settings.withdrawalMin) });
  }
  if (request.amount > settings.withdrawalMax) {
    throw AppError.of('withdrawalAboveMax', { max: toMajor(settings.withdrawalMax) });
  }

  return db.transaction(async (tx) => {
    await lockMemberWithdrawals(tx, member.memberId);
    if (request.requestId) {
      const first = await orderOfRequest(tx, member.memberId, request.requestId);
      if (first) {
        if (first.amount !== request.amount || first.bankCardId !== BigInt(request.bankCardId)) {
          throw AppError.of('idempotencyConflict');
        }
        return first;
      }
    }
    const card = await activeCard(tx, member.memberId, BigInt(request.bankCardId));
    if (!card) throw bankCardNotFound();
    const now = new Date();
    if ((await countedToday(tx, member.memberId, now)) >= settings.withdrawalsPerDay) {
      throw AppError.of('withdrawalDailyLimit', { perDay: settings.withdrawalsPerDay });
    }
    const turnover = await turnoverProgress(tx, member.memberId, settings.turnoverPercent);
    if (turnover.achieved < turnover.required) {
      throw AppError.of('withdrawalTurnoverNotMet', {
        required: toMajor(turnover.required),
        achieved: toMajor(turnover.achieved),
      });
    }
    // Other modules' rules (a bonus whose wagering is not met): registered, see reactions.ts.
    await checkWithdrawalGuards(tx, member, now);

    const orderNo = orderNumber('W', now);
    const order = await insertWithdrawal(tx, {
      merchantId: member.merchantId,
      memberId: member.memberId,
      orderNo,
      bankCardId: card.id,
      amount: request.amount,
    });
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
    return setHoldPosting(tx, order.id, hold.postingId);
  });
}

/** What the withdrawal page shows before a request. */
export async function withdrawInfo(db: Database, member: Member): Promise<contract.WithdrawInfo> {
  const settings = await walletSettingsOf(db, member.merchantId);
  const [balance, today, turnover, passwordSet, cards, owner] = await Promise.all([
    walletBalance(db, member.memberId),
    countedToday(db, member.memberId, new Date()),
    turnoverProgress(db, member.memberId, settings.turnoverPercent),
    hasPaymentPassword(db, member.memberId),
    activeBankCards(db, member.memberId),
    findMemberById(db, member.memberId),
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

/** A member's request, answered with the new order (or a resend's first one). */
export async function withdraw(db: Database, member: Member, request: WithdrawalRequest) {
  return memberOrderView(db, await requestWithdrawal(db, member, request));
}
