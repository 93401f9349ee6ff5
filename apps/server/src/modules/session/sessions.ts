import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { newToken, sha256Hex } from '../../platform/crypto/tokens';
import { members, type MemberRow } from '../member/schema';
import { sessions } from './schema';

export type SessionPolicy = { idleMinutes: number; maxHours: number };
export type SessionRow = typeof sessions.$inferSelect;
export type SignedIn = { session: SessionRow; member: MemberRow };

// Sliding the expiry is a write; once a minute per session is plenty.
const touchEveryMs = 60_000;

export async function startSession(
  db: Database,
  member: Pick<MemberRow, 'id' | 'merchantId'>,
  policy: SessionPolicy,
  client: { ip: string; userAgent?: string },
): Promise<{ token: string; session: SessionRow }> {
  const token = newToken();
  const now = new Date();
  const [session] = await db
    .insert(sessions)
    .values({
      tokenHash: sha256Hex(token),
      memberId: member.id,
      merchantId: member.merchantId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + policy.idleMinutes * 60_000),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 512),
    })
    .returning();
  return { token, session: session! };
}

/** The live session of a token for this merchant, its expiry slid forward; undefined when none. */
export async function findSignedIn(
  db: Database,
  token: string,
  merchantId: number,
  policy: SessionPolicy,
  now = new Date(),
): Promise<SignedIn | undefined> {
  const [row] = await db
    .select({ session: sessions, member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, sha256Hex(token)),
        eq(sessions.merchantId, merchantId),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  if (now.getTime() - row.session.lastSeenAt.getTime() >= touchEveryMs) {
    const hardLimit = row.session.createdAt.getTime() + policy.maxHours * 3_600_000;
    const expiresAt = new Date(Math.min(now.getTime() + policy.idleMinutes * 60_000, hardLimit));
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt })
      .where(eq(sessions.id, row.session.id));
    row.session = { ...row.session, lastSeenAt: now, expiresAt };
  }
  return row;
}

export async function endSession(db: Database, sessionId: bigint, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

/** Ends every live session of a member except `keep` (after a password change). */
export async function endOtherSessions(
  db: Database,
  memberId: bigint,
  keep: bigint | null,
  reason: string,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.endedAt),
        keep === null ? sql`true` : ne(sessions.id, keep),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}
