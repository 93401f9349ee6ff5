import type { WinnerLine } from '@croupier/contract';
import { useDeferredValue, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../ui/LazyImage';
import { formatWireMoney } from '@croupier/web-kit/money';
import { useSite } from '../../app/site';
import { useWinnerBoard } from './games-api';
import { HomeSection } from './HomeSection';

type Winner = WinnerLine['vo'];

const stepEveryMs = 3000;

function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Moves a scrolling list on by one line every few seconds, back to the top after the last.
 * It holds still while the pointer or focus is on it, and never moves for visitors who ask
 * for reduced motion: they scroll it themselves.
 */
function useGentleScroll(box: RefObject<HTMLElement | null>, lines: number) {
  const [held, setHeld] = useState(false);
  const [reduced] = useState(prefersReducedMotion);
  const moving = !held && !reduced && lines > 1;
  useEffect(() => {
    const element = box.current;
    if (!moving || !element) return;
    let line = 0;
    const timer = setInterval(() => {
      const rows = element.querySelectorAll<HTMLElement>('li');
      const atEnd = element.scrollTop + element.clientHeight >= element.scrollHeight - 1;
      line = atEnd ? 0 : (line + 1) % rows.length;
      element.scrollTo?.({ top: rows[line]?.offsetTop ?? 0, behavior: 'smooth' });
    }, stepEveryMs);
    return () => clearInterval(timer);
  }, [box, moving]);
  const hold = () => setHeld(true);
  const release = () => setHeld(false);
  return {
    moving,
    handlers: { onMouseEnter: hold, onMouseLeave: release, onFocus: hold, onBlur: release },
  };
}

/**
 * The winner board (spec §2 home): the biggest recent wins as the server reports them, with
 * the players' names masked by the server. With no wins it says so; it never makes any up.
 */
export function WinnerBoard() {
  const { t } = useTranslation();
  const winners = useWinnerBoard();
  // Drawn in the background when the answer comes, not in one long task with the other
  // sections' (see GameLane).
  const lines = useDeferredValue(winners.data);
  return (
    <HomeSection
      title={t('homeGames.winners')}
      className="winner-board"
      testId="winner-board"
      query={winners}
      list={lines}
      isEmpty={(shown) => shown.length === 0}
      placeholder={
        <div className="winner-window winner-loading" role="status">
          <span className="visually-hidden">{t('common.loading')}</span>
        </div>
      }
      emptyText={t('homeGames.noWinners')}
      emptyTestId="no-winners"
    >
      {(shown) => <WinnerList winners={shown} />}
    </HomeSection>
  );
}

function WinnerList({ winners }: { winners: Winner[] }) {
  const { t } = useTranslation();
  const symbol = useSite().merchant.currencySymbol;
  const box = useRef<HTMLDivElement>(null);
  const { moving, handlers } = useGentleScroll(box, winners.length);
  return (
    // A region that scrolls is reachable by keyboard, so it can be read and scrolled by hand.
    <div
      ref={box}
      className="winner-window"
      role="region"
      tabIndex={0}
      aria-label={t('homeGames.winnersList')}
      data-moving={moving}
      data-testid="winner-list"
      {...handlers}
    >
      <ul className="winner-list">
        {winners.map((winner, index) => {
          const amount = formatWireMoney(winner.winAmount, symbol);
          return (
            <li key={`${winner.nodeId}-${index}`} className="winner-line">
              {winner.iconUrl ? (
                <LazyImage
                  src={winner.iconUrl}
                  alt=""
                  aspectRatio="1 / 1"
                  className="winner-icon"
                />
              ) : (
                <span className="lazy-image winner-icon" aria-hidden="true" />
              )}
              <span className="visually-hidden">
                {t('homeGames.winLine', {
                  name: winner.customerName,
                  amount,
                  game: winner.gameName,
                })}
              </span>
              <span className="winner-text" aria-hidden="true">
                <span className="winner-name" data-testid="winner-name">
                  {winner.customerName}
                </span>
                <span className="winner-game">{winner.gameName}</span>
              </span>
              <span className="winner-amount" aria-hidden="true">
                <span className="winner-won">{t('homeGames.won')}</span> {amount}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
