import { z } from 'zod';
import { memberParams } from './profile';

// A member's live sign-ins on the site, which the operator may end.

/** A live sign-in of the member on the site. */
export const memberSession = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type MemberSession = z.infer<typeof memberSession>;

export const sessionParams = memberParams.extend({ sessionId: z.string().regex(/^\d{1,19}$/) });

export const sessionsEnded = z.object({ ended: z.number() });
