import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { balanceChangedMessage, type BalanceChanged, type studio } from '@croupier/contract';
import { wireToMinor } from '@croupier/web-kit/money';

/** What every part of a game reads and changes: the session, balance and seeds in play. */
export type GameState = {
  session: studio.StudioSession;
  /** Minor units. */
  balance: bigint;
  seeds: studio.StudioSession['seeds'];
  /** Changes after every settled round or rotation: lists of rounds refetch on it. */
  roundsVersion: number;
  /** The stake is gone while the reels turn; the round's answer comes with `settle`. */
  takeStake(stake: bigint): void;
  restoreBalance(balance: bigint): void;
  /** Shows a settled round's balance and tells the site, whose header shows it too. */
  settle(result: studio.PlayResult): void;
  setSeeds(seeds: studio.StudioSession['seeds']): void;
};

const GameContext = createContext<GameState | null>(null);

/** Wire amounts are decimal major units; inside, minor units as bigint. */
export function toMinor(amount: number): bigint {
  return wireToMinor(amount) ?? 0n;
}

/**
 * Tells the site (the page around the /game iframe, same origin) that the balance changed,
 * with the round's settled balance, so its header shows the very figure the game shows: a
 * fresh read could be answered before, or overtaken by, an older one. Outside an iframe the
 * parent is the game itself.
 */
export function announceBalanceChange(balance: number): void {
  const message: BalanceChanged = { ...balanceChangedMessage, balance };
  window.parent.postMessage(message, window.location.origin);
}

export function GameProvider({
  session,
  children,
}: {
  session: studio.StudioSession;
  children: ReactNode;
}) {
  const [balance, setBalance] = useState(() => toMinor(session.balance));
  const [seeds, setSeedsState] = useState(session.seeds);
  const [roundsVersion, setRoundsVersion] = useState(0);

  const takeStake = useCallback((stake: bigint) => setBalance((current) => current - stake), []);
  const settle = useCallback((result: studio.PlayResult) => {
    setBalance(toMinor(result.balance));
    setSeedsState(result.seeds);
    setRoundsVersion((version) => version + 1);
    announceBalanceChange(result.balance);
  }, []);
  const setSeeds = useCallback((next: studio.StudioSession['seeds']) => {
    setSeedsState(next);
    setRoundsVersion((version) => version + 1);
  }, []);

  const value = useMemo<GameState>(
    () => ({
      session,
      balance,
      seeds,
      roundsVersion,
      takeStake,
      restoreBalance: setBalance,
      settle,
      setSeeds,
    }),
    [session, balance, seeds, roundsVersion, takeStake, settle, setSeeds],
  );
  return <GameContext.Provider value={value}>{children}</GameContext.Provider>;
}

export function useGame(): GameState {
  const game = useContext(GameContext);
  if (!game) throw new Error('useGame outside a GameProvider');
  return game;
}
