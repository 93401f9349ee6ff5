import { paths, trialAccountType } from '@croupier/contract';
import type { wallet } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { create } from 'zustand';
import { call } from '../../api/client';
import { useMemberInfo } from '../session/member-info';
import { useSessionStore } from '../session/store';

// On the first render (header and side menu): answers are typed by their contract endpoints,
// not parsed, to keep zod out.

export type Balance = wallet.Balance;
export const balanceKey = ['wallet', 'balance'] as const;

/** The member's balances; trial accounts never touch real money, so they have none. */
export function useBalance() {
  const token = useSessionStore((state) => state.token);
  const member = useMemberInfo();
  return useQuery({
    queryKey: balanceKey,
    queryFn: ({ signal }) => call<typeof wallet.endpoints.balance>(paths.balance, { signal }),
    enabled: token !== null && member.isSuccess && member.data.type !== trialAccountType,
    staleTime: 15_000,
  });
}

/** The merchant's currency symbol, from the balance answer (spec §3: default P). */
export function useCurrencySymbol(): string {
  return useBalance().data?.currencySymbol ?? 'P';
}

const hiddenKey = 'balanceHidden';

function storedHidden(): boolean {
  try {
    return globalThis.localStorage?.getItem(hiddenKey) === '1';
  } catch {
    return false;
  }
}

type BalanceVisibility = { hidden: boolean; toggle: () => void };

/** Spec §2 "hide-balance": one choice for the header and the side menu, kept across visits. */
export const useBalanceVisibility = create<BalanceVisibility>((set, get) => ({
  hidden: storedHidden(),
  toggle: () => {
    const hidden = !get().hidden;
    try {
      localStorage.setItem(hiddenKey, hidden ? '1' : '0');
    } catch {
      // Private modes may refuse storage; the choice then lasts for this visit.
    }
    set({ hidden });
  },
}));
