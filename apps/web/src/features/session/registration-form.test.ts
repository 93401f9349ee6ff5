import { effectiveRules, type RegisterRule } from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { fieldMessage } from './field-messages';
import { registrationLayout, registrationSchema } from './registration-form';

const rule = (field: string, overrides: Partial<RegisterRule> = {}): RegisterRule => ({
  field,
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 0,
  maxLength: 64,
  ...overrides,
});

const rules = effectiveRules([
  rule('username', {
    required: true,
    acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$',
    patternId: 1,
    minLength: 6,
    maxLength: 16,
  }),
  rule('confirmPassword', { required: true }),
  rule('mobileNum', {
    required: true,
    acceptedPattern: '^[0-9]+$',
    patternId: 7,
    minLength: 9,
    maxLength: 11,
  }),
  rule('email', { acceptedPattern: '^[^@\\s]+@[^@\\s]+$', patternId: 4, minLength: 5 }),
  rule('affiliateCode'),
  rule('qqNum', { enabled: false }),
  rule('captcha', { enabled: true, required: false }),
]);
const options = { mobileWithPassword: true, smsVerification: true, affiliateField: true };

describe('the register form follows the merchant rules', () => {
  it('shows the mobile sign-up with its SMS code and only the enabled optional fields', () => {
    const layout = registrationLayout('mobile', rules, options);
    expect(layout.fields).toEqual([
      'mobileNum',
      'password',
      'confirmPassword',
      'email',
      'affiliateCode',
    ]);
    expect(layout.smsCode).toBe(true);
    // An optional captcha is not shown: the server would not check it.
    expect(layout.captcha).toBe(false);
  });

  it('asks for a username and hides the affiliate field when the link carried a valid code', () => {
    const layout = registrationLayout('username', rules, { ...options, affiliateField: false });
    expect(layout.fields).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'email',
    ]);
  });

  it('asks the username sign-up for no phone, and no SMS code, where the rule is off', () => {
    const noPhone = new Map(rules).set('mobileNum', { ...rules.get('mobileNum')!, enabled: false });
    const username = registrationLayout('username', noPhone, options);
    expect(username.fields).not.toContain('mobileNum');
    expect(username.smsCode).toBe(false);
    // The mobile sign-up still asks for the number and its code: it is the account's name.
    const mobile = registrationLayout('mobile', noPhone, options);
    expect(mobile.fields[0]).toBe('mobileNum');
    expect(mobile.alwaysRequired.has('mobileNum')).toBe(true);
    expect(mobile.smsCode).toBe(true);
  });

  it('leaves the password out of a mobile sign-up without mobile-plus-password', () => {
    const layout = registrationLayout('mobile', rules, { ...options, mobileWithPassword: false });
    expect(layout.fields).not.toContain('password');
  });

  it('checks values in the browser as the server does, naming the message keys', () => {
    const layout = registrationLayout('username', rules, options);
    const result = registrationSchema(layout, rules).safeParse({
      username: '1abc',
      password: 'long-enough',
      confirmPassword: 'different',
      mobileNum: '',
      email: '',
      affiliateCode: '',
      verificationCode: '123456',
      termsAccepted: false,
    });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(issues).toEqual({
      username: 'reg_pattern_1',
      mobileNum: 'field_required',
      confirmPassword: 'inconsistent_twice',
      termsAccepted: 'please_agree_terms',
    });
  });
});

describe('pattern messages', () => {
  it('fill in the lengths of the rule', () => {
    expect(fieldMessage(i18n.t, 'reg_pattern_7', rules.get('mobileNum'))).toBe(
      '9 - 11 digits only.',
    );
  });

  it('name one length when the minimum equals the maximum', () => {
    const code = rule('verificationCode', { patternId: 7, minLength: 6, maxLength: 6 });
    expect(fieldMessage(i18n.t, 'reg_pattern_7', code)).toBe('6 digits only.');
  });

  it('translate other keys through the error catalogue', () => {
    expect(fieldMessage(i18n.t, 'inconsistent_twice')).toMatch(/Incorrect confirmation input/);
  });
});
