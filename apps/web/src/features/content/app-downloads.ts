import type { MerchantResource } from '@croupier/contract';
import { isSafeUrl } from '@croupier/web-kit/rich-text';

/** The app builds a brand can publish, in the order the page shows them (spec §2 "Right bar"). */
export const appPlatforms = ['IOS', 'MOBILECONFIG', 'ANDROID'] as const;
export type AppPlatform = (typeof appPlatforms)[number];

/**
 * The download address of each app the merchant has published (the status's
 * `info.resources`). An address that is not http(s) or a path on the site counts as
 * missing: a QR code must never lead a phone to `javascript:` or `data:`.
 */
export function appDownloads(resources: MerchantResource[]): Partial<Record<AppPlatform, string>> {
  const downloads: Partial<Record<AppPlatform, string>> = {};
  for (const resource of resources) {
    const platform = appPlatforms.find((name) => name === resource.resourceType.toUpperCase());
    const url = resource.url.trim();
    if (platform && url && isSafeUrl(url) && !/^(?:mailto|tel):/i.test(url))
      downloads[platform] = url;
  }
  return downloads;
}
