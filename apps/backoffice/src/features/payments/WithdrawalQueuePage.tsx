import { withdrawal } from '@croupier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentMerchant } from '../../app/merchant';
import { errorMessage } from '../../i18n';
import { ConfirmDialog } from '../../ui/Dialog';
import { formatTime } from '../../ui/format';
import { formatWireMoney } from '../../ui/money';
import { Pager } from '../../ui/Pager';
import { ReasonDialog } from '../../ui/ReasonDialog';
import { EmptyState, ErrorState, Loading } from '../../ui/states';
import { StatusTabs } from '../../ui/StatusTabs';
import {
  refreshAfterAction,
  withdrawalActions,
  withdrawalQueueKey,
  withdrawalQueueQuery,
  type QueuedWithdrawal,
  type WithdrawalStatus,
} from './api';
import { OrderFacts, StatusBadge } from './parts';
import { ProofDialog } from './ProofDialog';
import { useQueueParams } from './queue-params';
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
  const merchant = useCurrentMerchant();
  const { status, page, setStatus, setPage } = useQueueParams(
    withdrawal.withdrawalStatuses,
    'pending',
  );
  const queue = useQuery({
    ...withdrawalQueueQuery(merchant?.code ?? '', status, page),
    enabled: merchant !== undefined,
  });
  const [action, setAction] = useState<WithdrawalAction | null>(null);
  const [proof, setProof] = useState<Proof | null>(null);
  const [notice, setNotice] = useState('');
  const money = (amount: number) => formatWireMoney(amount, merchant?.currencySymbol ?? '');

  let body;
  if (!merchant || queue.isPending) body = <Loading />;
  else if (queue.isError)
    body = <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />;
  else if (queue.data.list.length === 0)
    body = (
      <EmptyState testId="withdrawal-queue-empty">
        {status
          ? t('payments.withdrawals.emptyStatus', {
              status: t(`payments.withdrawals.status.${status}`),
            })
          : t('payments.withdrawals.empty')}
      </EmptyState>
    );
  else
    body = (
      <>
        <div className="table-scroll">
          <table className="data-table" aria-label={t('payments.withdrawals.tableLabel')}>
            <thead>
              <tr>
                <th scope="col">{t('payments.orderNo')}</th>
                <th scope="col">{t('payments.member')}</th>
                <th scope="col" className="numeric">
                  {t('payments.amount')}
                </th>
                <th scope="col">{t('payments.withdrawals.payee')}</th>
                <th scope="col">{t('common.status')}</th>
                <th scope="col">{t('payments.time')}</th>
                <th scope="col">{t('payments.withdrawals.answer')}</th>
                <th scope="col" className="actions-col">
                  {t('common.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {queue.data.list.map((order) => (
                <tr key={order.orderNo} data-testid={`withdrawal-${order.orderNo}`}>
                  <td className="nowrap">{order.orderNo}</td>
                  <td>{order.username}</td>
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
                      onProof={(proofId, index) =>
                        setProof({ orderNo: order.orderNo, proofId, index })
                      }
                    />
                  </td>
                  <td className="actions-col">
                    <WithdrawalRowActions order={order} onAction={setAction} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          page={page}
          totalPages={queue.data.totalPages}
          totalCount={queue.data.totalCount}
          onChange={setPage}
          label={t('payments.withdrawals.pages')}
        />
      </>
    );

  return (
    <section className="page">
      <header className="page-header">
        <h1>{t('nav.withdrawals')}</h1>
        <button
          type="button"
          className="button button-small"
          onClick={() => void queue.refetch()}
          disabled={!merchant || queue.isFetching}
        >
          {t('common.refresh')}
        </button>
      </header>
      <p className="page-intro">{t('payments.withdrawals.intro')}</p>
      <p className={notice ? 'notice' : 'visually-hidden'} role="status">
        {notice}
      </p>
      <div className="toolbar">
        <StatusTabs
          statuses={withdrawal.withdrawalStatuses}
          current={status}
          onChange={setStatus}
          labelOf={(value) => t(`payments.withdrawals.status.${value}`)}
        />
      </div>
      <div className="panel" aria-busy={queue.isFetching}>
        {body}
      </div>
      {action && merchant && (
        <WithdrawalActionDialog
          action={action}
          money={money}
          merchantCode={merchant.code}
          onClose={() => setAction(null)}
          onDone={(message) => {
            setAction(null);
            setNotice(message);
          }}
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
    </section>
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
  const forOrder = { orderNo: order.orderNo };
  return (
    <div className="row-actions">
      {order.status === 'pending' ? (
        <button
          type="button"
          className="button button-small button-primary"
          onClick={() => onAction({ kind: 'approve', order })}
          aria-label={t('payments.withdrawals.approveFor', forOrder)}
        >
          {t('payments.withdrawals.approve')}
        </button>
      ) : (
        <button
          type="button"
          className="button button-small button-primary"
          onClick={() => onAction({ kind: 'payout', order })}
          aria-label={t('payments.withdrawals.payoutFor', forOrder)}
        >
          {t('payments.withdrawals.payout')}
        </button>
      )}
      <button
        type="button"
        className="button button-small"
        onClick={() => onAction({ kind: 'reject', order })}
        aria-label={t('payments.withdrawals.rejectFor', forOrder)}
      >
        {t('payments.reject')}
      </button>
    </div>
  );
}

function WithdrawalActionDialog({
  action,
  money,
  merchantCode,
  onClose,
  onDone,
}: {
  action: WithdrawalAction;
  money: (amount: number) => string;
  merchantCode: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { order, kind } = action;
  const queueKey = withdrawalQueueKey(merchantCode);
  const run = useMutation({
    mutationFn: (reason?: string) =>
      kind === 'approve'
        ? withdrawalActions.approve(order.orderNo)
        : kind === 'payout'
          ? withdrawalActions.payOut(order.orderNo)
          : withdrawalActions.reject(order.orderNo, reason ?? ''),
    onSuccess: (updated) => {
      void refreshAfterAction(queryClient, queueKey, updated);
      onDone(
        t(`payments.withdrawals.done.${kind}`, {
          orderNo: updated.orderNo,
          amount: money(updated.amount),
          username: updated.username,
        }),
      );
    },
    // Someone else may have moved it meanwhile: the queue shows where it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: queueKey }),
  });
  const amount = money(order.amount);
  const facts = (
    <OrderFacts
      facts={[
        [t('payments.orderNo'), order.orderNo],
        [t('payments.member'), order.username],
        [t('payments.amount'), amount],
        [
          t('payments.withdrawals.payee'),
          `${order.card.bankName} · ${order.card.accountNumber} · ${order.card.accountName}`,
        ],
      ]}
    />
  );
  const error = run.error ? errorMessage(run.error) : null;

  if (kind === 'reject') {
    return (
      <ReasonDialog
        title={t('payments.withdrawals.rejectTitle')}
        message={
          <>
            {facts}
            <p>{t('payments.withdrawals.rejectText', { amount })}</p>
          </>
        }
        reasonLabel={t('payments.reason')}
        reasonHint={t('payments.reasonHint')}
        maxLength={rejectMax}
        confirmLabel={t('payments.withdrawals.rejectButton')}
        busy={run.isPending}
        error={error}
        onConfirm={(reason) => run.mutate(reason)}
        onClose={onClose}
        testId="withdrawal-reject-dialog"
      />
    );
  }
  return (
    <ConfirmDialog
      title={t(`payments.withdrawals.${kind}Title`)}
      message={
        <>
          {facts}
          <p>{t(`payments.withdrawals.${kind}Text`, { amount })}</p>
        </>
      }
      confirmLabel={t(`payments.withdrawals.${kind}Button`, { amount })}
      busy={run.isPending}
      error={error}
      onConfirm={() => run.mutate(undefined)}
      onClose={onClose}
      testId={`withdrawal-${kind}-dialog`}
    />
  );
}
