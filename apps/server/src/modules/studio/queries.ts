import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { studioRounds, studioSeeds } from './schema';

export type SeedRow = typeof studioSeeds.$inferSelect;
export type RoundRow = typeof studioRounds.$inferSelect;

export async function findActiveSeed(db: Database, memberId: bigint): Promise<SeedRow | undefined> {
  const [row] = await db
    .select()
    .from(studioSeeds)
    .where(and(eq(studioSeeds.memberId, memberId), isNull(studioSeeds.revealedAt)));
  return row;
}

/**
 * Adds a member's active pair unless one exists: the partial unique index allows one
 * unrevealed pair per member, so two first plays racing each other keep a single pair.
 */
export async function insertActiveSeedIfNone(
  db: Database,
  seed: { memberId: bigint; serverSeed: string; serverSeedHash: string; clientSeed: string },
): Promise<void> {
  await db.insert(studioSeeds).values(seed).onConflictDoNothing();
}

/**
 * Takes the next nonce of the member's active pair. The UPDATE locks the row until the
 * caller's transaction ends, so a member's rounds (and a rotation) run one after another,
 * and a round that fails leaves the nonce where it was.
 */
export async function claimNextNonce(
  tx: Database,
  memberId: bigint,
): Promise<(SeedRow & { nonce: number }) | undefined> {
  const [row] = await tx
    .update(studioSeeds)
    .set({ nextNonce: sql`${studioSeeds.nextNonce} + 1` })
    .where(and(eq(studioSeeds.memberId, memberId), isNull(studioSeeds.revealedAt)))
    .returning();
  return row && { ...row, nonce: row.nextNonce - 1 };
}

/** Ends the member's active pair (locking it first), so its server seed may be shown. */
export async function revealActiveSeed(
  tx: Database,
  memberId: bigint,
  now: Date,
): Promise<SeedRow | undefined> {
  const [row] = await tx
    .update(studioSeeds)
    .set({ revealedAt: now })
    .where(and(eq(studioSeeds.memberId, memberId), isNull(studioSeeds.revealedAt)))
    .returning();
  return row;
}

export async function insertRound(
  tx: Database,
  round: typeof studioRounds.$inferInsert,
): Promise<void> {
  await tx.insert(studioRounds).values(round);
}

/** A round with the seed pair it used; the caller decides what of the pair it may show. */
export async function findRoundWithSeed(db: Database, roundId: string) {
  const [row] = await db
    .select({ round: studioRounds, seed: studioSeeds })
    .from(studioRounds)
    .innerJoin(studioSeeds, eq(studioSeeds.id, studioRounds.seedId))
    .where(eq(studioRounds.roundId, roundId));
  return row;
}

/** A member's newest rounds of one game, with whether their pair is revealed. */
export async function listRecentRounds(
  db: Database,
  memberId: bigint,
  engine: string,
  limit: number,
) {
  return db
    .select({ round: studioRounds, revealedAt: studioSeeds.revealedAt })
    .from(studioRounds)
    .innerJoin(studioSeeds, eq(studioSeeds.id, studioRounds.seedId))
    .where(and(eq(studioRounds.memberId, memberId), eq(studioRounds.engine, engine)))
    .orderBy(desc(studioRounds.createdAt), desc(studioRounds.nonce))
    .limit(limit);
}
