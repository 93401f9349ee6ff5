import type { consoleAdmin } from '@croupier/contract';
import type { Brand, BrandChanges, BrandTheme } from './api';

/** What the brand form holds: text as typed, the theme's colours and the domains one a row. */
export type BrandForm = {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  logoUrl: string;
  theme: BrandTheme;
  domains: string[];
  copySettingsFrom: string;
};

/** A new brand starts from a neutral dark look; the operator changes it to the brand guide. */
const startingTheme: BrandTheme = {
  primary: '#2456c7',
  accent: '#f5a524',
  background: '#10151c',
  surface: '#1c232d',
  text: '#f2f4f7',
};

/** The form of `brand`, or of a new one whose settings are copied from `template`. */
export function formOf(brand: Brand | undefined, template: string): BrandForm {
  return {
    code: brand?.code ?? '',
    name: brand?.name ?? '',
    currency: brand?.currency ?? '',
    currencySymbol: brand?.currencySymbol ?? '',
    logoUrl: brand?.logoUrl ?? '',
    theme: brand ? { ...brand.theme } : { ...startingTheme },
    domains: brand ? [...brand.domains] : [],
    copySettingsFrom: template,
  };
}

/** The domains as the server keeps them: lower case, blank rows left out. */
export const cleanDomains = (domains: string[]) =>
  domains.map((domain) => domain.trim().toLowerCase()).filter(Boolean);

/** Only what the operator changed is sent, so the audit log records exactly that. */
export function changesOf(brand: Brand, form: BrandForm): BrandChanges {
  const changes: BrandChanges = {};
  if (form.name.trim() !== brand.name) changes.name = form.name.trim();
  if (form.currencySymbol.trim() !== brand.currencySymbol) {
    changes.currencySymbol = form.currencySymbol.trim();
  }
  const logoUrl = form.logoUrl.trim() || null;
  if (logoUrl !== brand.logoUrl) changes.logoUrl = logoUrl;
  if (JSON.stringify(form.theme) !== JSON.stringify(brand.theme)) changes.theme = form.theme;
  if (JSON.stringify(form.domains) !== JSON.stringify(brand.domains)) {
    changes.domains = form.domains;
  }
  return changes;
}

/** A new brand as the contract takes it, from a form whose domains are already clean. */
export function draftOf(form: BrandForm): consoleAdmin.MerchantDraft {
  return {
    code: form.code.trim(),
    name: form.name.trim(),
    currency: form.currency.trim().toUpperCase(),
    currencySymbol: form.currencySymbol.trim(),
    logoUrl: form.logoUrl.trim() || null,
    theme: form.theme,
    domains: form.domains,
    copySettingsFrom: form.copySettingsFrom || undefined,
  };
}

/** The logo as the preview may show it: a https address or a path of the site, else none. */
export const previewLogo = (logoUrl: string) =>
  /^(https:\/\/|\/)\S+$/.test(logoUrl.trim()) ? logoUrl.trim() : null;
