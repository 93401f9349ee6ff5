// The console's settings of a merchant: the switch tree and registration rules, the site's
// values (maintenance, region, customer service, security, integrations) and app downloads.
export type { SettingsScope } from './scope';
export {
  orderRegisterRules,
  registerRuleSettings,
  registrationTermsSetting,
  switchWhitelabelModule,
  updateRegisterRule,
  updateRegistrationTerms,
  whitelabelSettings,
} from './switches';
export {
  integrationSettings,
  siteSettings,
  updateCustomerService,
  updateIntegrations,
  updateMaintenance,
  updateRegion,
  updateSecurity,
} from './site';
export { createResource, deleteResource, resourceSettings, updateResource } from './resources';
