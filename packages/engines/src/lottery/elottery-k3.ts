import type { Rational } from '../rational';
import { accepted, betType, hits } from './bet-type';
import {
  SIDES,
  checkEachPick,
  checkPicks,
  optionBet,
  type PickRange,
  type Side,
} from './elottery-bets';
import type { K3Result } from './elottery-draw';
import {
  bestSinglePrize,
  decimalOdds,
  expectedReturn,
  leastReturn,
  oddsTable,
  sameOdds,
} from './odds';
import type { LotteryBetType, OddsTable, Selection } from './types';

/**
 * K3 (快3): three dice. Rules decided here and shown on the rules page
 * (docs/elottery-rules.md), the sic bo rules players know:
 * - sums 4–17 are bets of their own; 3 and 18 can only be thrown as triples (1-1-1, 6-6-6),
 *   so they are played as a specific triple;
 * - big is a sum of 11–17 and small 4–10, odd and even are the sum's parity, and a triple
 *   loses all four (the house's edge on them, as in sic bo);
 * - a specific pair wins when at least two dice show its face, a triple of it included;
 * - two different faces win when both show (once, whatever the third die), three different
 *   faces when the dice are exactly those three, and the straight when the dice are three
 *   consecutive faces in any order: 1-2-3, 2-3-4, 3-4-5 or 4-5-6.
 *
 * Every bet type's RTP counts all 216 throws (the sides by `sideWins`, the others by settling
 * each one-line selection against each throw), and the least is the figure shown.
 */

const FACE: PickRange = { min: 1, max: 6 };
const FACES = [1, 2, 3, 4, 5, 6];

/** The 216 equally likely throws, in order. */
export const ALL_THROWS: readonly K3Result[] = FACES.flatMap((a) =>
  FACES.flatMap((b) => FACES.map((c) => [a, b, c])),
);

const sumOf = (dice: K3Result): number => dice[0]! + dice[1]! + dice[2]!;
const isTriple = (dice: K3Result): boolean => dice[0] === dice[1] && dice[1] === dice[2];
const facesOf = (dice: K3Result): Set<number> => new Set(dice);

function sideWins(side: Side, dice: K3Result): boolean {
  if (isTriple(dice)) return false;
  const sum = sumOf(dice);
  if (side === 'big') return sum >= 11;
  if (side === 'small') return sum <= 10;
  return (sum % 2 === 1) === (side === 'odd');
}

/** Every combination of `size` of `items`, in order. */
function combinationsOf(items: readonly number[], size: number): number[][] {
  if (size === 0) return [[]];
  return items.flatMap((first, i) =>
    combinationsOf(items.slice(i + 1), size - 1).map((rest) => [first, ...rest]),
  );
}

/**
 * The exact RTP of a bet type: every one-line selection settled against the 216 throws,
 * the least return shown.
 */
function enumeratedRtp(
  bet: LotteryBetType<K3Result>,
  oneLineSelections: readonly Selection[],
  odds: OddsTable,
): Rational {
  return leastReturn(
    oneLineSelections.map((selection) => {
      const ways = new Map<string, bigint>();
      for (const dice of ALL_THROWS) {
        for (const { prize, count } of bet.settle(selection, dice)) {
          ways.set(prize, (ways.get(prize) ?? 0n) + BigInt(count));
        }
      }
      return expectedReturn(ways, BigInt(ALL_THROWS.length), odds);
    }),
  );
}

export const SUMS = Array.from({ length: 14 }, (_, i) => i + 4);

/**
 * Odds of each sum: 210 / ways, rounded to a tenth where it is not whole, so each sum
 * returns 35/36 (97.2%) but 10 and 11 (27 ways at 7.8: 97.5%).
 */
const SUM_ODDS: Readonly<Record<string, string>> = {
  4: '70',
  5: '35',
  6: '21',
  7: '14',
  8: '10',
  9: '8.4',
  10: '7.8',
  11: '7.8',
  12: '8.4',
  13: '10',
  14: '14',
  15: '21',
  16: '35',
  17: '70',
};

/** One-line selections of one face each, as the RTP settles them. */
const EACH_FACE: readonly Selection[] = FACES.map((face) => ({ numbers: [face] }));

/** 和值: the sum of the three dice; each picked sum is a line, and its prize is the sum. */
export const sum: LotteryBetType<K3Result> = betType({
  code: 'sum',
  defaultOdds: oddsTable(SUM_ODDS),
  check: (selection) => checkEachPick(selection, { min: 4, max: 17 }),
  won({ numbers }, dice) {
    const total = sumOf(dice);
    return numbers!.includes(total) ? [{ prize: String(total), count: 1 }] : [];
  },
  // One sum is thrown, and any of 4–17 can be: the best is the picked sum paid most.
  bestWon: ({ numbers }, odds) => bestSinglePrize(numbers!.map(String), odds),
  rtp: (odds) =>
    enumeratedRtp(
      sum,
      SUMS.map((s) => ({ numbers: [s] })),
      odds,
    ),
});

/** 大小单双: big, small, odd or even of the sum; a triple loses; one line. */
export const side: LotteryBetType<K3Result> = optionBet<K3Result, Side>({
  code: 'side',
  defaultOdds: sameOdds(SIDES, '1.98'),
  options: SIDES,
  wins: sideWins,
  ways: (option) => BigInt(ALL_THROWS.filter((dice) => sideWins(option, dice)).length),
  outcomes: BigInt(ALL_THROWS.length),
});

/** 三同号通选: any triple; takes no picks; one line. */
export const anyTriple: LotteryBetType<K3Result> = betType({
  code: 'any_triple',
  defaultOdds: { hit: decimalOdds('35') },
  check: () => accepted(1, {}),
  won: (_selection, dice) => hits(isTriple(dice) ? 1 : 0),
  bestWon: () => hits(1),
  rtp: (odds) => enumeratedRtp(anyTriple, [{}], odds),
});

/** 三同号单选: a specific triple; each picked face is a line. */
export const triple: LotteryBetType<K3Result> = betType({
  code: 'triple',
  defaultOdds: { hit: decimalOdds('210') },
  check: (selection) => checkEachPick(selection, FACE),
  won: ({ numbers }, dice) => hits(isTriple(dice) && numbers!.includes(dice[0]!) ? 1 : 0),
  // One triple at most: the dice show one face.
  bestWon: () => hits(1),
  rtp: (odds) => enumeratedRtp(triple, EACH_FACE, odds),
});

/** 二同号: a specific pair, at least two dice of the face; each picked face is a line. */
export const pair: LotteryBetType<K3Result> = betType({
  code: 'pair',
  defaultOdds: { hit: decimalOdds('13.1') },
  check: (selection) => checkEachPick(selection, FACE),
  won: ({ numbers }, dice) =>
    hits(numbers!.filter((face) => dice.filter((d) => d === face).length >= 2).length),
  // Three dice hold one pair at most.
  bestWon: () => hits(1),
  rtp: (odds) => enumeratedRtp(pair, EACH_FACE, odds),
});

/**
 * 二不同号: two different faces that both show. Picking n faces plays every two of them,
 * C(n, 2) lines; with three different faces thrown, three lines can win at once.
 */
export const twoDifferent: LotteryBetType<K3Result> = betType({
  code: 'two_different',
  defaultOdds: { hit: decimalOdds('7') },
  check: (selection) => checkPicks(selection, FACE, 2, (n) => (n * (n - 1)) / 2),
  won({ numbers }, dice) {
    const faces = facesOf(dice);
    const shown = numbers!.filter((face) => faces.has(face as number)).length;
    return hits((shown * (shown - 1)) / 2);
  },
  // The dice show three different faces at most: with three or more picked, three of them
  // thrown win their three pairs.
  bestWon({ numbers }) {
    const shown = Math.min(numbers!.length, 3);
    return hits((shown * (shown - 1)) / 2);
  },
  rtp: (odds) =>
    enumeratedRtp(
      twoDifferent,
      combinationsOf(FACES, 2).map((numbers) => ({ numbers })),
      odds,
    ),
});

/**
 * 三不同号: three different faces, thrown exactly. Picking n faces plays every three of
 * them, C(n, 3) lines; at most one wins.
 */
export const threeDifferent: LotteryBetType<K3Result> = betType({
  code: 'three_different',
  defaultOdds: { hit: decimalOdds('35') },
  check: (selection) => checkPicks(selection, FACE, 3, (n) => (n * (n - 1) * (n - 2)) / 6),
  won({ numbers }, dice) {
    const faces = facesOf(dice);
    return hits(faces.size === 3 && [...faces].every((face) => numbers!.includes(face)) ? 1 : 0);
  },
  bestWon: () => hits(1),
  rtp: (odds) =>
    enumeratedRtp(
      threeDifferent,
      combinationsOf(FACES, 3).map((numbers) => ({ numbers })),
      odds,
    ),
});

/** 三连号通选: any three consecutive faces, in any order; takes no picks; one line. */
export const straight: LotteryBetType<K3Result> = betType({
  code: 'straight',
  defaultOdds: { hit: decimalOdds('8.75') },
  check: () => accepted(1, {}),
  won(_selection, dice) {
    const [low, middle, high] = [...dice].sort((a, b) => a - b) as [number, number, number];
    return hits(middle === low + 1 && high === low + 2 ? 1 : 0);
  },
  bestWon: () => hits(1),
  rtp: (odds) => enumeratedRtp(straight, [{}], odds),
});

export const K3_BET_TYPES: ReadonlyMap<string, LotteryBetType<K3Result>> = new Map(
  [sum, side, anyTriple, triple, pair, twoDifferent, threeDifferent, straight].map((bet) => [
    bet.code,
    bet,
  ]),
);
