import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { members } from '../../member/schema';
import { merchants } from '../../system/schema';
import { games, gameVendors } from '../catalogue/schema';
import { gameSessions, seamlessTransactions } from './schema';

/** A game session as `launchGame` opens it: a one-time launch token (hashed), no session yet. */
export async function insertGameSession(db: Database, session: typeof gameSessions.$inferInsert) {
  const [row] = await db.insert(gameSessions).values(session).returning({ id: gameSessions.id });
  return row!.id;
}

/** A vendor that may call the seamless wallet, with the key its calls are signed with. */
export async function findSeamlessVendor(db: Database, code: string) {
  const [vendor] = await db
    .select({ id: gameVendors.id, code: gameVendors.code, secret: gameVendors.seamlessSecret })
    .from(gameVendors)
    .where(eq(gameVendors.code, code));
  return vendor;
}

/**
 * Spends a launch token: the first call within its five minutes gets the session, any other
 * finds nothing. One UPDATE, so two vendors' calls racing with one token cannot both win.
 */
export async function claimLaunchToken(
  db: Database,
  vendorCode: string,
  launchTokenHash: string,
  sessionTokenHash: string,
  now: Date,
  expiresAt: Date,
): Promise<boolean> {
  const claimed = await db
    .update(gameSessions)
    .set({ sessionTokenHash, authenticatedAt: now, expiresAt })
    .where(
      and(
        eq(gameSessions.launchTokenHash, launchTokenHash),
        isNull(gameSessions.authenticatedAt),
        gt(gameSessions.launchExpiresAt, now),
        eq(
          gameSessions.vendorId,
          sql`(select ${gameVendors.id} from ${gameVendors} where ${gameVendors.code} = ${vendorCode})`,
        ),
      ),
    )
    .returning({ id: gameSessions.id });
  return claimed.length === 1;
}

/** A game session with what every seamless call needs: member, game, merchant's currency. */
export async function findGameSession(db: Database, vendorCode: string, sessionTokenHash: string) {
  const [session] = await db
    .select({
      id: gameSessions.id,
      merchantId: gameSessions.merchantId,
      memberId: gameSessions.memberId,
      vendorId: gameSessions.vendorId,
      vendorCode: gameVendors.code,
      gameId: gameSessions.gameId,
      vendorGameId: games.vendorGameId,
      category: games.category,
      freePlay: gameSessions.freePlay,
      playBalance: gameSessions.playBalance,
      language: gameSessions.language,
      expiresAt: gameSessions.expiresAt,
      username: members.username,
      memberStatus: members.status,
      currency: merchants.currency,
    })
    .from(gameSessions)
    .innerJoin(gameVendors, eq(gameVendors.id, gameSessions.vendorId))
    .innerJoin(games, eq(games.id, gameSessions.gameId))
    .innerJoin(members, eq(members.id, gameSessions.memberId))
    .innerJoin(merchants, eq(merchants.id, gameSessions.merchantId))
    .where(
      and(eq(gameSessions.sessionTokenHash, sessionTokenHash), eq(gameVendors.code, vendorCode)),
    );
  return session;
}
export type GameSessionView = NonNullable<Awaited<ReturnType<typeof findGameSession>>>;

/** A free-play session's play money now (minor units). */
export async function playBalanceOf(db: Database, sessionId: bigint): Promise<bigint> {
  const [row] = await db
    .select({ playBalance: gameSessions.playBalance })
    .from(gameSessions)
    .where(eq(gameSessions.id, sessionId));
  return row?.playBalance ?? 0n;
}

/** Debits now keep the session alive until this time. */
export async function slideSessionExpiry(tx: Database, sessionId: bigint, until: Date) {
  await tx.update(gameSessions).set({ expiresAt: until }).where(eq(gameSessions.id, sessionId));
}

/**
 * Moves a free-play session's play money by `delta`; undefined when a stake is above it (the
 * row is left alone). A row update, so two bets of one session wait for each other.
 */
export async function movePlayBalance(
  tx: Database,
  sessionId: bigint,
  delta: bigint,
): Promise<bigint | undefined> {
  const [row] = await tx
    .update(gameSessions)
    .set({ playBalance: sql`${gameSessions.playBalance} + ${String(delta)}::bigint` })
    .where(
      and(
        eq(gameSessions.id, sessionId),
        sql`${gameSessions.playBalance} + ${String(delta)}::bigint >= 0`,
      ),
    )
    .returning({ playBalance: gameSessions.playBalance });
  return row?.playBalance;
}

/**
 * Holds a vendor's transaction id until the transaction ends. A debit takes its own id, a
 * rollback the id of the debit it undoes: a debit and its rollback arriving together are then
 * decided one after the other, so the rollback either refunds the debit or is remembered
 * and refuses it, never neither. Identical calls racing wait here and find the first's
 * answer. A transaction-level advisory lock, apart from the withdrawals' and jobs' keys.
 */
export async function lockVendorTransaction(tx: Database, vendorId: number, transactionId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`seamless:${vendorId}:${transactionId}`}, 0))`,
  );
}

export async function findVendorTransaction(tx: Database, vendorId: number, transactionId: string) {
  const [row] = await vendorTransactions(
    tx,
    vendorId,
    eq(seamlessTransactions.transactionId, transactionId),
  );
  return row;
}
export type VendorTransactionRow = typeof seamlessTransactions.$inferSelect;

/** The first rollback the vendor sent for a debit, received before or after it. */
export async function findRollbackOf(tx: Database, vendorId: number, debitTransactionId: string) {
  const [row] = await vendorTransactions(
    tx,
    vendorId,
    and(
      eq(seamlessTransactions.refTransactionId, debitTransactionId),
      eq(seamlessTransactions.kind, 'rollback'),
    ),
  )
    .orderBy(seamlessTransactions.createdAt)
    .limit(1);
  return row;
}

/** A vendor's transactions that match `where`. */
function vendorTransactions(tx: Database, vendorId: number, where: SQL | undefined) {
  return tx
    .select()
    .from(seamlessTransactions)
    .where(and(eq(seamlessTransactions.vendorId, vendorId), where))
    .$dynamic();
}

export async function insertVendorTransaction(
  tx: Database,
  row: typeof seamlessTransactions.$inferInsert,
) {
  await tx.insert(seamlessTransactions).values(row);
}

/** The primary key of seamless_transactions, as either driver names it in a unique violation. */
export function isVendorTransactionTaken(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint, message } = cause as {
      code?: string;
      constraint?: string;
      message?: string;
    };
    if (code === '23505' && (constraint ?? message ?? '').includes('seamless_transactions')) {
      return true;
    }
  }
  return false;
}
