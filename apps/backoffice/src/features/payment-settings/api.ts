import { consolePaymentSettings } from '@croupier/contract';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiQuery, apiWrite } from '../../api/calls';
import { pathOf } from '../../api/client';

export type PaymentMethodSetting = consolePaymentSettings.PaymentMethodSetting;
export type WalletLimits = consolePaymentSettings.WalletLimits;

const { endpoints } = consolePaymentSettings;

/** Everything the page holds of one merchant's payment settings: what a change refreshes. */
export const paymentSettingsKey = (merchant: string) => ['payment-settings', merchant] as const;

const methods = z.array(consolePaymentSettings.paymentMethodSetting);

export function paymentMethodsQuery(merchant: string) {
  return apiQuery([...paymentSettingsKey(merchant), 'methods'], endpoints.methods.path, methods);
}

export function walletLimitsQuery(merchant: string) {
  return apiQuery(
    [...paymentSettingsKey(merchant), 'limits'],
    endpoints.limits.path,
    consolePaymentSettings.walletLimits,
  );
}

/** The finance roles' changes; each is audited by the server. */
export const paymentSettingsActions = {
  updateMethod: (code: string, body: consolePaymentSettings.PaymentMethodUpdate) =>
    apiWrite(
      'PUT',
      pathOf(endpoints.updateMethod.path, { code }),
      consolePaymentSettings.paymentMethodSetting,
      body,
    ),
  reorder: (codes: string[]) => apiWrite('PUT', endpoints.order.path, methods, { codes }),
  updateLimits: (body: consolePaymentSettings.WalletLimitsBody) =>
    apiWrite('PUT', endpoints.updateLimits.path, consolePaymentSettings.walletLimits, body),
};

export function refreshPaymentSettings(queryClient: QueryClient, merchant: string) {
  return queryClient.invalidateQueries({ queryKey: paymentSettingsKey(merchant) });
}
