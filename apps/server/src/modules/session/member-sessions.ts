import type { Database } from '../../platform/db/database';
import * as queries from './queries';
import { signedInCache } from './sessions';

/** A member's sessions that still open the site, newest first (the console's sessions tab). */
export function liveSessionsOf(db: Database, memberId: bigint, now = new Date()) {
  return queries.liveSessionsOf(db, memberId, now);
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
  const ended = await queries.endLiveSession(db, memberId, sessionId, reason, new Date());
  signedInCache.forget();
  return ended;
}
