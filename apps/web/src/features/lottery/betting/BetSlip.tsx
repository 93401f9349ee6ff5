import { formatMoney, wireToMinor } from '@croupier/web-kit/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '../api';
import { useSessionStore } from '../../../app/session/store';
import { useCurrencySymbol } from '../../../app/wallet/balance';
import { errorText } from '../../../i18n';
import type { GameClock } from '../parts/DrawClock';
import { useLotteryLabels } from '../parts/labels';
import { Stepper } from '../parts/Stepper';
import { priceSlip } from '../slip';
import { useGameSlip, useSlipStore } from '../slip-store';
import { ConfirmTickets } from './ConfirmTickets';

/** The highest multiplier the slip offers; the game's limits per line still apply. */
const maxMultiplier = 1_000;

/** The bets' section of a game's page: the game, its clock, and the way to its tickets. */
export type BetsProps = { game: LotteryGame; clock: GameClock; onShowTickets: () => void };

/**
 * The bet slip: the lines added, each with its points, the multiplier over all of them, the
 * engine's count of lines, the total stake and the most it can win, and "place bet". Guests
 * are asked to log in instead; the draw and the balance are confirmed in a dialog.
 */
export function BetSlip({ game, clock, onShowTickets }: BetsProps) {
  const { t } = useTranslation();
  const labels = useLotteryLabels();
  const symbol = useCurrencySymbol();
  const token = useSessionStore((state) => state.token);
  const openModal = useSessionStore((state) => state.openModal);
  const slip = useGameSlip(game.gameCode);
  const { remove, setPoints, setMultiplier, clear } = useSlipStore();
  const [confirming, setConfirming] = useState(false);
  const [placed, setPlaced] = useState<{ count: number; numero: string } | null>(null);
  const priced = priceSlip(game, slip.lines, slip.multiplier);
  const money = (minor: bigint) => formatMoney(minor, symbol);
  const perPoint = wireToMinor(game.stakePerPoint) ?? 1n;
  const maxPoints = Number((wireToMinor(game.maxStakePerLine) ?? perPoint) / perPoint) || 1;
  const empty = slip.lines.length === 0;

  const place = () => {
    setPlaced(null);
    if (!token) openModal('login');
    else setConfirming(true);
  };

  return (
    <section className="lottery-slip" aria-labelledby="lottery-slip-title" data-testid="bet-slip">
      <h2 id="lottery-slip-title">
        {t('lottery.slip.title')}
        {!empty && <span className="lottery-chip">{slip.lines.length}</span>}
      </h2>
      {placed && (
        <p className="lottery-notice" role="status" data-testid="placed">
          {t('lottery.confirm.placed', { count: placed.count, numero: placed.numero })}{' '}
          <button type="button" className="link-button" onClick={onShowTickets}>
            {t('lottery.confirm.seeTickets')}
          </button>
        </p>
      )}
      {empty ? (
        <p className="lottery-muted" data-testid="slip-empty">
          {t('lottery.slip.empty')}
        </p>
      ) : (
        <ol className="lottery-slip-lines">
          {priced.lines.map((line) => {
            const name = labels.betType(game.family, line.betType);
            const picks = labels.selection(game.family, line.betType, line.selection);
            return (
              <li key={line.id} data-testid="slip-line">
                <div className="lottery-slip-what">
                  <strong>{name}</strong>
                  <span className="lottery-picks">{picks}</span>
                  <span className="lottery-muted">
                    {t('lottery.slip.lineCost', {
                      count: line.lines,
                      unit: money(line.unitStake),
                      stake: money(line.stake),
                    })}
                  </span>
                  {line.problem && (
                    <span className="lottery-problem" role="alert">
                      {errorText(line.problem)}
                    </span>
                  )}
                </div>
                <Stepper
                  label={t('lottery.slip.pointsOf', { line: `${name} ${picks}` })}
                  hideLabel
                  value={line.points}
                  onChange={(points) => setPoints(game.gameCode, line.id, points)}
                  max={maxPoints}
                />
                <button
                  type="button"
                  className="icon-button lottery-remove"
                  onClick={() => remove(game.gameCode, line.id)}
                  aria-label={t('lottery.slip.remove', { line: `${name} ${picks}` })}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <div className="lottery-slip-settings">
        <Stepper
          label={t('lottery.slip.multiplier')}
          value={slip.multiplier}
          onChange={(multiplier) => setMultiplier(game.gameCode, multiplier)}
          max={maxMultiplier}
          testId="slip-multiplier"
        />
        <button
          type="button"
          className="button button-small"
          onClick={() => clear(game.gameCode)}
          disabled={empty}
        >
          {t('lottery.slip.clear')}
        </button>
      </div>
      {priced.problem && !empty && priced.lines.every((line) => !line.problem) && (
        <p className="lottery-problem" role="alert">
          {errorText(priced.problem)}
        </p>
      )}
      {/* On a phone this bar stays at the bottom of the screen while the bets are open. */}
      <div className="lottery-slip-bar">
        <dl className="lottery-slip-totals" data-testid="slip-totals">
          <div>
            <dt>{t('lottery.slip.lines')}</dt>
            <dd data-testid="slip-lines">{priced.lineCount}</dd>
          </div>
          <div>
            <dt>{t('lottery.slip.total')}</dt>
            <dd data-testid="slip-total">{money(priced.stake)}</dd>
          </div>
          <div>
            <dt>{t('lottery.slip.potentialWin')}</dt>
            <dd data-testid="slip-potential-win">{money(priced.potentialWin)}</dd>
          </div>
        </dl>
        <button
          type="button"
          className="button button-primary"
          onClick={place}
          disabled={empty || priced.problem !== null || !clock.current}
          data-testid="place-bet"
        >
          {token ? t('lottery.slip.place') : t('lottery.slip.loginToBet')}
        </button>
      </div>
      {confirming && (
        <ConfirmTickets
          game={game}
          clock={clock}
          slip={priced}
          onClose={() => setConfirming(false)}
          onPlaced={(count, numero) => {
            setConfirming(false);
            setPlaced({ count, numero });
            clear(game.gameCode);
          }}
        />
      )}
    </section>
  );
}
