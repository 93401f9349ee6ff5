import { consoleAdmin } from '@croupier/contract';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiQuery, apiWrite } from '../../api/calls';
import { pathOf } from '../../api/client';
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
export const brandsQuery = apiQuery(
  [...merchantsQuery.queryKey, 'brands'],
  endpoints.merchants.path,
  z.array(consoleAdmin.merchantView),
);

export const brandActions = {
  create: (draft: BrandDraft) =>
    apiWrite('POST', endpoints.createMerchant.path, consoleAdmin.merchantView, draft),
  update: (code: string, changes: BrandChanges) =>
    apiWrite(
      'PUT',
      pathOf(endpoints.updateMerchant.path, { code }),
      consoleAdmin.merchantView,
      changes,
    ),
};

/** After a write: the brand list and the top bar's merchant switcher are both asked again. */
export function refreshBrands(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: merchantsQuery.queryKey });
}
