import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentMerchant } from '../../app/merchant';
import type { Heading } from '../../ui/DataTable';
import { formatWireMoney } from '@croupier/web-kit/money';
import { Notice } from '../../ui/Notice';
import { PagedTable } from '../../ui/PagedTable';
import { PageHeader, RefreshButton } from '../../ui/PageHeader';
import { QueryView } from '../../ui/QueryView';
import { StatusTabs } from '../../ui/StatusTabs';
import { useQueueParams } from './queue-params';

type QueuePageData<Row> = { list: Row[]; totalPages: number; totalCount: number };
type QueuedOrder = { orderNo: string; username: string };

/**
 * What a queue page holds: the merchant, the status and page in the address, one page of
 * orders, the notice of the last action, and amounts in the merchant's money.
 */
export function useQueue<
  S extends string,
  Page extends QueuePageData<QueuedOrder>,
  Key extends QueryKey,
>(
  statuses: readonly S[],
  /** What needs work: the tab shown when the address names none. */
  workStatus: S,
  queryOf: (
    merchant: string,
    status: S | undefined,
    page: number,
  ) => UseQueryOptions<Page, Error, Page, Key>,
) {
  const merchant = useCurrentMerchant();
  const params = useQueueParams(statuses, workStatus);
  const query = useQuery({
    ...queryOf(merchant?.code ?? '', params.status, params.page),
    enabled: merchant !== undefined,
  });
  const [notice, setNotice] = useState('');
  const money = (amount: number) => formatWireMoney(amount, merchant?.currencySymbol ?? '');
  return { merchant, statuses, ...params, query, notice, setNotice, money };
}

type Queue<S extends string, Row extends QueuedOrder> = ReturnType<
  typeof useQueue<S, QueuePageData<Row>, QueryKey>
>;

/**
 * The page of one payment queue (deposits, withdrawals): the status tabs, a page of orders
 * with what can be done to each, the pager, and the notice of the last action. Every row
 * starts with the order and its member and ends with its actions. The words come from
 * `payments.<kind>s` (intro, tab and empty texts, table and pager labels).
 */
export function QueuePage<S extends string, Row extends QueuedOrder>({
  kind,
  title,
  queue,
  columns,
  cells,
  actions,
  children,
}: {
  kind: 'deposit' | 'withdrawal';
  title: string;
  queue: Queue<S, Row>;
  /** The headings between the member and the actions. */
  columns: Heading[];
  cells: (order: Row) => ReactNode;
  actions: (order: Row) => ReactNode;
  /** The dialogs of the page. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { query, status } = queue;
  const words = `payments.${kind}s`;
  const statusLabel = (value: S) => t(`${words}.status.${value}`);
  return (
    <section className="page">
      <PageHeader title={title}>
        <RefreshButton query={query} disabled={!queue.merchant} />
      </PageHeader>
      <p className="page-intro">{t(`${words}.intro`)}</p>
      <Notice message={queue.notice} />
      <div className="toolbar">
        <StatusTabs
          statuses={queue.statuses}
          current={status}
          onChange={queue.setStatus}
          labelOf={statusLabel}
        />
      </div>
      <div className="panel" aria-busy={query.isFetching}>
        <QueryView
          query={query}
          waiting={!queue.merchant}
          empty={{
            when: (data) => data.list.length === 0,
            message: status
              ? t(`${words}.emptyStatus`, { status: statusLabel(status) })
              : t(`${words}.empty`),
            testId: `${kind}-queue-empty`,
          }}
        >
          {(data) => (
            <PagedTable
              label={t(`${words}.tableLabel`)}
              columns={[
                t('payments.orderNo'),
                t('payments.member'),
                ...columns,
                { label: t('common.actions'), className: 'actions-col' },
              ]}
              page={queue.page}
              totals={data}
              onPage={queue.setPage}
              pagesLabel={t(`${words}.pages`)}
            >
              {data.list.map((order) => (
                <tr key={order.orderNo} data-testid={`${kind}-${order.orderNo}`}>
                  <td className="nowrap">{order.orderNo}</td>
                  <td>{order.username}</td>
                  {cells(order)}
                  <td className="actions-col">{actions(order)}</td>
                </tr>
              ))}
            </PagedTable>
          )}
        </QueryView>
      </div>
      {children}
    </section>
  );
}
