import { agentAccountTypes, type agent as contract } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { pageOf } from '../../../platform/http/pages';
import { figuresOf } from './overview';
import { toTeamDay } from './figures';
import { downlineNamed, downlinePage, teamMembers, type DownlineRow } from './queries';
import { teamPeriod } from './range';

// Downline management: the agent's tree, paged and searched, and one downline opened. Both
// read only the signed-in agent's own tree: a username outside it is "unknown", whether it
// exists elsewhere or not, so the answer tells nothing about other agents' members.

const isAgentType = (type: number) => (agentAccountTypes as readonly number[]).includes(type);

function toDownline(row: DownlineRow): contract.Downline {
  return {
    username: row.username,
    nickname: row.nickname,
    type: row.accountType,
    isAgent: isAgentType(row.accountType),
    status: row.status,
    level: row.level,
    upline: row.upline,
    directDownlines: row.directDownlines,
    registeredAt: row.registeredAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

export async function downlines(
  db: Database,
  merchantId: number,
  agentId: bigint,
  query: { pageNo: number; pageSize: number; username?: string; status?: string; level?: number },
): Promise<contract.DownlinePage> {
  const { rows, totalCount } = await downlinePage(db, merchantId, agentId, query, query);
  return pageOf(rows.map(toDownline), totalCount, query);
}

/** One downline of the agent's tree with its own team's size and its figures this month. */
export async function downlineSummary(
  db: Database,
  merchantId: number,
  agentId: bigint,
  username: string,
  now = new Date(),
): Promise<contract.DownlineSummary> {
  const row = await downlineNamed(db, merchantId, agentId, username);
  if (!row) throw AppError.of('downlineUnknown');
  const month = teamPeriod({ range: 'month' }, now);
  const teamSize = (await teamMembers(db, merchantId, row.id)).length;
  const { totals } = await figuresOf(
    db,
    merchantId,
    [{ id: row.id, createdAt: row.registeredAt }],
    month,
  );
  return {
    downline: toDownline(row),
    teamSize,
    month: { startDate: month.startDate, endDate: month.endDate, figures: toTeamDay(totals) },
  };
}
