import { z } from 'zod';
import { registerRule } from '../system';

// Registration rules: which fields the sign-up form asks for, what each accepts, in which order.

/** Longest value any registration field may be set to accept (the column is a smallint). */
export const maxFieldLength = 255;

function compiles(pattern: string): boolean {
  if (pattern === '*') return true;
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

export const ruleParams = z.object({ field: z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,31}$/) });

/** A field's rule and its place on the form (lower first). */
export const registerRuleSetting = registerRule.extend({ sortOrder: z.number().int() });
export type RegisterRuleSetting = z.infer<typeof registerRuleSetting>;

/**
 * A field's rule as the operator sets it. `acceptedPattern` is a regular expression (or `*`
 * for anything); `patternId` picks which of the site's pattern messages explains it.
 */
export const registerRuleBody = z
  .object({
    enabled: z.boolean(),
    required: z.boolean(),
    acceptedPattern: z.string().trim().min(1).max(500).refine(compiles, 'pattern_invalid'),
    patternId: z.number().int().min(0).max(19),
    minLength: z.number().int().min(0).max(maxFieldLength),
    maxLength: z.number().int().min(1).max(maxFieldLength),
  })
  .refine((rule) => rule.minLength <= rule.maxLength, {
    path: ['maxLength'],
    message: 'length_range_invalid',
  })
  .refine((rule) => rule.enabled || !rule.required, {
    path: ['required'],
    message: 'required_needs_enabled',
  });
export type RegisterRuleBody = z.infer<typeof registerRuleBody>;

/** Every field of the merchant's form, in the new order. */
export const registerRuleOrderBody = z.object({
  fields: z.array(ruleParams.shape.field).min(1).max(100),
});
export type RegisterRuleOrderBody = z.infer<typeof registerRuleOrderBody>;

/**
 * Whether the site's "I am at least (age) and accept the Terms" box starts ticked. Off by
 * default: for a real brand consent must be an affirmative act of the player.
 */
export const registrationTermsSetting = z.object({ checkedByDefault: z.boolean() });
export type RegistrationTermsSetting = z.infer<typeof registrationTermsSetting>;
