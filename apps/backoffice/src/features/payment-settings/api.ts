import { boPaymentSettings } from '@croupier/contract';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiQuery, apiWrite } from '../../api/calls';
import { pathOf } from '../../api/client';

export type PaymentMethodSetting = boPaymentSettings.PaymentMethodSetting;
export type WalletLimits = boPaymentSettings.WalletLimits;

const { endpoints } = boPaymentSettings;

/** Everything the page holds of one merchant's payment settings: what a change refreshes. */
export const paymentSettingsKey = (merchant: string) => ['payment-settings', merchant] as const;

const methods = z.array(boPaymentSettings.paymentMethodSetting);

export function paymentMethodsQuery(merchant: string) {
  return apiQuery([...paymentSettingsKey(merchant), 'methods'], endpoints.methods.path, methods);
}

export function walletLimitsQuery(merchant: string) {
  return apiQuery(
    [...paymentSettingsKey(merchant), 'limits'],
    endpoints.limits.path,
    boPaymentSettings.walletLimits,
  );
}

/** The finance roles' changes; each is audited by the server. */
export const paymentSettingsActions = {
  updateMethod: (code: string, body: boPaymentSettings.PaymentMethodUpdate) =>
    apiWrite(
      'PUT',
      pathOf(endpoints.updateMethod.path, { code }),
      boPaymentSettings.paymentMethodSetting,
      body,
    ),
  reorder: (codes: string[]) => apiWrite('PUT', endpoints.order.path, methods, { codes }),
  updateLimits: (body: boPaymentSettings.WalletLimitsBody) =>
    apiWrite('PUT', endpoints.updateLimits.path, boPaymentSettings.walletLimits, body),
};

export function refreshPaymentSettings(queryClient: QueryClient, merchant: string) {
  return queryClient.invalidateQueries({ queryKey: paymentSettingsKey(merchant) });
}
