import { z } from 'zod';
import { game } from './lobby';

/**
 * `launchGame` (spec §3 "Game launch request"). accountType 1 plays for real money, 0 is free
 * play; the other fields of the family's clients (confirmTrans, launchMode, platform,
 * clientType, username, token, merchantCode) are accepted and ignored.
 */
export const launchGameQuery = z.object({
  nodeId: z.coerce.number().int().positive(),
  gameId: z.string().max(64).optional(),
  vassalage: z.string().max(32).optional(),
  accountType: z.coerce.number().int().min(0).max(1).default(1),
  language: z.string().max(8).optional(),
});
export type LaunchGameQuery = z.input<typeof launchGameQuery>;

export const launchGameResult = z.object({
  content: z.object({ game_url: z.string(), game_url2: z.string().optional() }),
});
export type LaunchGameResult = z.infer<typeof launchGameResult>;

/** A refused launch of a game under maintenance carries these instead (spec §8). */
export const gameMaintenance = z.object({ popular: z.array(game) });
export type GameMaintenance = z.infer<typeof gameMaintenance>;
