import {
  seededRng,
  studioRounds,
  verifyServerSeed,
  type roulette,
  type SeedPair,
} from '@croupier/engines';
import type { RoundProof } from './studio';
import { outcomeToWire } from './studio-values';
import { parseAmount } from './wallet-values';

// Checks a studio round from its proof, as any player could by hand: the revealed server
// seed must hash to the commitment shown before the round, and the game played again from
// the seeds and nonce (`studioRounds`, the very code the server plays with) must give exactly
// the stored outcome and win. Nothing is trusted beyond the proof itself.
//
// Why here, and only by its own subpath (`@croupier/contract/studio-verify`): a check compares
// the engines' replay with the round as the wire carries it (amounts in major units,
// `outcomeToWire`, `parseAmount`), which is the contract's knowledge, and the engines must not
// import the contract. It is NOT re-exported from index.ts, so the many bundles that need
// only the contract's values never carry the engines and their hashing; the game client's
// fairness panel and the site's betting record each load it lazily, when a player verifies.

/** A round's proof once its seed pair has been rotated and the server seed revealed. */
export type RevealedProof = RoundProof & { serverSeed: string };

/** What a check of a round found. */
export type RoundCheck = {
  /** SHA-256 of the revealed server seed is the hash committed before the round. */
  seedMatchesCommitment: boolean;
  /**
   * The round played again: 'match' when it gives exactly the stored outcome and win;
   * otherwise what differs, the 'outcome' itself or only the 'win' paid; 'unreadable' when
   * the stored round cannot be read back into its game (a proof of nothing).
   */
  replay: 'match' | 'outcome' | 'win' | 'unreadable';
};

function minor(amount: unknown): bigint {
  const value = parseAmount(amount);
  if (value === null) throw new Error('not an amount');
  return value;
}

/** The bets of a stored roulette round, back in the engine's form (stakes in minor units). */
function storedBets(outcome: Record<string, unknown>): roulette.RouletteBet[] {
  const results = outcome.results;
  if (!Array.isArray(results)) throw new Error('no bets in the outcome');
  return results.map((result: { bet?: Record<string, unknown> }) => {
    const bet = result.bet ?? {};
    return { ...bet, stake: minor(bet.stake) } as roulette.RouletteBet;
  });
}

/** What the round risked, read from its proof: a slot's stake, or the table's stored bets. */
function wagerOf(proof: RoundProof): studioRounds.Wager {
  return proof.gameId === 'roulette'
    ? studioRounds.tableWager(storedBets(proof.outcome))
    : { kind: 'spin', stake: minor(proof.stake) };
}

/** Plays the round again from its seeds, in the wire form it was stored in. */
function replayRound(proof: RoundProof, seeds: SeedPair): { win: bigint; outcome: unknown } {
  if (!(studioRounds.gameIds as readonly string[]).includes(proof.gameId)) {
    throw new Error('not a studio game');
  }
  const played = studioRounds.play(proof.gameId, seededRng(seeds), wagerOf(proof));
  return { win: played.win, outcome: outcomeToWire(played.result) };
}

/** Deep equality of JSON values; key order does not matter (the database reorders keys). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameJson(item, b[index]))
    );
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    const keys = Object.keys(left);
    return (
      keys.length === Object.keys(right).length &&
      keys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]))
    );
  }
  return false;
}

/** Checks a revealed round: its seed against the commitment, then its replay against the record. */
export function checkRound(proof: RevealedProof): RoundCheck {
  const seedMatchesCommitment = verifyServerSeed(proof.serverSeed, proof.serverSeedHash.trim());
  let replayed: { win: bigint; outcome: unknown };
  let paid: bigint;
  try {
    replayed = replayRound(proof, {
      serverSeed: proof.serverSeed,
      clientSeed: proof.clientSeed,
      nonce: proof.nonce,
    });
    paid = minor(proof.win);
  } catch {
    return { seedMatchesCommitment, replay: 'unreadable' };
  }
  if (!sameJson(replayed.outcome, proof.outcome))
    return { seedMatchesCommitment, replay: 'outcome' };
  if (replayed.win !== paid) return { seedMatchesCommitment, replay: 'win' };
  return { seedMatchesCommitment, replay: 'match' };
}
