import type { agent as contract } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import type { Period } from '../../../platform/db/rows';
import { settledRoundsByDay, settledStakesByMember } from '../../games/service';
import { validTurnover } from '../../rewards/service';
import { creditedDepositsByDay, paidWithdrawalsByDay } from '../../wallet/service';
import { daySums, rangeSums, toTeamDay, type DailySources, type TeamSums } from './figures';
import { teamMembers, type TeamMember } from './queries';
import { teamPeriod, type TeamPeriod } from './range';

// The team overview: each domain sums its own tables for the team's member ids (wallet:
// credited deposits and paid withdrawals; games: settled rounds; rewards: valid turnover)
// and figures.ts lays the sums out per day.

const dayMs = 86_400_000;
const dayPeriod = (date: string): Period => {
  const from = new Date(`${date}T00:00:00Z`);
  return { from, until: new Date(from.getTime() + dayMs) };
};

const registeredOn = (member: TeamMember) => member.createdAt.toISOString().slice(0, 10);

/** Members of the team with a round settled in the period. */
async function activeCount(db: Database, merchantId: number, period: Period, ids: bigint[]) {
  const stakes = await settledStakesByMember(db, merchantId, period, ids);
  return new Set(stakes.map((row) => row.memberId)).size;
}

async function turnoverOf(db: Database, merchantId: number, period: Period, ids: bigint[]) {
  if (ids.length === 0) return 0n;
  const turnover = await validTurnover(db, merchantId, { ...period, memberIds: ids });
  let total = 0n;
  for (const member of turnover.values()) total += member.total;
  return total;
}

/**
 * The figures of some members over a period, per day and in all. Valid turnover and active
 * members are worked out day by day (at most `maxTeamRangeDays` days) and again for the
 * whole period, since neither adds up across days.
 */
export async function figuresOf(
  db: Database,
  merchantId: number,
  members: readonly TeamMember[],
  period: TeamPeriod,
): Promise<{ days: (TeamSums & { date: string })[]; totals: TeamSums }> {
  const ids = members.map((member) => member.id);
  const registrations = new Map<string, number>();
  for (const member of members) {
    const day = registeredOn(member);
    registrations.set(day, (registrations.get(day) ?? 0) + 1);
  }
  const deposits = await creditedDepositsByDay(db, merchantId, period, ids);
  const withdrawals = await paidWithdrawalsByDay(db, merchantId, period, ids);
  const rounds = await settledRoundsByDay(db, merchantId, period, ids);
  const active = new Map<string, number>();
  const turnover = new Map<string, bigint>();
  // One day after the other: the handle may be a transaction, whose one connection all share.
  for (const date of period.days) {
    if (!rounds.has(date)) continue;
    active.set(date, await activeCount(db, merchantId, dayPeriod(date), ids));
    turnover.set(date, await turnoverOf(db, merchantId, dayPeriod(date), ids));
  }
  const sources: DailySources = {
    registrations,
    activeMembers: active,
    deposits,
    withdrawals,
    validTurnover: turnover,
    rounds,
  };
  const days = period.days.map((date) => ({ date, ...daySums(sources, date) }));
  const totals = rangeSums(days, {
    activeMembers: rounds.size === 0 ? 0 : await activeCount(db, merchantId, period, ids),
    validTurnover: rounds.size === 0 ? 0n : await turnoverOf(db, merchantId, period, ids),
  });
  return { days, totals };
}

/** The signed-in agent's team overview (the caller has checked that it is an agent). */
export async function teamOverview(
  db: Database,
  merchantId: number,
  agentId: bigint,
  query: { range: contract.TeamRange; startDate?: string; endDate?: string },
  now = new Date(),
): Promise<contract.TeamOverview> {
  const period = teamPeriod(query, now);
  const team = (await teamMembers(db, merchantId, agentId)).filter(
    (member) => member.createdAt < period.until,
  );
  const { days, totals } = await figuresOf(db, merchantId, team, period);
  return {
    range: period.range,
    startDate: period.startDate,
    endDate: period.endDate,
    members: team.length,
    totals: toTeamDay(totals),
    days: days.map(({ date, ...sums }) => ({ date, ...toTeamDay(sums) })),
  };
}
