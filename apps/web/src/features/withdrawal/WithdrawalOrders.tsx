import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../ui/Pagination';
import { formatDateTime } from '@croupier/web-kit/dates';
import { formatWireMoney } from '@croupier/web-kit/money';
import { useCurrencySymbol } from '../../app/wallet/balance';
import { QueryView } from '../../ui/RecordTable';
import { useWithdrawOrders, type WithdrawalOrder } from './api';
import { ReceiptForm } from './ReceiptForm';

const pageSize = 10;

/** The member's withdrawals, newest first; a paid-out one asks whether the money arrived. */
export function WithdrawalOrders({ autoReceiptMinutes }: { autoReceiptMinutes: number }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const orders = useWithdrawOrders(pageNo, pageSize);
  return (
    <section className="mc-card" aria-labelledby="withdrawal-orders-title">
      <h3 id="withdrawal-orders-title">{t('withdrawal.orders.title')}</h3>
      <QueryView
        query={orders}
        isEmpty={(data) => data.list.length === 0}
        emptyText={t('withdrawal.orders.empty')}
        emptyClassName="mc-muted"
      >
        {(data) => (
          <>
            <ul className="withdrawal-orders" data-testid="withdrawal-orders">
              {data.list.map((order) => (
                <OrderItem
                  key={order.orderNo}
                  order={order}
                  autoReceiptMinutes={autoReceiptMinutes}
                />
              ))}
            </ul>
            <Pagination
              page={pageNo}
              totalPages={data.totalPages}
              onChange={setPageNo}
              label={t('withdrawal.orders.pages')}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}

function OrderItem({
  order,
  autoReceiptMinutes,
}: {
  order: WithdrawalOrder;
  autoReceiptMinutes: number;
}) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  return (
    <li className="withdrawal-order" data-testid="withdrawal-order">
      <dl className="mc-facts">
        <dt>{t('withdrawal.orders.orderNo')}</dt>
        <dd className="mc-reference">{order.orderNo}</dd>
        <dt>{t('withdrawal.orders.time')}</dt>
        <dd>{formatDateTime(order.createdAt)}</dd>
        <dt>{t('withdrawal.orders.amount')}</dt>
        <dd>{formatWireMoney(order.amount, symbol)}</dd>
        <dt>{t('withdrawal.orders.card')}</dt>
        <dd>
          {order.card.bankName} {order.card.accountNumber}
        </dd>
        <dt>{t('withdrawal.orders.status')}</dt>
        <dd>
          <span className={`badge withdrawal-status-${order.status}`}>
            {t(`withdrawal.status.${order.status}`)}
          </span>
          {order.rejectReason && (
            <span className="mc-muted withdrawal-note">
              {t('withdrawal.orders.rejectReason', { reason: order.rejectReason })}
            </span>
          )}
        </dd>
      </dl>
      {order.status === 'paid' && (
        <ReceiptForm order={order} autoReceiptMinutes={autoReceiptMinutes} />
      )}
      {order.status === 'confirmed' && order.receipt && (
        <p className="mc-muted" data-testid="receipt-answer">
          {t(`withdrawal.receipt.answered.${order.receipt}`, {
            amount: formatWireMoney(order.receivedAmount ?? 0, symbol),
          })}
        </p>
      )}
    </li>
  );
}
