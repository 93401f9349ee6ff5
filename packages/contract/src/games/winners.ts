import { z } from 'zod';
import { gameCategory } from './lobby';

/** A winner board line (wire conventions): the player's name is masked by the server. */
export const winnerLine = z.object({
  vo: z.object({
    gameName: z.string(),
    customerName: z.string(),
    winAmount: z.number(),
    iconUrl: z.string(),
    nodeId: z.number(),
    gameType: gameCategory,
    vendor: z.string(),
  }),
});
export const winnerBoard = z.object({ list: z.array(winnerLine) });
export type WinnerLine = z.infer<typeof winnerLine>;
