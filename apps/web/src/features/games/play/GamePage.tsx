import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { balanceKey } from '../../../app/wallet/balance';
import { useGamesCatalogue } from '../../../app/games/catalogue';
import { readLaunch } from '../start/launch-storage';
import '../games.css';

/** What a game in the frame posts to the site when it moved the player's money. */
export const balanceChangedMessage = 'croupier.balanceChanged';

/**
 * Games of our origin (the studio) tell the site when they moved money; the header's balance
 * is then asked again. Messages from any other origin are ignored: a third-party frame must
 * not be able to make the site call its API.
 */
function useBalanceMessages() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: unknown } | null;
      if (data?.type === balanceChangedMessage)
        void queryClient.invalidateQueries({ queryKey: balanceKey });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient]);
}

/**
 * The launched game (spec §2 `/game`, header only): the stored address in a frame filling the
 * page, a loader until it has loaded, and Back to the lobby it was started from. A reload
 * keeps the game (session storage); without one, the page says where to choose a game.
 */
export function GamePage() {
  useGamesCatalogue();
  useBalanceMessages();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const launch = readLaunch();
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);

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
    <section className="game-page" data-testid="game-page">
      <div className="game-page-bar">
        <button type="button" className="button button-small" onClick={back}>
          <span aria-hidden="true">‹</span> {t('games.play.back')}
        </button>
        <h1 className="game-page-title">{launch.name}</h1>
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
