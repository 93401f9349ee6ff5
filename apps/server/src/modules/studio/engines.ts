import {
  outcomeToWire,
  studioStakeRules,
  toMajor,
  type StudioGameId,
  type ErrorName,
  type studio as contract,
} from '@croupier/contract';
import { roulette, seededRng, studioRounds, type SeedPair } from '@croupier/engines';
import { AppError } from '../../platform/http/app-error';

/**
 * The table limits in front of the studio's engines, and a round played from its seeds.
 * Which engine plays which game is `studioRounds` in packages/engines, the same code the
 * verifiers replay rounds with (`@croupier/contract/studio-verify`).
 */

/** What one round risks: a slot's stake, or the bets on the roulette table. */
export type Wager = studioRounds.Wager;

export type PlayedRound = {
  stake: bigint;
  win: bigint;
  /** The engine's result in its wire form (amounts in major units), as stored and answered. */
  outcome: Record<string, unknown>;
};

type WagerInput = { stake?: bigint; bets?: contract.PlacedBet[] };

/** The wager rules a round is refused by, by their catalogue entry (`studio.wager.invalid`). */
const wagerErrors = {
  studio_stake_required: 'studioStakeRequired',
  studio_stake_range: 'studioStakeRange',
  studio_stake_step: 'studioStakeStep',
  studio_bets_required: 'studioBetsRequired',
  studio_bet_invalid: 'studioBetInvalid',
  studio_table_limit: 'studioTableLimit',
} as const satisfies Record<string, ErrorName>;

function refuse(
  messageKey: keyof typeof wagerErrors,
  field: string,
  details: Record<string, unknown> = {},
): never {
  throw AppError.of(wagerErrors[messageKey], { fields: { [field]: messageKey }, ...details });
}

/** Checks a round's stake against the game's limits and the engine's needs. */
export function wagerOf(gameId: StudioGameId, input: WagerInput): Wager {
  const rule = studioStakeRules[gameId];
  const limits = { min: toMajor(rule.min), max: toMajor(rule.max) };
  if (gameId !== 'roulette') {
    const stake = input.stake;
    if (stake === undefined || input.bets) refuse('studio_stake_required', 'body.stake');
    if (stake < rule.min || stake > rule.max) refuse('studio_stake_range', 'body.stake', limits);
    // The engine splits the stake over its lines in whole minor units.
    if (stake % rule.multipleOf !== 0n) {
      refuse('studio_stake_step', 'body.stake', { step: toMajor(rule.multipleOf) });
    }
    return { kind: 'spin', stake };
  }

  const bets = input.bets;
  if (!bets || bets.length === 0 || input.stake !== undefined) {
    refuse('studio_bets_required', 'body.bets');
  }
  const checked = bets.map((bet, index): roulette.RouletteBet => {
    const field = `body.bets.${index}`;
    if (bet.stake < rule.min || bet.stake > rule.max) {
      refuse('studio_stake_range', `${field}.stake`, limits);
    }
    const candidate = { ...bet } as roulette.RouletteBet;
    const check = roulette.checkBet(candidate);
    if (!check.ok) refuse('studio_bet_invalid', field, { reason: check.reason });
    return candidate;
  });
  const wager = studioRounds.tableWager(checked);
  if (wager.stake > rule.maxTotal) {
    refuse('studio_table_limit', 'body.bets', { max: toMajor(rule.maxTotal) });
  }
  return wager;
}

/** Plays one round from its seeds: the same seeds always give the same round. */
export function playRound(gameId: StudioGameId, seeds: SeedPair, wager: Wager): PlayedRound {
  const played = studioRounds.play(gameId, seededRng(seeds), wager);
  return { stake: played.stake, win: played.win, outcome: outcomeToWire(played.result) };
}
