import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentMerchant } from '../../app/merchant';
import { ConfirmDialog } from '../../ui/Dialog';
import { formatWireMoney } from '../../ui/money';
import { EmptyState, ErrorState, Loading } from '../../ui/states';
import {
  paymentMethodsQuery,
  paymentSettingsActions,
  refreshPaymentSettings,
  type PaymentMethodSetting,
} from './api';
import { settingsErrorText } from './errors';
import { MethodDialog } from './MethodDialog';

type Action = { kind: 'edit' | 'toggle'; method: PaymentMethodSetting };

/** The ways players deposit, in the order the deposit page shows them. */
export function PaymentMethods({
  canEdit,
  onDone,
}: {
  canEdit: boolean;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const merchant = useCurrentMerchant();
  const methods = useQuery({
    ...paymentMethodsQuery(merchant?.code ?? ''),
    enabled: merchant !== undefined,
  });
  const [action, setAction] = useState<Action | null>(null);
  const money = (amount: number) => formatWireMoney(amount, merchant?.currencySymbol ?? '');
  const reorder = useMutation({
    mutationFn: paymentSettingsActions.reorder,
    onSuccess: (list) => {
      queryClient.setQueryData(paymentMethodsQuery(merchant?.code ?? '').queryKey, list);
      void refreshPaymentSettings(queryClient, merchant?.code ?? '');
      onDone(t('paymentSettings.methods.reordered'));
    },
  });
  const move = (list: PaymentMethodSetting[], index: number, step: -1 | 1) => {
    const codes = list.map((method) => method.code);
    [codes[index], codes[index + step]] = [codes[index + step]!, codes[index]!];
    reorder.mutate(codes);
  };

  let body;
  if (!merchant || methods.isPending) body = <Loading />;
  else if (methods.isError)
    body = <ErrorState error={methods.error} onRetry={() => void methods.refetch()} />;
  else if (methods.data.length === 0)
    body = <EmptyState testId="methods-empty">{t('paymentSettings.methods.empty')}</EmptyState>;
  else {
    const list = methods.data;
    body = (
      <div className="table-scroll">
        <table className="data-table" aria-label={t('paymentSettings.methods.title')}>
          <thead>
            <tr>
              <th scope="col">{t('paymentSettings.methods.order')}</th>
              <th scope="col">{t('paymentSettings.methods.name')}</th>
              <th scope="col">{t('paymentSettings.methods.kind')}</th>
              <th scope="col">{t('common.status')}</th>
              <th scope="col" className="numeric">
                {t('paymentSettings.methods.min')}
              </th>
              <th scope="col" className="numeric">
                {t('paymentSettings.methods.max')}
              </th>
              <th scope="col">{t('paymentSettings.methods.details')}</th>
              {canEdit && <th scope="col">{t('common.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {list.map((method, index) => (
              <tr key={method.code} data-testid={`method-${method.code}`}>
                <td className="nowrap">
                  {index + 1}
                  {canEdit && (
                    <span className="order-buttons">
                      <button
                        type="button"
                        className="icon-button"
                        onClick={() => move(list, index, -1)}
                        disabled={index === 0 || reorder.isPending}
                        aria-label={t('paymentSettings.methods.moveUp', { name: method.name })}
                      >
                        <span aria-hidden="true">↑</span>
                      </button>
                      <button
                        type="button"
                        className="icon-button"
                        onClick={() => move(list, index, 1)}
                        disabled={index === list.length - 1 || reorder.isPending}
                        aria-label={t('paymentSettings.methods.moveDown', { name: method.name })}
                      >
                        <span aria-hidden="true">↓</span>
                      </button>
                    </span>
                  )}
                </td>
                <td>
                  {method.name}
                  <div className="muted">
                    {method.code}
                    {method.isDemo && ` · ${t('paymentSettings.methods.demo')}`}
                  </div>
                </td>
                <td>{t(`paymentSettings.methods.kinds.${method.kind}`)}</td>
                <td>
                  <span className={`badge ${method.enabled ? 'badge-good' : 'badge-bad'}`}>
                    {t(
                      method.enabled ? 'paymentSettings.methods.on' : 'paymentSettings.methods.off',
                    )}
                  </span>
                </td>
                <td className="numeric">{money(method.minAmount)}</td>
                <td className="numeric">{money(method.maxAmount)}</td>
                <td className="muted">
                  {method.kind === 'bank_transfer'
                    ? [method.bankName, method.accountName, method.accountNumber]
                        .filter(Boolean)
                        .join(' · ')
                    : t('paymentSettings.methods.gateway', { gateway: method.gateway ?? '' })}
                </td>
                {canEdit && (
                  <td>
                    <div className="row-actions">
                      <button
                        type="button"
                        className="button button-small"
                        onClick={() => setAction({ kind: 'edit', method })}
                        aria-label={t('paymentSettings.methods.editFor', { name: method.name })}
                      >
                        {t('paymentSettings.methods.edit')}
                      </button>
                      <button
                        type="button"
                        className="button button-small"
                        onClick={() => setAction({ kind: 'toggle', method })}
                        aria-label={t(
                          method.enabled
                            ? 'paymentSettings.methods.disableFor'
                            : 'paymentSettings.methods.enableFor',
                          { name: method.name },
                        )}
                      >
                        {t(
                          method.enabled
                            ? 'paymentSettings.methods.disable'
                            : 'paymentSettings.methods.enable',
                        )}
                      </button>
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section className="settings-block" aria-labelledby="payment-methods-heading">
      <h2 id="payment-methods-heading">{t('paymentSettings.methods.title')}</h2>
      {reorder.error && (
        <p className="form-error" role="alert">
          {settingsErrorText(reorder.error)}
        </p>
      )}
      <div className="panel" aria-busy={methods.isFetching || reorder.isPending}>
        {body}
      </div>
      {action?.kind === 'edit' && (
        <MethodDialog
          method={action.method}
          onClose={() => setAction(null)}
          onDone={(message) => {
            setAction(null);
            onDone(message);
          }}
        />
      )}
      {action?.kind === 'toggle' && (
        <ToggleDialog
          method={action.method}
          onClose={() => setAction(null)}
          onDone={(message) => {
            setAction(null);
            onDone(message);
          }}
        />
      )}
    </section>
  );
}

function ToggleDialog({
  method,
  onClose,
  onDone,
}: {
  method: PaymentMethodSetting;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const merchant = useCurrentMerchant();
  const enable = !method.enabled;
  const run = useMutation({
    mutationFn: () => paymentSettingsActions.updateMethod(method.code, { enabled: enable }),
    onSuccess: (updated) => {
      void refreshPaymentSettings(queryClient, merchant?.code ?? '');
      onDone(
        t(
          updated.enabled ? 'paymentSettings.methods.enabled' : 'paymentSettings.methods.disabled',
          {
            name: updated.name,
          },
        ),
      );
    },
  });
  return (
    <ConfirmDialog
      title={t(
        enable ? 'paymentSettings.methods.enableTitle' : 'paymentSettings.methods.disableTitle',
        {
          name: method.name,
        },
      )}
      message={
        <p>
          {t(enable ? 'paymentSettings.methods.enableText' : 'paymentSettings.methods.disableText')}
        </p>
      }
      confirmLabel={t(
        enable ? 'paymentSettings.methods.enable' : 'paymentSettings.methods.disable',
      )}
      tone={enable ? 'primary' : 'danger'}
      busy={run.isPending}
      error={run.error ? settingsErrorText(run.error) : null}
      onConfirm={() => run.mutate()}
      onClose={onClose}
      testId="method-toggle-dialog"
    />
  );
}
