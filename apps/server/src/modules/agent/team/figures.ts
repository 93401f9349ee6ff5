import { toMajor, type agent as contract } from '@croupier/contract';

// The overview's arithmetic, apart from the queries so it can be checked by hand: the
// figures of each day from each domain's sums, zeros for a day without any, and the totals.

/** A day's (or the range's) figures in minor units and counts, before they go on the wire. */
export type TeamSums = {
  newRegistrations: number;
  activeMembers: number;
  depositCount: number;
  deposits: bigint;
  withdrawalCount: number;
  withdrawals: bigint;
  validTurnover: bigint;
  /** Wins minus stakes of settled rounds: positive when the team is ahead. */
  profitLoss: bigint;
};

export const noSums: TeamSums = {
  newRegistrations: 0,
  activeMembers: 0,
  depositCount: 0,
  deposits: 0n,
  withdrawalCount: 0,
  withdrawals: 0n,
  validTurnover: 0n,
  profitLoss: 0n,
};

/** What each domain answered for the range, per UTC day (absent: nothing that day). */
export type DailySources = {
  registrations: Map<string, number>;
  activeMembers: Map<string, number>;
  deposits: Map<string, { count: number; amount: bigint }>;
  withdrawals: Map<string, { count: number; amount: bigint }>;
  validTurnover: Map<string, bigint>;
  rounds: Map<string, { stake: bigint; win: bigint }>;
};

/** One day's figures from the sources. */
export function daySums(sources: DailySources, date: string): TeamSums {
  const round = sources.rounds.get(date);
  return {
    newRegistrations: sources.registrations.get(date) ?? 0,
    activeMembers: sources.activeMembers.get(date) ?? 0,
    depositCount: sources.deposits.get(date)?.count ?? 0,
    deposits: sources.deposits.get(date)?.amount ?? 0n,
    withdrawalCount: sources.withdrawals.get(date)?.count ?? 0,
    withdrawals: sources.withdrawals.get(date)?.amount ?? 0n,
    validTurnover: sources.validTurnover.get(date) ?? 0n,
    profitLoss: round ? round.win - round.stake : 0n,
  };
}

/**
 * The range's totals from its days. Two figures are not sums of days: a member active on
 * three days is one active member of the range, and valid turnover is rounded down once per
 * member and category over the whole range (the rewards' definition), so the caller gives
 * both for the range as a whole.
 */
export function rangeSums(
  days: readonly TeamSums[],
  wholeRange: { activeMembers: number; validTurnover: bigint },
): TeamSums {
  const sum = days.reduce(
    (total, day) => ({
      ...total,
      newRegistrations: total.newRegistrations + day.newRegistrations,
      depositCount: total.depositCount + day.depositCount,
      deposits: total.deposits + day.deposits,
      withdrawalCount: total.withdrawalCount + day.withdrawalCount,
      withdrawals: total.withdrawals + day.withdrawals,
      profitLoss: total.profitLoss + day.profitLoss,
    }),
    noSums,
  );
  return { ...sum, ...wholeRange };
}

export function toTeamDay(sums: TeamSums): contract.TeamDay {
  return {
    newRegistrations: sums.newRegistrations,
    activeMembers: sums.activeMembers,
    depositCount: sums.depositCount,
    deposits: toMajor(sums.deposits),
    withdrawalCount: sums.withdrawalCount,
    withdrawals: toMajor(sums.withdrawals),
    validTurnover: toMajor(sums.validTurnover),
    profitLoss: toMajor(sums.profitLoss),
  };
}
