import { optionalRegistrationFields, type RegisterRule } from '@croupier/contract';
import { z } from 'zod';
import { ruleSchema } from './rule-schemas';

export type RegistrationMode = 'username' | 'mobile';

export const secretFields = new Set(['password', 'confirmPassword', 'paymentPassword']);

export type RegistrationLayout = {
  fields: string[];
  /** Fields required whatever their rule says: the password, and the number of a mobile sign-up. */
  alwaysRequired: Set<string>;
  smsCode: boolean;
  captcha: boolean;
};

/**
 * Which fields the register form shows, in order, for a mode and the merchant's switches
 * and rules — the same choice the server makes when it checks them.
 */
export function registrationLayout(
  mode: RegistrationMode,
  rules: Map<string, RegisterRule>,
  options: { mobileWithPassword: boolean; smsVerification: boolean; affiliateField: boolean },
): RegistrationLayout {
  const enabled = (field: string) => rules.get(field)?.enabled ?? false;
  const fields: string[] = [];
  const choosesPassword = mode === 'username' || options.mobileWithPassword;
  if (mode === 'username') fields.push('username');
  if (mode === 'mobile') fields.push('mobileNum');
  if (choosesPassword) {
    fields.push('password');
    if (enabled('confirmPassword')) fields.push('confirmPassword');
  }
  if (mode === 'username' && enabled('mobileNum')) fields.push('mobileNum');
  for (const field of optionalRegistrationFields) {
    if (!enabled(field)) continue;
    if (field === 'affiliateCode' && !options.affiliateField) continue;
    fields.push(field);
  }
  const captchaRule = rules.get('captcha');
  const alwaysRequired = new Set(['password', 'confirmPassword']);
  if (mode === 'mobile') alwaysRequired.add('mobileNum');
  return {
    fields,
    alwaysRequired,
    smsCode: options.smsVerification && fields.includes('mobileNum'),
    captcha: !!captchaRule?.enabled && captchaRule.required,
  };
}

/** The form's zod schema, built at run time from the merchant's rules. */
export function registrationSchema(layout: RegistrationLayout, rules: Map<string, RegisterRule>) {
  const shape: Record<string, z.ZodType<string>> = {};
  for (const field of layout.fields) {
    shape[field] = ruleSchema(rules.get(field), layout.alwaysRequired.has(field) || undefined);
  }
  if (layout.smsCode) shape.verificationCode = ruleSchema(rules.get('verificationCode'), true);
  if (layout.captcha) shape.captcha = ruleSchema(rules.get('captcha'), true);
  return z
    .object({ ...shape, termsAccepted: z.boolean() })
    .superRefine((values: Record<string, unknown>, ctx) => {
      if (
        layout.fields.includes('confirmPassword') &&
        values.password &&
        values.confirmPassword !== values.password
      ) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'inconsistent_twice' });
      }
      if (!values.termsAccepted)
        ctx.addIssue({ code: 'custom', path: ['termsAccepted'], message: 'please_agree_terms' });
    });
}
