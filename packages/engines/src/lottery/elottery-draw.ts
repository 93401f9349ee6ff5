import { seededRng, uniformInt, type Rng } from '../rng/draw';
import { verifyServerSeed, type SeedPair } from '../rng/provably-fair';

/**
 * The e-lottery's fast draws (5D / SSC, K3, PK10, Keno), every 1, 3 or 5 minutes. A draw's
 * result is one for every player, and it comes from the provably fair stream:
 *
 * 1. When a draw opens, the server creates its server seed and publishes the SHA-256 of it
 *    (`hashServerSeed`). The commitment must be public before the first ticket is accepted:
 *    published only at close, a house that has seen the tickets could try seeds until one
 *    suits it.
 * 2. The result is drawn from `drawSeeds(gameCode, drawNumber, serverSeed)`: the client seed
 *    is the game and the draw ("ssc-1m:20261128-0931"), the nonce 0.
 * 3. After the draw the seed is revealed, and anyone recomputes the result (`verifyDraw`).
 *
 * Why the client seed is public and fixed rather than a player's: in single-player games the
 * client seed lets a player add entropy the house cannot foresee, but a draw is shared by
 * every ticket in it, and letting any one player choose the seed would let that player (or a
 * house posing as one) steer everybody's result. Fairness here rests on the commitment made
 * before betting. Naming the game and the draw in the client seed ties a revealed seed to its
 * one draw: the same seed used for another draw, by mistake or by design, gives a different
 * result there, and a verifier needs nothing but the draw's public name. The nonce counts
 * bets under one seed in the single-player scheme; a draw's seed draws once, hence 0.
 *
 * What the four games' bet types share (reading picks, bets several games play alike) is in
 * elottery-bets.ts; the odds arithmetic every lottery shares in odds.ts.
 */

export type ElotteryGame = 'ssc' | 'k3' | 'pk10' | 'keno';

export const ELOTTERY_GAMES: readonly ElotteryGame[] = ['ssc', 'k3', 'pk10', 'keno'];

/** Five digits 0–9, position 1 (ten-thousands) first, position 5 (units) last. */
export type SscResult = readonly number[];
/** Three dice 1–6 in the order they were drawn. */
export type K3Result = readonly number[];
/** Cars 1–10 in finishing order: `result[0]` is the car that came first. */
export type Pk10Result = readonly number[];
/** Twenty distinct balls of 1–80 in the order they were drawn. */
export type KenoResult = readonly number[];

export type ElotteryResults = {
  ssc: SscResult;
  k3: K3Result;
  pk10: Pk10Result;
  keno: KenoResult;
};

const DRAW_NAME = /^[A-Za-z0-9_-]+$/;

/**
 * The seeds of one draw. The game code (the server's, e.g. "ssc-1m", "k3-3m") and the draw
 * number (e.g. "20261128-0931", the 931st draw of the day) are letters, digits, '-' and '_':
 * with no ':' in them, "game:draw" names one draw only, and a player can type it into any
 * HMAC tool.
 */
export function drawSeeds(gameCode: string, drawNumber: string, serverSeed: string): SeedPair {
  if (!DRAW_NAME.test(gameCode) || !DRAW_NAME.test(drawNumber)) {
    throw new RangeError('game code and draw number must be letters, digits, "-" or "_"');
  }
  return { serverSeed, clientSeed: `${gameCode}:${drawNumber}`, nonce: 0 };
}

/** Five independent digits, one `uniformInt(rng, 10)` each, position 1 first. */
export function drawSsc(rng: Rng): SscResult {
  return Array.from({ length: 5 }, () => uniformInt(rng, 10));
}

/** Three independent dice. */
export function drawK3(rng: Rng): K3Result {
  return Array.from({ length: 3 }, () => 1 + uniformInt(rng, 6));
}

/**
 * The first `take` numbers of a Fisher–Yates shuffle of 1..`size`, front to back: step i
 * swaps place i with place i + uniformInt(size − i). Every ordered draw of `take` distinct
 * numbers is equally likely, and the steps are few enough for a player to follow by hand.
 */
function shuffledPrefix(rng: Rng, size: number, take: number): number[] {
  const numbers = Array.from({ length: size }, (_, i) => i + 1);
  for (let i = 0; i < take; i += 1) {
    const j = i + uniformInt(rng, size - i);
    [numbers[i], numbers[j]] = [numbers[j]!, numbers[i]!];
  }
  return numbers.slice(0, take);
}

/** A finishing order of the ten cars: a whole shuffle (the last step has one car left). */
export function drawPk10(rng: Rng): Pk10Result {
  return shuffledPrefix(rng, 10, 10);
}

/** Twenty distinct balls of 80, in draw order: the first 20 steps of a shuffle. */
export function drawKeno(rng: Rng): KenoResult {
  return shuffledPrefix(rng, 80, 20);
}

export const DRAWS: { readonly [G in ElotteryGame]: (rng: Rng) => ElotteryResults[G] } = {
  ssc: drawSsc,
  k3: drawK3,
  pk10: drawPk10,
  keno: drawKeno,
};

/** The result of a draw from its seeds, exactly what a verifier recomputes. */
export function drawResult<G extends ElotteryGame>(game: G, seeds: SeedPair): ElotteryResults[G] {
  return DRAWS[game](seededRng(seeds));
}

export type DrawVerification =
  { ok: true } | { ok: false; reason: 'seed_not_committed' | 'result_differs' };

/**
 * A player's check of a published draw: the revealed seed hashes to the commitment made
 * before betting, and the seeds give the published result, number for number in draw order.
 */
export function verifyDraw(
  game: ElotteryGame,
  seeds: SeedPair,
  committedHash: string,
  result: readonly number[],
): DrawVerification {
  if (!verifyServerSeed(seeds.serverSeed, committedHash)) {
    return { ok: false, reason: 'seed_not_committed' };
  }
  const expected = drawResult(game, seeds);
  const same = expected.length === result.length && expected.every((n, i) => n === result[i]);
  return same ? { ok: true } : { ok: false, reason: 'result_differs' };
}
