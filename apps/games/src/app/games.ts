import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StudioGameId } from '@croupier/contract';

type Lazy = LazyExoticComponent<ComponentType>;

/**
 * One lazy chunk per game: a player loads the game they opened and nothing else. `Play` is
 * the table or reels, `Rules` the paytable and rules panel.
 */
export const studioGames: Record<StudioGameId, { Play: Lazy; Rules: Lazy }> = {
  classic3x3: {
    Play: lazy(() => import('../games/classic3x3/Classic3x3Game')),
    Rules: lazy(() => import('../games/classic3x3/Classic3x3Rules')),
  },
  video5x3: {
    Play: lazy(() => import('../games/video5x3/Video5x3Game')),
    Rules: lazy(() => import('../games/video5x3/Video5x3Rules')),
  },
  ways5x4: {
    Play: lazy(() => import('../games/ways5x4/Ways5x4Game')),
    Rules: lazy(() => import('../games/ways5x4/Ways5x4Rules')),
  },
  roulette: {
    Play: lazy(() => import('../games/roulette/RouletteGame')),
    Rules: lazy(() => import('../games/roulette/RouletteRules')),
  },
};

/** The fairness panel carries the engines (to recompute rounds): loaded when opened. */
export const FairnessPanel = lazy(() => import('../fairness/FairnessPanel'));
