import { boPaymentSettings } from '@croupier/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, pathOf } from '../../api/client';

export type PaymentMethodSetting = boPaymentSettings.PaymentMethodSetting;
export type WalletLimits = boPaymentSettings.WalletLimits;

const { endpoints } = boPaymentSettings;

/** Everything the page holds of one merchant's payment settings: what a change refreshes. */
export const paymentSettingsKey = (merchant: string) => ['payment-settings', merchant] as const;

export function paymentMethodsQuery(merchant: string) {
  return queryOptions({
    queryKey: [...paymentSettingsKey(merchant), 'methods'],
    queryFn: ({ signal }) =>
      apiRequest(endpoints.methods.path, {
        schema: z.array(boPaymentSettings.paymentMethodSetting),
        signal,
      }),
  });
}

export function walletLimitsQuery(merchant: string) {
  return queryOptions({
    queryKey: [...paymentSettingsKey(merchant), 'limits'],
    queryFn: ({ signal }) =>
      apiRequest(endpoints.limits.path, { schema: boPaymentSettings.walletLimits, signal }),
  });
}

/** The finance roles' changes; each is audited by the server. */
export const paymentSettingsActions = {
  updateMethod: (code: string, body: boPaymentSettings.PaymentMethodUpdate) =>
    apiRequest(pathOf(endpoints.updateMethod.path, { code }), {
      method: 'PUT',
      body,
      schema: boPaymentSettings.paymentMethodSetting,
    }),
  reorder: (codes: string[]) =>
    apiRequest(endpoints.order.path, {
      method: 'PUT',
      body: { codes },
      schema: z.array(boPaymentSettings.paymentMethodSetting),
    }),
  updateLimits: (body: boPaymentSettings.WalletLimitsBody) =>
    apiRequest(endpoints.updateLimits.path, {
      method: 'PUT',
      body,
      schema: boPaymentSettings.walletLimits,
    }),
};

export function refreshPaymentSettings(queryClient: QueryClient, merchant: string) {
  return queryClient.invalidateQueries({ queryKey: paymentSettingsKey(merchant) });
}
