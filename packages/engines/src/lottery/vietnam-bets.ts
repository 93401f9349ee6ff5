import { rational, type Rational } from '../rational';
import { HIT, accepted, betType, checkOption, hits, refuse, type BetTypeSpec } from './bet-type';
import { checkDigitNumbers, matchBet } from './number-bets';
import {
  bestSinglePrize,
  decimalOdds,
  digitSumWays,
  expectedReturn,
  leastReturn,
  oddsOf,
  probabilityAllAppear,
  probabilityNoneAppear,
  weightedReturn,
} from './odds';
import type { LotteryBetType } from './types';
import {
  VIETNAM_LAYOUTS,
  headPrizes,
  loResultCount,
  loResults,
  specialOf,
  type VietnamLayout,
  type VietnamRegion,
  type VietnamSheet,
} from './vietnam-sheet';

/**
 * The bet types of a Vietnamese sheet, built per region: the North's 27 results and the
 * South's 18 change what a lô line costs and how often a xiên or a lô trượt wins, so each
 * region has its own bet types and default odds, and a bet type refuses to settle a sheet of
 * another layout. The Centre plays the South's layout and odds. Rules, odds and RTPs for
 * players: docs/lottery-rules.md, "Vietnamese lottery".
 *
 * Every RTP below assumes what the draw does: each digit of each number is independent and
 * uniform, so the last d digits of a number are uniform over 10^d and numbers may repeat.
 */

// ---------------------------------------------------------------------------------------
// Bet families.

/**
 * A group of k two-digit numbers on one line, won when all of them (xiên) or none of them
 * (lô trượt) are among the sheet's n two-digit lô results.
 */
function groupBet(
  code: string,
  k: number,
  n: number,
  wins: 'all' | 'none',
  odds: Rational,
): BetTypeSpec<VietnamSheet> {
  const probability = wins === 'all' ? probabilityAllAppear(k, n) : probabilityNoneAppear(k, n);
  return {
    code,
    defaultOdds: { [HIT]: odds },
    check(selection) {
      const checked = checkDigitNumbers(selection, 2, k);
      return checked.ok ? accepted(1, { numbers: checked.numbers }) : checked;
    },
    won({ numbers = [] }, sheet) {
      const drawn = new Set(loResults(sheet, 2));
      const present = numbers.filter((n) => drawn.has(String(n))).length;
      return hits((wins === 'all' ? present === k : present === 0) ? 1 : 0);
    },
    // One line, and winnable: n ≥ k results can hold all k numbers, or none of them.
    bestWon: () => hits(1),
    rtp: (table) => weightedReturn([[probability, oddsOf(table, HIT)]]),
  };
}

/**
 * Tài / xỉu and chẵn / lẻ are read on the đề (the special's last two digits), not on the sum
 * of the special's digits: 00–49 is xỉu (small), 50–99 tài (big), and parity is the đề's.
 * Each side then holds exactly 50 of the 100 đề numbers in every region, with no tie to
 * settle, which is what Vietnamese sites offer under "tài xỉu đề" / "chẵn lẻ đề".
 */
function sideBet(
  code: string,
  sides: readonly [string, string],
  isFirstSide: (de: number) => boolean,
  odds: Rational,
): BetTypeSpec<VietnamSheet> {
  return {
    code,
    defaultOdds: { [HIT]: odds },
    check: (selection) => checkOption(selection, sides),
    won({ option }, sheet) {
      const drawn = isFirstSide(Number(specialOf(sheet).slice(-2))) ? sides[0] : sides[1];
      return hits(option === drawn ? 1 : 0);
    },
    bestWon: () => hits(1),
    rtp: (table) => weightedReturn([[rational(1n, 2n), oddsOf(table, HIT)]]),
  };
}

/**
 * The sum of the special prize's digits (0–45 in the North, 0–54 in the South): the player
 * picks sums, one line each, and each sum has its own odds (prize key: the sum, "27"),
 * because a sum near the middle is thousands of times likelier than 0. Default odds: 98%
 * divided by the sum's probability, rounded down to 0.1.
 */
function sumBet(digits: number): BetTypeSpec<VietnamSheet> {
  const ways = digitSumWays(digits);
  const outcomes = 10n ** BigInt(digits);
  const defaultOdds = Object.fromEntries(
    ways.map((w, s) => [String(s), rational((98n * outcomes) / (10n * w), 10n)]),
  );
  return {
    code: 'sum',
    defaultOdds,
    check(selection) {
      const sums: unknown = selection.numbers;
      if (sums === undefined) return refuse('wrong_count');
      const possible = (s: unknown) =>
        Number.isInteger(s) && (s as number) >= 0 && (s as number) <= 9 * digits;
      if (!Array.isArray(sums) || !sums.every(possible)) return refuse('invalid_number');
      if (new Set(sums).size !== sums.length) return refuse('duplicate_number');
      if (sums.length === 0) return refuse('wrong_count');
      const numbers = [...(sums as number[])].sort((a, b) => a - b);
      return accepted(numbers.length, { numbers });
    },
    won({ numbers = [] }, sheet) {
      const sum = [...specialOf(sheet)].reduce((total, digit) => total + Number(digit), 0);
      return numbers.includes(sum) ? [{ prize: String(sum), count: 1 }] : [];
    },
    // The special has one sum, and any of 0 … 9 × digits can be drawn: the best is the
    // picked sum paid most.
    bestWon: ({ numbers = [] }, table) => bestSinglePrize(numbers.map(String), table),
    // The least generous sum is the figure shown: rounding down the odds costs each sum a
    // different fraction of a percent.
    rtp: (table) =>
      leastReturn(ways.map((w, s) => expectedReturn([[String(s), w]], outcomes, table))),
  };
}

// ---------------------------------------------------------------------------------------
// Default odds, per unit staked on a line, stake included (docs/lottery-rules.md).

/** Odds that do not depend on how many results the sheet has. */
const SHARED_ODDS = {
  lo2: '99',
  lo3: '960',
  lo4: '9200',
  de: '98',
  de_dau: '98',
  de_duoi: '98',
  cang3: '960',
  cang4: '9200',
  dau: '9.8',
  duoi: '9.8',
  tai_xiu: '1.96',
  chan_le: '1.96',
} as const;

/**
 * Xiên and lô trượt win far more or less often on 27 results than on 18, so their odds are
 * per layout, each set near 93–95% (the table in the docs shows the exact figures). The
 * often quoted North xiên odds 17 / 65 / 250 would return 93% / 80% / 67%.
 */
const GROUP_ODDS = {
  north: {
    xien2: '17',
    xien3: '76',
    xien4: '350',
    truot4: '2.85',
    truot8: '9',
    truot10: '16.3',
  },
  southern: {
    xien2: '36',
    xien3: '240',
    xien4: '1700',
    truot4: '1.97',
    truot8: '4.25',
    truot10: '6.3',
  },
} as const;

function buildBetTypes(region: VietnamRegion): LotteryBetType<VietnamSheet>[] {
  const layout: VietnamLayout = VIETNAM_LAYOUTS[region];
  const odds = { ...SHARED_ODDS, ...GROUP_ODDS[region === 'north' ? 'north' : 'southern'] };
  const o = (code: keyof typeof odds) => decimalOdds(odds[code]);
  type Draw = Parameters<typeof matchBet<VietnamSheet>>[1];
  const lo = (digits: number): Draw => ({
    digits,
    resultCount: loResultCount(layout, digits),
    results: (sheet) => loResults(sheet, digits),
  });
  const tail = (digits: number): Draw => ({
    digits,
    resultCount: 1,
    results: (sheet) => [specialOf(sheet).slice(-digits)],
  });
  const digitOfDe = (place: 'tens' | 'units'): Draw => ({
    digits: 1,
    resultCount: 1,
    results: (sheet) => [specialOf(sheet).slice(place === 'tens' ? -2 : -1)[0]!],
  });
  const n = loResultCount(layout, 2);
  const heads = layout[layout.length - 1]!.count;
  const specialDigits = layout[0]!.digits;

  // Đề đầu and đề đuôi are the two ends of the sheet, as southern players name the "đầu
  // đuôi" bet: đầu is the two-digit tier at the foot (the North's 4 seventh prizes, the
  // South's one eighth prize), đuôi the special's last two digits (the đề under its southern
  // name). The other reading, the đề's tens or units digit, is the separate đầu / đuôi bet.
  const specs: BetTypeSpec<VietnamSheet>[] = [
    matchBet('lo2', lo(2), o('lo2')),
    matchBet('lo3', lo(3), o('lo3')),
    matchBet('lo4', lo(4), o('lo4')),
    matchBet('de', tail(2), o('de')),
    matchBet('de_dau', { digits: 2, resultCount: heads, results: headPrizes }, o('de_dau')),
    matchBet('de_duoi', tail(2), o('de_duoi')),
    matchBet('cang3', tail(3), o('cang3')),
    matchBet('cang4', tail(4), o('cang4')),
    groupBet('xien2', 2, n, 'all', o('xien2')),
    groupBet('xien3', 3, n, 'all', o('xien3')),
    groupBet('xien4', 4, n, 'all', o('xien4')),
    groupBet('truot4', 4, n, 'none', o('truot4')),
    groupBet('truot8', 8, n, 'none', o('truot8')),
    groupBet('truot10', 10, n, 'none', o('truot10')),
    matchBet('dau', digitOfDe('tens'), o('dau')),
    matchBet('duoi', digitOfDe('units'), o('duoi')),
    sideBet('tai_xiu', ['big', 'small'], (de) => de >= 50, o('tai_xiu')),
    sideBet('chan_le', ['even', 'odd'], (de) => de % 2 === 0, o('chan_le')),
    sumBet(specialDigits),
  ];
  return specs.map(({ won: settleChecked, ...spec }) =>
    betType<VietnamSheet>({
      ...spec,
      won(selection, sheet) {
        if (VIETNAM_LAYOUTS[sheet.region] !== layout) {
          throw new RangeError(
            `${spec.code}: a ${region} bet cannot settle a ${sheet.region} sheet`,
          );
        }
        return settleChecked(selection, sheet);
      },
    }),
  );
}

/** Every bet type of each region, in the order a betting view lists them. */
export const VIETNAM_BET_TYPES: Readonly<
  Record<VietnamRegion, readonly LotteryBetType<VietnamSheet>[]>
> = {
  north: buildBetTypes('north'),
  central: buildBetTypes('central'),
  south: buildBetTypes('south'),
};
