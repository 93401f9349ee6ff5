// Plain values of the agent domain, without zod (see system-values.ts).

/** The team overview's ranges: today, this week (from Monday), this month, or chosen days. */
export const teamRanges = ['today', 'week', 'month', 'custom'] as const;
export type TeamRange = (typeof teamRanges)[number];

/** The longest chosen range of the team overview, in days: its chart draws one bar per day. */
export const maxTeamRangeDays = 31;
