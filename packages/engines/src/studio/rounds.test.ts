import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng/draw';
import * as roulette from '../roulette/european';
import * as classic3x3 from '../slots/classic-3x3';
import * as video5x3 from '../slots/video-5x3';
import * as ways5x4 from '../slots/ways-5x4';
import { gameIds, play, tableWager } from './rounds';

const seeds = { serverSeed: 'd'.repeat(64), clientSeed: 'player-chosen', nonce: 11 };
const spin = (stake: bigint) => ({ kind: 'spin', stake }) as const;

describe('a studio round', () => {
  it('is played by each game’s own engine from the stream, the same seeds giving the same round', () => {
    // The classic slot takes its bet per line: the stake split over its five lines.
    const sevens = classic3x3.spin(seededRng(seeds), 100n);
    expect(play('classic3x3', seededRng(seeds), spin(500n))).toEqual({
      stake: 500n,
      win: sevens.totalWin,
      result: sevens,
    });
    const lanterns = video5x3.playRound(seededRng(seeds), 400n);
    expect(play('video5x3', seededRng(seeds), spin(400n))).toEqual({
      stake: 400n,
      win: lanterns.totalWin,
      result: lanterns,
    });
    const tiger = ways5x4.spin(seededRng(seeds), 400n);
    expect(play('ways5x4', seededRng(seeds), spin(400n))).toEqual({
      stake: 400n,
      win: tiger.totalWin,
      result: tiger,
    });
  });

  it('settles the roulette table’s bets on the pocket drawn, for their summed stake', () => {
    const bets: roulette.RouletteBet[] = [
      { type: 'red', stake: 500n },
      { type: 'straight', numbers: [17], stake: 100n },
    ];
    const wager = tableWager(bets);
    expect(wager).toEqual({ kind: 'table', stake: 600n, bets });
    const settled = roulette.settle(bets, roulette.spin(seededRng(seeds)));
    expect(play('roulette', seededRng(seeds), wager)).toEqual({
      stake: 600n,
      win: settled.totalWin,
      result: settled,
    });
  });

  it('refuses a roulette round without bets and a stake the lines cannot split', () => {
    expect(() => play('roulette', seededRng(seeds), spin(100n))).toThrow(RangeError);
    expect(() => play('video5x3', seededRng(seeds), spin(30n))).toThrow(RangeError);
  });

  it('covers the studio’s four games', () => {
    expect(gameIds).toEqual(['classic3x3', 'video5x3', 'ways5x4', 'roulette']);
  });
});
