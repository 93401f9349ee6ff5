import { agentAccountTypes } from '@croupier/contract';

/**
 * The member centre's pages of this release, in menu order (spec §2 "Member centre"). The
 * keys are the family's, so a link such as `?center=depositv2` keeps its meaning. Cashback,
 * reward centre, invite friends and missions join with their issues.
 */
export const memberCentrePages = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'transferDownline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'messageV2',
] as const;
export type MemberCentrePage = (typeof memberCentrePages)[number];

export function isMemberCentrePage(value: string | null): value is MemberCentrePage {
  return memberCentrePages.includes(value as MemberCentrePage);
}

export function isAgentType(type: number | undefined): boolean {
  return agentAccountTypes.includes(type as (typeof agentAccountTypes)[number]);
}

/**
 * The pages a member sees: transfer to upline only with an upline the merchant lets them
 * pay (`toUpline`), transfer to downline only for agents.
 */
export function visiblePages(member: { agent: boolean; toUpline: boolean }): MemberCentrePage[] {
  return memberCentrePages.filter(
    (page) =>
      (page !== 'transferUpline' || member.toUpline) &&
      (page !== 'transferDownline' || member.agent),
  );
}
