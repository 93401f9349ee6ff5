import { storedValue, useStoredValue } from './stored-value';

/** The code of the merchant the console acts on, sent as the `Merchant` header. */
export const merchantChoice = storedValue(
  () => globalThis.localStorage,
  'croupier.backoffice.merchant',
);

export function useMerchantChoice(): string | null {
  return useStoredValue(merchantChoice);
}
