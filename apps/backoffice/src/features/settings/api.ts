import { boSettings } from '@croupier/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiQuery, apiWrite } from '../../api/calls';
import { apiRequest, pathOf } from '../../api/client';

export type SiteSettings = boSettings.SiteSettings;
export type IntegrationSettings = boSettings.IntegrationSettings;
export type SettingsModule = boSettings.SettingsModule;
export type RegisterRuleSetting = boSettings.RegisterRuleSetting;
export type ResourceSetting = boSettings.ResourceSetting;
export type OutboxMessage = boSettings.OutboxMessage;
export type OutboxChannel = boSettings.OutboxChannel;

const { endpoints } = boSettings;

/** Everything the settings pages read of one merchant: what a save refreshes. */
export const settingsKey = (merchant: string) => ['settings', merchant] as const;

export const siteQuery = (merchant: string) =>
  apiQuery([...settingsKey(merchant), 'site'], endpoints.site.path, boSettings.siteSettings);

export const whitelabelQuery = (merchant: string) =>
  apiQuery(
    [...settingsKey(merchant), 'whitelabel'],
    endpoints.whitelabel.path,
    z.array(boSettings.settingsModule),
  );

export const registerRulesQuery = (merchant: string) =>
  apiQuery(
    [...settingsKey(merchant), 'register-rules'],
    endpoints.registerRules.path,
    z.array(boSettings.registerRuleSetting),
  );

export const integrationsQuery = (merchant: string) =>
  apiQuery(
    [...settingsKey(merchant), 'integrations'],
    endpoints.integrations.path,
    boSettings.integrationSettings,
  );

export const resourcesQuery = (merchant: string) =>
  apiQuery(
    [...settingsKey(merchant), 'resources'],
    endpoints.resources.path,
    z.array(boSettings.resourceSetting),
  );

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
  integrations: (body: boSettings.IntegrationsBody) =>
    put(endpoints.updateIntegrations.path, boSettings.integrationSettings, body),
  switchModule: (modId: string, enabled: boolean) =>
    put(pathOf(endpoints.switchModule.path, { modId }), z.array(boSettings.settingsModule), {
      enabled,
    }),
  updateRule: (field: string, body: boSettings.RegisterRuleBody) =>
    put(pathOf(endpoints.updateRegisterRule.path, { field }), boSettings.registerRuleSetting, body),
  orderRules: (fields: string[]) =>
    put(endpoints.orderRegisterRules.path, z.array(boSettings.registerRuleSetting), { fields }),
  createResource: (body: boSettings.ResourceCreateBody) =>
    apiWrite('POST', endpoints.createResource.path, boSettings.resourceSetting, body),
  updateResource: (resourceType: string, body: boSettings.ResourceUpdateBody) =>
    put(pathOf(endpoints.updateResource.path, { resourceType }), boSettings.resourceSetting, body),
  deleteResource: (resourceType: string) =>
    apiWrite('DELETE', pathOf(endpoints.deleteResource.path, { resourceType }), z.null()),
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
