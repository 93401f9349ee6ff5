import { z } from 'zod';
import { envelope } from './envelope';
import { moduleParams, moduleSwitchBody, settingsModule } from './console-settings/whitelabel';
import {
  registerRuleBody,
  registerRuleOrderBody,
  registerRuleSetting,
  registrationTermsSetting,
  ruleParams,
} from './console-settings/register-rules';
import {
  customerServiceSetting,
  maintenanceSetting,
  regionSetting,
  securitySetting,
  siteSettings,
} from './console-settings/site';
import {
  resourceCreateBody,
  resourceParams,
  resourceSetting,
  resourceUpdateBody,
} from './console-settings/resources';
import { integrationSettings, integrationsBody } from './console-settings/integrations';
import { outboxPage, outboxQuery } from './console-settings/outbox';

// The settings of a merchant as the operator console edits them (`/bo/settings/...`). Every
// value here is one the player site reads through `GET /wps/system/status` or uses when it
// signs members in and up. The schemas are in console-settings/, one file per part of the
// settings page; this file is the section's routes.

export * from './console-settings/whitelabel';
export * from './console-settings/register-rules';
export * from './console-settings/site';
export * from './console-settings/resources';
export * from './console-settings/integrations';
export * from './console-settings/outbox';
// The folder's address schemas stay its own; the check itself is public.
export { isSiteAddress } from './console-settings/addresses';

export const paths = {
  whitelabel: '/bo/settings/whitelabel',
  whitelabelModule: '/bo/settings/whitelabel/:modId',
  registerRules: '/bo/settings/register-rules',
  registerRuleOrder: '/bo/settings/register-rules/order',
  registerRule: '/bo/settings/register-rules/:field',
  registrationTerms: '/bo/settings/registration-terms',
  site: '/bo/settings/site',
  maintenance: '/bo/settings/maintenance',
  region: '/bo/settings/region',
  customerService: '/bo/settings/customer-service',
  security: '/bo/settings/security',
  resources: '/bo/settings/resources',
  resource: '/bo/settings/resources/:resourceType',
  integrations: '/bo/settings/integrations',
  outbox: '/bo/settings/outbox',
} as const;

export const endpoints = {
  whitelabel: {
    method: 'GET',
    path: paths.whitelabel,
    summary: 'The whitelabel switch tree of the merchant',
    response: envelope(z.array(settingsModule)),
  },
  switchModule: {
    method: 'PUT',
    path: paths.whitelabelModule,
    summary: 'Switch one module of the tree on or off; answers the whole tree',
    params: moduleParams,
    body: moduleSwitchBody,
    response: envelope(z.array(settingsModule)),
  },
  registerRules: {
    method: 'GET',
    path: paths.registerRules,
    summary: 'Registration rules of every field, in form order',
    response: envelope(z.array(registerRuleSetting)),
  },
  updateRegisterRule: {
    method: 'PUT',
    path: paths.registerRule,
    summary: 'Change the rule of one registration field',
    params: ruleParams,
    body: registerRuleBody,
    response: envelope(registerRuleSetting),
  },
  orderRegisterRules: {
    method: 'PUT',
    path: paths.registerRuleOrder,
    summary: 'Put the registration form’s fields in a new order (every field once)',
    body: registerRuleOrderBody,
    response: envelope(z.array(registerRuleSetting)),
  },
  registrationTerms: {
    method: 'GET',
    path: paths.registrationTerms,
    summary: 'Whether the registration form’s age-and-terms box starts ticked',
    response: envelope(registrationTermsSetting),
  },
  updateRegistrationTerms: {
    method: 'PUT',
    path: paths.registrationTerms,
    summary: 'Have the age-and-terms box start ticked or not (off: the player ticks it)',
    body: registrationTermsSetting,
    response: envelope(registrationTermsSetting),
  },
  site: {
    method: 'GET',
    path: paths.site,
    summary: 'Maintenance, blocked countries, customer service and security values',
    response: envelope(siteSettings),
  },
  maintenance: {
    method: 'PUT',
    path: paths.maintenance,
    summary: 'Open or close the site for maintenance, with the end time players see',
    body: maintenanceSetting,
    response: envelope(siteSettings),
  },
  region: {
    method: 'PUT',
    path: paths.region,
    summary: 'The countries (ISO 3166-1 alpha-2) whose visitors see the restricted page',
    body: regionSetting,
    response: envelope(siteSettings),
  },
  customerService: {
    method: 'PUT',
    path: paths.customerService,
    summary: 'Live chat and VIP desk addresses, Facebook, support e-mail, licence notice',
    body: customerServiceSetting,
    response: envelope(siteSettings),
  },
  security: {
    method: 'PUT',
    path: paths.security,
    summary: 'Password expiry, SMS code life, captcha threshold, minimum age, plaintext bodies',
    body: securitySetting,
    response: envelope(siteSettings),
  },
  resources: {
    method: 'GET',
    path: paths.resources,
    summary: 'App downloads and their QR codes',
    response: envelope(z.array(resourceSetting)),
  },
  createResource: {
    method: 'POST',
    path: paths.resources,
    summary: 'Publish an app download (409 when the merchant has one of that type)',
    body: resourceCreateBody,
    response: envelope(resourceSetting),
  },
  updateResource: {
    method: 'PUT',
    path: paths.resource,
    summary: 'Change an app download’s address, QR code, label or place',
    params: resourceParams,
    body: resourceUpdateBody,
    response: envelope(resourceSetting),
  },
  deleteResource: {
    method: 'DELETE',
    path: paths.resource,
    summary: 'Withdraw an app download from the site',
    params: resourceParams,
    response: envelope(z.null()),
  },
  integrations: {
    method: 'GET',
    path: paths.integrations,
    summary: 'The analytics tag and the image and game-launch CDN origins of the site',
    response: envelope(integrationSettings),
  },
  updateIntegrations: {
    method: 'PUT',
    path: paths.integrations,
    summary: 'Set the Google tag id (G-… or UA-…, empty for none) and the https CDN origins',
    body: integrationsBody,
    response: envelope(integrationSettings),
  },
  outbox: {
    method: 'GET',
    path: paths.outbox,
    summary: 'SMS and e-mail sent to the merchant’s players, newest first',
    query: outboxQuery,
    response: envelope(outboxPage),
  },
} as const;
