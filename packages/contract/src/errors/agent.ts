import { error } from './entry';

/** Errors of the agent domain: `errorCode`, the i18n key clients translate, HTTP status. */
export const agentErrors = {
  /** The signed-in member has no affiliate code to share (not an agent). */
  affiliateCodeUnknown: error('affiliate.invalid', 'invitation_code_error', 404),
  /** A username that is not in the signed-in agent's own tree (or not at all: the same answer). */
  downlineUnknown: error('agent.downline.unknown', 'agent_downline_unknown', 404),
  /** A chosen range whose start is after its end, or with a missing end. */
  teamRangeInvalid: error('agent.team.range', 'agent_team_range_invalid', 400),
  /** A chosen range longer than the overview's daily series draws. */
  teamRangeTooLong: error('agent.team.range.long', 'agent_team_range_too_long', 400),
} as const;
