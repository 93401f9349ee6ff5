import { error } from './entry';

/** Errors of the system domain: `errorCode`, the i18n key clients translate, HTTP status. */
export const systemErrors = {
  settingsModuleNotFound: error('settings.module.not.found', 'not_found', 404),
  settingsRuleNotFound: error('settings.rule.not.found', 'not_found', 404),
  settingsMerchantNotFound: error('settings.merchant.not.found', 'not_found', 404),
  settingsResourceNotFound: error('settings.resource.not.found', 'not_found', 404),
  settingsResourceExists: error('settings.resource.exists', 'resource_exists', 409),
  helpKeyTaken: error('content.help.key.taken', 'content_help_key_taken', 409),
  merchantNotFound: error('bo.merchant.unknown', 'merchant_not_found', 404),
  merchantDomainTaken: error('bo.merchant.domain.taken', 'domain_taken', 409),
  merchantCodeTaken: error('bo.merchant.code.taken', 'merchant_code_taken', 409),
} as const;
