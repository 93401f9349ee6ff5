import { describe, expect, it } from 'vitest';
import { formatMoney, formatWireMoney, wireToMinor } from './money';

describe('money in the console', () => {
  it('shows minor units with 2 decimals, comma thousands and the merchant’s symbol', () => {
    expect(formatMoney(0n, 'P')).toBe('P 0.00');
    expect(formatMoney(5n, 'P')).toBe('P 0.05');
    expect(formatMoney(150050n, '₫')).toBe('₫ 1,500.50');
    expect(formatMoney(123456789012n, '$')).toBe('$ 1,234,567,890.12');
    expect(formatMoney(-100000n, 'P')).toBe('-P 1,000.00');
  });

  it('reads the API’s decimal amounts through their text, never through float arithmetic', () => {
    expect(wireToMinor(0.3)).toBe(30n);
    expect(wireToMinor(1500.5)).toBe(150050n);
    expect(wireToMinor(-20.01)).toBe(-2001n);
    expect(wireToMinor(1.005)).toBeNull();
    expect(formatWireMoney(99999999.99, 'P')).toBe('P 99,999,999.99');
  });
});
