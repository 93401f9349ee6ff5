import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentMerchant } from '../../app/merchant';
import { DataTable } from '../../ui/DataTable';
import { ConfirmDialog } from '../../ui/Dialog';
import { FormProblem } from '../../ui/FormProblem';
import { formatWireMoney } from '@croupier/web-kit/money';
import { QueryView } from '../../ui/QueryView';
import { MoveButtons, RowActions, RowButton } from '../../ui/RowActions';
import {
  paymentMethodsQuery,
  paymentSettingsActions,
  refreshPaymentSettings,
  type PaymentMethodSetting,
} from './api';
import { settingsErrorText } from './errors';
import { useMethodUpdate, type MethodDialogProps } from './method-update';
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
  const move = (list: readonly PaymentMethodSetting[], index: number, step: -1 | 1) => {
    const codes = list.map((method) => method.code);
    [codes[index], codes[index + step]] = [codes[index + step]!, codes[index]!];
    reorder.mutate(codes);
  };

  return (
    <section className="settings-block" aria-labelledby="payment-methods-heading">
      <h2 id="payment-methods-heading">{t('paymentSettings.methods.title')}</h2>
      <FormProblem>{reorder.error && settingsErrorText(reorder.error)}</FormProblem>
      <div className="panel" aria-busy={methods.isFetching || reorder.isPending}>
        <QueryView
          query={methods}
          waiting={!merchant}
          empty={{
            when: (list) => list.length === 0,
            message: t('paymentSettings.methods.empty'),
            testId: 'methods-empty',
          }}
        >
          {(list) => (
            <DataTable
              label={t('paymentSettings.methods.title')}
              columns={[
                t('paymentSettings.methods.order'),
                t('paymentSettings.methods.name'),
                t('paymentSettings.methods.kind'),
                t('common.status'),
                { label: t('paymentSettings.methods.min'), numeric: true },
                { label: t('paymentSettings.methods.max'), numeric: true },
                t('paymentSettings.methods.details'),
                canEdit && t('common.actions'),
              ]}
            >
              {list.map((method, index) => (
                <tr key={method.code} data-testid={`method-${method.code}`}>
                  <td className="nowrap">
                    {index + 1}
                    {canEdit && (
                      <MoveButtons
                        className="order-buttons"
                        upLabel={t('paymentSettings.methods.moveUp', { name: method.name })}
                        downLabel={t('paymentSettings.methods.moveDown', { name: method.name })}
                        first={index === 0}
                        last={index === list.length - 1}
                        disabled={reorder.isPending}
                        onMove={(step) => move(list, index, step)}
                      />
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
                        method.enabled
                          ? 'paymentSettings.methods.on'
                          : 'paymentSettings.methods.off',
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
                      <RowActions>
                        <RowButton
                          label={t('paymentSettings.methods.edit')}
                          fullLabel={t('paymentSettings.methods.editFor', { name: method.name })}
                          onClick={() => setAction({ kind: 'edit', method })}
                        />
                        <RowButton
                          label={t(
                            method.enabled
                              ? 'paymentSettings.methods.disable'
                              : 'paymentSettings.methods.enable',
                          )}
                          fullLabel={t(
                            method.enabled
                              ? 'paymentSettings.methods.disableFor'
                              : 'paymentSettings.methods.enableFor',
                            { name: method.name },
                          )}
                          onClick={() => setAction({ kind: 'toggle', method })}
                        />
                      </RowActions>
                    </td>
                  )}
                </tr>
              ))}
            </DataTable>
          )}
        </QueryView>
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

function ToggleDialog({ method, onClose, onDone }: MethodDialogProps) {
  const { t } = useTranslation();
  const enable = !method.enabled;
  const run = useMethodUpdate(method.code, (updated) =>
    onDone(
      t(updated.enabled ? 'paymentSettings.methods.enabled' : 'paymentSettings.methods.disabled', {
        name: updated.name,
      }),
    ),
  );
  return (
    <ConfirmDialog
      title={t(
        enable ? 'paymentSettings.methods.enableTitle' : 'paymentSettings.methods.disableTitle',
        { name: method.name },
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
      onConfirm={() => run.mutate({ enabled: enable })}
      onClose={onClose}
      testId="method-toggle-dialog"
    />
  );
}
