import { z } from 'zod';

// What every kind of content shares: its states, its limits, its ids, on/off and order.

/** What a player sees of an announcement now: `live` is the only state the site serves. */
export const contentStatuses = ['live', 'scheduled', 'ended', 'disabled'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

export const contentLimits = {
  title: 200,
  content: 100_000,
  url: 2000,
  sortOrder: 1_000_000,
  orderIds: 500,
} as const;

/** A picture or link: absolute http(s), or a path on the site. Nothing else reaches a page. */
export function isContentUrl(value: string): boolean {
  if (/^\/(?![/\\])\S*$/.test(value)) return true;
  return /^https?:\/\/[^\s/]+(\/\S*)?$/i.test(value);
}

export const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const enabledBody = z.object({ enabled: z.boolean() });

/**
 * A new order: the rows in the order given get sort orders 1, 2, 3... (a banner group, the
 * help articles of one language). Rows left out keep theirs.
 */
export const orderBody = z.object({
  ids: z
    .array(z.number().int().min(1))
    .min(1)
    .max(contentLimits.orderIds)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'content_order_duplicate' }),
});
export type OrderBody = z.infer<typeof orderBody>;
