import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n';
import { Modal } from '../../../ui/Modal';
import { useGamesCatalogue } from '../../../app/games/catalogue';
import { GameGrid } from '../list/GameGrid';
import { useGameStartStore, type StartRequest } from '../../../app/games/start-store';
import { useStartRunner } from './useStartRunner';
import { useStartView } from './start-view';
import { VendorGamesModal } from './VendorGamesModal';
import '../games.css';

/**
 * On screen while a start is under way: takes each request from the start store and shows
 * the loader, a refusal (with the popular games offered for a game under maintenance) or a
 * vendor's game list. Closing what it shows ends it.
 */
export function GameStartLayer() {
  useGamesCatalogue();
  const { t } = useTranslation();
  const request = useGameStartStore((state) => state.request);
  const take = useGameStartStore((state) => state.take);
  const finish = useGameStartStore((state) => state.finish);
  const view = useStartView((state) => state.view);
  const run = useStartRunner();
  const onRequest = useEffectEvent((next: StartRequest) => void run(next));

  useEffect(() => {
    if (!request) return;
    const next = take();
    if (next) onRequest(next);
  }, [request, take]);

  const close = () => {
    useStartView.setState({ view: null });
    finish();
  };

  if (!view) return null;
  if (view.kind === 'launching')
    return (
      <div
        className="game-start-overlay"
        role="status"
        aria-live="polite"
        data-testid="game-launching"
      >
        <span className="spinner" aria-hidden="true" />
        <span>{t('games.start.launching', { name: view.name })}</span>
      </div>
    );
  if (view.kind === 'vendorGames')
    return (
      <VendorGamesModal
        vendor={view.vendor}
        displayName={view.displayName}
        category={view.category}
        onClose={close}
      />
    );
  return (
    <Modal title={t('games.start.refusedTitle')} onClose={close} testId="game-refused">
      <p className="game-refused-message" role="alert">
        {errorText(view.messageKey)}
      </p>
      {view.popular.length > 0 && (
        <section className="game-modal-body game-suggestions" data-testid="game-suggestions">
          <h3>{t('games.start.tryThese')}</h3>
          <GameGrid games={view.popular} favourite={false} label={t('games.start.tryThese')} />
        </section>
      )}
      <div className="dialog-actions">
        <button type="button" className="button button-primary" onClick={close}>
          {t('common.ok')}
        </button>
      </div>
    </Modal>
  );
}
