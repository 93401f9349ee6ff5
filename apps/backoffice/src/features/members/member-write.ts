import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { useCurrentMerchant } from '../../app/merchant';
import { refreshMember, type MemberProfile } from './api';

/** What a dialog about one member is given. */
export type MemberDialogProps = {
  member: MemberProfile;
  onClose: () => void;
  /** Done: what the page tells the staff member. */
  onDone: (message: string) => void;
};

/**
 * A change to a member (a lock, a new password, the VIP rank, ending sessions, a balance
 * adjustment). Once it is done, everything the console shows of the merchant's members is
 * asked again, then `done` takes the answer.
 */
export function useMemberWrite<Arg = void, Result = unknown>(
  send: (arg: Arg) => Promise<Result>,
  done?: (result: Result) => void,
  options: Pick<UseMutationOptions<Result, Error, Arg>, 'onError' | 'onSettled'> = {},
) {
  const queryClient = useQueryClient();
  const merchant = useCurrentMerchant();
  return useMutation({
    ...options,
    mutationFn: send,
    onSuccess: (result) => {
      void refreshMember(queryClient, merchant?.code ?? '');
      done?.(result);
    },
  });
}
