import { Suspense, useState, type ReactNode } from 'react';
import { studioGameNames, type StudioGameId } from '@croupier/contract';
import { titleIn, useLanguage, useTexts } from '../i18n/language';
import { sharedTexts } from '../i18n/shared';
import { Dialog } from '../ui/Dialog';
import { formatMoney } from '@croupier/web-kit/money';
import { Loader } from '../ui/Screens';
import { useGame } from './game-context';
import { FairnessPanel, studioGames } from './games';
import { goToLobby, inSiteFrame } from './launch';

type Panel = 'rules' | 'fairness' | null;

/**
 * The frame of every game: lobby button, title, balance, the rules and fairness panels. In
 * the site's /game frame the site's bar has Back and the name (one way back, issue 19), so
 * the game's top row is its menu and the balance, and the game keeps the height.
 */
export function GameScreen({ gameId, lobby }: { gameId: StudioGameId; lobby: string }) {
  const texts = useTexts(sharedTexts);
  const language = useLanguage();
  const { session, balance } = useGame();
  const [panel, setPanel] = useState<Panel>(null);
  const { Play, Rules } = studioGames[gameId];
  const [embedded] = useState(inSiteFrame);
  const menu: ReactNode = (
    <nav className="toolbar" aria-label={texts.gameMenu}>
      <button type="button" className="button button--small" onClick={() => setPanel('rules')}>
        {texts.rules}
      </button>
      <button type="button" className="button button--small" onClick={() => setPanel('fairness')}>
        {texts.fairness}
      </button>
    </nav>
  );

  return (
    <div className={embedded ? 'game game--embedded' : 'game'} data-game={gameId}>
      <header className="topbar">
        {embedded ? null : (
          <button type="button" className="link-button" onClick={() => goToLobby(lobby)}>
            <span aria-hidden="true">←</span> {texts.lobby}
          </button>
        )}
        <h1 className={embedded ? 'visually-hidden' : 'topbar__title'}>
          {titleIn(studioGameNames[gameId], language)}
        </h1>
        {embedded ? menu : null}
        <p className="topbar__balance">
          <span>{session.freePlay ? texts.playMoney : texts.balance}</span>
          <strong data-testid="balance">{formatMoney(balance, session.currencySymbol)}</strong>
        </p>
      </header>
      {session.freePlay ? <p className="notice">{texts.playMoneyNote}</p> : null}
      {embedded ? null : menu}
      <main className="table">
        <Suspense fallback={<Loader label={texts.opening} />}>
          <Play />
        </Suspense>
      </main>
      <Dialog open={panel === 'rules'} title={texts.rules} onClose={() => setPanel(null)}>
        <Suspense fallback={<Loader label={texts.opening} />}>
          <Rules />
        </Suspense>
      </Dialog>
      <Dialog
        open={panel === 'fairness'}
        title={texts.fairnessTitle}
        onClose={() => setPanel(null)}
      >
        <Suspense fallback={<Loader label={texts.opening} />}>
          <FairnessPanel />
        </Suspense>
      </Dialog>
    </div>
  );
}
