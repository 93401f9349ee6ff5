// The studio module's public surface: our own vendor's games, played through the seamless
// wallet like any vendor's. Other modules (the member centre's betting record, the console)
// may call these; everything else in this folder is internal.
import type { studio as contract } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { recentRounds, roundProof } from './rounds';
import { liveSession } from './sessions';
import { rotateSeeds as rotatePair } from './seeds';

export { openStudioSession, resumeStudioSession, liveSession, type Brand } from './sessions';
export { playStudioRound } from './play';
export { roundProof, recentRounds, roundNotFound } from './rounds';

/** Starts a new seed pair for the player of a live studio session, revealing the old one. */
export async function rotateStudioSeeds(db: Database, token: string, clientSeed?: string) {
  const { claims } = await liveSession(db, token);
  return rotatePair(db, claims.memberId, clientSeed);
}

/** The last rounds of the game and player of a live studio session. */
export async function recentRoundsOfSession(db: Database, token: string) {
  const { claims } = await liveSession(db, token);
  return recentRounds(db, claims.memberId, claims.gameId);
}

/**
 * A round's proof for whoever asks: the player of a live studio session, else the signed-in
 * member (the route has checked one of them is there).
 */
export async function roundProofFor(
  db: Database,
  asker: { studioToken?: string; memberId?: bigint },
  roundId: string,
): Promise<contract.RoundProof> {
  const memberId = asker.studioToken
    ? (await liveSession(db, asker.studioToken)).claims.memberId
    : asker.memberId!;
  return roundProof(db, memberId, roundId);
}
