import type { studio } from '@croupier/contract';
import { checkRound } from '@croupier/contract/studio-verify';

/**
 * The fairness panel's one-line verdict on a round. The check itself (the seed against its
 * commitment, the round replayed by the engines against the stored outcome and win) is the
 * contract's `checkRound`, the same the site's betting record runs; this only says which
 * single finding the panel shows: a wrong seed first, then what of the replay differs.
 */
export type Verification =
  | { status: 'unrevealed' }
  | { status: 'verified' }
  | { status: 'mismatch'; reason: 'hash' | 'outcome' | 'win' | 'unreadable' };

export function verifyRound(proof: studio.RoundProof): Verification {
  if (!proof.serverSeed) return { status: 'unrevealed' };
  const check = checkRound({ ...proof, serverSeed: proof.serverSeed });
  if (!check.seedMatchesCommitment) return { status: 'mismatch', reason: 'hash' };
  if (check.replay !== 'match') return { status: 'mismatch', reason: check.replay };
  return { status: 'verified' };
}
