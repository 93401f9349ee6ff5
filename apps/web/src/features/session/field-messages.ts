import { checkField, type RegisterRule } from '@croupier/contract';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { errorText } from '../../i18n';

/**
 * The text of a field's message key. Pattern messages (`reg_pattern_<id>`) carry the rule's
 * lengths: "(min) - (max)" becomes the single value when both are equal (spec §5).
 */
export function fieldMessage(t: TFunction, key: string, rule?: RegisterRule): string {
  const pattern = /^reg_pattern_(\d+)$/.exec(key);
  if (!pattern) return errorText(key);
  const template = t(`patterns.${key}`, { defaultValue: t('patterns.reg_pattern_0') });
  if (!rule) return template.replace(/\s*\(min\)\s*-\s*\(max\)\s*/, ' ');
  const lengths =
    rule.minLength === rule.maxLength
      ? template.replace('(min) - (max)', String(rule.minLength))
      : template;
  return lengths.replace('(min)', String(rule.minLength)).replace('(max)', String(rule.maxLength));
}

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
