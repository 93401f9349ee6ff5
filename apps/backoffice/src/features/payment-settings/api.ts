import { consolePaymentSettings } from '@croupier/contract';
import type { QueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery } from '../../api/calls';

export type PaymentMethodSetting = consolePaymentSettings.PaymentMethodSetting;
export type WalletLimits = consolePaymentSettings.WalletLimits;

const { endpoints } = consolePaymentSettings;

/** Everything the page holds of one merchant's payment settings: what a change refreshes. */
export const paymentSettingsKey = (merchant: string) => ['payment-settings', merchant] as const;

export function paymentMethodsQuery(merchant: string) {
  return endpointQuery([...paymentSettingsKey(merchant), 'methods'], endpoints.methods);
}

export function walletLimitsQuery(merchant: string) {
  return endpointQuery([...paymentSettingsKey(merchant), 'limits'], endpoints.limits);
}

/** The finance roles' changes; each is audited by the server. */
export const paymentSettingsActions = {
  updateMethod: (code: string, body: consolePaymentSettings.PaymentMethodUpdate) =>
    callEndpoint(endpoints.updateMethod, { params: { code }, body: body }),
  reorder: (codes: string[]) => callEndpoint(endpoints.order, { body: { codes } }),
  updateLimits: (body: consolePaymentSettings.WalletLimitsBody) =>
    callEndpoint(endpoints.updateLimits, { body }),
};

export function refreshPaymentSettings(queryClient: QueryClient, merchant: string) {
  return queryClient.invalidateQueries({ queryKey: paymentSettingsKey(merchant) });
}
