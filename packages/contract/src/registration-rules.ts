import type { RegisterRule } from './system';

/** Rules every merchant has for the core fields, when its own table lacks them. */
const coreRuleDefaults: Record<string, RegisterRule> = {
  username: {
    field: 'username',
    enabled: true,
    required: true,
    acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$',
    patternId: 1,
    minLength: 6,
    maxLength: 16,
  },
  password: {
    field: 'password',
    enabled: true,
    required: true,
    acceptedPattern: '*',
    patternId: 0,
    minLength: 8,
    maxLength: 32,
  },
};

/** Passwords are at least 8 characters whatever a merchant's rule says (ARCHITECTURE, Identity). */
export const minimumPasswordLength = 8;

export function effectiveRules(rules: RegisterRule[]): Map<string, RegisterRule> {
  const byField = new Map(rules.map((rule) => [rule.field, rule]));
  for (const [field, rule] of Object.entries(coreRuleDefaults)) {
    if (!byField.has(field)) byField.set(field, rule);
  }
  const password = byField.get('password')!;
  byField.set('password', {
    ...password,
    enabled: true,
    required: true,
    minLength: Math.max(password.minLength, minimumPasswordLength),
  });
  return byField;
}

function patternOf(rule: RegisterRule): RegExp | null {
  const source = rule.acceptedPattern === '*' ? '.*' : rule.acceptedPattern;
  try {
    return new RegExp(source, 'u');
  } catch {
    // An operator's broken pattern must not lock everyone out; length still applies.
    return null;
  }
}

/**
 * Checks one value against its rule: an i18n key when it fails (`field_required`, or
 * `reg_pattern_<patternId>` for length and pattern, whose text the client fills with the
 * rule's min and max), null when it passes.
 */
export function checkField(rule: RegisterRule, value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return rule.required ? 'field_required' : null;
  const length = [...trimmed].length;
  if (length < rule.minLength || length > rule.maxLength) return `reg_pattern_${rule.patternId}`;
  const pattern = patternOf(rule);
  if (pattern && !pattern.test(trimmed)) return `reg_pattern_${rule.patternId}`;
  return null;
}

/**
 * Field errors of a form: each named field the merchant enabled is checked; fields it did
 * not enable are not asked for and are ignored.
 */
export function checkFields(
  rules: Map<string, RegisterRule>,
  input: Record<string, string | undefined>,
  fields: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const rule = rules.get(field);
    if (!rule?.enabled) continue;
    const problem = checkField(rule, input[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/**
 * The registration setting of whether the "I am at least (age) and accept the Terms" box
 * starts ticked. It is stored and served as a rule of the merchant's list (no pattern, no
 * lengths: only `enabled` counts), so that `/wps/system/setting/register` and the status call
 * carry it without a new shape. Absent or off, the box starts unticked: consent must be the
 * player's own act (docs/decisions.md). The player still has to tick it to register.
 */
export const termsCheckedRuleField = 'termsCheckedByDefault';

/** Whether the merchant has the terms box start ticked (off unless it turned it on). */
export function termsCheckedByDefault(rules: readonly RegisterRule[]): boolean {
  return rules.some((rule) => rule.field === termsCheckedRuleField && rule.enabled);
}

export function isEnabled(rules: Map<string, RegisterRule>, field: string): boolean {
  return rules.get(field)?.enabled ?? false;
}
