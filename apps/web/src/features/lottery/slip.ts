import { isFastDrawFamily, maxTicketLines, type lottery } from '@croupier/contract';
import { minorToWireText, wireToMinor } from '@croupier/web-kit/money';
import type { LotteryBetType } from '@croupier/engines';
import { betTypeOf, oddsTableOf, potentialWinOf, type LotterySelection } from './engine';
import { sheetBetTypesOf } from './sheet-engine';

// The bet slip's arithmetic, in minor units and exact fractions like the server's: a line's
// unit stake is its points × the slip's multiplier × the game's stake per point; its stake
// is lines × unit stake; its potential win ("win up to") what the server computes, the
// selection's pay at its best result, rounded down. The request body is built here too, so
// what the slip shows is what is sent.

/** A bet type with its picks, as it waits on the slip. */
export type SlipLine = {
  id: string;
  betType: string;
  selection: LotterySelection;
  /** Whole points of the game's stake per point, before the multiplier. */
  points: number;
};

/** Why the slip cannot be placed as it is: the server's message keys, so one text says it. */
export type SlipProblem =
  | 'lottery_wrong_count'
  | 'lottery_stake_range'
  | 'lottery_max_payout'
  | 'lottery_too_many_lines'
  | 'lottery_bet_type_unknown';

export type PricedLine = SlipLine & {
  lines: number;
  unitStake: bigint;
  stake: bigint;
  potentialWin: bigint;
  problem: SlipProblem | null;
};

export type PricedSlip = {
  lines: PricedLine[];
  /** Engine lines of every slip line together. */
  lineCount: number;
  stake: bigint;
  potentialWin: bigint;
  problem: SlipProblem | null;
};

type Game = Pick<
  lottery.LotteryGame,
  | 'family'
  | 'betTypes'
  | 'stakePerPoint'
  | 'minStakePerLine'
  | 'maxStakePerLine'
  | 'maxPayoutPerTicket'
>;

const minor = (amount: number) => wireToMinor(amount) ?? 0n;

/** The unit stake of `points` at a multiplier, in minor units. */
export function unitStakeOf(game: Pick<Game, 'stakePerPoint'>, points: number, multiplier: number) {
  return BigInt(points) * BigInt(multiplier) * minor(game.stakePerPoint);
}

/** One slip line priced at the game's odds and limits. */
export function priceLine(game: Game, line: SlipLine, multiplier: number): PricedLine {
  const unitStake = unitStakeOf(game, line.points, multiplier);
  const info = game.betTypes.find((betType) => betType.betType === line.betType);
  // Fast draws and sheet lotteries (Vietnam, 4D, Thai) alike: the engines the server checks with.
  const betType: Pick<LotteryBetType<never>, 'check' | 'best'> | undefined = isFastDrawFamily(
    game.family,
  )
    ? betTypeOf(game.family, line.betType)
    : sheetBetTypesOf(game.family).get(line.betType);
  const check = betType
    ? betType.check(line.selection)
    : ({ ok: false, reason: 'unknown_bet_type' } as const);
  if (!info || !betType || !check.ok) {
    return {
      ...line,
      lines: 0,
      unitStake,
      stake: 0n,
      potentialWin: 0n,
      problem: info ? 'lottery_wrong_count' : 'lottery_bet_type_unknown',
    };
  }
  const potentialWin = potentialWinOf(betType, check.normalized, oddsTableOf(info), unitStake);
  let problem: SlipProblem | null = null;
  if (unitStake < minor(game.minStakePerLine) || unitStake > minor(game.maxStakePerLine))
    problem = 'lottery_stake_range';
  else if (potentialWin > minor(game.maxPayoutPerTicket)) problem = 'lottery_max_payout';
  return {
    ...line,
    lines: check.lines,
    unitStake,
    stake: BigInt(check.lines) * unitStake,
    potentialWin,
    problem,
  };
}

/** The whole slip priced; its problem is the first line's, or too many lines for a request. */
export function priceSlip(game: Game, lines: readonly SlipLine[], multiplier: number): PricedSlip {
  const priced = lines.map((line) => priceLine(game, line, multiplier));
  const lineProblem = priced.find((line) => line.problem)?.problem ?? null;
  return {
    lines: priced,
    lineCount: priced.reduce((total, line) => total + line.lines, 0),
    stake: priced.reduce((total, line) => total + line.stake, 0n),
    potentialWin: priced.reduce((total, line) => total + line.potentialWin, 0n),
    problem: lineProblem ?? (lines.length > maxTicketLines ? 'lottery_too_many_lines' : null),
  };
}

/** The request that places the slip on one draw: one ticket per slip line. */
export function ticketRequest(
  gameCode: string,
  numero: string,
  slip: PricedSlip,
  requestId: string,
): lottery.PlaceTicketsBody {
  return {
    gameCode,
    numero,
    requestId,
    lines: slip.lines.map((line) => ({
      betType: line.betType,
      selection: wireSelection(line.selection),
      unitStake: minorToWireText(line.unitStake),
    })),
  };
}

/** A selection as the request carries it (the engine's is read-only). */
function wireSelection(selection: LotterySelection): lottery.Selection {
  return {
    ...(selection.option !== undefined && { option: selection.option }),
    ...(selection.numbers && { numbers: [...selection.numbers] }),
    ...(selection.positions && { positions: selection.positions.map((row) => [...row]) }),
  };
}
