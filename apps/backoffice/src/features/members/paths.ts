/** Where the section lives (its entry in `sections.tsx`); a member's page is under it. */
export const membersBase = '/members';

export const memberPath = (memberId: number) => `${membersBase}/${memberId}`;
