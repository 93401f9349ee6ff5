import type { DepositStatus } from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from '../../ui/Loader';
import { Pagination } from '../../ui/Pagination';
import { formatWireMoney } from '../member-centre/balance';
import { LoadFailure, useCurrencySymbol } from '../member-centre/parts';
import { formatDateTime } from '../system/format-time';
import { useDepositOrders } from './api';

const pageSize = 5;

export function StatusBadge({ status }: { status: DepositStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`deposit-status deposit-status-${status}`}>
      {t(`deposit.status.${status}`)}
    </span>
  );
}

/** The member's deposit orders, newest first, with their status. */
export function DepositOrders() {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const [pageNo, setPageNo] = useState(1);
  const orders = useDepositOrders(pageNo, pageSize);
  const label = (column: string) => t(`deposit.orders.${column}`);

  if (orders.isPending) return <Loader />;
  if (orders.isError)
    return <LoadFailure error={orders.error} onRetry={() => void orders.refetch()} />;
  if (orders.data.list.length === 0)
    return (
      <p className="empty-state" data-testid="deposit-orders-empty">
        {label('empty')}
      </p>
    );
  return (
    <>
      <table className="mc-table" data-testid="deposit-orders">
        <thead>
          <tr>
            <th scope="col">{label('time')}</th>
            <th scope="col">{label('orderNo')}</th>
            <th scope="col">{label('method')}</th>
            <th scope="col" className="numeric">
              {label('amount')}
            </th>
            <th scope="col">{label('status')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.data.list.map((order) => (
            <tr key={order.orderNo}>
              <td data-label={label('time')}>{formatDateTime(order.createdAt)}</td>
              <td data-label={label('orderNo')} className="mc-reference">
                {order.orderNo}
              </td>
              <td data-label={label('method')}>{order.methodName}</td>
              <td data-label={label('amount')} className="numeric">
                {formatWireMoney(order.amount, symbol)}
              </td>
              <td data-label={label('status')}>
                <StatusBadge status={order.status} />
                {order.status === 'failed' && order.failureReason && (
                  <span className="mc-muted deposit-reason">
                    {' '}
                    · {reasonText(t, order.failureReason)}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination
        page={pageNo}
        totalPages={orders.data.totalPages}
        onChange={setPageNo}
        label={label('pages')}
      />
    </>
  );
}

/** A gateway's own failure is a code; an operator's reason is shown as they wrote it. */
function reasonText(t: (key: string) => string, reason: string): string {
  return reason === 'gateway_failed' ? t('deposit.orders.gatewayFailed') : reason;
}

/**
 * Back from the gateway's page (`?deposit=<orderNo>`): how the payment went. The answer is
 * read fresh, balance included, since the gateway settled it while the player was away.
 */
export function ReturnedOrder({ orderNo, onDismiss }: { orderNo: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['wallet'] });
  }, [queryClient, orderNo]);
  const recent = useDepositOrders(1, 20);
  const order = recent.data?.list.find((candidate) => candidate.orderNo === orderNo);

  return (
    <section
      className="mc-card deposit-returned"
      role="status"
      aria-live="polite"
      data-testid="deposit-returned"
    >
      <p>
        {order ? (
          <>
            <StatusBadge status={order.status} />{' '}
            {t(`deposit.returned.${order.status}`, {
              orderNo,
              amount: formatWireMoney(order.amount, symbol),
            })}
          </>
        ) : recent.isPending ? (
          t('common.loading')
        ) : (
          t('deposit.returned.unknown', { orderNo })
        )}
      </p>
      <button type="button" className="button button-small button-ghost" onClick={onDismiss}>
        {t('deposit.returned.dismiss')}
      </button>
    </section>
  );
}
