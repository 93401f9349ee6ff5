import { z } from 'zod';
import { envelope } from './envelope';
import { pageQuery } from './page-query';
import { pageOf } from './pages';
import { maxTeamRangeDays, teamRanges } from './agent-values';
import { paths } from './paths';
import { plainText } from './text-fields';

/**
 * The agent centre's calls (spec §2 "Agent centre"). Only agents (account types 1, 2, 41,
 * 42) may make them: a trial account is refused `in_need_true_account`, any other member
 * `error_not_agent`. An agent's team is its downline: every member and sub-agent registered
 * under it, at any depth (the agent itself is not part of it); an agent sees that tree and
 * nothing else.
 *
 * Amounts are decimal numbers of major units (`toMajor` of the server's minor units). Days
 * are UTC days, like every report of the platform. Profit and loss is the team's: wins
 * minus stakes of its settled rounds (positive: the team is ahead). Valid turnover is the
 * rewards module's one definition.
 */

const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export { maxTeamRangeDays, teamRanges, type TeamRange } from './agent-values';

export const teamOverviewQuery = z.object({
  range: z.enum(teamRanges).default('today'),
  /** Both required with `custom`, both ends included; ignored otherwise. */
  startDate: dateOnly.optional(),
  endDate: dateOnly.optional(),
});
export type TeamOverviewQuery = z.input<typeof teamOverviewQuery>;

/** What the team did in a day (or in all the range). */
export const teamDay = z.object({
  newRegistrations: z.number().int(),
  /** Members of the team with at least one round settled in it. */
  activeMembers: z.number().int(),
  depositCount: z.number().int(),
  deposits: z.number(),
  withdrawalCount: z.number().int(),
  withdrawals: z.number(),
  validTurnover: z.number(),
  profitLoss: z.number(),
});
export type TeamDay = z.infer<typeof teamDay>;

export const teamOverview = z.object({
  range: z.enum(teamRanges),
  startDate: z.string(),
  endDate: z.string(),
  /** Members of the team registered before the range's end. */
  members: z.number().int(),
  totals: teamDay,
  /** Every day of the range, days without anything as zeros: the chart's axis. */
  days: z.array(teamDay.extend({ date: z.string() })),
});
export type TeamOverview = z.infer<typeof teamOverview>;

export const downlineStatuses = ['active', 'locked'] as const;

export const downlinesQuery = z.object({
  ...pageQuery,
  /** Part of a username, any case. */
  username: plainText({ max: 64 }).optional(),
  status: z.enum(downlineStatuses).optional(),
  /** 1: the agent's direct downlines, 2: theirs, ... */
  level: z.coerce.number().int().min(1).max(64).optional(),
});
export type DownlinesQuery = z.input<typeof downlinesQuery>;

/** A member of the agent's tree. */
export const downline = z.object({
  username: z.string(),
  nickname: z.string().nullable(),
  /** Wire `customerType`: 0 player; 1, 2, 41, 42 sub-agent. */
  type: z.number().int(),
  isAgent: z.boolean(),
  status: z.string(),
  /** Depth under the signed-in agent: 1 for a direct downline. */
  level: z.number().int(),
  /** Whom it is registered under (the signed-in agent for level 1). */
  upline: z.string(),
  directDownlines: z.number().int(),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type Downline = z.infer<typeof downline>;

export const downlinePage = pageOf(downline);
export type DownlinePage = z.infer<typeof downlinePage>;

/** One downline opened: who it is, its own team's size, and its figures this month. */
export const downlineSummary = z.object({
  downline,
  /** Members under it at any depth (0 for a player). */
  teamSize: z.number().int(),
  month: z.object({ startDate: z.string(), endDate: z.string(), figures: teamDay }),
});
export type DownlineSummary = z.infer<typeof downlineSummary>;

export const endpoints = {
  teamOverview: {
    method: 'GET',
    path: paths.agentTeamOverview,
    summary: 'The agent’s team figures for today, this week, this month or chosen days',
    description:
      'Members, active members, new registrations, deposits, withdrawals, valid turnover and ' +
      'profit and loss of the signed-in agent’s whole downline, in all and per UTC day. A ' +
      `chosen range (\`range=custom\`) needs both dates and spans at most ${maxTeamRangeDays} days.`,
    query: teamOverviewQuery,
    response: envelope(teamOverview),
  },
  downlines: {
    method: 'GET',
    path: paths.agentDownlines,
    summary: 'The agent’s downline tree, paged, direct downlines first',
    query: downlinesQuery,
    response: envelope(downlinePage),
  },
  downline: {
    method: 'GET',
    path: paths.agentDownline,
    summary: 'One downline of the agent’s tree: its details, team size and this month',
    params: z.object({ username: plainText({ max: 64 }) }),
    response: envelope(downlineSummary),
  },
} as const;
