import type { DepositOrder, DepositStatus } from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWireMoney } from '@croupier/web-kit/money';
import { useCurrencySymbol } from '../../app/wallet/balance';
import { usePaging } from '../../ui/paging';
import { RecordTable, type Column } from '../../ui/RecordTable';
import { formatDateTime } from '@croupier/web-kit/dates';
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
  const paging = usePaging();
  const orders = useDepositOrders(paging.page, pageSize);
  const label = (column: string) => t(`deposit.orders.${column}`);
  const columns: Column<DepositOrder>[] = [
    { header: label('time'), cell: (order) => formatDateTime(order.createdAt) },
    { header: label('orderNo'), className: 'mc-reference', cell: (order) => order.orderNo },
    { header: label('method'), cell: (order) => order.methodName },
    {
      header: label('amount'),
      numeric: true,
      cell: (order) => formatWireMoney(order.amount, symbol),
    },
    {
      header: label('status'),
      cell: (order) => (
        <>
          <StatusBadge status={order.status} />
          {order.status === 'failed' && order.failureReason && (
            <span className="mc-muted deposit-reason"> · {reasonText(t, order.failureReason)}</span>
          )}
        </>
      ),
    },
  ];

  return (
    <RecordTable
      query={orders}
      columns={columns}
      rowKey={(order) => order.orderNo}
      testId="deposit-orders"
      emptyText={label('empty')}
      emptyTestId="deposit-orders-empty"
      paging={paging}
      pagesLabel={label('pages')}
    />
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
