// Plain values of the studio (our own game vendor), without zod: the games, their table
// limits, the seed rules and how an engine's result travels on the wire. The game clients
// (apps/games) load these without loading the schemas.

import type { studioRounds } from '@croupier/engines';
import { minorUnitsPerMajor } from './wallet-values';

/** The studio's vendor code (`game_vendors.code`); every studio round settles under it. */
export const studioVendorCode = 'STUDIO';

/**
 * The studio's games, by their vendor game id (`games.vendor_game_id`, the URL segment):
 * the games the engines play (`studioRounds.gameIds`). Checked against them at compile time
 * (a type-only import: no engine code in the bundles of this module); a test holds the two
 * lists equal.
 */
export const studioGameIds = [
  'classic3x3',
  'video5x3',
  'ways5x4',
  'roulette',
] as const satisfies readonly studioRounds.GameId[];
export type StudioGameId = (typeof studioGameIds)[number];

/** The games' titles in English and Vietnamese, as the demo catalogue lists them. */
export const studioGameNames: Readonly<Record<StudioGameId, { en: string; vi: string }>> = {
  classic3x3: { en: 'Classic Sevens', vi: 'Số 7 Cổ Điển' },
  video5x3: { en: 'Lucky Lanterns', vi: 'Đèn Lồng May Mắn' },
  ways5x4: { en: 'Jade Tiger', vi: 'Hổ Ngọc Bích' },
  roulette: { en: 'European Roulette', vi: 'Roulette Châu Âu' },
};

export function isStudioGameId(value: unknown): value is StudioGameId {
  return typeof value === 'string' && (studioGameIds as readonly string[]).includes(value);
}

/**
 * A game's table limits in minor units. Slots take one stake per spin: a multiple of
 * `multipleOf` (the engine splits it evenly over its lines) between `min` and `max`, offered
 * as `steps`. Roulette takes several bets per spin: each between `min` and `max`, built from
 * chips of `steps`, and all of them together at most `maxTotal`.
 */
export type StudioStakeRule = {
  min: bigint;
  max: bigint;
  multipleOf: bigint;
  steps: readonly bigint[];
  maxTotal: bigint;
};

export const studioStakeRules: Readonly<Record<StudioGameId, StudioStakeRule>> = {
  // 5 lines, always all played: the stake is 5 × the bet per line. 0.50 to 500.00.
  classic3x3: {
    min: 50n,
    max: 50_000n,
    multipleOf: 5n,
    steps: [50n, 100n, 200n, 500n, 1_000n, 2_000n, 5_000n, 10_000n, 20_000n, 50_000n],
    maxTotal: 50_000n,
  },
  // 20 lines, always all played: the stake is 20 × the bet per line. 0.20 to 400.00.
  video5x3: {
    min: 20n,
    max: 40_000n,
    multipleOf: 20n,
    steps: [20n, 40n, 100n, 200n, 400n, 1_000n, 2_000n, 4_000n, 10_000n, 20_000n, 40_000n],
    maxTotal: 40_000n,
  },
  // 1,024 ways paid as multiples of the stake divided by 20 (see the engine's rules).
  ways5x4: {
    min: 20n,
    max: 40_000n,
    multipleOf: 20n,
    steps: [20n, 40n, 100n, 200n, 400n, 1_000n, 2_000n, 4_000n, 10_000n, 20_000n, 40_000n],
    maxTotal: 40_000n,
  },
  // Each bet 1.00 to 1,000.00, all bets of a spin together at most 5,000.00.
  roulette: {
    min: 100n,
    max: 100_000n,
    multipleOf: 1n,
    steps: [100n, 500n, 1_000n, 2_500n, 10_000n, 50_000n],
    maxTotal: 500_000n,
  },
};

/** The roulette bets a player may place (the engine's `BetType`). */
export const rouletteBetTypes = [
  'straight',
  'split',
  'street',
  'corner',
  'sixLine',
  'column',
  'dozen',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
] as const;
export type RouletteBetType = (typeof rouletteBetTypes)[number];

/** At most this many bets on the roulette table in one spin. */
export const studioMaxRouletteBets = 60;

/** Rounds the in-game history shows. */
export const studioRecentRoundCount = 20;

/**
 * A client seed is the player's own text mixed into every result. It is limited to letters,
 * digits, `_` and `-` so that `clientSeed:nonce:round` (the HMAC message) always reads one way.
 */
export const clientSeedPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** The header a game client sends its studio session token in (never the URL: URLs are logged). */
export const studioSessionHeader = 'x-studio-session';

/** The message the game in the iframe posts to the site when the player's balance changed. */
export const balanceChangedMessage = { type: 'croupier.balanceChanged' } as const;

/**
 * The message with the round's settled main-wallet balance (wire major units), read in the
 * round's own committed transaction: the site shows it as it is instead of asking again.
 */
export type BalanceChanged = typeof balanceChangedMessage & { balance?: number };

/** An engine's result with every bigint amount (minor units) as a wire number of major units. */
export type WireOutcome<T> = T extends bigint
  ? number
  : T extends readonly (infer Item)[]
    ? WireOutcome<Item>[]
    : T extends object
      ? { [Key in keyof T]: WireOutcome<T[Key]> }
      : T;

/**
 * The wire form of an engine's result: the same structure, amounts as decimal numbers of
 * major units (wire conventions). Server and game client both apply it, the server to store
 * and answer a round, the client to compare its own recomputation with the stored one.
 */
export function outcomeToWire<T>(value: T): WireOutcome<T> {
  return convert(value) as WireOutcome<T>;
}

function convert(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value) / Number(minorUnitsPerMajor);
  if (Array.isArray(value)) return value.map(convert);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .map(([key, item]) => [key, convert(item)]),
    );
  }
  return value;
}
