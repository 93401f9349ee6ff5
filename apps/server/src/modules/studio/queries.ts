import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { executePrepared } from '../../platform/db/prepared';
import { preparedRowsOf } from '../../platform/db/rows';
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

// A round's two statements (the nonce, the round row) are raw SQL run as named prepared
// statements (platform/db/prepared), like the seamless calls between them: no query building
// per round, parsed and planned once per connection. Each name stands for one fixed text.

type SeedSqlRow = Omit<SeedRow, 'id' | 'memberId' | 'createdAt' | 'revealedAt'> & {
  id: unknown;
  memberId: unknown;
  createdAt: unknown;
  revealedAt: unknown;
};

/**
 * Takes the next nonce of the member's active pair. The UPDATE locks the row until the
 * caller's transaction ends, so a member's rounds (and a rotation) run one after another,
 * and a round that fails leaves the nonce where it was.
 */
export async function claimNextNonce(
  tx: Database,
  memberId: bigint,
): Promise<(SeedRow & { nonce: number }) | undefined> {
  const [row] = await preparedRowsOf<SeedSqlRow>(
    tx,
    'studio_claim_nonce',
    sql`update studio_seeds set next_nonce = next_nonce + 1
      where member_id = ${String(memberId)}::bigint and revealed_at is null
      returning id, member_id as "memberId", server_seed as "serverSeed",
        server_seed_hash as "serverSeedHash", client_seed as "clientSeed",
        next_nonce as "nextNonce", created_at as "createdAt", revealed_at as "revealedAt"`,
  );
  return (
    row && {
      ...row,
      id: BigInt(row.id as string),
      memberId: BigInt(row.memberId as string),
      createdAt: new Date(row.createdAt as string),
      revealedAt: row.revealedAt === null ? null : new Date(row.revealedAt as string),
      nonce: row.nextNonce - 1,
    }
  );
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
  round: Omit<typeof studioRounds.$inferInsert, 'createdAt'>,
): Promise<void> {
  await executePrepared(
    tx,
    'studio_insert_round',
    sql`insert into studio_rounds (round_id, member_id, seed_id, nonce, engine, stake, win, outcome)
      values (${round.roundId}, ${String(round.memberId)}::bigint, ${String(round.seedId)}::bigint,
        ${round.nonce}::int, ${round.engine}, ${String(round.stake)}::bigint,
        ${String(round.win)}::bigint, ${JSON.stringify(round.outcome)}::jsonb)`,
  );
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
