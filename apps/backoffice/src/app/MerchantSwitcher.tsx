import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { merchantChoice, useMerchantChoice } from '../api/merchant-choice';
import { useMerchants } from './merchant';

/**
 * Which merchant the console acts on. The choice is remembered on this computer and sent as
 * the `Merchant` header; pages key their data by it, so they reload for the new merchant.
 */
export function MerchantSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const merchants = useMerchants();
  const chosen = useMerchantChoice();
  if (merchants.isError) {
    return (
      <div className="merchant-switcher" role="alert">
        {t('app.merchantsFailed')}{' '}
        <button type="button" className="button-link" onClick={() => void merchants.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (merchants.data?.length === 0) {
    // A fresh deployment: nothing to choose until the first brand is created.
    return (
      <div className="merchant-switcher">
        <span className="muted">{t('app.noBrandYet')}</span>
      </div>
    );
  }
  return (
    <div className="merchant-switcher">
      <label htmlFor={id}>{t('app.merchant')}</label>
      <select
        id={id}
        className="select"
        value={merchants.data ? (chosen ?? '') : ''}
        disabled={!merchants.data}
        onChange={(event) => merchantChoice.set(event.target.value)}
      >
        {!merchants.data && <option value="">{t('app.merchantsLoading')}</option>}
        {merchants.data?.map((merchant) => (
          <option key={merchant.code} value={merchant.code}>
            {merchant.name} ({merchant.code}, {merchant.currency})
          </option>
        ))}
      </select>
    </div>
  );
}
