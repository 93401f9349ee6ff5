import { screen } from '@testing-library/react';
import { useMemberInfo } from './member-info';

/**
 * For tests: a mark that renders once the signed-in member's info has arrived. It shares the
 * query of the login check, so when it shows, every check rendered beside it knows the member.
 */
export function MemberInfoProbe() {
  return useMemberInfo().data ? <output data-testid="member-info-loaded" hidden /> : null;
}

/** Waits until the member's info has arrived (a MemberInfoProbe is rendered). */
export const memberInfoArrived = () =>
  screen.findByTestId('member-info-loaded', {}, { timeout: 5000 });
