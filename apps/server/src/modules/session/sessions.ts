import type { Database } from '../../platform/db/database';
import { newToken, sha256Hex } from '../../platform/crypto/tokens';
import type { MemberRow } from '../member/schema';
import * as members from '../member/service';
import { ExpiringCache } from '../../platform/cache/expiring-cache';
import * as queries from './queries';
import type { SessionRow } from './queries';

export type { SessionRow } from './queries';
export type SessionPolicy = { idleMinutes: number; maxHours: number };
export type SignedIn = { session: SessionRow; member: MemberRow };

// Sliding the expiry is a write; once a minute per session is plenty.
const touchEveryMs = 60_000;

export async function startSession(
  db: Database,
  member: Pick<MemberRow, 'id' | 'merchantId'>,
  policy: SessionPolicy,
  client: { ip: string; userAgent?: string; loginDeviceId?: string },
): Promise<{ token: string; session: SessionRow }> {
  const token = newToken();
  const now = new Date();
  const session = await queries.insertSession(db, {
    tokenHash: sha256Hex(token),
    memberId: member.id,
    merchantId: member.merchantId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + policy.idleMinutes * 60_000),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 512),
    loginDeviceId: client.loginDeviceId,
  });
  return { token, session };
}

/** The live session of a token for this merchant, its expiry slid forward; undefined when none. */
export async function findSignedIn(
  db: Database,
  token: string,
  merchantId: number,
  policy: SessionPolicy,
  now = new Date(),
): Promise<SignedIn | undefined> {
  let session = await queries.liveSessionByTokenHash(db, sha256Hex(token), merchantId, now);
  if (!session) return undefined;
  // The member's row is the member module's: read through its service, not joined here.
  const member = await members.findMemberById(db, session.memberId);
  if (!member) return undefined;
  if (now.getTime() - session.lastSeenAt.getTime() >= touchEveryMs) {
    const hardLimit = session.createdAt.getTime() + policy.maxHours * 3_600_000;
    const expiresAt = new Date(Math.min(now.getTime() + policy.idleMinutes * 60_000, hardLimit));
    await queries.touchSession(db, session.id, { lastSeenAt: now, expiresAt });
    session = { ...session, lastSeenAt: now, expiresAt };
  }
  return { session, member };
}

/**
 * Signed-in sessions as the auth hooks see them, by merchant and token hash (a miss too). An
 * ended session is forgotten here at once and on other servers within the cache's bound;
 * the expiry is checked on every use, and sliding it (above) happens on the reads the cache
 * lets through, at least once a second, far more often than the minute it needs.
 */
export const signedInCache = new ExpiringCache<SignedIn | undefined>('sessions');

export async function endSession(db: Database, sessionId: bigint, reason: string) {
  await queries.endSessionById(db, sessionId, reason);
  signedInCache.forget();
}

/** Ends every live session of a member except `keep` (after a password change, a lock). */
export async function endOtherSessions(
  db: Database,
  memberId: bigint,
  keep: bigint | null,
  reason: string,
): Promise<number> {
  const ended = await queries.endSessionsOf(db, memberId, keep, reason);
  signedInCache.forget();
  return ended;
}
