import { consoleAdmin } from '@croupier/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint, endpointQuery } from '../../api/calls';
import { merchantsQuery } from '../../app/merchant';

export type Brand = z.infer<typeof consoleAdmin.merchantView>;
export type BrandTheme = z.infer<typeof consoleAdmin.themeInput>;
export type BrandDraft = consoleAdmin.MerchantDraft;
export type BrandChanges = consoleAdmin.MerchantChanges;

const { endpoints } = consoleAdmin;

/**
 * Every brand, with the fields only this page needs (`createdAt`). Its key sits under the top
 * bar's merchants query, so one invalidation refreshes both the list and the switcher.
 */
export const brandsQuery = endpointQuery(
  [...merchantsQuery.queryKey, 'brands'],
  endpoints.merchants,
);

export const brandActions = {
  create: (draft: BrandDraft) => callEndpoint(endpoints.createMerchant, { body: draft }),
  update: (code: string, changes: BrandChanges) =>
    callEndpoint(endpoints.updateMerchant, { params: { code }, body: changes }),
};

/** After a write: the brand list and the top bar's merchant switcher are both asked again. */
export function refreshBrands(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: merchantsQuery.queryKey });
}
