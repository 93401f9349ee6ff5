import { deposit } from '@croupier/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../ui/format';
import { RowActions, RowButton } from '../../ui/RowActions';
import {
  depositActions,
  depositQueueKey,
  depositQueueQuery,
  type DepositStatus,
  type QueuedDeposit,
} from './api';
import { OrderActionDialog } from './OrderActionDialog';
import { StatusBadge } from './parts';
import { QueuePage, useQueue } from './QueuePage';
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
  const queue = useQueue(deposit.depositStatuses, 'pending', depositQueueQuery);
  const { merchant, money } = queue;
  const [action, setAction] = useState<DepositAction | null>(null);

  return (
    <QueuePage
      kind="deposit"
      title={t('nav.deposits')}
      queue={queue}
      columns={[
        t('payments.deposits.method'),
        { label: t('payments.amount'), numeric: true },
        t('common.status'),
        t('payments.time'),
        t('payments.deposits.details'),
      ]}
      cells={(order) => (
        <>
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
        </>
      )}
      actions={(order) => <DepositRowActions order={order} onAction={setAction} />}
    >
      {action && merchant && (
        <OrderActionDialog
          of="deposit"
          action={action}
          queue={queue}
          queueKey={depositQueueKey(merchant.code)}
          send={(reason) =>
            action.kind === 'confirm'
              ? depositActions.confirm(action.order.orderNo)
              : depositActions.reject(action.order.orderNo, reason)
          }
          done={(updated) =>
            t(
              updated.status === 'credited'
                ? 'payments.deposits.confirmed'
                : 'payments.deposits.rejected',
              {
                orderNo: updated.orderNo,
                amount: money(updated.amount),
                username: updated.username,
              },
            )
          }
          facts={(amount) => [
            [t('payments.orderNo'), action.order.orderNo],
            [t('payments.member'), action.order.username],
            [t('payments.deposits.method'), action.order.methodName],
            [t('payments.amount'), amount],
          ]}
          rejectMax={rejectMax}
          onClose={() => setAction(null)}
        />
      )}
    </QueuePage>
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
  const forOrder = { orderNo: order.orderNo };
  return (
    <RowActions>
      <RowButton
        label={t('payments.deposits.confirm')}
        fullLabel={t('payments.deposits.confirmFor', forOrder)}
        tone="primary"
        onClick={() => onAction({ kind: 'confirm', order })}
      />
      <RowButton
        label={t('payments.reject')}
        fullLabel={t('payments.deposits.rejectFor', forOrder)}
        onClick={() => onAction({ kind: 'reject', order })}
      />
    </RowActions>
  );
}
