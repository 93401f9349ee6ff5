import { agentErrors } from './errors/agent';
import { consoleErrors } from './errors/console';
import { contentErrors } from './errors/content';
import { gamesErrors } from './errors/games';
import { lotteryErrors } from './errors/lottery';
import { lotteryResultErrors } from './errors/lottery-results';
import { memberErrors } from './errors/member';
import { platformErrors } from './errors/platform';
import { rewardsErrors } from './errors/rewards';
import { sessionErrors } from './errors/session';
import { studioErrors } from './errors/studio';
import { systemErrors } from './errors/system';
import { walletErrors } from './errors/wallet';

/**
 * The catalogue of every error the API answers: stable codes (`errorCode`) and the i18n keys
 * (`message`) they answer with, one file per domain under `errors/`. Codes are dotted like
 * the family's `login.not.session`; message keys are snake_case like the family's
 * `in_logged_login`. The server throws only these (`AppError.of(name)`), the OpenAPI
 * document lists them, and clients translate the message key.
 */
export const errorCatalogue = {
  platform: platformErrors,
  session: sessionErrors,
  member: memberErrors,
  system: systemErrors,
  content: contentErrors,
  wallet: walletErrors,
  games: gamesErrors,
  studio: studioErrors,
  lottery: lotteryErrors,
  lotteryResults: lotteryResultErrors,
  rewards: rewardsErrors,
  agent: agentErrors,
  console: consoleErrors,
} as const;

export const errorCodes = {
  ...platformErrors,
  ...sessionErrors,
  ...memberErrors,
  ...systemErrors,
  ...contentErrors,
  ...walletErrors,
  ...gamesErrors,
  ...studioErrors,
  ...lotteryErrors,
  ...lotteryResultErrors,
  ...rewardsErrors,
  ...agentErrors,
  ...consoleErrors,
} as const;

export type ErrorName = keyof typeof errorCodes;
export type ErrorEntry = { code: string; message: string; status: number };
