import { randomUUID } from 'node:crypto';
import { studioVendorCode, toMajor, type studio as contract } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import * as games from '../games/service';
import { playRound, wagerOf } from './engines';
import { insertRound } from './queries';
import { storedOutcome } from './round-record';
import { claimRoundSeeds, publicSeeds } from './seeds';
import { readStudioToken } from './session-token';

type PlayInput = { sessionToken: string; stake?: bigint; bets?: contract.PlacedBet[] };

/**
 * One round of a studio game, settled like any vendor's: the stake and the win (0 included, so
 * the bet record is settled) as the seamless wallet's debit and credit, taken at once. Everything
 * is ONE database transaction, the seamless calls included (they run in it as they are, with
 * no savepoint of their own: this transaction already makes the round all or nothing):
 *   1. the member's seed pair is locked and its nonce taken,
 *   2. the engine plays the round from seeds and nonce,
 *   3. debit, then credit, through the seamless wallet (`playedRound`),
 *   4. the round is stored with its seeds' reference.
 * A refused debit (insufficient funds, expired session) or any later failure undoes it
 * all: the nonce is not used, no money moves and nothing is stored. A credit that failed
 * after its debit is therefore undone with it by the database, and needs no `rollback`.
 */
export async function playStudioRound(
  db: Database,
  input: PlayInput,
): Promise<contract.PlayResult> {
  const claims = await readStudioToken(db, input.sessionToken);
  const wager = wagerOf(claims.gameId, input);
  const roundId = randomUUID();
  const call = { sessionToken: claims.seamlessToken, roundId };

  return db.transaction(async (tx) => {
    const seed = await claimRoundSeeds(tx, claims.memberId);
    const played = playRound(
      claims.gameId,
      { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: seed.nonce },
      wager,
    );
    const { credited } = await games.playedRound(tx, studioVendorCode, {
      ...call,
      bet: { transactionId: `${roundId}:bet`, amount: played.stake },
      win: { transactionId: `${roundId}:win`, amount: played.win },
    });
    await insertRound(tx, {
      roundId,
      memberId: claims.memberId,
      seedId: seed.id,
      nonce: seed.nonce,
      engine: claims.gameId,
      stake: played.stake,
      win: played.win,
      outcome: storedOutcome(played.outcome, claims.freePlay),
    });
    return {
      roundId,
      gameId: claims.gameId,
      nonce: seed.nonce,
      stake: toMajor(played.stake),
      win: toMajor(played.win),
      balance: toMajor(credited.balance),
      outcome: played.outcome,
      seeds: publicSeeds(seed),
    };
  });
}
