import {
  categoryRoutes,
  clickThroughCategories,
  trialAccountType,
  vassalageEntry,
  type lottery,
} from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../api/client';
import { isSafeUrl } from '@croupier/web-kit/rich-text';
import { useMemberInfo } from '../../../app/session/member-info';
import { useSessionStore } from '../../../app/session/store';
import { firstVendorGame, launchGame, launchLottery, type GameMaintenance } from '../api';
import {
  useGameStartStore,
  type StartableGame,
  type StartRequest,
} from '../../../app/games/start-store';
import { readLaunch, storeLaunch } from './launch-storage';
import { lotteryCategories, lotteryLaunchQuery } from './routing';
import { showStartView } from './start-view';

/** The address Back on /game returns to. */
export const gamePath = '/game';

/**
 * Carries out a start request (spec §2 "Game start routing", §4 "Game start"):
 * - a vendor entry (isGame VASSALAGE) opens its game list in a popup;
 * - lottery categories ask the lottery launch where they open (the game's betting view on its
 *   default play type, or the lobby) and go there, after the login check;
 * - a vendor of a category that is not click-through opens its category page, selected
 *   (a slot vendor: /rng?page={vendor});
 * - everything else launches: the login check first (no token → login popup; a trial account
 *   → the real-account warning, unless it is free play), the loader, launchGame, then the
 *   game's address is stored and /game opens. Refusals stay on screen with their reason.
 */
export function useStartRunner(): (request: StartRequest) => Promise<void> {
  const navigate = useNavigate();
  const location = useLocation();
  const member = useMemberInfo();
  const language = useTranslation().i18n.language;
  const finish = useGameStartStore((state) => state.finish);

  const done = () => {
    showStartView(null);
    finish();
  };

  /**
   * The login check of spec §6; free play is open to trial accounts. A start right after the
   * page opened may come before the member's info: the account type is waited for, not guessed.
   */
  const passesLoginCheck = async (freePlay: boolean): Promise<boolean> => {
    const { token, openModal } = useSessionStore.getState();
    if (!token) {
      openModal('login');
      return false;
    }
    const type = member.data?.type ?? (await member.refetch()).data?.type;
    if (!freePlay && type === trialAccountType) {
      openModal('trialWarning');
      return false;
    }
    return true;
  };

  const refuse = (messageKey: string, popular: GameMaintenance['popular'] = []) =>
    showStartView({ kind: 'refused', messageKey, popular });

  const launch = async (game: StartableGame, freePlay: boolean) => {
    showStartView({ kind: 'launching', name: game.gameName });
    try {
      const url = await launchGame(game, freePlay, language);
      if (!url || !isSafeUrl(url)) return refuse('system_error');
      // From /game itself (a header entry), Back still leads to the lobby the first game left.
      const lobby =
        location.pathname === gamePath
          ? (readLaunch()?.lobby ?? '/index')
          : `${location.pathname}${location.search}`;
      storeLaunch({ url, lobby, name: game.gameName });
      navigate(gamePath, { state: { fromLobby: location.pathname !== gamePath } });
      done();
    } catch (error) {
      if (!(error instanceof ApiError)) return refuse('system_error');
      const suggestions =
        error.messageKey === 'game_maintenance'
          ? ((error.value as GameMaintenance | null)?.popular ?? [])
          : [];
      refuse(error.messageKey, suggestions);
    }
  };

  /** A lottery start: the server checks the game and answers the page of this site it opens on. */
  const openLottery = async (name: string, query: lottery.LotteryLaunchQuery) => {
    if (!(await passesLoginCheck(false))) return done();
    showStartView({ kind: 'launching', name });
    try {
      const { url } = await launchLottery(query);
      // A page of this site only, whatever the answer says (`//host` is another site).
      if (!/^\/(?![/\\])/.test(url)) return refuse('system_error');
      navigate(url);
      done();
    } catch (error) {
      refuse(error instanceof ApiError ? error.messageKey : 'system_error');
    }
  };

  const run = async (request: StartRequest): Promise<void> => {
    if ('vendor' in request) {
      const { vendor, category } = request;
      if (lotteryCategories.includes(category)) {
        return openLottery(
          vendor.displayName,
          lotteryLaunchQuery(vendor.vassalage, category, language),
        );
      }
      if (!clickThroughCategories.includes(category)) {
        navigate(`${categoryRoutes[category]}?page=${encodeURIComponent(vendor.vassalage)}`);
        return done();
      }
      if (!(await passesLoginCheck(false))) return done();
      showStartView({ kind: 'launching', name: vendor.displayName });
      try {
        const game = await firstVendorGame(vendor.vassalage, category);
        if (!game) return refuse('games_vendor_empty');
        return launch(game, false);
      } catch (error) {
        return refuse(error instanceof ApiError ? error.messageKey : 'system_error');
      }
    }

    const { game, freePlay } = request;
    if (game.isGame === vassalageEntry) {
      return showStartView({
        kind: 'vendorGames',
        vendor: game.vassalage,
        displayName: game.displayName || game.gameName,
        category: game.gameType,
      });
    }
    if (lotteryCategories.includes(game.gameType)) {
      return openLottery(
        game.gameName,
        lotteryLaunchQuery(game.vassalage, game.gameType, language, game),
      );
    }
    if (!(await passesLoginCheck(freePlay))) return done();
    return launch(game, freePlay);
  };

  return run;
}
