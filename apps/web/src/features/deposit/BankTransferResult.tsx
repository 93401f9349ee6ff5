import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWireMoney } from '@croupier/web-kit/money';
import { useCurrencySymbol } from '../../app/wallet/balance';
import type { DepositMethod, DepositOrderCreated } from './api';

/** Copies a value; says so (to screen readers too), or asks for a copy by hand when refused. */
function CopyButton({ value, what }: { value: string; what: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 2500);
  };

  return (
    <>
      <button
        type="button"
        className="button button-small button-ghost"
        onClick={() => void copy()}
        aria-label={t('deposit.bank.copyWhat', { what })}
      >
        {t('deposit.bank.copy')}
      </button>
      <span className="deposit-copied" role="status" aria-live="polite">
        {state === 'copied' && t('deposit.bank.copied')}
        {state === 'failed' && t('deposit.bank.copyFailed')}
      </span>
    </>
  );
}

/**
 * A bank transfer order: where to send the money and the reference to put on the transfer.
 * The order waits for the operator, who matches the transfer by that reference.
 */
export function BankTransferResult({
  order,
  method,
  onAnother,
}: {
  order: DepositOrderCreated;
  method: DepositMethod;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const heading = useRef<HTMLParagraphElement>(null);
  // The form this replaces had the focus: move it to the news, so it is read out.
  useEffect(() => heading.current?.focus(), []);
  const bank = order.bank;
  const rows: { label: string; value: string; copy?: boolean }[] = [
    { label: t('deposit.bank.bankName'), value: bank?.bankName ?? '' },
    { label: t('deposit.bank.accountName'), value: bank?.accountName ?? '', copy: true },
    { label: t('deposit.bank.accountNumber'), value: bank?.accountNumber ?? '', copy: true },
    { label: t('deposit.bank.amount'), value: formatWireMoney(order.amount, symbol) },
  ];

  return (
    <div className="deposit-bank" data-testid="deposit-bank-result">
      <p className="deposit-waiting" tabIndex={-1} ref={heading}>
        <span className="deposit-status deposit-status-pending">{t('deposit.status.pending')}</span>{' '}
        {t('deposit.bank.waiting')}
      </p>
      {method.isDemo && <p className="form-intro notice">{t('deposit.bank.demoNotice')}</p>}
      <dl className="deposit-details">
        {rows.map((row) => (
          <div key={row.label} className="deposit-detail">
            <dt>{row.label}</dt>
            <dd>
              <span className="deposit-value">{row.value}</span>
              {row.copy && <CopyButton value={row.value} what={row.label} />}
            </dd>
          </div>
        ))}
        <div className="deposit-detail deposit-reference">
          <dt>{t('deposit.bank.reference')}</dt>
          <dd>
            <span className="deposit-value" data-testid="deposit-reference">
              {order.reference ?? order.orderNo}
            </span>
            <CopyButton
              value={order.reference ?? order.orderNo}
              what={t('deposit.bank.reference')}
            />
          </dd>
        </div>
      </dl>
      <p className="form-intro">{t('deposit.bank.referenceHint')}</p>
      <div className="form-actions">
        <button type="button" className="button" onClick={onAnother}>
          {t('deposit.bank.another')}
        </button>
      </div>
    </div>
  );
}
