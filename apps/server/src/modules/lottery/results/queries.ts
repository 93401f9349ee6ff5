import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { rowsOf } from '../../../platform/db/rows';
import { lotteryResultEntries, lotteryResultFetches, lotteryResultSources } from './schema';

// The results' SQL: entries and their review, the HTTP provider's claims and what it heard,
// and each merchant's sources. An entry changes state only by a conditional statement
// (`where status = 'pending'`), so a double click or two reviewers change it once.

export type ResultEntryRow = typeof lotteryResultEntries.$inferSelect;
export type NewResultEntry = typeof lotteryResultEntries.$inferInsert;
export type ResultFetchRow = typeof lotteryResultFetches.$inferSelect;
export type ResultSourceRow = typeof lotteryResultSources.$inferSelect;

export async function insertEntry(tx: Database, entry: NewResultEntry): Promise<ResultEntryRow> {
  const [row] = await tx.insert(lotteryResultEntries).values(entry).returning();
  return row!;
}

/** An entry by id, locked until the transaction ends: its review happens once. */
export async function lockEntry(
  tx: Database,
  entryId: bigint,
): Promise<ResultEntryRow | undefined> {
  const [row] = await tx
    .select()
    .from(lotteryResultEntries)
    .where(eq(lotteryResultEntries.id, entryId))
    .for('update');
  return row;
}

export async function findEntry(
  db: Database,
  entryId: bigint,
): Promise<ResultEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(lotteryResultEntries)
    .where(eq(lotteryResultEntries.id, entryId));
  return row;
}

/** The draw's entry waiting for approval, if any (at most one: a unique index). */
export async function findPendingEntry(
  tx: Database,
  drawId: bigint,
): Promise<ResultEntryRow | undefined> {
  const [row] = await tx
    .select()
    .from(lotteryResultEntries)
    .where(
      and(eq(lotteryResultEntries.drawId, drawId), eq(lotteryResultEntries.status, 'pending')),
    );
  return row;
}

export type Review = { staffId: number; staffName: string; at: Date };

/** A pending entry is approved as the draw's `revision`-th result; false if not pending. */
export async function markEntryApproved(
  tx: Database,
  entryId: bigint,
  review: Review,
  revision: number,
): Promise<ResultEntryRow | undefined> {
  const [row] = await tx
    .update(lotteryResultEntries)
    .set({
      status: 'approved',
      reviewedBy: review.staffId,
      reviewedByName: review.staffName,
      reviewedAt: review.at,
      revision,
    })
    .where(and(eq(lotteryResultEntries.id, entryId), eq(lotteryResultEntries.status, 'pending')))
    .returning();
  return row;
}

export async function markEntryRejected(
  tx: Database,
  entryId: bigint,
  review: Review,
  reason: string,
): Promise<ResultEntryRow | undefined> {
  const [row] = await tx
    .update(lotteryResultEntries)
    .set({
      status: 'rejected',
      reviewedBy: review.staffId,
      reviewedByName: review.staffName,
      reviewedAt: review.at,
      rejectReason: reason,
    })
    .where(and(eq(lotteryResultEntries.id, entryId), eq(lotteryResultEntries.status, 'pending')))
    .returning();
  return row;
}

/** The draw's approved entry gives way to a correction: it stays in the history. */
export async function supersedeApproved(tx: Database, drawId: bigint): Promise<void> {
  await tx
    .update(lotteryResultEntries)
    .set({ status: 'superseded' })
    .where(
      and(eq(lotteryResultEntries.drawId, drawId), eq(lotteryResultEntries.status, 'approved')),
    );
}

/** Every entry of a draw, newest first. */
export function listEntriesOfDraw(db: Database, drawId: bigint): Promise<ResultEntryRow[]> {
  return db
    .select()
    .from(lotteryResultEntries)
    .where(eq(lotteryResultEntries.drawId, drawId))
    .orderBy(desc(lotteryResultEntries.id));
}

/** The entries waiting for approval of some draws. */
export function listPendingEntries(
  db: Database,
  drawIds: readonly bigint[],
): Promise<ResultEntryRow[]> {
  if (drawIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(lotteryResultEntries)
    .where(
      and(
        inArray(lotteryResultEntries.drawId, [...drawIds]),
        eq(lotteryResultEntries.status, 'pending'),
      ),
    );
}

// The HTTP provider's claims -------------------------------------------------------------

/** A draw the HTTP provider asks its sources about, with what names it to them. */
export type ClaimedDraw = {
  drawId: bigint;
  merchantId: number;
  gameCode: string;
  family: string;
  numero: string;
};

/**
 * Claims up to `limit` draws for this server to ask the sources about: closed scheduled draws
 * whose time has come, of merchants with sources, not asked since `now` (oldest first). The
 * claim sets when the draw may be asked next, in one statement: a server that claims the same
 * draw meanwhile waits on the row, then finds the time set and leaves it.
 */
export async function claimDueFetches(
  tx: Database,
  now: Date,
  nextAttemptAt: Date,
  limit: number,
): Promise<ClaimedDraw[]> {
  const at = now.toISOString();
  const rows = await rowsOf<{
    draw_id: string;
    merchant_id: number;
    game_code: string;
    family: string;
    numero: string;
  }>(
    tx,
    sql`with due as (
        select d.id from lottery_draws d join lottery_games g on g.id = d.game_id
        where d.status = 'closed' and d.settled_at is null and d.server_seed is null
          and d.draws_at <= ${at}::timestamptz and g.kind = 'LOTT'
          and exists (select 1 from lottery_result_sources s where s.merchant_id = g.merchant_id)
          and not exists (select 1 from lottery_result_fetches f
            where f.draw_id = d.id and f.next_attempt_at > ${at}::timestamptz)
        order by d.draws_at, d.id limit ${limit}
      ), claimed as (
        insert into lottery_result_fetches (draw_id, attempts, next_attempt_at)
        select id, 1, ${nextAttemptAt.toISOString()}::timestamptz from due
        on conflict (draw_id) do update
          set attempts = lottery_result_fetches.attempts + 1,
            next_attempt_at = excluded.next_attempt_at
          where lottery_result_fetches.next_attempt_at <= ${at}::timestamptz
        returning draw_id
      )
      select d.id::text as draw_id, g.merchant_id, g.code as game_code, g.family, d.numero
      from claimed c join lottery_draws d on d.id = c.draw_id
        join lottery_games g on g.id = d.game_id
      order by d.draws_at, d.id`,
  );
  return rows.map((row) => ({
    drawId: BigInt(row.draw_id),
    merchantId: Number(row.merchant_id),
    gameCode: row.game_code,
    family: row.family,
    numero: row.numero,
  }));
}

/** What the sources answered for a claimed draw. */
export async function recordFetch(
  tx: Database,
  drawId: bigint,
  outcome: string,
  sources: unknown[],
  now: Date,
): Promise<void> {
  await tx
    .update(lotteryResultFetches)
    .set({ outcome, sources, lastAttemptAt: now })
    .where(eq(lotteryResultFetches.drawId, drawId));
}

export function listFetches(db: Database, drawIds: readonly bigint[]): Promise<ResultFetchRow[]> {
  if (drawIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(lotteryResultFetches)
    .where(inArray(lotteryResultFetches.drawId, [...drawIds]));
}

// Sources ----------------------------------------------------------------------------------

/** A merchant's sources, by position (none, or 1 and 2). */
export function listSources(db: Database, merchantId: number): Promise<ResultSourceRow[]> {
  return db
    .select()
    .from(lotteryResultSources)
    .where(eq(lotteryResultSources.merchantId, merchantId))
    .orderBy(asc(lotteryResultSources.position));
}

export function listSourcesOfMerchants(
  db: Database,
  merchantIds: readonly number[],
): Promise<ResultSourceRow[]> {
  if (merchantIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(lotteryResultSources)
    .where(inArray(lotteryResultSources.merchantId, [...merchantIds]))
    .orderBy(asc(lotteryResultSources.merchantId), asc(lotteryResultSources.position));
}

/** A merchant's sources replaced by these (positions 1 and 2 in order; none clears them). */
export async function replaceSources(
  tx: Database,
  merchantId: number,
  sources: readonly { name: string; urlTemplate: string }[],
  now: Date,
): Promise<void> {
  await tx.delete(lotteryResultSources).where(eq(lotteryResultSources.merchantId, merchantId));
  if (sources.length === 0) return;
  await tx.insert(lotteryResultSources).values(
    sources.map((source, index) => ({
      merchantId,
      position: index + 1,
      name: source.name,
      urlTemplate: source.urlTemplate,
      updatedAt: now,
    })),
  );
}
