import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { sessions } from './schema';

const live = (memberId: bigint, now: Date) =>
  and(eq(sessions.memberId, memberId), isNull(sessions.endedAt), gt(sessions.expiresAt, now));

/** A member's sessions that still open the site, newest first (the console's sessions tab). */
export function liveSessionsOf(db: Database, memberId: bigint, now = new Date()) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(live(memberId, now))
    .orderBy(desc(sessions.lastSeenAt));
}

/**
 * Ends one live session of this member (an operator's "sign out this device"); its token
 * answers 401 from then on. False when it is not the member's or has already ended.
 */
export async function endMemberSession(
  db: Database,
  memberId: bigint,
  sessionId: bigint,
  reason: string,
): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(sessions.id, sessionId), live(memberId, new Date())))
    .returning({ id: sessions.id });
  return ended.length > 0;
}
