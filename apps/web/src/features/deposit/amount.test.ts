import { describe, expect, it } from 'vitest';
import { checkDepositAmount, paymentPageUrl, returnPathFor } from './amount';

const limits = { minAmount: 100, maxAmount: 50_000 };

describe('checkDepositAmount', () => {
  it.each([
    ['100', { ok: true, amount: '100' }],
    ['150.5', { ok: true, amount: '150.5' }],
    [' 50,000.00 ', { ok: true, amount: '50000.00' }],
    ['99.99', { ok: false, problem: 'belowMin' }],
    ['50000.01', { ok: false, problem: 'aboveMax' }],
    ['', { ok: false, problem: 'invalid' }],
    ['0', { ok: false, problem: 'invalid' }],
    ['-5', { ok: false, problem: 'invalid' }],
    ['1.234', { ok: false, problem: 'invalid' }],
    ['1e5', { ok: false, problem: 'invalid' }],
    ['abc', { ok: false, problem: 'invalid' }],
  ])('%j → %j', (typed, expected) => {
    expect(checkDepositAmount(typed, limits)).toEqual(expected);
  });

  it('compares exactly at the limits, where floats would be off by a hair', () => {
    expect(checkDepositAmount('0.3', { minAmount: 0.3, maxAmount: 0.3 })).toEqual({
      ok: true,
      amount: '0.3',
    });
  });
});

describe('the way back from the gateway', () => {
  it('reopens the deposit page with the order, keeping the rest of the address', () => {
    expect(returnPathFor({ pathname: '/slots', search: '?center=wallet&x=1' }, 'D1')).toBe(
      '/slots?center=depositv2&x=1&deposit=D1',
    );
  });

  it('is added to the site’s own gateway page only', () => {
    expect(paymentPageUrl('/demo-gateway/pay?orderNo=D1', '/?center=depositv2')).toBe(
      '/demo-gateway/pay?orderNo=D1&returnUrl=%2F%3Fcenter%3Ddepositv2',
    );
    expect(paymentPageUrl('https://pay.example/x?a=1', '/')).toBe('https://pay.example/x?a=1');
    expect(paymentPageUrl('//evil.example/x', '/')).toBe('//evil.example/x');
  });
});
