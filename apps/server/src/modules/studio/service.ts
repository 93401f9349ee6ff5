// The studio module's public surface: our own vendor's games, played through the seamless
// wallet like any vendor's. Other modules (the member centre's betting record, the console)
// may call these; everything else in this folder is internal.
import type { Database } from '../../platform/db/database';
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
