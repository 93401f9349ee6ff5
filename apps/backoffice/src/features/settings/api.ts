import { consoleSettings } from '@croupier/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery } from '../../api/calls';

export type SiteSettings = consoleSettings.SiteSettings;
export type IntegrationSettings = consoleSettings.IntegrationSettings;
export type SettingsModule = consoleSettings.SettingsModule;
export type RegisterRuleSetting = consoleSettings.RegisterRuleSetting;
export type RegistrationTermsSetting = consoleSettings.RegistrationTermsSetting;
export type ResourceSetting = consoleSettings.ResourceSetting;
export type OutboxMessage = consoleSettings.OutboxMessage;
export type OutboxChannel = consoleSettings.OutboxChannel;

const { endpoints } = consoleSettings;

/** Everything the settings pages read of one merchant: what a save refreshes. */
export const settingsKey = (merchant: string) => ['settings', merchant] as const;

export const siteQuery = (merchant: string) =>
  endpointQuery([...settingsKey(merchant), 'site'], endpoints.site);

export const whitelabelQuery = (merchant: string) =>
  endpointQuery([...settingsKey(merchant), 'whitelabel'], endpoints.whitelabel);

export const registerRulesQuery = (merchant: string) =>
  endpointQuery([...settingsKey(merchant), 'register-rules'], endpoints.registerRules);

export const registrationTermsQuery = (merchant: string) =>
  endpointQuery([...settingsKey(merchant), 'registration-terms'], endpoints.registrationTerms);

export const integrationsQuery = (merchant: string) =>
  endpointQuery([...settingsKey(merchant), 'integrations'], endpoints.integrations);

export const resourcesQuery = (merchant: string) =>
  endpointQuery([...settingsKey(merchant), 'resources'], endpoints.resources);

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
      callEndpoint(endpoints.outbox, {
        query: { ...filter, pageNo, pageSize: outboxPageSize },
        signal,
      }),
  });

export const settingsActions = {
  maintenance: (body: consoleSettings.MaintenanceSetting) =>
    callEndpoint(endpoints.maintenance, { body }),
  region: (body: consoleSettings.RegionSetting) => callEndpoint(endpoints.region, { body }),
  customerService: (body: consoleSettings.CustomerServiceSetting) =>
    callEndpoint(endpoints.customerService, { body }),
  security: (body: consoleSettings.SecuritySetting) => callEndpoint(endpoints.security, { body }),
  integrations: (body: consoleSettings.IntegrationsBody) =>
    callEndpoint(endpoints.updateIntegrations, { body }),
  switchModule: (modId: string, enabled: boolean) =>
    callEndpoint(endpoints.switchModule, {
      params: { modId },
      body: {
        enabled,
      },
    }),
  updateRule: (field: string, body: consoleSettings.RegisterRuleBody) =>
    callEndpoint(endpoints.updateRegisterRule, { params: { field }, body: body }),
  registrationTerms: (body: consoleSettings.RegistrationTermsSetting) =>
    callEndpoint(endpoints.updateRegistrationTerms, { body }),
  orderRules: (fields: string[]) =>
    callEndpoint(endpoints.orderRegisterRules, {
      body: {
        fields,
      },
    }),
  createResource: (body: consoleSettings.ResourceCreateBody) =>
    callEndpoint(endpoints.createResource, { body }),
  updateResource: (resourceType: string, body: consoleSettings.ResourceUpdateBody) =>
    callEndpoint(endpoints.updateResource, { params: { resourceType }, body: body }),
  deleteResource: (resourceType: string) =>
    callEndpoint(endpoints.deleteResource, { params: { resourceType } }),
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
