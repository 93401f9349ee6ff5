import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { findAgentByAffiliateCode } from '../member/service';

/** An invitation code is valid when an active agent of the merchant owns it. */
export async function checkAffiliateCode(
  db: Database,
  merchantId: number,
  code: string,
): Promise<{ code: string }> {
  const agent = await findAgentByAffiliateCode(db, merchantId, code);
  if (!agent?.affiliateCode) throw AppError.of('affiliateCodeUnknown');
  return { code: agent.affiliateCode };
}

// The agent centre's team (who may see it, its overview, the downline tree): see team/.
export { agentOnly, downlineSummary, downlines, teamOverview } from './team/service';
