import { describe, expect, it } from 'vitest';
import { lastClosedWindowEnd, windowLabel } from './earning';
import {
  cashForPoints,
  defaultPointRates,
  earningsByType,
  pointsEarned,
  ratesWithDefaults,
  toPoints,
} from './rates';

// Points are whole hundredths (10500 = 105.00 points); turnover and cash are minor units.

describe('points earned on valid turnover', () => {
  it('are turnover times the rate, rounded down to the hundredth', () => {
    // 150.00 of live at 0.70 a unit: 105.00 points.
    expect(pointsEarned(15_000n, 70)).toBe(10_500n);
    // 10.01 of slots at 1.20: 12.012 → 12.01.
    expect(pointsEarned(1_001n, 120)).toBe(1_201n);
    // 0.01 at 0.70 is 0.007 of a point: nothing, never rounded up.
    expect(pointsEarned(1n, 70)).toBe(0n);
    // A category at 0 earns none; nothing earns nothing.
    expect(pointsEarned(100_000n, 0)).toBe(0n);
    expect(pointsEarned(0n, 120)).toBe(0n);
  });

  it('default to the spec’s rates: live 0.70, sports 1.00, fishing 1.20, slots 1.20, PVP 1.00', () => {
    expect(defaultPointRates).toMatchObject({
      LIVE: 70,
      SPORTS: 100,
      FISH: 120,
      RNG: 120,
      PVP: 100,
    });
    const rates = ratesWithDefaults([
      { category: 'LIVE', rate: 100 },
      { category: 'LOTT', rate: 25 },
    ]);
    expect(rates.get('LIVE')).toBe(100);
    expect(rates.get('LOTT')).toBe(25);
    expect(rates.get('SPORTS')).toBe(100);
    expect(rates.get('ELOTT')).toBe(0);
  });

  it('add up per point type: fishing and slots are both rng, each rounded on its own', () => {
    const rates = ratesWithDefaults([]);
    const earned = earningsByType(
      new Map([
        // 20.00 of slots and 0.05 of fishing at 1.20: 24.00 + 0.06 = 24.06 rng points.
        ['RNG', 2_000n],
        ['FISH', 5n],
        // 99.99 of live at 0.70 = 69.993 → 69.99.
        ['LIVE', 9_999n],
        // 500.00 of lottery, which the defaults do not reward: absent.
        ['LOTT', 50_000n],
      ]),
      rates,
    );
    expect(Object.fromEntries(earned)).toEqual({ rng: 2_406n, live: 6_999n });
  });
});

describe('points converted to cash', () => {
  it('buy cash at the brand’s price of 100 points, rounded down to the cent', () => {
    // 100 points buy 1.00: 250.00 points buy 2.50.
    expect(cashForPoints(25_000n, 100n)).toBe(250n);
    // 100 points buy 0.35: 101.00 points buy 0.3535 → 0.35.
    expect(cashForPoints(10_100n, 35n)).toBe(35n);
    // 1 point at 0.50 per 100 points is half a cent: nothing.
    expect(cashForPoints(100n, 50n)).toBe(0n);
    expect(toPoints(12_345n)).toBe(123.45);
  });
});

describe('earning windows', () => {
  it('close every 15 minutes (UTC) and are earned 2 minutes after they end', () => {
    expect(lastClosedWindowEnd(new Date('2026-06-01T10:17:00Z'))).toEqual(
      new Date('2026-06-01T10:15:00Z'),
    );
    // 10:16:59 is still within the grace of the 10:00–10:15 window.
    expect(lastClosedWindowEnd(new Date('2026-06-01T10:16:59Z'))).toEqual(
      new Date('2026-06-01T10:00:00Z'),
    );
    expect(
      windowLabel({
        from: new Date('2026-06-01T23:45:00Z'),
        until: new Date('2026-06-02T00:00:00Z'),
      }),
    ).toBe('2026-06-01 23:45–00:00 UTC');
  });
});
