import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rational, rationalEquals } from '../rational';
import { seededRng } from '../rng/draw';
import {
  LEGAL_INSIDE_BETS,
  PAYOUTS,
  POCKETS,
  ROULETTE_RTP,
  RouletteBetError,
  checkBet,
  settle,
  spin,
  type RouletteBet,
} from './european';

/** Every bet a player can place, one unit each. */
function everyLegalBet(): RouletteBet[] {
  const bets: RouletteBet[] = [];
  for (const [type, sets] of Object.entries(LEGAL_INSIDE_BETS)) {
    for (const numbers of sets) {
      bets.push({ type: type as 'straight', numbers, stake: 1n });
    }
  }
  for (const type of ['column', 'dozen'] as const) {
    for (const index of [1, 2, 3] as const) bets.push({ type, index, stake: 1n });
  }
  for (const type of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) {
    bets.push({ type, stake: 1n });
  }
  return bets;
}

describe('European roulette', () => {
  it('lists the legal inside bets of a single-zero layout', () => {
    expect(LEGAL_INSIDE_BETS.straight).toHaveLength(37);
    expect(LEGAL_INSIDE_BETS.split).toHaveLength(60); // 24 across, 33 up, 3 with zero
    expect(LEGAL_INSIDE_BETS.street).toHaveLength(14); // 12 rows, 0-1-2, 0-2-3
    expect(LEGAL_INSIDE_BETS.corner).toHaveLength(23); // 22 squares, first four
    expect(LEGAL_INSIDE_BETS.sixLine).toHaveLength(11);
  });

  it('returns exactly 36/37 on every legal bet, enumerating the 37 pockets', () => {
    const bets = everyLegalBet();
    expect(bets).toHaveLength(145 + 6 + 6);
    const byType = new Map<string, { staked: bigint; returned: bigint }>();
    for (const bet of bets) {
      let returned = 0n;
      for (let pocket = 0; pocket < POCKETS; pocket += 1)
        returned += settle([bet], pocket).totalWin;
      // Per bet: 37 spins of one unit return 36 units.
      expect(rational(returned, BigInt(POCKETS) * bet.stake)).toEqual(ROULETTE_RTP);
      const sum = byType.get(bet.type) ?? { staked: 0n, returned: 0n };
      byType.set(bet.type, { staked: sum.staked + 37n, returned: sum.returned + returned });
    }
    expect([...byType.keys()].sort()).toEqual(Object.keys(PAYOUTS).sort());
    for (const { staked, returned } of byType.values()) {
      expect(rationalEquals(rational(returned, staked), rational(36n, 37n))).toBe(true);
    }
  });

  it('pays the published odds in integer minor units', () => {
    const bets: RouletteBet[] = [
      { type: 'straight', numbers: [17], stake: 250n },
      { type: 'split', numbers: [17, 20], stake: 100n },
      { type: 'street', numbers: [16, 17, 18], stake: 100n },
      { type: 'corner', numbers: [13, 14, 16, 17], stake: 100n },
      { type: 'sixLine', numbers: [13, 14, 15, 16, 17, 18], stake: 100n },
      { type: 'column', index: 2, stake: 100n },
      { type: 'dozen', index: 2, stake: 100n },
      { type: 'black', stake: 100n },
      { type: 'odd', stake: 100n },
      { type: 'low', stake: 100n },
      { type: 'red', stake: 100n },
      { type: 'high', stake: 100n },
    ];
    const round = settle(bets, 17);
    expect(round.results.map((r) => r.win)).toEqual([
      9_000n,
      1_800n,
      1_200n,
      900n,
      600n,
      300n,
      300n,
      200n,
      200n,
      200n,
      0n,
      0n,
    ]);
    expect(round.totalStake).toBe(1_350n);
    expect(round.totalWin).toBe(14_700n);
  });

  it('loses every outside bet on zero (no la partage) and pays the zero inside bets', () => {
    const outside: RouletteBet[] = [
      { type: 'red', stake: 10n },
      { type: 'black', stake: 10n },
      { type: 'even', stake: 10n },
      { type: 'odd', stake: 10n },
      { type: 'low', stake: 10n },
      { type: 'high', stake: 10n },
      { type: 'column', index: 1, stake: 10n },
      { type: 'dozen', index: 1, stake: 10n },
    ];
    expect(settle(outside, 0).totalWin).toBe(0n);
    const zero = settle(
      [
        { type: 'straight', numbers: [0], stake: 10n },
        { type: 'split', numbers: [3, 0], stake: 10n },
        { type: 'street', numbers: [0, 1, 2], stake: 10n },
        { type: 'corner', numbers: [0, 1, 2, 3], stake: 10n },
      ],
      0,
    );
    expect(zero.results.map((r) => r.win)).toEqual([360n, 180n, 120n, 90n]);
  });

  it('refuses bets that are not on the layout', () => {
    const refusal = (bet: unknown) => {
      const check = checkBet(bet as RouletteBet);
      return check.ok ? 'ok' : check.reason;
    };
    expect(refusal({ type: 'split', numbers: [3, 4], stake: 1n })).toBe('not_on_layout'); // row wrap
    expect(refusal({ type: 'split', numbers: [1, 5], stake: 1n })).toBe('not_on_layout'); // diagonal
    expect(refusal({ type: 'split', numbers: [0, 4], stake: 1n })).toBe('not_on_layout');
    expect(refusal({ type: 'street', numbers: [2, 3, 4], stake: 1n })).toBe('not_on_layout');
    expect(refusal({ type: 'street', numbers: [0, 1, 3], stake: 1n })).toBe('not_on_layout');
    expect(refusal({ type: 'corner', numbers: [2, 3, 4, 5], stake: 1n })).toBe('not_on_layout');
    expect(refusal({ type: 'corner', numbers: [3, 4, 6, 7], stake: 1n })).toBe('not_on_layout');
    expect(refusal({ type: 'sixLine', numbers: [2, 3, 4, 5, 6, 7], stake: 1n })).toBe(
      'not_on_layout',
    );
    expect(refusal({ type: 'split', numbers: [1, 2, 3], stake: 1n })).toBe('wrong_count');
    expect(refusal({ type: 'split', numbers: [1, 1], stake: 1n })).toBe('duplicate_number');
    expect(refusal({ type: 'straight', numbers: [37], stake: 1n })).toBe('invalid_number');
    expect(refusal({ type: 'straight', numbers: [1.5], stake: 1n })).toBe('invalid_number');
    expect(refusal({ type: 'straight', numbers: '7', stake: 1n })).toBe('invalid_number');
    expect(refusal({ type: 'straight', numbers: [7], stake: 0n })).toBe('invalid_stake');
    expect(refusal({ type: 'straight', numbers: [7], stake: -5n })).toBe('invalid_stake');
    expect(refusal({ type: 'straight', numbers: [7], stake: 5 })).toBe('invalid_stake');
    expect(refusal({ type: 'dozen', index: 4, stake: 1n })).toBe('invalid_index');
    expect(refusal({ type: 'column', stake: 1n })).toBe('invalid_index');
    expect(refusal({ type: 'basket', stake: 1n })).toBe('unknown_bet_type');
    expect(refusal({ type: 'toString', stake: 1n })).toBe('unknown_bet_type');
    expect(refusal({ type: 'split', numbers: [20, 17], stake: 1n })).toBe('ok'); // any order
  });

  it('refuses a whole round when one bet is illegal, and a pocket off the wheel', () => {
    const bets: RouletteBet[] = [
      { type: 'red', stake: 10n },
      { type: 'split', numbers: [3, 4], stake: 10n },
    ];
    expect(() => settle(bets, 5)).toThrow(RouletteBetError);
    expect(() => settle(bets, 5)).toThrow('bet 1 refused: not_on_layout');
    expect(() => settle([], 37)).toThrow(RangeError);
  });

  it('spins the same pocket for the same seeds, recomputable from the HMAC', () => {
    const seeds = { serverSeed: 'c'.repeat(64), clientSeed: 'lucky', nonce: 0 };
    const pockets = Array.from({ length: 50 }, (_, nonce) => spin(seededRng({ ...seeds, nonce })));
    expect(pockets).toEqual(
      Array.from({ length: 50 }, (_, nonce) => spin(seededRng({ ...seeds, nonce }))),
    );
    expect(new Set(pockets).size).toBeGreaterThan(20);
    // What a player's verifier does: first 4 HMAC bytes, big-endian, modulo 37 (a redraw
    // happens only for the top 7 of 2^32 values).
    const digest = createHmac('sha256', seeds.serverSeed).update('lucky:0:0').digest();
    expect(pockets[0]).toBe(digest.readUInt32BE(0) % 37);
  });
});
