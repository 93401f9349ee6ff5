import { consoleAccess, consoleRewards, type rewards } from '@croupier/contract';
import type { QueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery } from '../../api/calls';
import { useStaff } from '../../app/staff';

export type VipLevel = rewards.VipLevel;
export type TurnoverRule = consoleRewards.TurnoverRule;

const { endpoints } = consoleRewards;

/** Everything the section holds of one merchant: what a change refreshes. */
export const rewardsKey = (merchant: string) => ['rewards', merchant] as const;

export function vipLevelsQuery(merchant: string) {
  return endpointQuery([...rewardsKey(merchant), 'vip-levels'], endpoints.vipLevels);
}

export function turnoverRulesQuery(merchant: string) {
  return endpointQuery([...rewardsKey(merchant), 'turnover-rules'], endpoints.turnoverRules);
}

/** The owners' and admins' changes; the server audits each. */
export const rewardsActions = {
  saveLadder: (body: consoleRewards.VipLevelsBody) =>
    callEndpoint(endpoints.updateVipLevels, { body }),
  saveTurnoverRules: (body: consoleRewards.TurnoverRulesBody) =>
    callEndpoint(endpoints.updateTurnoverRules, { body }),
};

export function refreshRewards(queryClient: QueryClient, merchant: string) {
  return queryClient.invalidateQueries({ queryKey: rewardsKey(merchant) });
}

/** Every role reads the section; the roles the server lets change it see the controls. */
export function useCanChangeRewards(): boolean {
  return consoleAccess.settingsRoles.includes(useStaff().role);
}
