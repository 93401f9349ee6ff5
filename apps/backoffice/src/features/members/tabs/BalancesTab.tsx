import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentMerchant } from '../../../app/merchant';
import { formatWireMoney } from '@croupier/web-kit/money';
import { ErrorState, Loading } from '../../../ui/states';
import { memberBalancesQuery } from '../api';

/** The member's wallets: main, each vendor's transfer wallet, bonus and the withdrawal hold. */
export function BalancesTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const merchant = useCurrentMerchant();
  const balances = useQuery({
    ...memberBalancesQuery(merchant?.code ?? '', memberId),
    enabled: merchant !== undefined,
  });
  if (!merchant || balances.isPending) return <Loading />;
  if (balances.isError)
    return <ErrorState error={balances.error} onRetry={() => void balances.refetch()} />;
  const { wallets, currencySymbol, currency } = balances.data;
  return (
    <div className="table-scroll">
      <table className="data-table" aria-label={t('members.balances.tableLabel')}>
        <thead>
          <tr>
            <th scope="col">{t('members.balances.wallet')}</th>
            <th scope="col">{t('members.balances.code')}</th>
            <th scope="col" className="numeric">
              {t('members.balances.balance', { currency })}
            </th>
          </tr>
        </thead>
        <tbody>
          {wallets.map((wallet) => (
            <tr key={`${wallet.kind}:${wallet.code}`} data-testid={`wallet-${wallet.code}`}>
              <td>
                {wallet.kind === 'vendor' ? wallet.name : t(`members.balances.kind.${wallet.kind}`)}
              </td>
              <td className="muted">{wallet.code}</td>
              <td className="numeric">{formatWireMoney(wallet.balance, currencySymbol)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
