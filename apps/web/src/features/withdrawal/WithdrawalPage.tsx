import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from '../../ui/Loader';
import { formatWireMoney } from '@croupier/web-kit/money';
import { LoadFailure } from '../../ui/LoadFailure';
import { useCurrencySymbol } from '../../app/wallet/balance';
import { useMemberCentreStore } from '../../app/member-centre/store';
import { useWithdrawInfo, type WithdrawInfo } from './api';
import { BankCards } from './BankCards';
import { WithdrawForm } from './WithdrawForm';
import { WithdrawalOrders } from './WithdrawalOrders';
import './withdrawal.css';
import { useWithdrawalCatalogue } from './catalogue';

/**
 * The member centre's withdrawal page (spec §2 `withdraw`): what can be withdrawn and under
 * which rules, the cards to pay to, the request, and the member's orders with the answer
 * after payout.
 */
export function WithdrawalPage() {
  useWithdrawalCatalogue();
  const info = useWithdrawInfo();
  const [chosenCard, setChosenCard] = useState<number | null>(null);
  if (info.isPending) return <Loader />;
  if (info.isError) return <LoadFailure error={info.error} onRetry={() => void info.refetch()} />;
  const cards = info.data.cards;
  const cardId = cards.some((card) => card.id === chosenCard) ? chosenCard : (cards[0]?.id ?? null);
  return (
    <div className="mc-sections withdrawal-page" data-testid="withdrawal-page">
      <WithdrawalSummary info={info.data} />
      {!info.data.hasPaymentPassword && <PaymentPasswordMissing />}
      <BankCards info={info.data} chosen={cardId} onChoose={setChosenCard} />
      <WithdrawForm info={info.data} cardId={cardId} />
      <WithdrawalOrders autoReceiptMinutes={info.data.autoReceiptMinutes} />
    </div>
  );
}

function WithdrawalSummary({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const money = (amount: number) => formatWireMoney(amount, symbol);
  const { required, achieved } = info.turnover;
  return (
    <section className="mc-card" aria-labelledby="withdrawal-summary-title">
      <h3 id="withdrawal-summary-title" className="visually-hidden">
        {t('withdrawal.summary.title')}
      </h3>
      <dl className="mc-facts">
        <dt>{t('withdrawal.summary.balance')}</dt>
        <dd data-testid="withdrawal-balance">{money(info.balance)}</dd>
        <dt>{t('withdrawal.summary.limits')}</dt>
        <dd>
          {t('withdrawal.summary.limitsValue', {
            min: money(info.minAmount),
            max: money(info.maxAmount),
          })}
        </dd>
        <dt>{t('withdrawal.summary.remaining')}</dt>
        <dd>
          {t('withdrawal.summary.remainingValue', {
            remaining: info.remainingToday,
            perDay: info.perDay,
          })}
          <span className="mc-muted withdrawal-note">{t('withdrawal.summary.dayNote')}</span>
        </dd>
        <dt>{t('withdrawal.summary.turnover')}</dt>
        <dd>
          {required === 0 ? (
            t('withdrawal.summary.turnoverNone')
          ) : (
            <>
              <progress
                className="withdrawal-turnover"
                max={required}
                value={Math.min(achieved, required)}
                aria-label={t('withdrawal.summary.turnover')}
              />
              <span>
                {achieved >= required
                  ? t('withdrawal.summary.turnoverMet')
                  : t('withdrawal.summary.turnoverValue', {
                      achieved: money(achieved),
                      required: money(required),
                    })}
              </span>
            </>
          )}
        </dd>
      </dl>
    </section>
  );
}

function PaymentPasswordMissing() {
  const { t } = useTranslation();
  const open = useMemberCentreStore((state) => state.openMemberCentre);
  return (
    <div className="mc-card withdrawal-notice" role="note" data-testid="payment-password-missing">
      <p>{t('withdrawal.password.missing')}</p>
      <button type="button" className="button button-small" onClick={() => open('securityCenter')}>
        {t('withdrawal.password.goSet')}
      </button>
    </div>
  );
}
