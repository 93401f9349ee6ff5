import type { RegisterRule } from '@croupier/contract';
import type { registerRules } from './schema';

type RegisterRuleRow = typeof registerRules.$inferSelect;

/** A stored rule as the registration form reads it (the console adds its place in the form). */
export function toRegisterRule(row: RegisterRuleRow): RegisterRule {
  return {
    field: row.field,
    enabled: row.enabled,
    required: row.required,
    acceptedPattern: row.acceptedPattern,
    patternId: row.patternId,
    minLength: row.minLength,
    maxLength: row.maxLength,
  };
}
