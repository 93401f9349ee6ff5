import { boSettings } from '@croupier/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, pathOf } from '../../api/client';

export type SiteSettings = boSettings.SiteSettings;
export type SettingsModule = boSettings.SettingsModule;
export type RegisterRuleSetting = boSettings.RegisterRuleSetting;
export type ResourceSetting = boSettings.ResourceSetting;
export type OutboxMessage = boSettings.OutboxMessage;
export type OutboxChannel = boSettings.OutboxChannel;

const { endpoints } = boSettings;

/** Everything the settings pages read of one merchant: what a save refreshes. */
export const settingsKey = (merchant: string) => ['settings', merchant] as const;

export const siteQuery = (merchant: string) =>
  queryOptions({
    queryKey: [...settingsKey(merchant), 'site'],
    queryFn: ({ signal }) =>
      apiRequest(endpoints.site.path, { schema: boSettings.siteSettings, signal }),
  });

export const whitelabelQuery = (merchant: string) =>
  queryOptions({
    queryKey: [...settingsKey(merchant), 'whitelabel'],
    queryFn: ({ signal }) =>
      apiRequest(endpoints.whitelabel.path, {
        schema: z.array(boSettings.settingsModule),
        signal,
      }),
  });

export const registerRulesQuery = (merchant: string) =>
  queryOptions({
    queryKey: [...settingsKey(merchant), 'register-rules'],
    queryFn: ({ signal }) =>
      apiRequest(endpoints.registerRules.path, {
        schema: z.array(boSettings.registerRuleSetting),
        signal,
      }),
  });

export const resourcesQuery = (merchant: string) =>
  queryOptions({
    queryKey: [...settingsKey(merchant), 'resources'],
    queryFn: ({ signal }) =>
      apiRequest(endpoints.resources.path, {
        schema: z.array(boSettings.resourceSetting),
        signal,
      }),
  });

/** Outbox pages are dense: one screen of messages at a time. */
export const outboxPageSize = 20;

export const outboxQuery = (
  merchant: string,
  filter: { channel?: OutboxChannel; recipient?: string },
  pageNo: number,
) =>
  queryOptions({
    queryKey: [
      ...settingsKey(merchant),
      'outbox',
      filter.channel ?? 'all',
      filter.recipient ?? '',
      pageNo,
    ],
    queryFn: ({ signal }) =>
      apiRequest(endpoints.outbox.path, {
        query: { ...filter, pageNo, pageSize: outboxPageSize },
        schema: boSettings.outboxPage,
        signal,
      }),
  });

const put = <T>(path: string, schema: z.ZodType<T>, body: unknown) =>
  apiRequest(path, { method: 'PUT', body, schema });

export const settingsActions = {
  maintenance: (body: boSettings.MaintenanceSetting) =>
    put(endpoints.maintenance.path, boSettings.siteSettings, body),
  region: (body: boSettings.RegionSetting) =>
    put(endpoints.region.path, boSettings.siteSettings, body),
  customerService: (body: boSettings.CustomerServiceSetting) =>
    put(endpoints.customerService.path, boSettings.siteSettings, body),
  security: (body: boSettings.SecuritySetting) =>
    put(endpoints.security.path, boSettings.siteSettings, body),
  switchModule: (modId: string, enabled: boolean) =>
    put(pathOf(endpoints.switchModule.path, { modId }), z.array(boSettings.settingsModule), {
      enabled,
    }),
  updateRule: (field: string, body: boSettings.RegisterRuleBody) =>
    put(pathOf(endpoints.updateRegisterRule.path, { field }), boSettings.registerRuleSetting, body),
  orderRules: (fields: string[]) =>
    put(endpoints.orderRegisterRules.path, z.array(boSettings.registerRuleSetting), { fields }),
  createResource: (body: boSettings.ResourceCreateBody) =>
    apiRequest(endpoints.createResource.path, {
      method: 'POST',
      body,
      schema: boSettings.resourceSetting,
    }),
  updateResource: (resourceType: string, body: boSettings.ResourceUpdateBody) =>
    put(pathOf(endpoints.updateResource.path, { resourceType }), boSettings.resourceSetting, body),
  deleteResource: (resourceType: string) =>
    apiRequest(pathOf(endpoints.deleteResource.path, { resourceType }), {
      method: 'DELETE',
      schema: z.null(),
    }),
};

/** After a save: the page shows the answer at once, then asks the server again. */
export function refreshAfterSave<T>(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
  answer: T,
): Promise<void> {
  queryClient.setQueryData(queryKey, answer);
  return queryClient.invalidateQueries({ queryKey });
}
