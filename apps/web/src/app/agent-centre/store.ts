import { create } from 'zustand';
import { useLoginCheck } from '../session/login-check';

// The agent centre's place in the app (spec §2 "Agent centre"; §4 "shown or hidden by flags,
// opened by setting a page and a shown flag"): on the first render of every page, so the
// member centre's menu can open it without loading it. Its code is features/agent.

/** This release's pages, in menu order; announcements, income and contracts come later. */
export const agentCentrePages = ['agentTeamOverview', 'agentDownline'] as const;
export type AgentCentrePage = (typeof agentCentrePages)[number];

export const defaultAgentCentrePage: AgentCentrePage = 'agentTeamOverview';

/** The search parameter that opens the agent centre on any page: `?agentCenter=<page>`. */
export const agentCentreParam = 'agentCenter';

export function isAgentCentrePage(value: string | null): value is AgentCentrePage {
  return agentCentrePages.includes(value as AgentCentrePage);
}

type AgentCentreState = {
  shown: boolean;
  page: AgentCentrePage;
  openAgentCentre: (page?: AgentCentrePage) => void;
  closeAgentCentre: () => void;
};

export const useAgentCentreStore = create<AgentCentreState>((set) => ({
  shown: false,
  page: defaultAgentCentrePage,
  openAgentCentre: (page = defaultAgentCentrePage) => set({ shown: true, page }),
  closeAgentCentre: () => set({ shown: false }),
}));

/** Opens the agent centre after the login check: a guest signs in, a trial account is warned. */
export function useOpenAgentCentre() {
  const loginCheck = useLoginCheck();
  const open = useAgentCentreStore((state) => state.openAgentCentre);
  return (page?: AgentCentrePage) => loginCheck(() => open(page));
}
