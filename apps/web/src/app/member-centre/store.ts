import { create } from 'zustand';
import type { MemberCentrePage } from './pages';

// On the first render of every page: kept apart from pages.ts, which loads with the centre.

export const defaultMemberCentrePage: MemberCentrePage = 'securityCenter';

/** The search parameter that opens the member centre on any page: `?center=<page>`. */
export const memberCentreParam = 'center';

type MemberCentreState = {
  /** Spec §2: the centre is shown by a flag and shows the page that was set. */
  shown: boolean;
  page: MemberCentrePage;
  /** Opens the centre at a page without the login check; players go through `useOpenMemberCentre`. */
  openMemberCentre: (page?: MemberCentrePage) => void;
  closeMemberCentre: () => void;
};

export const useMemberCentreStore = create<MemberCentreState>((set) => ({
  shown: false,
  page: defaultMemberCentrePage,
  openMemberCentre: (page = defaultMemberCentrePage) => set({ shown: true, page }),
  closeMemberCentre: () => set({ shown: false }),
}));
