import { parseAmount, paths, trialAccountType } from '@croupier/contract';
import type { wallet } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { create } from 'zustand';
import { apiRequest } from '../../api/client';
import { formatMoney } from '../../ui/money';
import { useMemberInfo } from '../session/api';
import { useSessionStore } from '../session/store';

// On the first render (header and side menu): answers are typed, not parsed, to keep zod out.

export type Balance = wallet.Balance;
export const balanceKey = ['wallet', 'balance'] as const;

/**
 * A wire amount (signed decimal of major units) as players read it: "P 1,234.50". Converted
 * through its text into minor units, so float arithmetic never touches it.
 */
export function formatWireMoney(amount: number, currencySymbol: string): string {
  const minor = parseAmount(Math.abs(amount)) ?? BigInt(Math.round(Math.abs(amount) * 100));
  return formatMoney(amount < 0 ? -minor : minor, currencySymbol);
}

/** The member's balances; trial accounts never touch real money, so they have none. */
export function useBalance() {
  const token = useSessionStore((state) => state.token);
  const member = useMemberInfo();
  return useQuery({
    queryKey: balanceKey,
    queryFn: ({ signal }) => apiRequest<Balance>(paths.balance, { signal }),
    enabled: token !== null && member.isSuccess && member.data.type !== trialAccountType,
    staleTime: 15_000,
  });
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
