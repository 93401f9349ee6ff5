import { randomBytes } from 'node:crypto';
import type { studio as contract } from '@croupier/contract';
import { createServerSeed, hashServerSeed } from '@croupier/engines';
import type { Database } from '../../platform/db/database';
import * as queries from './queries';

/** What the player sees of the pair in play: the server seed only by its SHA-256. */
export function publicSeeds(seed: queries.SeedRow): contract.StudioSession['seeds'] {
  return {
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    nonce: seed.nextNonce,
  };
}

function newPair(memberId: bigint, clientSeed: string) {
  const serverSeed = createServerSeed();
  return { memberId, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed };
}

/** A client seed until the player picks one: random, so no two members start alike. */
function defaultClientSeed(): string {
  return randomBytes(8).toString('hex');
}

/** The member's pair in play, made on first use (32 random bytes, committed by its hash). */
export async function activeSeeds(db: Database, memberId: bigint): Promise<queries.SeedRow> {
  const existing = await queries.findActiveSeed(db, memberId);
  if (existing) return existing;
  await queries.insertActiveSeedIfNone(db, newPair(memberId, defaultClientSeed()));
  const created = await queries.findActiveSeed(db, memberId);
  if (!created) throw new Error(`no active studio seed for member ${memberId}`);
  return created;
}

/**
 * The pair and nonce of the member's next round, its row locked until the transaction
 * ends. A rotation that committed while we waited for the lock leaves no unrevealed row in
 * our statement's view; the second try sees its successor.
 */
export async function claimRoundSeeds(tx: Database, memberId: bigint) {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const claimed = await queries.claimNextNonce(tx, memberId);
    if (claimed) return claimed;
    await activeSeeds(tx, memberId);
  }
  throw new Error(`could not claim a studio nonce for member ${memberId}`);
}

/**
 * Ends the pair in play and starts a new one. The old server seed is revealed, so every
 * round it played can be recomputed and checked against the hash shown before them.
 */
export async function rotateSeeds(
  db: Database,
  memberId: bigint,
  clientSeed: string | undefined,
): Promise<contract.SeedRotation> {
  return db.transaction(async (tx) => {
    const previous =
      (await queries.revealActiveSeed(tx, memberId, new Date())) ??
      // Never played: make the pair the player was shown, then reveal it.
      (await activeSeeds(tx, memberId).then(() =>
        queries.revealActiveSeed(tx, memberId, new Date()),
      ));
    if (!previous) throw new Error(`no studio seed to rotate for member ${memberId}`);
    await queries.insertActiveSeedIfNone(tx, newPair(memberId, clientSeed ?? previous.clientSeed));
    const current = await queries.findActiveSeed(tx, memberId);
    if (!current) throw new Error(`rotation left member ${memberId} without a seed`);
    return {
      previous: {
        serverSeed: previous.serverSeed,
        serverSeedHash: previous.serverSeedHash,
        clientSeed: previous.clientSeed,
        lastNonce: previous.nextNonce > 0 ? previous.nextNonce - 1 : null,
      },
      current: publicSeeds(current),
    };
  });
}
