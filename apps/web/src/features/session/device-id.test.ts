import { beforeEach, describe, expect, it } from 'vitest';
import { loginDeviceId } from './device-id';

beforeEach(() => localStorage.clear());

describe("the browser's login device id", () => {
  it('is made once, at random, and kept across visits', () => {
    const id = loginDeviceId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(loginDeviceId()).toBe(id);
    expect(localStorage.getItem('croupier_device_id')).toBe(id);
    localStorage.clear();
    expect(loginDeviceId()).not.toBe(id);
  });
});
