import type { FastDrawFamily } from '@croupier/contract';
import type { LotteryGame } from './api';

/** A fast-draw game as the betting view plays it. */
export type PlayedGame = LotteryGame & { family: FastDrawFamily };

/** How many results the betting view keeps live: the header's last result, the first trends. */
export const liveResults = 30;
