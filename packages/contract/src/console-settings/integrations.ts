import { z } from 'zod';

// Site integrations: analytics and CDNs.

/** A Google tag id: a GA4 measurement id (`G-XXXXXXX`) or a Universal Analytics property (`UA-1234567-1`). */
export const gtagIdPattern = /^(?:G-[A-Z0-9]{4,16}|UA-\d{4,10}-\d{1,4})$/;

/** Most CDN origins of one kind a merchant may list. */
export const maxCdnOrigins = 10;

/**
 * An https origin and nothing else (`https://img.example.com`, `https://cdn.example:8443`):
 * the site puts its own paths after it, so a path, query, fragment or credentials would be
 * junk at best and a way to point players elsewhere at worst; other schemes (`http:`,
 * `javascript:`, `data:`) are refused.
 */
export function isHttpsOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value && value.startsWith('https://');
  } catch {
    return false;
  }
}

const cdnOrigins = z
  .array(z.string().trim().max(200).refine(isHttpsOrigin, 'cdn_origin_invalid'))
  .max(maxCdnOrigins)
  .refine((origins) => new Set(origins).size === origins.length, 'cdn_origin_duplicate');

/**
 * What the player site is told to load from elsewhere (`GET /wps/system/status`:
 * `info.analytics.gtagId`, `info.imageCDNs`, `info.launchGameCDNs`).
 */
export const integrationSettings = z.object({
  /** Null: no analytics tag on the site. */
  gtagId: z.string().nullable(),
  /** Origins pictures (icons, banners) may be served from, first preferred. */
  imageCdns: z.array(z.string()),
  /** Origins game launches may be served from, first preferred. */
  launchGameCdns: z.array(z.string()),
});
export type IntegrationSettings = z.infer<typeof integrationSettings>;

export const integrationsBody = z.object({
  /** Empty or null takes the tag off the site. */
  gtagId: z
    .string()
    .trim()
    .max(32)
    .refine((id) => id === '' || gtagIdPattern.test(id), 'gtag_id_invalid')
    .nullable()
    .transform((id) => id || null),
  imageCdns: cdnOrigins,
  launchGameCdns: cdnOrigins,
});
export type IntegrationsBody = z.input<typeof integrationsBody>;
/** The body as the server reads it: an empty tag id is null. */
export type IntegrationsUpdate = z.output<typeof integrationsBody>;
