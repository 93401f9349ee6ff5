import { boAdmin } from '@croupier/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, pathOf } from '../../api/client';
import { merchantsQuery } from '../../app/merchant';

export type Brand = z.infer<typeof boAdmin.merchantView>;
export type BrandTheme = z.infer<typeof boAdmin.themeInput>;
export type BrandDraft = boAdmin.MerchantDraft;
export type BrandChanges = boAdmin.MerchantChanges;

const { endpoints } = boAdmin;

/**
 * Every brand, with the fields only this page needs (`createdAt`). Its key sits under the top
 * bar's merchants query, so one invalidation refreshes both the list and the switcher.
 */
export const brandsQuery = queryOptions({
  queryKey: [...merchantsQuery.queryKey, 'brands'],
  queryFn: ({ signal }) =>
    apiRequest(endpoints.merchants.path, { schema: z.array(boAdmin.merchantView), signal }),
});

export const brandActions = {
  create: (draft: BrandDraft) =>
    apiRequest(endpoints.createMerchant.path, {
      method: 'POST',
      body: draft,
      schema: boAdmin.merchantView,
    }),
  update: (code: string, changes: BrandChanges) =>
    apiRequest(pathOf(endpoints.updateMerchant.path, { code }), {
      method: 'PUT',
      body: changes,
      schema: boAdmin.merchantView,
    }),
};

/** After a write: the brand list and the top bar's merchant switcher are both asked again. */
export function refreshBrands(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: merchantsQuery.queryKey });
}
