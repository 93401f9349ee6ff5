import { withdrawal } from '@croupier/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../ui/format';
import { RowActions, RowButton } from '../../ui/RowActions';
import {
  withdrawalActions,
  withdrawalQueueKey,
  withdrawalQueueQuery,
  type QueuedWithdrawal,
  type WithdrawalStatus,
} from './api';
import { OrderActionDialog } from './OrderActionDialog';
import { StatusBadge } from './parts';
import { ProofDialog } from './ProofDialog';
import { QueuePage, useQueue } from './QueuePage';
import './payments.css';

type WithdrawalAction = { kind: 'approve' | 'payout' | 'reject'; order: QueuedWithdrawal };
type Proof = { orderNo: string; proofId: number; index: number };

const statusTone: Record<WithdrawalStatus, 'pending' | 'good' | 'bad' | 'info'> = {
  pending: 'pending',
  approved: 'info',
  paid: 'info',
  confirmed: 'good',
  rejected: 'bad',
};

const rejectMax = withdrawal.rejectBody.shape.reason.maxLength ?? 500;

/**
 * The withdrawal queue: requests to review (approve or reject with a reason), approved ones
 * to pay out (the transfer is made at the bank, then recorded here), and the member's answer
 * after the payout with any proof pictures they attached.
 */
export function WithdrawalQueuePage() {
  const { t } = useTranslation();
  const queue = useQueue(withdrawal.withdrawalStatuses, 'pending', withdrawalQueueQuery);
  const { merchant, money } = queue;
  const [action, setAction] = useState<WithdrawalAction | null>(null);
  const [proof, setProof] = useState<Proof | null>(null);

  return (
    <QueuePage
      kind="withdrawal"
      title={t('nav.withdrawals')}
      queue={queue}
      columns={[
        { label: t('payments.amount'), numeric: true },
        t('payments.withdrawals.payee'),
        t('common.status'),
        t('payments.time'),
        t('payments.withdrawals.answer'),
      ]}
      cells={(order) => (
        <>
          <td className="numeric">{money(order.amount)}</td>
          <td className="payee">
            <div>
              {order.card.bankName} · {order.card.accountNumber}
            </div>
            <div>
              {order.card.accountName}
              {order.card.branch && ` · ${order.card.branch}`}
            </div>
          </td>
          <td>
            <StatusBadge tone={statusTone[order.status]}>
              {t(`payments.withdrawals.status.${order.status}`)}
            </StatusBadge>
          </td>
          <td>
            <Progress order={order} />
          </td>
          <td>
            <MemberAnswer
              order={order}
              money={money}
              onProof={(proofId, index) => setProof({ orderNo: order.orderNo, proofId, index })}
            />
          </td>
        </>
      )}
      actions={(order) => <WithdrawalRowActions order={order} onAction={setAction} />}
    >
      {action && merchant && (
        <OrderActionDialog
          of="withdrawal"
          action={action}
          queue={queue}
          queueKey={withdrawalQueueKey(merchant.code)}
          send={(reason) => {
            const { orderNo } = action.order;
            if (action.kind === 'approve') return withdrawalActions.approve(orderNo);
            if (action.kind === 'payout') return withdrawalActions.payOut(orderNo);
            return withdrawalActions.reject(orderNo, reason);
          }}
          done={(updated) =>
            t(`payments.withdrawals.done.${action.kind}`, {
              orderNo: updated.orderNo,
              amount: money(updated.amount),
              username: updated.username,
            })
          }
          facts={(amount) => {
            const { card } = action.order;
            return [
              [t('payments.orderNo'), action.order.orderNo],
              [t('payments.member'), action.order.username],
              [t('payments.amount'), amount],
              [
                t('payments.withdrawals.payee'),
                `${card.bankName} · ${card.accountNumber} · ${card.accountName}`,
              ],
            ];
          }}
          rejectMax={rejectMax}
          onClose={() => setAction(null)}
        />
      )}
      {proof && (
        <ProofDialog
          orderNo={proof.orderNo}
          proofId={proof.proofId}
          title={t('payments.withdrawals.proofTitle', {
            index: proof.index,
            orderNo: proof.orderNo,
          })}
          onClose={() => setProof(null)}
        />
      )}
    </QueuePage>
  );
}

/** When it was asked for, reviewed and paid out, as far as it got, and why it was rejected. */
function Progress({ order }: { order: QueuedWithdrawal }) {
  const { t } = useTranslation();
  const lines = [
    t('payments.withdrawals.requestedAt', { time: formatTime(order.createdAt) }),
    order.reviewedAt &&
      t('payments.withdrawals.reviewedAt', { time: formatTime(order.reviewedAt) }),
    order.paidAt && t('payments.withdrawals.paidAt', { time: formatTime(order.paidAt) }),
    order.confirmedAt &&
      t('payments.withdrawals.confirmedAt', { time: formatTime(order.confirmedAt) }),
  ].filter((line): line is string => Boolean(line));
  return (
    <div className="timeline">
      {lines.map((line, index) => (
        <div key={line} className={index === 0 ? undefined : 'muted'}>
          {line}
        </div>
      ))}
      {order.status === 'rejected' && order.rejectReason && (
        <div className="reject-reason">{order.rejectReason}</div>
      )}
    </div>
  );
}

/** What the member said after the payout: received, partly (how much), or not, with proofs. */
function MemberAnswer({
  order,
  money,
  onProof,
}: {
  order: QueuedWithdrawal;
  money: (amount: number) => string;
  onProof: (proofId: number, index: number) => void;
}) {
  const { t } = useTranslation();
  if (!order.receipt) {
    return (
      <span className="muted">
        {order.status === 'paid' && order.autoReceiptAt
          ? t('payments.withdrawals.autoReceiptAt', { time: formatTime(order.autoReceiptAt) })
          : t('common.none')}
      </span>
    );
  }
  return (
    <div className="receipt-note">
      <StatusBadge tone={order.receipt === 'not_received' ? 'bad' : 'plain'}>
        {t(`payments.withdrawals.receipt.${order.receipt}`)}
      </StatusBadge>
      {order.receipt === 'partial' && order.receivedAmount !== null && (
        <div>{t('payments.withdrawals.received', { amount: money(order.receivedAmount) })}</div>
      )}
      {order.receiptNote && <div className="muted">“{order.receiptNote}”</div>}
      {order.proofIds.length > 0 && (
        <div className="proof-links">
          {order.proofIds.map((proofId, index) => (
            <button
              key={proofId}
              type="button"
              className="button-link"
              onClick={() => onProof(proofId, index + 1)}
            >
              {t('payments.withdrawals.proof', { index: index + 1 })}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function WithdrawalRowActions({
  order,
  onAction,
}: {
  order: QueuedWithdrawal;
  onAction: (action: WithdrawalAction) => void;
}) {
  const { t } = useTranslation();
  if (order.status !== 'pending' && order.status !== 'approved') return null;
  // A request is reviewed first, then paid out; either may still be rejected.
  const next = order.status === 'pending' ? 'approve' : 'payout';
  const forOrder = { orderNo: order.orderNo };
  return (
    <RowActions>
      <RowButton
        label={t(`payments.withdrawals.${next}`)}
        fullLabel={t(`payments.withdrawals.${next}For`, forOrder)}
        tone="primary"
        onClick={() => onAction({ kind: next, order })}
      />
      <RowButton
        label={t('payments.reject')}
        fullLabel={t('payments.withdrawals.rejectFor', forOrder)}
        onClick={() => onAction({ kind: 'reject', order })}
      />
    </RowActions>
  );
}
