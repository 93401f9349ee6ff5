import { useCallback, useEffect, useRef, useState } from 'react';
import type { studio } from '@croupier/contract';
import { StudioApiError, studioApi } from '../api/studio-api';
import { announceBalanceChange, useGame } from '../app/game-context';
import { pause, usePrefersReducedMotion } from './motion';

/** The least time reels or a wheel turn, so a fast answer still reads as a spin. */
const minimumSpinMs = 900;

type Wager = Omit<studio.PlayBody, 'sessionToken'>;

/**
 * One round at a time: `play` sends the wager (the stake leaves the balance at once), waits
 * at least a short spin, and answers the settled round, or null after showing why not.
 * The game reveals it, then calls `finish`, which shows the new balance and tells the site.
 * No auto-play: every round starts from the player's own action.
 */
export function usePlay() {
  const game = useGame();
  const reducedMotion = usePrefersReducedMotion();
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const inFlight = useRef(false);
  const unannounced = useRef<studio.PlayResult | null>(null);

  useEffect(
    () => () => {
      // Leaving mid-reveal: the money has moved, so the site must still hear of it.
      if (unannounced.current) announceBalanceChange(unannounced.current.balance);
    },
    [],
  );

  const play = useCallback(
    async (wager: Wager, stake: bigint): Promise<studio.PlayResult | null> => {
      if (inFlight.current) return null;
      if (stake > game.balance) {
        setErrorKey('insufficient_balance');
        return null;
      }
      inFlight.current = true;
      setBusy(true);
      setErrorKey(null);
      game.takeStake(stake);
      try {
        const [result] = await Promise.all([
          studioApi.play({ sessionToken: game.session.sessionToken, ...wager }),
          pause(reducedMotion ? 0 : minimumSpinMs),
        ]);
        unannounced.current = result;
        return result;
      } catch (error) {
        game.takeStake(-stake);
        setErrorKey(error instanceof StudioApiError ? error.messageKey : 'system_error');
        inFlight.current = false;
        setBusy(false);
        return null;
      }
    },
    [game, reducedMotion],
  );

  const finish = useCallback(
    (result: studio.PlayResult) => {
      unannounced.current = null;
      game.settle(result);
      inFlight.current = false;
      setBusy(false);
    },
    [game],
  );

  return { play, finish, busy, errorKey, reducedMotion };
}
