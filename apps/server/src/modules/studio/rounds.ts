import {
  isStudioGameId,
  studioRecentRoundCount,
  toMajor,
  type StudioGameId,
  type studio as contract,
} from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { findRoundWithSeed, listRecentRounds, type RoundRow } from './queries';
import { readStoredOutcome } from './round-record';

export const roundNotFound = () => AppError.of('studioRoundNotFound');

function summary(round: RoundRow, revealed: boolean): contract.RoundSummary {
  if (!isStudioGameId(round.engine)) throw new Error(`unknown studio engine ${round.engine}`);
  return {
    roundId: round.roundId,
    gameId: round.engine,
    stake: toMajor(round.stake),
    win: toMajor(round.win),
    nonce: round.nonce,
    freePlay: readStoredOutcome(round.outcome).freePlay,
    revealed,
    time: round.createdAt.toISOString(),
  };
}

/**
 * A round's fairness proof, for the member who played it only (another member's round is
 * a 404, like one that never was). The server seed is shown once its pair is rotated:
 * before that it would let the player predict the pair's next rounds.
 */
export async function roundProof(
  db: Database,
  memberId: bigint,
  roundId: string,
): Promise<contract.RoundProof> {
  const row = await findRoundWithSeed(db, roundId);
  if (!row || row.round.memberId !== memberId) throw roundNotFound();
  const revealed = row.seed.revealedAt !== null;
  return {
    ...summary(row.round, revealed),
    outcome: readStoredOutcome(row.round.outcome).result,
    clientSeed: row.seed.clientSeed,
    serverSeedHash: row.seed.serverSeedHash,
    serverSeed: revealed ? row.seed.serverSeed : null,
  };
}

/** The member's newest rounds of one game, for the in-game history and fairness panel. */
export async function recentRounds(
  db: Database,
  memberId: bigint,
  gameId: StudioGameId,
): Promise<{ list: contract.RoundSummary[] }> {
  const rows = await listRecentRounds(db, memberId, gameId, studioRecentRoundCount);
  return { list: rows.map((row) => summary(row.round, row.revealedAt !== null)) };
}
