import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentMerchant } from '../../../app/merchant';
import { formatTime } from '../../../ui/format';
import { formatWireMoney } from '@croupier/web-kit/money';
import { PagedTable } from '../../../ui/PagedTable';
import { QueryView } from '../../../ui/QueryView';
import { EmptyState } from '../../../ui/states';
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

  return (
    <>
      <form className="toolbar" onSubmit={submit}>
        {(['from', 'to'] as const).map((end) => (
          <div className="field" key={end}>
            <label htmlFor={`bets-${end}`}>{t(`members.bets.${end}`)}</label>
            <input
              id={`bets-${end}`}
              className="input"
              type="date"
              value={draft[end]}
              onChange={(event) => setDraft({ ...draft, [end]: event.target.value })}
            />
          </div>
        ))}
        <button type="submit" className="button">
          {t('members.bets.show')}
        </button>
        <span className="field-hint">{t('members.bets.hint')}</span>
      </form>
      <div aria-busy={bets.isFetching}>
        <QueryView query={bets} waiting={!merchant}>
          {({ list, totals, beginDate, endDate, totalPages, totalCount }) => (
            <>
              <p className="muted" data-testid="bets-range">
                {t('members.bets.range', { from: beginDate, to: endDate })}
              </p>
              {list.length === 0 ? (
                <EmptyState testId="bets-empty">{t('members.bets.empty')}</EmptyState>
              ) : (
                <PagedTable
                  label={t('members.bets.tableLabel')}
                  columns={[
                    t('members.bets.placed'),
                    t('members.bets.game'),
                    t('members.bets.vendor'),
                    t('members.bets.round'),
                    { label: t('members.bets.stake'), numeric: true },
                    { label: t('members.bets.win'), numeric: true },
                    { label: t('members.bets.profit'), numeric: true },
                    t('common.status'),
                  ]}
                  foot={
                    <tr>
                      <th scope="row" colSpan={4}>
                        {t('members.bets.totals', { count: totals.count })}
                      </th>
                      <td className="numeric">{money(totals.stake)}</td>
                      <td className="numeric">{money(totals.win)}</td>
                      <td className="numeric">{money(totals.profit)}</td>
                      <td />
                    </tr>
                  }
                  page={pageNo}
                  totals={{ totalPages: totalPages, totalCount: totalCount }}
                  onPage={setPage}
                  pagesLabel={t('members.bets.pages')}
                >
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
                </PagedTable>
              )}
            </>
          )}
        </QueryView>
      </div>
    </>
  );
}
