/** Errors of the system domain: `errorCode`, the i18n key clients translate, HTTP status. */
export const systemErrors = {
  settingsModuleNotFound: { code: 'settings.module.not.found', message: 'not_found', status: 404 },
  settingsRuleNotFound: { code: 'settings.rule.not.found', message: 'not_found', status: 404 },
  settingsMerchantNotFound: {
    code: 'settings.merchant.not.found',
    message: 'not_found',
    status: 404,
  },
  settingsResourceNotFound: {
    code: 'settings.resource.not.found',
    message: 'not_found',
    status: 404,
  },
  settingsResourceExists: {
    code: 'settings.resource.exists',
    message: 'resource_exists',
    status: 409,
  },
  helpKeyTaken: { code: 'content.help.key.taken', message: 'content_help_key_taken', status: 409 },
  merchantNotFound: { code: 'bo.merchant.unknown', message: 'merchant_not_found', status: 404 },
  merchantDomainTaken: { code: 'bo.merchant.domain.taken', message: 'domain_taken', status: 409 },
  merchantCodeTaken: {
    code: 'bo.merchant.code.taken',
    message: 'merchant_code_taken',
    status: 409,
  },
} as const;
