import { describe, expect, it } from 'vitest';
import { limitedAddress } from './addresses';

describe('the address a limit counts against', () => {
  it('is an IPv4 address itself, an IPv6 one its /64', () => {
    expect(limitedAddress('203.0.113.5')).toBe('203.0.113.5');
    expect(limitedAddress('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(limitedAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitedAddress('2001:0db8:00aa:0001:1:2:3:4')).toBe('2001:db8:aa:1::/64');
    expect(limitedAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitedAddress('::1')).toBe('0:0:0:0::/64');
  });
});
