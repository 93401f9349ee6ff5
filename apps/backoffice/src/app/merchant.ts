import { consoleAccess } from '@croupier/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callEndpoint } from '../api/calls';
import { merchantChoice, useMerchantChoice } from '../api/merchant-choice';

/** The merchants the console can act on (every role sees the list). */
export const merchantsQuery = queryOptions({
  queryKey: ['merchants'],
  queryFn: ({ signal }) => callEndpoint(consoleAccess.endpoints.merchants, { signal }),
  staleTime: 5 * 60_000,
});

export function useMerchants() {
  return useQuery(merchantsQuery);
}

/**
 * The merchant the console acts on: the one chosen in the top bar, undefined until the list
 * is known. Pages key their data by its code, so switching merchants never shows one
 * merchant's rows under another's name.
 */
export function useCurrentMerchant(): consoleAccess.ConsoleMerchant | undefined {
  const { data } = useMerchants();
  const chosen = useMerchantChoice();
  return data?.find((merchant) => merchant.code === chosen);
}

/**
 * Whether the deployment has a brand at all: false for a fresh one, whose console waits for
 * its first brand; undefined while the list is unknown (loading, or failed).
 */
export function useHasBrand(): boolean | undefined {
  const { data } = useMerchants();
  return data && data.length > 0;
}

/**
 * Keeps the remembered choice naming a merchant of the list: on first use (or when the chosen
 * one is gone) it becomes the default merchant, so every call names its merchant explicitly.
 * With no merchant at all (a fresh deployment), a remembered code from elsewhere is forgotten;
 * the first brand, once created and listed, becomes the choice.
 */
export function useMerchantChoiceSync(): void {
  const { data } = useMerchants();
  const chosen = useMerchantChoice();
  useEffect(() => {
    if (!data || data.some((merchant) => merchant.code === chosen)) return;
    const fallback = data.find((merchant) => merchant.isDefault) ?? data[0];
    if (fallback) merchantChoice.set(fallback.code);
    else if (chosen !== null) merchantChoice.clear();
  }, [data, chosen]);
}
