import type { rewards } from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@croupier/web-kit/dates';
import { formatWireMoney } from '@croupier/web-kit/money';
import { balanceKey, useCurrencySymbol } from '../../../app/wallet/balance';
import { failureText } from '../../../i18n/failure-text';
import { FormError } from '../../../ui/Field';
import { usePaging } from '../../../ui/paging';
import { ColumnsTable, QueryView, RecordTable, type Column } from '../../../ui/RecordTable';
import { claimRebate, rebateKey, useRebateClaims, useRebateSummary } from './api';
import { useRebateCatalogue } from './catalogue';
import './rebate.css';

const historyPageSize = 10;

/** Basis points as a percentage with two decimals: 45 → "0.45%". */
export const ratePercent = (basisPoints: number) => `${(basisPoints / 100).toFixed(2)}%`;

/**
 * Cashback (spec §2 member centre `manualRebate`): the cashback earned since the last claim
 * per game category (valid turnover × the VIP level's rate), the claim, and what was paid.
 * When the brand pays it daily by itself, the page says so and offers no claim.
 */
export function RebatePage() {
  useRebateCatalogue();
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const summary = useRebateSummary();
  const money = (amount: number) => formatWireMoney(amount, symbol);
  const columns: Column<rewards.RebateLine>[] = [
    {
      header: t('rebate.category'),
      rowHeader: true,
      cell: (line) => t(`categories.${line.category}`),
    },
    { header: t('rebate.validTurnover'), numeric: true, cell: (line) => money(line.validTurnover) },
    { header: t('rebate.rate'), numeric: true, cell: (line) => ratePercent(line.rate) },
    { header: t('rebate.amount'), numeric: true, cell: (line) => money(line.amount) },
  ];

  return (
    <div className="rebate-page mc-records">
      <QueryView query={summary} isEmpty={() => false} emptyText="">
        {(data) => (
          <section aria-label={t('rebate.claimable')} data-testid="rebate-summary">
            <p className="rebate-period">
              {t('rebate.since', {
                from: formatDateTime(data.from, { seconds: false }),
                until: formatDateTime(data.until, { seconds: false }),
              })}
              {data.levelName && (
                <span className="rebate-level">{t('rebate.level', { name: data.levelName })}</span>
              )}
            </p>
            {data.categories.length > 0 ? (
              <ColumnsTable
                columns={columns}
                rows={data.categories}
                rowKey={(line) => line.category}
                testId="rebate-categories"
              />
            ) : (
              <p className="empty-state">{t('rebate.noRates')}</p>
            )}
            <p className="rebate-total">
              {t('rebate.total')} <strong data-testid="rebate-total">{money(data.total)}</strong>
            </p>
            {data.claimable ? (
              <ClaimButton nothing={data.total <= 0} />
            ) : (
              <p className="rebate-note">{t('rebate.paidDaily')}</p>
            )}
          </section>
        )}
      </QueryView>
      <RebateHistory />
    </div>
  );
}

/** The claim: one at a time, its result in words, the balance and the figures fetched again. */
function ClaimButton({ nothing }: { nothing: boolean }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [paid, setPaid] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const claim = async () => {
    setBusy(true);
    setFailure(null);
    setPaid(null);
    try {
      const payout = await claimRebate();
      setPaid(payout.amount);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
      // Paid or refused, the figures may have moved (a claim from another tab).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rebateKey }),
        queryClient.invalidateQueries({ queryKey: balanceKey }),
      ]);
    }
  };

  return (
    <>
      <FormError message={failure} />
      {paid !== null && (
        <p className="mc-saved" role="status">
          {t('rebate.claimed', { amount: formatWireMoney(paid, symbol) })}
        </p>
      )}
      <div className="form-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy || nothing}
          onClick={() => void claim()}
        >
          {t('rebate.claim')}
        </button>
      </div>
      {nothing && paid === null && <p className="rebate-note">{t('rebate.nothingYet')}</p>}
    </>
  );
}

/** The cashback paid, newest first: claimed by the member or paid by the daily run. */
function RebateHistory() {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const paging = usePaging();
  const claims = useRebateClaims({ pageNo: paging.page, pageSize: historyPageSize });
  const columns: Column<rewards.RebatePayout>[] = [
    { header: t('rebate.paidAt'), cell: (payout) => formatDateTime(payout.createdAt) },
    {
      header: t('rebate.period'),
      cell: (payout) =>
        t('rebate.periodRange', {
          from: formatDateTime(payout.from, { seconds: false }),
          until: formatDateTime(payout.until, { seconds: false }),
        }),
    },
    { header: t('rebate.kind'), cell: (payout) => t(`rebate.kinds.${payout.kind}`) },
    {
      header: t('rebate.amount'),
      numeric: true,
      cell: (payout) => formatWireMoney(payout.amount, symbol),
    },
  ];
  return (
    <section className="rebate-history" aria-label={t('rebate.history')}>
      <h4>{t('rebate.history')}</h4>
      <RecordTable
        query={claims}
        columns={columns}
        rowKey={(payout) => payout.id}
        testId="rebate-history"
        emptyText={t('rebate.noHistory')}
        paging={paging}
        pagesLabel={t('rebate.historyPages')}
      />
    </section>
  );
}
