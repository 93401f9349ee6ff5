import type { games } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { findMemberById } from '../../member/service';
import { bettingRecord } from '../bet-records/service';

/**
 * The Members section's bets tab: a member's game rounds as the member centre's betting
 * record shows them. A member of another brand answers 404 like one that never was.
 */
export async function memberBets(
  db: Database,
  merchantId: number,
  memberId: bigint,
  language: string,
  query: games.BettingRecordFilter,
) {
  const member = await findMemberById(db, memberId);
  if (!member || member.merchantId !== merchantId) throw AppError.of('memberNotFound');
  return bettingRecord(db, memberId, language, query);
}
