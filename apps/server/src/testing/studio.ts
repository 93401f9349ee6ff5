import type { FastifyInstance } from 'fastify';
import {
  paths,
  studioSessionHeader,
  type StudioGameId,
  type studio as contract,
} from '@croupier/contract';
import type { DatabaseHandle } from '../platform/db/database';
import { openTestGameSession } from './games';

type Context = { app: FastifyInstance; database: DatabaseHandle };

/** A studio game opened for a demo member, as launchGame and the game's first call would. */
export async function openStudioGame(
  ctx: Context,
  options: { username: string; gameId: StudioGameId; freePlay?: boolean },
): Promise<{ launchToken: string; session: contract.StudioSession }> {
  const { launchToken } = await openTestGameSession(ctx, {
    username: options.username,
    vendorCode: 'STUDIO',
    vendorGameId: options.gameId,
    freePlay: options.freePlay,
  });
  const response = await ctx.app.inject({
    method: 'POST',
    url: paths.studioSession,
    payload: { launchToken },
  });
  const session = response.json().value as contract.StudioSession | null;
  if (!session) throw new Error(`opening the studio session failed: ${response.body}`);
  return { launchToken, session };
}

export function playRound(ctx: Context, sessionToken: string, wager: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: paths.studioPlay,
    payload: { sessionToken, ...wager },
  });
}

/** A round played that must succeed; its answer. */
export async function playedRound(
  ctx: Context,
  sessionToken: string,
  wager: Record<string, unknown>,
): Promise<contract.PlayResult> {
  const response = await playRound(ctx, sessionToken, wager);
  if (response.statusCode !== 200) throw new Error(`play failed: ${response.body}`);
  return response.json().value as contract.PlayResult;
}

/** A round's proof, asked with a studio session (`studio`) or the site's player token. */
export function proofOf(ctx: Context, roundId: string, auth: { studio?: string; player?: string }) {
  const headers: Record<string, string> = {};
  if (auth.studio) headers[studioSessionHeader] = auth.studio;
  if (auth.player) headers.authorization = auth.player;
  return ctx.app.inject({
    method: 'GET',
    url: paths.studioRound.replace(':roundId', roundId),
    headers,
  });
}
