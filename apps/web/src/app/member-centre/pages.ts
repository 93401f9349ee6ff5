import { agentAccountTypes, isModuleEnabled, modIds } from '@croupier/contract';
import { useContext } from 'react';
import { SiteContext } from '../site';

/**
 * The member centre's pages of this release, in menu order (spec §2 "Member centre"). The
 * keys are the family's, so a link such as `?center=depositv2` keeps its meaning. Reward
 * centre, invite friends and missions join with their issues.
 */
export const memberCentrePages = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'transferDownline',
  'personalHistoryCopy',
  'manualRebate',
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
 * pay (`toUpline`), transfer to downline only for agents, cashback only when the brand's
 * members claim it (`cashback`: the MANUAL_REBATE switch; off, it is paid daily by itself).
 */
export function visiblePages(member: {
  agent: boolean;
  toUpline: boolean;
  cashback?: boolean;
}): MemberCentrePage[] {
  return memberCentrePages.filter(
    (page) =>
      (page !== 'transferUpline' || member.toUpline) &&
      (page !== 'transferDownline' || member.agent) &&
      (page !== 'manualRebate' || member.cashback === true),
  );
}

/**
 * Whether the brand's members claim their cashback (MANUAL_REBATE): the header, the side menu
 * and the centre then offer it. Outside the loaded site (a part rendered on its own) no switch
 * says so, and nothing offers it.
 */
export function useCashbackClaimable(): boolean {
  const site = useContext(SiteContext);
  return site !== null && isModuleEnabled(site.info.whitelabel, modIds.manualRebate);
}
