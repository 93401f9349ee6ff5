import { consoleSettings } from '@croupier/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiQuery, apiWrite } from '../../api/calls';
import { apiRequest, pathOf } from '../../api/client';

export type SiteSettings = consoleSettings.SiteSettings;
export type IntegrationSettings = consoleSettings.IntegrationSettings;
export type SettingsModule = consoleSettings.SettingsModule;
export type RegisterRuleSetting = consoleSettings.RegisterRuleSetting;
export type ResourceSetting = consoleSettings.ResourceSetting;
export type OutboxMessage = consoleSettings.OutboxMessage;
export type OutboxChannel = consoleSettings.OutboxChannel;

const { endpoints } = consoleSettings;

/** Everything the settings pages read of one merchant: what a save refreshes. */
export const settingsKey = (merchant: string) => ['settings', merchant] as const;

export const siteQuery = (merchant: string) =>
  apiQuery([...settingsKey(merchant), 'site'], endpoints.site.path, consoleSettings.siteSettings);

export const whitelabelQuery = (merchant: string) =>
  apiQuery(
    [...settingsKey(merchant), 'whitelabel'],
    endpoints.whitelabel.path,
    z.array(consoleSettings.settingsModule),
  );

export const registerRulesQuery = (merchant: string) =>
  apiQuery(
    [...settingsKey(merchant), 'register-rules'],
    endpoints.registerRules.path,
    z.array(consoleSettings.registerRuleSetting),
  );

export const integrationsQuery = (merchant: string) =>
  apiQuery(
    [...settingsKey(merchant), 'integrations'],
    endpoints.integrations.path,
    consoleSettings.integrationSettings,
  );

export const resourcesQuery = (merchant: string) =>
  apiQuery(
    [...settingsKey(merchant), 'resources'],
    endpoints.resources.path,
    z.array(consoleSettings.resourceSetting),
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
        schema: consoleSettings.outboxPage,
        signal,
      }),
  });

const put = <T>(path: string, schema: z.ZodType<T>, body: unknown) =>
  apiRequest(path, { method: 'PUT', body, schema });

export const settingsActions = {
  maintenance: (body: consoleSettings.MaintenanceSetting) =>
    put(endpoints.maintenance.path, consoleSettings.siteSettings, body),
  region: (body: consoleSettings.RegionSetting) =>
    put(endpoints.region.path, consoleSettings.siteSettings, body),
  customerService: (body: consoleSettings.CustomerServiceSetting) =>
    put(endpoints.customerService.path, consoleSettings.siteSettings, body),
  security: (body: consoleSettings.SecuritySetting) =>
    put(endpoints.security.path, consoleSettings.siteSettings, body),
  integrations: (body: consoleSettings.IntegrationsBody) =>
    put(endpoints.updateIntegrations.path, consoleSettings.integrationSettings, body),
  switchModule: (modId: string, enabled: boolean) =>
    put(pathOf(endpoints.switchModule.path, { modId }), z.array(consoleSettings.settingsModule), {
      enabled,
    }),
  updateRule: (field: string, body: consoleSettings.RegisterRuleBody) =>
    put(
      pathOf(endpoints.updateRegisterRule.path, { field }),
      consoleSettings.registerRuleSetting,
      body,
    ),
  orderRules: (fields: string[]) =>
    put(endpoints.orderRegisterRules.path, z.array(consoleSettings.registerRuleSetting), {
      fields,
    }),
  createResource: (body: consoleSettings.ResourceCreateBody) =>
    apiWrite('POST', endpoints.createResource.path, consoleSettings.resourceSetting, body),
  updateResource: (resourceType: string, body: consoleSettings.ResourceUpdateBody) =>
    put(
      pathOf(endpoints.updateResource.path, { resourceType }),
      consoleSettings.resourceSetting,
      body,
    ),
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
