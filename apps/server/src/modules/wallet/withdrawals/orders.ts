import { toMajor, type withdrawal as contract } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { pageOf } from '../../../platform/http/pages';
import { walletSettingsOf } from '../payment-settings/service';
import { maskAccountNumber } from './bank-cards';
import { cardOf } from './bank-card-queries';
import { memberOrderRows } from './order-list-queries';
import type { WithdrawalRow } from './schema';

type Member = { memberId: bigint; merchantId: number };
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
  const card = await cardOf(db, row.bankCardId);
  return toWithdrawalOrder(row, card!, settings.autoReceiptMinutes);
}

/** The member's withdrawals, newest first. */
export async function withdrawalOrders(
  db: Database,
  member: Member,
  page: { pageNo: number; pageSize: number },
): Promise<contract.WithdrawalPage> {
  const settings = await walletSettingsOf(db, member.merchantId);
  const { rows, totalCount } = await memberOrderRows(db, member.memberId, page);
  return pageOf(
    rows.map((row) => toWithdrawalOrder(row.order, row, settings.autoReceiptMinutes)),
    totalCount,
    page,
  );
}
