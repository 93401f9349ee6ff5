import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { balanceKey, type Balance } from '../../../app/wallet/balance';
import { useGamesCatalogue } from '../../../app/games/catalogue';
import { IconButton } from '../../../ui/IconButton';
import { readLaunch } from '../start/launch-storage';
import { readBalanceChanged, withMainWallet } from './balance-messages';
import { useFullscreen } from './fullscreen';
import '../games.css';

export { balanceChangedMessage } from './balance-messages';

/**
 * Games of our origin (the studio) tell the site when they moved money. A message with the
 * round's settled balance (read in the round's own transaction) sets the header's figure, and
 * a balance read still in flight is cancelled: started before the round committed, it would
 * otherwise land after and put the previous round's figure back. A message without a
 * balance has the balance asked again. Messages from any other origin are ignored: a
 * third-party frame must not be able to make the site call its API or change what it shows.
 */
function useBalanceMessages() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const settled = readBalanceChanged(event.data);
      if (settled === null) return;
      const current = queryClient.getQueryData<Balance>(balanceKey);
      const next = settled !== undefined && current && withMainWallet(current, settled);
      if (!next) {
        void queryClient.invalidateQueries({ queryKey: balanceKey });
        return;
      }
      // A cancelled read restores the data it started from: set the new figure after it.
      void queryClient
        .cancelQueries({ queryKey: balanceKey })
        .then(() => queryClient.setQueryData(balanceKey, next));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient]);
}

/**
 * The launched game (spec §2 `/game`, header only): the stored address in a frame filling the
 * rest of the window without the page scrolling, a loader until it has loaded, Back to the
 * lobby it was started from (the only way back: studio games leave theirs out inside the
 * site) and full screen. A reload keeps the game (session storage); without one, the page
 * says where to choose a game.
 */
export function GamePage() {
  useGamesCatalogue();
  useBalanceMessages();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const launch = readLaunch();
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const page = useRef<HTMLElement>(null);
  const fullscreen = useFullscreen(page);

  if (!launch)
    return (
      <section className="game-page-empty empty-state" data-testid="game-page-empty">
        <h1>{t('games.play.noGame')}</h1>
        <Link to="/index" className="button button-primary">
          {t('games.play.toLobby')}
        </Link>
      </section>
    );

  const fromLobby = (location.state as { fromLobby?: boolean } | null)?.fromLobby === true;
  const back = () => (fromLobby ? navigate(-1) : navigate(launch.lobby));
  const loading = loadedUrl !== launch.url;

  return (
    <section
      ref={page}
      className={fullscreen.pinned ? 'game-page game-page-pinned' : 'game-page'}
      data-testid="game-page"
    >
      <div className="game-page-bar">
        <button type="button" className="button button-small" onClick={back}>
          <span aria-hidden="true">‹</span> {t('games.play.back')}
        </button>
        <h1 className="game-page-title">{launch.name}</h1>
        <IconButton
          icon={fullscreen.active ? 'fullscreenExit' : 'fullscreen'}
          label={t(fullscreen.active ? 'games.play.exitFullscreen' : 'games.play.fullscreen')}
          onClick={() => (fullscreen.active ? fullscreen.exit() : void fullscreen.enter())}
          className="icon-link game-fullscreen"
          testId="game-fullscreen"
        />
      </div>
      <div className="game-frame">
        {loading && (
          <div className="game-frame-loader" role="status" data-testid="game-frame-loading">
            <span className="spinner" aria-hidden="true" />
            <span>{t('games.start.launching', { name: launch.name })}</span>
          </div>
        )}
        <iframe
          key={launch.url}
          src={launch.url}
          title={launch.name || t('games.play.frameTitle')}
          allow="fullscreen; autoplay"
          allowFullScreen
          onLoad={() => setLoadedUrl(launch.url)}
          data-testid="game-frame"
        />
      </div>
    </section>
  );
}
