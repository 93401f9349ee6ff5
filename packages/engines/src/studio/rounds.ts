import type { Rng } from '../rng/draw';
import * as roulette from '../roulette/european';
import * as classic3x3 from '../slots/classic-3x3';
import * as video5x3 from '../slots/video-5x3';
import * as ways5x4 from '../slots/ways-5x4';

/**
 * The studio's games as rounds: which engine plays which game, and how a wager becomes a
 * round. The ONE definition the server plays with and every verifier (the game client's
 * fairness panel, the site's betting record) replays with, so a round recomputes exactly
 * wherever it is checked. Table limits are not here: they are the platform's rules
 * (`studioStakeRules` in the contract), checked before a round is played.
 */

/** The studio's games by vendor game id. The contract's `studioGameIds` must equal this list. */
export const gameIds = ['classic3x3', 'video5x3', 'ways5x4', 'roulette'] as const;
export type GameId = (typeof gameIds)[number];

/** What one round risks: a slot's stake, or the bets on the roulette table (and their sum). */
export type Wager =
  { kind: 'spin'; stake: bigint } | { kind: 'table'; stake: bigint; bets: roulette.RouletteBet[] };

/** A table wager from its bets; the stake is their sum. */
export function tableWager(bets: roulette.RouletteBet[]): Wager {
  return { kind: 'table', stake: bets.reduce((sum, bet) => sum + bet.stake, 0n), bets };
}

/** The engine's own result of a round, bigint minor units throughout. */
export type RoundResult =
  classic3x3.ClassicSpin | video5x3.VideoRound | ways5x4.WaysSpin | roulette.Settlement;

export type PlayedRound = {
  /** What the round debits. */
  stake: bigint;
  /** What the round credits (0 included). */
  win: bigint;
  result: RoundResult;
};

/**
 * Plays one round of a studio game from `rng`: the same stream (the seeds and nonce of a
 * provably fair round) always gives the same round. Throws on a wager the engine cannot play
 * (a stake its lines cannot split, an illegal roulette bet).
 */
export function play(gameId: GameId, rng: Rng, wager: Wager): PlayedRound {
  switch (gameId) {
    case 'classic3x3': {
      // Always all 5 lines: the stake is split evenly over them.
      const result = classic3x3.spin(rng, wager.stake / BigInt(classic3x3.PAYLINES.length));
      return { stake: result.totalBet, win: result.totalWin, result };
    }
    case 'video5x3': {
      // The paid spin and every free spin it wins, settled as one round.
      const result = video5x3.playRound(rng, wager.stake);
      return { stake: result.stake, win: result.totalWin, result };
    }
    case 'ways5x4': {
      const result = ways5x4.spin(rng, wager.stake);
      return { stake: result.stake, win: result.totalWin, result };
    }
    case 'roulette': {
      if (wager.kind !== 'table') throw new RangeError('roulette needs its bets');
      const result = roulette.settle(wager.bets, roulette.spin(rng));
      return { stake: result.totalStake, win: result.totalWin, result };
    }
  }
}
