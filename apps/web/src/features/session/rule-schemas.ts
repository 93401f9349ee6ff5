import { checkField, type RegisterRule } from '@croupier/contract';
import { z } from 'zod';

/**
 * A zod check of one field by the merchant's rule, run in the browser exactly as the server
 * runs it; the issue's message is the i18n key the form translates with `fieldMessage`.
 */
export function ruleSchema(rule: RegisterRule | undefined, required = rule?.required ?? false) {
  return z.string().superRefine((value, ctx) => {
    const problem = rule
      ? checkField({ ...rule, required }, value)
      : required && !value.trim()
        ? 'field_required'
        : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** A required field with no merchant rule (login username, SMS code, e-mail of a reset). */
export const requiredText = z.string().trim().min(1, 'field_required');
