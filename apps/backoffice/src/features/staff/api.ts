import { consoleAdmin } from '@croupier/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint, endpointQuery } from '../../api/calls';

export type StaffAccount = consoleAdmin.StaffAccount;
export type StaffDraft = z.infer<typeof consoleAdmin.staffDraft>;
export type StaffChanges = z.infer<typeof consoleAdmin.staffChanges>;

const { endpoints } = consoleAdmin;

/** Staff accounts belong to the deployment, not to one brand: one list whatever the merchant. */
export const staffQuery = endpointQuery(['staff'], endpoints.staff);

export const staffActions = {
  create: (draft: StaffDraft) => callEndpoint(endpoints.createStaff, { body: draft }),
  update: (staffId: number, changes: StaffChanges) =>
    callEndpoint(endpoints.updateStaff, { params: { staffId }, body: changes }),
};

/** After a write: the row shows the answer at once, then the list is asked again. */
export function refreshStaff(queryClient: QueryClient, account?: StaffAccount): Promise<void> {
  if (account) {
    queryClient.setQueryData<StaffAccount[]>(staffQuery.queryKey, (list) =>
      list?.map((old) => (old.staffId === account.staffId ? account : old)),
    );
  }
  return queryClient.invalidateQueries({ queryKey: staffQuery.queryKey });
}
