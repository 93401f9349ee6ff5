import { z } from 'zod';
import { plainText } from '../text-fields';
import { amount } from '../wallet';

// What the operator does to a member: lock or unlock, a new password, the VIP label, and a
// manual change of the main wallet. Each is audited with its reason.

const reason = z.string().trim().min(1).max(200);

/** Lock or unlock: why, for the audit log. */
export const memberStatusBody = z.object({ reason });
export type MemberStatusBody = z.infer<typeof memberStatusBody>;

/**
 * A new password the member must change at the next sign-in: the one the operator typed, or
 * one the server makes up when `password` is left out.
 */
export const passwordResetBody = z.object({ password: z.string().min(1).max(64).optional() });
export type PasswordResetBody = z.input<typeof passwordResetBody>;

/** Shown to the operator once, to hand to the member; it is stored only as a hash. */
export const passwordResetResult = z.object({
  temporaryPassword: z.string(),
  mustChangePassword: z.boolean(),
  sessionsEnded: z.number(),
});
export type PasswordResetResult = z.infer<typeof passwordResetResult>;

export const labelBody = z.object({
  /** Empty or null: no label. */
  clubLabel: plainText({ max: 32 })
    .nullable()
    .transform((value) => (value ? value : null)),
  rankLevel: z.number().int().min(0).max(99),
});
export type LabelBody = z.input<typeof labelBody>;

export const adjustmentDirections = ['credit', 'debit'] as const;
export type AdjustmentDirection = (typeof adjustmentDirections)[number];

/**
 * A manual change of the member's main wallet. `amount` is positive (decimal major units,
 * at most 2 decimals); `direction` says which way. `idempotencyKey` is made once per dialog by
 * the console: sending it again (a double click, a retry) posts once and answers the same.
 */
export const adjustmentBody = z.object({
  direction: z.enum(adjustmentDirections),
  amount,
  reason,
  idempotencyKey: z.string().uuid(),
});
export type AdjustmentBody = z.input<typeof adjustmentBody>;

export const adjustmentResult = z.object({
  postingId: z.string(),
  reference: z.string(),
  direction: z.enum(adjustmentDirections),
  amount: z.number(),
  balanceBefore: z.number(),
  balanceAfter: z.number(),
  /** The key had been posted already: nothing moved this time. */
  replayed: z.boolean(),
});
export type AdjustmentResult = z.infer<typeof adjustmentResult>;
