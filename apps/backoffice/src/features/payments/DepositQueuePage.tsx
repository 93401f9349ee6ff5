import { deposit } from '@croupier/contract';
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
  depositActions,
  depositQueueKey,
  depositQueueQuery,
  refreshAfterAction,
  type DepositStatus,
  type QueuedDeposit,
} from './api';
import { OrderFacts, StatusBadge } from './parts';
import { useQueueParams } from './queue-params';
import './payments.css';

type DepositAction = { kind: 'confirm' | 'reject'; order: QueuedDeposit };

const rejectMax = deposit.rejectDepositBody.shape.reason.maxLength ?? 200;

const statusTone: Record<DepositStatus, 'pending' | 'good' | 'bad'> = {
  pending: 'pending',
  credited: 'good',
  failed: 'bad',
};

/**
 * The deposit queue: bank transfers waiting for the operator to see the money arrive, and
 * every order before. Confirming credits the member; rejecting fails the order with a reason
 * the member reads. Gateway orders are settled by their gateway and only shown.
 */
export function DepositQueuePage() {
  const { t } = useTranslation();
  const merchant = useCurrentMerchant();
  const { status, page, setStatus, setPage } = useQueueParams(deposit.depositStatuses, 'pending');
  const queue = useQuery({
    ...depositQueueQuery(merchant?.code ?? '', status, page),
    enabled: merchant !== undefined,
  });
  const [action, setAction] = useState<DepositAction | null>(null);
  const [notice, setNotice] = useState('');
  const money = (amount: number) => formatWireMoney(amount, merchant?.currencySymbol ?? '');

  let body;
  if (!merchant || queue.isPending) body = <Loading />;
  else if (queue.isError)
    body = <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />;
  else if (queue.data.list.length === 0)
    body = (
      <EmptyState testId="deposit-queue-empty">
        {status
          ? t('payments.deposits.emptyStatus', { status: t(`payments.deposits.status.${status}`) })
          : t('payments.deposits.empty')}
      </EmptyState>
    );
  else
    body = (
      <>
        <div className="table-scroll">
          <table className="data-table" aria-label={t('payments.deposits.tableLabel')}>
            <thead>
              <tr>
                <th scope="col">{t('payments.orderNo')}</th>
                <th scope="col">{t('payments.member')}</th>
                <th scope="col">{t('payments.deposits.method')}</th>
                <th scope="col" className="numeric">
                  {t('payments.amount')}
                </th>
                <th scope="col">{t('common.status')}</th>
                <th scope="col">{t('payments.time')}</th>
                <th scope="col">{t('payments.deposits.details')}</th>
                <th scope="col" className="actions-col">
                  {t('common.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {queue.data.list.map((order) => (
                <tr key={order.orderNo} data-testid={`deposit-${order.orderNo}`}>
                  <td className="nowrap">{order.orderNo}</td>
                  <td>{order.username}</td>
                  <td className="nowrap" title={t(`payments.deposits.kind.${order.kind}`)}>
                    {order.methodName}
                  </td>
                  <td className="numeric">{money(order.amount)}</td>
                  <td>
                    <StatusBadge tone={statusTone[order.status]}>
                      {t(`payments.deposits.status.${order.status}`)}
                    </StatusBadge>
                  </td>
                  <td className="nowrap">
                    {formatTime(order.createdAt)}
                    {order.settledAt && (
                      <div className="muted">
                        {t('payments.deposits.settledAt', { time: formatTime(order.settledAt) })}
                      </div>
                    )}
                  </td>
                  <td className="muted">
                    {order.failureReason ?? order.gatewayReference ?? t('common.none')}
                  </td>
                  <td className="actions-col">
                    <DepositRowActions order={order} onAction={setAction} />
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
          label={t('payments.deposits.pages')}
        />
      </>
    );

  return (
    <section className="page">
      <header className="page-header">
        <h1>{t('nav.deposits')}</h1>
        <button
          type="button"
          className="button button-small"
          onClick={() => void queue.refetch()}
          disabled={!merchant || queue.isFetching}
        >
          {t('common.refresh')}
        </button>
      </header>
      <p className="page-intro">{t('payments.deposits.intro')}</p>
      <p className={notice ? 'notice' : 'visually-hidden'} role="status">
        {notice}
      </p>
      <div className="toolbar">
        <StatusTabs
          statuses={deposit.depositStatuses}
          current={status}
          onChange={setStatus}
          labelOf={(value) => t(`payments.deposits.status.${value}`)}
        />
      </div>
      <div className="panel" aria-busy={queue.isFetching}>
        {body}
      </div>
      {action && merchant && (
        <DepositActionDialog
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
    </section>
  );
}

function DepositRowActions({
  order,
  onAction,
}: {
  order: QueuedDeposit;
  onAction: (action: DepositAction) => void;
}) {
  const { t } = useTranslation();
  if (order.status !== 'pending') return null;
  if (order.kind !== 'bank_transfer') {
    return <span className="muted">{t('payments.deposits.byGateway')}</span>;
  }
  return (
    <div className="row-actions">
      <button
        type="button"
        className="button button-small button-primary"
        onClick={() => onAction({ kind: 'confirm', order })}
        aria-label={t('payments.deposits.confirmFor', { orderNo: order.orderNo })}
      >
        {t('payments.deposits.confirm')}
      </button>
      <button
        type="button"
        className="button button-small"
        onClick={() => onAction({ kind: 'reject', order })}
        aria-label={t('payments.deposits.rejectFor', { orderNo: order.orderNo })}
      >
        {t('payments.reject')}
      </button>
    </div>
  );
}

function DepositActionDialog({
  action,
  money,
  merchantCode,
  onClose,
  onDone,
}: {
  action: DepositAction;
  money: (amount: number) => string;
  merchantCode: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { order } = action;
  const queueKey = depositQueueKey(merchantCode);
  const run = useMutation({
    mutationFn: (reason?: string) =>
      action.kind === 'confirm'
        ? depositActions.confirm(order.orderNo)
        : depositActions.reject(order.orderNo, reason ?? ''),
    onSuccess: (updated) => {
      void refreshAfterAction(queryClient, queueKey, updated);
      onDone(
        t(
          updated.status === 'credited'
            ? 'payments.deposits.confirmed'
            : 'payments.deposits.rejected',
          { orderNo: updated.orderNo, amount: money(updated.amount), username: updated.username },
        ),
      );
    },
    // Someone else may have settled it meanwhile: the queue shows what it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: queueKey }),
  });
  const facts = (
    <OrderFacts
      facts={[
        [t('payments.orderNo'), order.orderNo],
        [t('payments.member'), order.username],
        [t('payments.deposits.method'), order.methodName],
        [t('payments.amount'), money(order.amount)],
      ]}
    />
  );
  const error = run.error ? errorMessage(run.error) : null;

  if (action.kind === 'confirm') {
    return (
      <ConfirmDialog
        title={t('payments.deposits.confirmTitle')}
        message={
          <>
            {facts}
            <p>{t('payments.deposits.confirmText', { amount: money(order.amount) })}</p>
          </>
        }
        confirmLabel={t('payments.deposits.confirmButton', { amount: money(order.amount) })}
        busy={run.isPending}
        error={error}
        onConfirm={() => run.mutate(undefined)}
        onClose={onClose}
        testId="deposit-confirm-dialog"
      />
    );
  }
  return (
    <ReasonDialog
      title={t('payments.deposits.rejectTitle')}
      message={
        <>
          {facts}
          <p>{t('payments.deposits.rejectText')}</p>
        </>
      }
      reasonLabel={t('payments.reason')}
      reasonHint={t('payments.reasonHint')}
      maxLength={rejectMax}
      confirmLabel={t('payments.deposits.rejectButton')}
      busy={run.isPending}
      error={error}
      onConfirm={(reason) => run.mutate(reason)}
      onClose={onClose}
      testId="deposit-reject-dialog"
    />
  );
}
