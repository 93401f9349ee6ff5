import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Loader } from '../../ui/Loader';
import { LoadFailure } from '../../ui/LoadFailure';
import { useDepositMethods, type DepositMethod, type DepositOrderCreated } from './api';
import { BankTransferResult } from './BankTransferResult';
import { DepositForm } from './DepositForm';
import { DepositOrders, ReturnedOrder } from './DepositOrders';
import './deposit.css';
import { useDepositCatalogue } from './catalogue';

/**
 * "deposit" (spec §2 depositv2): choose a method and an amount; a bank transfer answers the
 * account and the reference to use, a gateway takes the player to its payment page, which
 * sends them back here (`?deposit=<orderNo>`). The member's recent orders sit below.
 */
export function DepositPage() {
  useDepositCatalogue();
  const { t } = useTranslation();
  const methods = useDepositMethods();
  const [params, setParams] = useSearchParams();
  const returned = params.get('deposit');
  const [bankOrder, setBankOrder] = useState<{
    order: DepositOrderCreated;
    method: DepositMethod;
  } | null>(null);

  const dismissReturned = () =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('deposit');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  let main;
  if (methods.isPending) main = <Loader />;
  else if (methods.isError)
    main = <LoadFailure error={methods.error} onRetry={() => void methods.refetch()} />;
  else if (bankOrder)
    main = (
      <BankTransferResult
        order={bankOrder.order}
        method={bankOrder.method}
        onAnother={() => setBankOrder(null)}
      />
    );
  else if (methods.data.length === 0)
    main = (
      <p className="empty-state" data-testid="deposit-no-methods">
        {t('deposit.noMethods')}
      </p>
    );
  else
    main = (
      <DepositForm
        methods={methods.data}
        onBankOrder={(order, method) => setBankOrder({ order, method })}
      />
    );

  return (
    <div className="mc-sections deposit-page" data-testid="deposit-page">
      {returned && <ReturnedOrder orderNo={returned} onDismiss={dismissReturned} />}
      <section className="mc-card" aria-labelledby="deposit-new">
        <h4 id="deposit-new">{t('deposit.newDeposit')}</h4>
        {main}
      </section>
      <section className="mc-card" aria-labelledby="deposit-orders">
        <h4 id="deposit-orders">{t('deposit.orders.title')}</h4>
        <DepositOrders />
      </section>
    </div>
  );
}
