import { postingKinds, type PostingKind } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentMerchant } from '../../../app/merchant';
import { oneOf } from '../../../ui/address-params';
import { formatTime } from '../../../ui/format';
import { formatWireMoney } from '@croupier/web-kit/money';
import { PagedTable } from '../../../ui/PagedTable';
import { QueryView } from '../../../ui/QueryView';
import { memberLedgerQuery } from '../api';
import { useTabParams } from './tab-params';

/** The member's books: every posting on each of their wallets, newest first. */
export function LedgerTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const merchant = useCurrentMerchant();
  const { values, pageNo, update, setPage } = useTabParams(['kind'] as const);
  const kind: PostingKind | undefined = oneOf(postingKinds, values.kind);
  const ledger = useQuery({
    ...memberLedgerQuery(merchant?.code ?? '', memberId, { kind, pageNo }),
    enabled: merchant !== undefined,
  });
  const money = (amount: number) => formatWireMoney(amount, merchant?.currencySymbol ?? '');

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
      <div aria-busy={ledger.isFetching}>
        <QueryView
          query={ledger}
          waiting={!merchant}
          empty={{
            when: (data) => data.list.length === 0,
            message: t('members.ledger.empty'),
            testId: 'ledger-empty',
          }}
        >
          {(data) => (
            <PagedTable
              label={t('members.ledger.tableLabel')}
              columns={[
                t('members.ledger.time'),
                t('members.ledger.kind'),
                t('members.ledger.reference'),
                t('members.ledger.wallet'),
                { label: t('members.ledger.amount'), numeric: true },
                { label: t('members.ledger.balanceAfter'), numeric: true },
                t('members.ledger.note'),
              ]}
              page={pageNo}
              totals={data}
              onPage={setPage}
              pagesLabel={t('members.ledger.pages')}
            >
              {data.list.map((line) => (
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
            </PagedTable>
          )}
        </QueryView>
      </div>
    </>
  );
}
