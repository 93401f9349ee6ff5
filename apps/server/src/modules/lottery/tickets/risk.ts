import { errorCodes, toMajor, type ErrorName } from '@croupier/contract';
import { rational, type OddsTable } from '@croupier/engines';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import type { LotteryDrawRow } from '../draws/service';
import * as exposure from '../exposure/service';
import * as games from '../games/service';
import type { PricedLine } from './lines';

/**
 * The operator's risk limits on a ticket request, checked in the placement's transaction
 * once the draw is locked (its pick lists are then the latest), after the game's own rules
 * (`lines.ts`):
 *   - the unit stake within the bet type's own range, where the game has one;
 *   - no line on a closed pick (closed for the game, or for this draw);
 *   - a line on a half-pay pick paid at half the odds of the prizes it can win, kept in the
 *     ticket's odds snapshot, so settling reads it like any odds;
 *   - what the draw stands to pay on each pick, these tickets included, within the bet
 *     type's cap (`exposure/service.ts`, under the pick's row lock).
 * A refusal names the line, the bet type, the pick and the limit, and the transaction rolls
 * back: nothing of the request is kept.
 */

function refuse(name: ErrorName, field: string, details: Record<string, unknown>): never {
  throw AppError.of(name, { fields: { [field]: errorCodes[name].message }, ...details });
}

type Rules = { closed: ReadonlySet<string>; halfPay: ReadonlySet<string> };

/** A bet type's closed and half-pay picks: the game's and the draw's together. */
function rulesOf(game: games.LotteryGameRow, draw: LotteryDrawRow, betType: string): Rules {
  const own = [game.numberRules[betType], draw.numberRules[betType]];
  return {
    closed: new Set(own.flatMap((rules) => rules?.closed ?? [])),
    halfPay: new Set(own.flatMap((rules) => rules?.halfPay ?? [])),
  };
}

function checkBetTypeStake(game: games.LotteryGameRow, line: PricedLine, field: string): void {
  const limits = game.betLimits[line.betType];
  const min = limits?.minStake === undefined ? 0n : BigInt(limits.minStake);
  const max = limits?.maxStake === undefined ? null : BigInt(limits.maxStake);
  if (line.unitStake < min || (max !== null && line.unitStake > max)) {
    refuse('lotteryBetTypeStakeRange', `${field}.unitStake`, {
      betType: line.betType,
      min: toMajor(min > game.minStakePerLine ? min : game.minStakePerLine),
      max: toMajor(max !== null && max < game.maxStakePerLine ? max : game.maxStakePerLine),
    });
  }
}

/**
 * The odds of a line with half-pay picks: each prize that only lines on half-pay picks can
 * win is paid at half. A prize that lines on both kinds of pick can win cannot be paid at
 * two odds by one ticket's snapshot: such a line is refused, to be placed on its own.
 */
function halvedOdds(
  lines: readonly exposure.PickLine[],
  line: PricedLine,
  halfPay: ReadonlySet<string>,
  field: string,
): OddsTable {
  const odds: Record<string, (typeof line.odds)[string]> = { ...line.odds };
  for (const [prize, value] of Object.entries(line.odds)) {
    const winning = lines.filter((entry) => entry.prizes.includes(prize));
    const onHalf = winning.filter((entry) => entry.picks.some((pick) => halfPay.has(pick)));
    if (onHalf.length === 0) continue;
    if (onHalf.length < winning.length) {
      const pick = onHalf[0]!.picks.find((candidate) => halfPay.has(candidate));
      refuse('lotteryHalfPaySeparate', `${field}.selection`, { betType: line.betType, pick });
    }
    odds[prize] = rational(value.numerator, value.denominator * 2n);
  }
  return odds;
}

/** A line once the pick lists have had their say: refused, or priced at its final odds. */
function ruleLine(
  game: games.LotteryGameRow,
  draw: LotteryDrawRow,
  line: PricedLine,
  index: number,
): PricedLine {
  const field = `body.lines.${index}`;
  checkBetTypeStake(game, line, field);
  const { closed, halfPay } = rulesOf(game, draw, line.betType);
  if (closed.size === 0 && halfPay.size === 0) return line;
  const lines = exposure.pickLines(
    game.family,
    line.betType,
    line.selection,
    line.lines,
    Object.keys(line.odds),
  );
  const shut = lines.flatMap((entry) => entry.picks).find((pick) => closed.has(pick));
  if (shut !== undefined) {
    refuse('lotteryNumberClosed', `${field}.selection`, { betType: line.betType, pick: shut });
  }
  const odds = halvedOdds(lines, line, halfPay, field);
  if (Object.keys(odds).every((prize) => odds[prize] === line.odds[prize])) return line;
  // Halved odds can change which result is best for the line (a K3 sum at half may pay less
  // than another at full), so the engine is asked again at the odds the ticket keeps.
  const betType = games.betTypesOf(game.family).get(line.betType)!;
  const potentialWin = games.potentialWinOf(betType, line.selection, odds, line.unitStake);
  return { ...line, odds, potentialWin };
}

const capOf = (game: games.LotteryGameRow) => (betType: string) => {
  const cap = game.betLimits[betType]?.numberCap;
  return cap === undefined ? null : BigInt(cap);
};

/**
 * The request's lines as they will be placed (half-pay odds applied), once every risk limit
 * holds; their exposure is then added to the draw's, in this transaction.
 */
export async function admitLines(
  tx: Database,
  game: games.LotteryGameRow,
  draw: LotteryDrawRow,
  priced: readonly PricedLine[],
): Promise<PricedLine[]> {
  const ruled = priced.map((line, index) => ruleLine(game, draw, line, index));
  const tickets = ruled.map((line) => ({
    betType: line.betType,
    picks: exposure.ticketExposure(game.family, line),
  }));
  const passed = await exposure.takeExposure(tx, draw.id, tickets, capOf(game));
  if (passed) {
    const index = tickets.findIndex(
      (ticket) =>
        ticket.betType === passed.betType &&
        ticket.picks.some((amounts) => amounts.pick === passed.pick),
    );
    refuse('lotteryNumberCap', `body.lines.${index}`, {
      betType: passed.betType,
      pick: passed.pick,
      limit: toMajor(passed.cap),
    });
  }
  return ruled;
}

/**
 * Takes a cancelled ticket off its draw's exposure, in the cancel's transaction, after the
 * draw's lock and before the refund's wallet lock: the order placement takes them in.
 */
export function releaseTicket(
  tx: Database,
  game: Pick<games.LotteryGameRow, 'family'>,
  ticket: {
    drawId: bigint;
    betType: string;
    selection: unknown;
    lines: number;
    unitStake: bigint;
    odds: Record<string, string>;
  },
): Promise<void> {
  return exposure.releaseExposure(tx, ticket.drawId, game.family, {
    betType: ticket.betType,
    selection: ticket.selection as exposure.ExposedTicket['selection'],
    lines: ticket.lines,
    unitStake: ticket.unitStake,
    odds: games.oddsFromSnapshot(ticket.odds),
  });
}
