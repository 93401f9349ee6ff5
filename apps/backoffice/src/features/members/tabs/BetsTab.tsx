import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentMerchant } from '../../../app/merchant';
import { formatTime } from '../../../ui/format';
import { formatWireMoney } from '../../../ui/money';
import { Pager } from '../../../ui/Pager';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import { memberBetsQuery } from '../api';
import { useTabParams } from './tab-params';

/**
 * The member's game rounds, newest first, over UTC days: the last 7 unless other days are
 * chosen (at most 92 at a time), with the totals of the whole range.
 */
export function BetsTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const merchant = useCurrentMerchant();
  const { values, pageNo, update, setPage } = useTabParams(['from', 'to'] as const);
  const [draft, setDraft] = useState({ from: values.from, to: values.to });
  const bets = useQuery({
    ...memberBetsQuery(merchant?.code ?? '', memberId, {
      beginDate: values.from,
      endDate: values.to,
      pageNo,
    }),
    enabled: merchant !== undefined,
  });
  const money = (amount: number) => formatWireMoney(amount, merchant?.currencySymbol ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ from: draft.from, to: draft.to });
  };

  let body;
  if (!merchant || bets.isPending) body = <Loading />;
  else if (bets.isError)
    body = <ErrorState error={bets.error} onRetry={() => void bets.refetch()} />;
  else {
    const { list, totals, beginDate, endDate } = bets.data;
    body = (
      <>
        <p className="muted" data-testid="bets-range">
          {t('members.bets.range', { from: beginDate, to: endDate })}
        </p>
        {list.length === 0 ? (
          <EmptyState testId="bets-empty">{t('members.bets.empty')}</EmptyState>
        ) : (
          <>
            <div className="table-scroll">
              <table className="data-table" aria-label={t('members.bets.tableLabel')}>
                <thead>
                  <tr>
                    <th scope="col">{t('members.bets.placed')}</th>
                    <th scope="col">{t('members.bets.game')}</th>
                    <th scope="col">{t('members.bets.vendor')}</th>
                    <th scope="col">{t('members.bets.round')}</th>
                    <th scope="col" className="numeric">
                      {t('members.bets.stake')}
                    </th>
                    <th scope="col" className="numeric">
                      {t('members.bets.win')}
                    </th>
                    <th scope="col" className="numeric">
                      {t('members.bets.profit')}
                    </th>
                    <th scope="col">{t('common.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((round) => (
                    <tr
                      key={`${round.vassalage}:${round.roundId}`}
                      data-testid={`bet-${round.roundId}`}
                    >
                      <td className="nowrap">{formatTime(round.placedAt)}</td>
                      <td>
                        {round.gameName}
                        <div className="muted">{round.gameType}</div>
                      </td>
                      <td>{round.vendorName}</td>
                      <td className="muted nowrap">{round.roundId}</td>
                      <td className="numeric">{money(round.stake)}</td>
                      <td className="numeric">{money(round.win)}</td>
                      <td className={`numeric ${round.profit < 0 ? 'amount-out' : 'amount-in'}`}>
                        {money(round.profit)}
                      </td>
                      <td>{t(`members.bets.status.${round.status}`)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={4}>
                      {t('members.bets.totals', { count: totals.count })}
                    </th>
                    <td className="numeric">{money(totals.stake)}</td>
                    <td className="numeric">{money(totals.win)}</td>
                    <td className="numeric">{money(totals.profit)}</td>
                    <td />
                  </tr>
                </tfoot>
              </table>
            </div>
            <Pager
              page={pageNo}
              totalPages={bets.data.totalPages}
              totalCount={bets.data.totalCount}
              onChange={setPage}
              label={t('members.bets.pages')}
            />
          </>
        )}
      </>
    );
  }

  return (
    <>
      <form className="toolbar" onSubmit={submit}>
        <div className="field">
          <label htmlFor="bets-from">{t('members.bets.from')}</label>
          <input
            id="bets-from"
            className="input"
            type="date"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="bets-to">{t('members.bets.to')}</label>
          <input
            id="bets-to"
            className="input"
            type="date"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </div>
        <button type="submit" className="button">
          {t('members.bets.show')}
        </button>
        <span className="field-hint">{t('members.bets.hint')}</span>
      </form>
      <div aria-busy={bets.isFetching}>{body}</div>
    </>
  );
}
