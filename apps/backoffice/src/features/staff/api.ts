import { boAdmin } from '@croupier/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, pathOf } from '../../api/client';

export type StaffAccount = boAdmin.StaffAccount;
export type StaffDraft = z.infer<typeof boAdmin.staffDraft>;
export type StaffChanges = z.infer<typeof boAdmin.staffChanges>;

const { endpoints } = boAdmin;

/** Staff accounts belong to the deployment, not to one brand: one list whatever the merchant. */
export const staffQuery = queryOptions({
  queryKey: ['staff'],
  queryFn: ({ signal }) =>
    apiRequest(endpoints.staff.path, { schema: z.array(boAdmin.staffAccount), signal }),
});

export const staffActions = {
  create: (draft: StaffDraft) =>
    apiRequest(endpoints.createStaff.path, {
      method: 'POST',
      body: draft,
      schema: boAdmin.staffAccount,
    }),
  update: (staffId: number, changes: StaffChanges) =>
    apiRequest(pathOf(endpoints.updateStaff.path, { staffId }), {
      method: 'PUT',
      body: changes,
      schema: boAdmin.staffAccount,
    }),
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
