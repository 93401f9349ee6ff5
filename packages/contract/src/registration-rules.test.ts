import { describe, expect, it } from 'vitest';
import { checkField, checkFields, effectiveRules } from './registration-rules';

const username = {
  field: 'username',
  enabled: true,
  required: true,
  acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$',
  patternId: 1,
  minLength: 6,
  maxLength: 16,
};

describe('registration rules', () => {
  it('asks for a required field and names the pattern message when a value breaks the rule', () => {
    expect(checkField(username, '')).toBe('field_required');
    expect(checkField(username, '   ')).toBe('field_required');
    expect(checkField(username, 'abc')).toBe('reg_pattern_1');
    expect(checkField(username, '1player')).toBe('reg_pattern_1');
    expect(checkField(username, 'player1')).toBeNull();
  });

  it("reads an accepted pattern of '*' as any characters", () => {
    expect(checkField({ ...username, acceptedPattern: '*', patternId: 0 }, '日本 語!!')).toBeNull();
  });

  it('lets an optional field be left empty', () => {
    expect(checkField({ ...username, required: false }, undefined)).toBeNull();
  });

  it('ignores fields the merchant did not enable', () => {
    const rules = effectiveRules([
      { ...username },
      {
        field: 'email',
        enabled: false,
        required: true,
        acceptedPattern: '*',
        patternId: 4,
        minLength: 5,
        maxLength: 10,
      },
    ]);
    expect(
      checkFields(rules, { username: 'player1', password: 'long-enough' }, [
        'username',
        'password',
        'email',
      ]),
    ).toEqual({});
  });

  it('keeps passwords at 8 characters or more whatever the merchant rule says', () => {
    const rules = effectiveRules([
      {
        field: 'password',
        enabled: false,
        required: false,
        acceptedPattern: '*',
        patternId: 0,
        minLength: 4,
        maxLength: 20,
      },
    ]);
    expect(checkFields(rules, { password: 'short12' }, ['password'])).toEqual({
      password: 'reg_pattern_0',
    });
    expect(checkFields(rules, {}, ['password'])).toEqual({ password: 'field_required' });
  });

  it('survives a broken pattern set by an operator, still checking length', () => {
    expect(checkField({ ...username, acceptedPattern: '([a-z' }, 'anything1')).toBeNull();
    expect(checkField({ ...username, acceptedPattern: '([a-z' }, 'abc')).toBe('reg_pattern_1');
  });
});
