import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatMoney,
  formatWireMoney,
  minorToWireText,
  parseAmountInput,
  wireToMinor,
} from './money';

describe('money', () => {
  it('shows minor units with 2 decimals, comma thousands and the merchant’s symbol', () => {
    expect(formatMoney(108800n)).toBe('P 1,088.00');
    expect(formatMoney(123450)).toBe('P 1,234.50');
    expect(formatMoney(0)).toBe('P 0.00');
    expect(formatMoney(5n, 'P')).toBe('P 0.05');
    expect(formatMoney(150050n, '₫')).toBe('₫ 1,500.50');
    expect(formatMoney(123456789012n, '$')).toBe('$ 1,234,567,890.12');
    expect(formatMoney(-100000n, 'P')).toBe('-P 1,000.00');
    expect(formatMoney(9007199254740993n)).toBe('P 90,071,992,547,409.93');
  });

  it('shows chip amounts without the symbol or empty cents', () => {
    expect(formatAmount(50n)).toBe('0.50');
    expect(formatAmount(100000n)).toBe('1,000');
    expect(formatAmount(123456n)).toBe('1,234.56');
  });

  it('reads wire amounts through their text', () => {
    expect(wireToMinor(0.3)).toBe(30n);
    expect(wireToMinor(1500.5)).toBe(150050n);
    expect(wireToMinor(-20.01)).toBe(-2001n);
    expect(wireToMinor(1.005)).toBeNull();
    expect(formatWireMoney(99999999.99, 'P')).toBe('P 99,999,999.99');
    expect(formatWireMoney(1088.5)).toBe('P 1,088.50');
    expect(formatWireMoney(0.1 + 0.2, '₫')).toBe('₫ 0.30');
    expect(formatWireMoney(-12.34)).toBe('-P 12.34');
  });

  it('parses a typed amount into minor units, refusing rather than rounding', () => {
    expect(parseAmountInput('1,234.5')).toEqual({ minor: 123450n });
    expect(parseAmountInput(' ')).toEqual({ problem: 'required' });
    expect(parseAmountInput('1.005')).toEqual({ problem: 'format' });
    expect(parseAmountInput('-1')).toEqual({ problem: 'format' });
    expect(parseAmountInput('0.00')).toEqual({ problem: 'zero' });
    expect(minorToWireText(123450n)).toBe('1234.50');
    expect(minorToWireText(-5n)).toBe('-0.05');
  });
});
