import type { Game, GameCategory, GameVendor } from '@croupier/contract';
import { create } from 'zustand';

/** What starting needs to know of a game; PVP rooms and grid entries carry the same. */
export type StartableGame = Pick<
  Game,
  | 'nodeId'
  | 'gameId'
  | 'gameName'
  | 'vassalage'
  | 'displayName'
  | 'gameType'
  | 'gameCode'
  | 'defaultPlayType'
  | 'isGame'
>;

/** A game to start (for free when asked), or a vendor whose category starts on click. */
export type StartRequest =
  | { game: StartableGame; freePlay: boolean }
  | { vendor: Pick<GameVendor, 'vassalage' | 'displayName'>; category: GameCategory };

type GameStartState = {
  /** The request the start layer has not taken yet. */
  request: StartRequest | null;
  /** The start layer is on screen (launching, a refusal, a vendor's game list). */
  active: boolean;
  startGame: (game: StartableGame, options?: { freePlay?: boolean }) => void;
  startVendor: (
    vendor: Pick<GameVendor, 'vassalage' | 'displayName'>,
    category: GameCategory,
  ) => void;
  take: () => StartRequest | null;
  finish: () => void;
};

/**
 * Starting a game from anywhere (lobby cards, header drop-downs, the DS88 entry): callers only
 * leave a request here; the start layer, whose code loads when the first request comes, does
 * the login check, the launch and the routing (spec §2 "Game start routing", §4).
 */
export const useGameStartStore = create<GameStartState>((set, get) => ({
  request: null,
  active: false,
  startGame: (game, options) =>
    set({ request: { game, freePlay: options?.freePlay ?? false }, active: true }),
  startVendor: (vendor, category) => set({ request: { vendor, category }, active: true }),
  take: () => {
    const { request } = get();
    if (request) set({ request: null });
    return request;
  },
  finish: () => set({ request: null, active: false }),
}));
