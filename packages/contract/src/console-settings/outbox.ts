import { z } from 'zod';
import { numberedPageOf } from '../pages';
import { pageQuery } from '../page-query';

// The SMS and e-mail outbox.

export const outboxChannels = ['sms', 'email'] as const;
export type OutboxChannel = (typeof outboxChannels)[number];

export const outboxQuery = z.object({
  channel: z.enum(outboxChannels).optional(),
  /** Part of the phone number or address, any case. */
  recipient: z.string().trim().min(1).max(128).optional(),
  ...pageQuery,
});
export type OutboxQuery = z.infer<typeof outboxQuery>;

/**
 * One SMS or e-mail the platform sent or recorded. `status`: `recorded` (the local outbox
 * provider kept it, nothing left the server), `sent`, or `failed` with the carrier's `error`.
 */
export const outboxMessage = z.object({
  id: z.string(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  provider: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const outboxPage = numberedPageOf(outboxMessage);
export type OutboxPage = z.infer<typeof outboxPage>;
