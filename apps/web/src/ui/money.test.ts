import { describe, expect, it } from 'vitest';
import { formatMoney, formatWireMoney } from '@croupier/web-kit/money';

describe('formatMoney', () => {
  it('shows two decimals, comma thousands and the symbol (default P)', () => {
    expect(formatMoney(123450)).toBe('P 1,234.50');
    expect(formatMoney(0)).toBe('P 0.00');
    expect(formatMoney(5)).toBe('P 0.05');
    expect(formatMoney(100000000, '₫')).toBe('₫ 1,000,000.00');
  });

  it('handles negative amounts and amounts beyond float precision', () => {
    expect(formatMoney(-1200)).toBe('-P 12.00');
    expect(formatMoney(9007199254740993n)).toBe('P 90,071,992,547,409.93');
  });
});

describe('formatWireMoney', () => {
  it('reads the wire decimal of major units without float arithmetic', () => {
    expect(formatWireMoney(1088.5)).toBe('P 1,088.50');
    expect(formatWireMoney(0.1 + 0.2, '₫')).toBe('₫ 0.30');
    expect(formatWireMoney(-12.34)).toBe('-P 12.34');
  });
});
