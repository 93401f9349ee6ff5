import { postingKinds, type PostingKind } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentMerchant } from '../../../app/merchant';
import { formatTime } from '../../../ui/format';
import { formatWireMoney } from '../../../ui/money';
import { Pager } from '../../../ui/Pager';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import { memberLedgerQuery } from '../api';
import { useTabParams } from './tab-params';

/** The member's books: every posting on each of their wallets, newest first. */
export function LedgerTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const merchant = useCurrentMerchant();
  const { values, pageNo, update, setPage } = useTabParams(['kind'] as const);
  const kind = postingKinds.find((known) => known === values.kind) as PostingKind | undefined;
  const ledger = useQuery({
    ...memberLedgerQuery(merchant?.code ?? '', memberId, { kind, pageNo }),
    enabled: merchant !== undefined,
  });
  const money = (amount: number) => formatWireMoney(amount, merchant?.currencySymbol ?? '');

  let body;
  if (!merchant || ledger.isPending) body = <Loading />;
  else if (ledger.isError)
    body = <ErrorState error={ledger.error} onRetry={() => void ledger.refetch()} />;
  else if (ledger.data.list.length === 0)
    body = <EmptyState testId="ledger-empty">{t('members.ledger.empty')}</EmptyState>;
  else
    body = (
      <>
        <div className="table-scroll">
          <table className="data-table" aria-label={t('members.ledger.tableLabel')}>
            <thead>
              <tr>
                <th scope="col">{t('members.ledger.time')}</th>
                <th scope="col">{t('members.ledger.kind')}</th>
                <th scope="col">{t('members.ledger.reference')}</th>
                <th scope="col">{t('members.ledger.wallet')}</th>
                <th scope="col" className="numeric">
                  {t('members.ledger.amount')}
                </th>
                <th scope="col" className="numeric">
                  {t('members.ledger.balanceAfter')}
                </th>
                <th scope="col">{t('members.ledger.note')}</th>
              </tr>
            </thead>
            <tbody>
              {ledger.data.list.map((line) => (
                <tr key={line.entryId} data-testid={`ledger-${line.entryId}`}>
                  <td className="nowrap">{formatTime(line.time)}</td>
                  <td>{t(`members.postingKind.${line.kind}`)}</td>
                  <td className="nowrap">{line.reference}</td>
                  <td className="muted">{line.wallet}</td>
                  <td className={`numeric ${line.amount < 0 ? 'amount-out' : 'amount-in'}`}>
                    {line.amount > 0 ? '+' : ''}
                    {money(line.amount)}
                  </td>
                  <td className="numeric">
                    {line.balanceAfter === null ? t('common.none') : money(line.balanceAfter)}
                  </td>
                  <td className="member-note">{line.note ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          page={pageNo}
          totalPages={ledger.data.totalPages}
          totalCount={ledger.data.totalCount}
          onChange={setPage}
          label={t('members.ledger.pages')}
        />
      </>
    );

  return (
    <>
      <div className="toolbar">
        <div className="field">
          <label htmlFor="ledger-kind">{t('members.ledger.kind')}</label>
          <select
            id="ledger-kind"
            className="select"
            value={kind ?? ''}
            onChange={(event) => update({ kind: event.target.value })}
          >
            <option value="">{t('common.all')}</option>
            {postingKinds.map((value) => (
              <option key={value} value={value}>
                {t(`members.postingKind.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div aria-busy={ledger.isFetching}>{body}</div>
    </>
  );
}
