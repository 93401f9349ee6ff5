import { z } from 'zod';
import { envelope } from './envelope';
import { paths } from './paths';
import {
  clientSeedPattern,
  rouletteBetTypes,
  studioGameIds,
  studioMaxRouletteBets,
} from './studio-values';
import { amount } from './wallet';

export * from './studio-values';

/**
 * The studio's API (`/studio/api/...`), called by our own game clients in the `/game`
 * iframe. Amounts follow the wire rules: decimal numbers of major units, at most 2 decimals
 * in requests. The game's session token travels in the body of posts and in the
 * `X-Studio-Session` header of reads.
 */

const launchToken = z.string().trim().min(16).max(128);
/** The studio's session token: the seamless session with its player and game, signed. */
const sessionToken = z.string().trim().min(16).max(512);

export const studioGameId = z.enum(studioGameIds);

export const openSessionBody = z.object({ launchToken });

/** The seed pair in play: the server seed only by its SHA-256 until it is rotated. */
export const activeSeeds = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round will use. */
  nonce: z.number(),
});

export const studioSession = z.object({
  sessionToken: z.string(),
  game: z.object({ gameId: studioGameId, name: z.string() }),
  balance: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
  /** Play money (launched with accountType 0): no real money moves. */
  freePlay: z.boolean(),
  seeds: activeSeeds,
});
export type StudioSession = z.infer<typeof studioSession>;

/** One bet on the roulette table; inside bets name their numbers, columns and dozens 1–3. */
export const rouletteBet = z.object({
  type: z.enum(rouletteBetTypes),
  numbers: z.array(z.number().int().min(0).max(36)).min(1).max(6).optional(),
  index: z.number().int().min(1).max(3).optional(),
  stake: amount,
});
export type RouletteBetInput = z.input<typeof rouletteBet>;
export type PlacedBet = z.output<typeof rouletteBet>;

/** A round: slots take `stake` (the whole spin), roulette takes `bets`. */
export const playBody = z.object({
  sessionToken,
  stake: amount.optional(),
  bets: z.array(rouletteBet).min(1).max(studioMaxRouletteBets).optional(),
});
export type PlayBody = z.input<typeof playBody>;

export const playResult = z.object({
  roundId: z.string(),
  gameId: studioGameId,
  nonce: z.number(),
  stake: z.number(),
  win: z.number(),
  /** The member's balance after the round (play money in free play). */
  balance: z.number(),
  /** The engine's result (reel stops, line wins, free spins, pocket...), amounts in major units. */
  outcome: z.record(z.string(), z.unknown()),
  /** The seed pair's next nonce, for the fairness panel. */
  seeds: activeSeeds,
});
export type PlayResult = z.infer<typeof playResult>;

export const rotateSeedsBody = z.object({
  sessionToken,
  clientSeed: z.string().trim().regex(clientSeedPattern).optional(),
});

export const seedRotation = z.object({
  /** The pair that ended, server seed revealed: every round it played can now be verified. */
  previous: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    /** The last nonce it played, null when it played none. */
    lastNonce: z.number().nullable(),
  }),
  current: activeSeeds,
});
export type SeedRotation = z.infer<typeof seedRotation>;

export const roundSummary = z.object({
  roundId: z.string(),
  gameId: studioGameId,
  stake: z.number(),
  win: z.number(),
  nonce: z.number(),
  freePlay: z.boolean(),
  /** Its server seed has been revealed, so the round can be verified. */
  revealed: z.boolean(),
  time: z.string(),
});
export type RoundSummary = z.infer<typeof roundSummary>;

export const recentRounds = z.object({ list: z.array(roundSummary) });

/** Everything needed to recompute a round; `serverSeed` is null until its pair is rotated. */
export const roundProof = roundSummary.extend({
  outcome: z.record(z.string(), z.unknown()),
  clientSeed: z.string(),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
});
export type RoundProof = z.infer<typeof roundProof>;

export const roundParams = z.object({ roundId: z.string().trim().min(1).max(64) });

export const endpoints = {
  openSession: {
    method: 'POST',
    path: paths.studioSession,
    summary: 'Open a studio game with its one-time launch token',
    body: openSessionBody,
    response: envelope(studioSession),
  },
  /** Reads carry the session token in the `X-Studio-Session` header. */
  resumeSession: {
    method: 'GET',
    path: paths.studioSession,
    summary: 'The open session again (a reloaded game), by the X-Studio-Session header',
    response: envelope(studioSession),
  },
  play: {
    method: 'POST',
    path: paths.studioPlay,
    summary: 'Play one round, settled through the seamless wallet',
    body: playBody,
    response: envelope(playResult),
  },
  rotateSeeds: {
    method: 'POST',
    path: paths.studioRotateSeeds,
    summary: 'Reveal the server seed in play and start a new seed pair',
    body: rotateSeedsBody,
    response: envelope(seedRotation),
  },
  recentRounds: {
    method: 'GET',
    path: paths.studioRounds,
    summary: 'The player’s last rounds of this game',
    response: envelope(recentRounds),
  },
  /** Asked with the studio session (the game's panel) or the site's player token. */
  round: {
    method: 'GET',
    path: paths.studioRound,
    summary: 'A round’s fairness proof, for the player who played it',
    params: roundParams,
    response: envelope(roundProof),
  },
} as const;
