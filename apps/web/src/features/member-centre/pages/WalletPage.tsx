import { mainWalletTypeId } from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormError } from '../../../ui/Field';
import { Loader } from '../../../ui/Loader';
import { transferBetweenWallets, useMerchantWallet, type WalletTransfer } from '../api';
import { balanceKey, useBalance, type Balance } from '../../../app/wallet/balance';
import { formatWireMoney } from '@croupier/web-kit/money';
import { LoadFailure } from '../../../ui/LoadFailure';
import { typedAmount } from '../../../ui/amount';
import { useMoneyMovement } from '../../../app/wallet/money-movement';
import { Segmented } from '../../../ui/Segmented';

/** "my wallet" (spec §2 transferFund): every wallet's balance and transfers between them. */
export function WalletPage() {
  const { t } = useTranslation();
  const balance = useBalance();
  const merchantWallet = useMerchantWallet();

  if (balance.isPending || merchantWallet.isPending) return <Loader />;
  if (balance.isError)
    return <LoadFailure error={balance.error} onRetry={() => void balance.refetch()} />;
  if (merchantWallet.isError)
    return (
      <LoadFailure error={merchantWallet.error} onRetry={() => void merchantWallet.refetch()} />
    );
  const value = balance.data;
  const money = (amount: number) => formatWireMoney(amount, value.currencySymbol);

  return (
    <div className="mc-sections">
      <section className="mc-card" aria-labelledby="mc-balances">
        <h4 id="mc-balances">{t('memberCentre.wallet.balances')}</h4>
        <dl className="mc-balances" data-testid="wallet-balances">
          <div className="mc-balance mc-balance-total">
            <dt>{t('memberCentre.wallet.total')}</dt>
            <dd>{money(value.sumBalance)}</dd>
          </div>
          {value.balance.map((wallet) => (
            <div key={wallet.accountTypeId} className="mc-balance">
              <dt>
                {wallet.accountTypeId === mainWalletTypeId
                  ? t('memberCentre.wallet.main')
                  : wallet.name}
              </dt>
              <dd>{money(wallet.availBalance)}</dd>
            </div>
          ))}
          <div className="mc-balance">
            <dt>{t('memberCentre.wallet.locked')}</dt>
            <dd>{money(value.lockedBalance)}</dd>
          </div>
          <div className="mc-balance">
            <dt>{t('memberCentre.wallet.pendingWithdrawal')}</dt>
            <dd>{money(value.pendingWithdrawal)}</dd>
          </div>
        </dl>
      </section>
      <section className="mc-card" aria-labelledby="mc-transfer">
        <h4 id="mc-transfer">{t('memberCentre.wallet.transfer')}</h4>
        {merchantWallet.data.isSingle ? (
          <p className="form-intro" data-testid="single-wallet">
            {t('memberCentre.wallet.single')}
          </p>
        ) : (
          <TransferForm balance={value} />
        )}
      </section>
    </div>
  );
}

const main = 'MAIN';

/** Main ↔ vendor wallet: an amount, or everything in (all in) or back out (all out). */
function TransferForm({ balance }: { balance: Balance }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const movement = useMoneyMovement();
  const vendors = balance.balance.filter((wallet) => wallet.accountTypeId !== mainWalletTypeId);
  const [vendor, setVendor] = useState(vendors[0]?.accountType ?? '');
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (!vendors.length) return <p className="form-intro">{t('memberCentre.wallet.noVendors')}</p>;

  const send = async (transfer: Omit<WalletTransfer, 'requestId'>) => {
    setDone(null);
    const result = await movement.send(transfer, (requestId) =>
      transferBetweenWallets({ ...transfer, requestId }),
    );
    if (!result) return;
    queryClient.setQueryData(balanceKey, result.balance);
    setAmount('');
    setDone(
      t('memberCentre.wallet.done', {
        amount: formatWireMoney(result.amount, balance.currencySymbol),
        orderNo: result.orderNo,
      }),
    );
  };
  const { busy } = movement;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = typedAmount(amount);
    setAmountError(typed ? null : t('memberCentre.form.amountInvalid'));
    if (!typed) return;
    const [from, to] = direction === 'in' ? [main, vendor] : [vendor, main];
    void send({ from, to, amount: typed });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="wallet-transfer-form">
      <div className="field">
        <label htmlFor="mc-vendor">{t('memberCentre.wallet.gameWallet')}</label>
        <select id="mc-vendor" value={vendor} onChange={(event) => setVendor(event.target.value)}>
          {vendors.map((wallet) => (
            <option key={wallet.accountType} value={wallet.accountType}>
              {wallet.name}
            </option>
          ))}
        </select>
      </div>
      <Segmented
        label={t('memberCentre.wallet.direction')}
        options={[
          { value: 'in', label: t('memberCentre.wallet.toGame') },
          { value: 'out', label: t('memberCentre.wallet.toMain') },
        ]}
        value={direction}
        onChange={setDirection}
      />
      <Field
        label={t('memberCentre.form.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={amountError ?? undefined}
        required
      />
      <FormError message={movement.formError} />
      {done && (
        <p className="mc-saved" role="status">
          {done}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('memberCentre.wallet.transferButton')}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void send({ from: main, to: vendor, all: true })}
        >
          {t('memberCentre.wallet.allIn')}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void send({ from: vendor, to: main, all: true })}
        >
          {t('memberCentre.wallet.allOut')}
        </button>
      </div>
    </form>
  );
}
