import { z } from 'zod';
import { plainText } from '../text-fields';
import { siteAddress } from './addresses';

// Resources: app downloads and their QR codes.

/** The app builds the site shows (spec §2 "Right bar", download page). */
export const appResourceTypes = ['IOS', 'MOBILECONFIG', 'ANDROID'] as const;

export const resourceParams = z.object({ resourceType: z.string().regex(/^[A-Z_]{2,32}$/) });

export const resourceUpdateBody = z.object({
  url: siteAddress,
  qrCodeUrl: siteAddress.nullable(),
  labelNameEn: plainText({ min: 1, max: 64 }).nullable(),
  sortOrder: z.number().int().min(0).max(1000),
});
export type ResourceUpdateBody = z.infer<typeof resourceUpdateBody>;

export const resourceCreateBody = resourceUpdateBody.extend(resourceParams.shape);
export type ResourceCreateBody = z.infer<typeof resourceCreateBody>;

export const resourceSetting = z.object({
  resourceType: z.string(),
  url: z.string(),
  qrCodeUrl: z.string().nullable(),
  labelNameEn: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type ResourceSetting = z.infer<typeof resourceSetting>;
