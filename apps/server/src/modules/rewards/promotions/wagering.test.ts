import { describe, expect, it } from 'vitest';
import { bonusFor, requiredTurnover, wageringProgress, type BonusTerms } from './wagering';

// Amounts in minor units: 50_000n is P 500.00.

const welcome: BonusTerms = {
  kind: 'first_deposit_match',
  matchBasisPoints: 10_000,
  maxBonus: 100_000n,
  minDeposit: 5_000n,
};

describe('a deposit match’s bonus', () => {
  it('matches the deposit at the rate, capped at the maximum bonus', () => {
    // 100 % of P 500 is P 500; of P 2,500 it would be P 2,500, capped at P 1,000.
    expect(bonusFor(welcome, 50_000n)).toBe(50_000n);
    expect(bonusFor(welcome, 250_000n)).toBe(100_000n);
    expect(bonusFor(welcome, 100_000n)).toBe(100_000n);
  });

  it('rounds a part of a cent down', () => {
    // 33.33 % of P 10.01 = P 3.336333… → P 3.33.
    const reload = { ...welcome, kind: 'reload', matchBasisPoints: 3_333, minDeposit: 0n };
    expect(bonusFor(reload, 1_001n)).toBe(333n);
  });

  it('pays nothing for a deposit below the minimum', () => {
    expect(bonusFor(welcome, 4_999n)).toBe(0n);
    expect(bonusFor(welcome, 5_000n)).toBe(5_000n);
  });

  it('pays a fixed bonus whatever the deposit', () => {
    const fixed = { kind: 'fixed_bonus', matchBasisPoints: 0, maxBonus: 8_800n, minDeposit: 0n };
    expect(bonusFor(fixed, 0n)).toBe(8_800n);
  });
});

describe('a bonus’s wagering', () => {
  it('asks for the bonus times the multiple, the deposit not included', () => {
    // Deposit P 500, bonus P 500, ×10: P 5,000 of valid turnover.
    expect(requiredTurnover(50_000n, 10)).toBe(500_000n);
    expect(requiredTurnover(50_000n, 0)).toBe(0n);
  });

  it('counts the valid turnover since the bonus up to the requirement', () => {
    expect(wageringProgress(500_000n, 120_000n)).toEqual({
      required: 500_000n,
      done: 120_000n,
      remaining: 380_000n,
      met: false,
    });
    expect(wageringProgress(500_000n, 499_999n)).toMatchObject({ remaining: 1n, met: false });
    expect(wageringProgress(500_000n, 700_000n)).toEqual({
      required: 500_000n,
      done: 500_000n,
      remaining: 0n,
      met: true,
    });
  });

  it('is met at once when nothing is required', () => {
    expect(wageringProgress(0n, 0n)).toMatchObject({ remaining: 0n, met: true });
  });
});
