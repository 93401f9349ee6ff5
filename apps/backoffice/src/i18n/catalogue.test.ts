import { describe, expect, it } from 'vitest';
import { errorText, i18n } from './index';

function keys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? keys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('the console’s catalogues', () => {
  it('translate every English string into Vietnamese, feature catalogues included', () => {
    const english = keys(i18n.getResourceBundle('en', 'translation'));
    const vietnamese = keys(i18n.getResourceBundle('vi', 'translation'));
    expect(english).toContain('session.enrol.qrAlt');
    expect(english).toContain('payments.deposits.confirmTitle');
    expect(vietnamese.sort()).toEqual(english.sort());
  });

  it('name the sign-in’s refusals, and fall back to a generic failure for unknown keys', () => {
    const en = i18n.getFixedT('en');
    for (const key of [
      'login_failed',
      'staff_locked',
      'totp_invalid',
      'bo_ticket_expired',
      'no_permission',
      'in_logged_login',
    ]) {
      expect(en(`errors.${key}`)).not.toBe(`errors.${key}`);
    }
    expect(errorText('login_failed')).toBe('Wrong username or password.');
    expect(errorText('some_new_refusal')).toBe('Something went wrong. Please try again.');
  });
});
