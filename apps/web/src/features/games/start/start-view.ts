import type { Game, GameCategory } from '@croupier/contract';
import { create } from 'zustand';

/** What the start layer shows: the launch loader, a refusal, or a vendor's game list. */
export type StartView =
  | { kind: 'launching'; name: string }
  | { kind: 'refused'; messageKey: string; popular: Game[] }
  | { kind: 'vendorGames'; vendor: string; displayName: string; category: GameCategory };

export const useStartView = create<{ view: StartView | null }>(() => ({ view: null }));

export function showStartView(view: StartView | null): void {
  useStartView.setState({ view });
}
