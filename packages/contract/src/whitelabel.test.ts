import { describe, expect, it } from 'vitest';
import type { WhitelabelNode } from './system';
import { findModule, isModuleEnabled } from './whitelabel';

const tree: WhitelabelNode[] = [
  {
    modId: 'REGISTER',
    enabled: '1',
    childrenNodes: [
      { modId: 'REGISTER_MOBILE', enabled: '1', childrenNodes: [] },
      { modId: 'REGISTER_SMS_VERIFY', enabled: '0', childrenNodes: [] },
    ],
  },
];

describe('whitelabel switches', () => {
  it("is on only for '1'", () => {
    expect(isModuleEnabled(tree, 'REGISTER_MOBILE')).toBe(true);
    expect(isModuleEnabled(tree, 'REGISTER_SMS_VERIFY')).toBe(false);
  });

  it('is off when a group it sits in is off', () => {
    const registerOff = [{ ...tree[0]!, enabled: '0' as const }];
    expect(isModuleEnabled(registerOff, 'REGISTER_MOBILE')).toBe(false);
    expect(isModuleEnabled(registerOff, 'REGISTER')).toBe(false);
    expect(findModule(registerOff, 'REGISTER_MOBILE')?.enabled).toBe('1');
  });

  it('treats a module the merchant does not have as off', () => {
    expect(isModuleEnabled(tree, 'LOGIN_PHONE')).toBe(false);
    expect(findModule(tree, 'LOGIN_PHONE')).toBeUndefined();
  });
});
