import { errorCodes, toMajor, type ErrorName, type lottery as contract } from '@croupier/contract';
import type { LotteryRefusal, LotterySelection, OddsTable } from '@croupier/engines';
import { AppError } from '../../../platform/http/app-error';
import * as games from '../games/service';

/**
 * A ticket request's lines checked against the game's rules before anything is written: the
 * bet type, the engine's reading of the selection, the unit stake (whole points, within the
 * limits per line) and the most the ticket could pay (at its best result, exactly). A refusal names the line it refuses
 * (`value.fields`), and nothing is placed.
 */

/** A line the game accepts, priced: what its ticket row and its posting take. */
export type PricedLine = {
  betType: string;
  /** The selection as the engine normalised it (sorted picks, defaults filled). */
  selection: LotterySelection;
  lines: number;
  unitStake: bigint;
  stake: bigint;
  odds: OddsTable;
  potentialWin: bigint;
};

/** The engine's refusals of a selection, by their catalogue entry (`lottery.ticket.invalid`). */
const selectionErrors = {
  unknown_bet_type: 'lotteryBetTypeUnknown',
  invalid_number: 'lotteryNumberInvalid',
  wrong_count: 'lotteryWrongCount',
  duplicate_number: 'lotteryDuplicateNumber',
  too_many_lines: 'lotteryTooManyLines',
  invalid_option: 'lotteryOptionInvalid',
} as const satisfies Record<LotteryRefusal, ErrorName>;

function refuse(name: ErrorName, field: string, details: Record<string, unknown> = {}): never {
  throw AppError.of(name, { fields: { [field]: errorCodes[name].message }, ...details });
}

type LineInput = contract.TicketRequest['lines'][number];

function priceLine(game: games.LotteryGameRow, line: LineInput, index: number): PricedLine {
  const field = `body.lines.${index}`;
  const betType = games.betTypesOf(game.family).get(line.betType);
  if (!betType) refuse('lotteryBetTypeUnknown', `${field}.betType`);
  const checked = betType.check(line.selection);
  if (!checked.ok) refuse(selectionErrors[checked.reason], `${field}.selection`);

  const unitStake = line.unitStake;
  if (unitStake % game.stakePerPoint !== 0n) {
    refuse('lotteryStakeStep', `${field}.unitStake`, { step: toMajor(game.stakePerPoint) });
  }
  if (unitStake < game.minStakePerLine || unitStake > game.maxStakePerLine) {
    refuse('lotteryStakeRange', `${field}.unitStake`, {
      min: toMajor(game.minStakePerLine),
      max: toMajor(game.maxStakePerLine),
    });
  }
  const odds = games.oddsOfBetType(betType, game.odds);
  const potentialWin = games.potentialWinOf(betType, checked.normalized, odds, unitStake);
  if (potentialWin > game.maxPayoutPerTicket) {
    refuse('lotteryMaxPayout', field, { max: toMajor(game.maxPayoutPerTicket) });
  }
  return {
    betType: betType.code,
    selection: checked.normalized,
    lines: checked.lines,
    unitStake,
    stake: BigInt(checked.lines) * unitStake,
    odds,
    potentialWin,
  };
}

/** Every line of a request priced, or the first refusal. */
export function priceLines(game: games.LotteryGameRow, lines: readonly LineInput[]): PricedLine[] {
  return lines.map((line, index) => priceLine(game, line, index));
}
