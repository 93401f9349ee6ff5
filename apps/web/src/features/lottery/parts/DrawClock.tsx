import { isFastDrawFamily } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import type { DrawResult, LotteryGame, OpenDraw } from '../api';
import {
  countdownText,
  drawStateAt,
  secondsUntil,
  useAt,
  useNow,
  usePolling,
  type DrawState,
} from '../draw-clock';
import { DrawFacts, DrawNumbers } from './DrawNumbers';

export type GameClock = DrawState & {
  now: number;
  /** The draws still taking tickets, next to close first. */
  upcoming: OpenDraw[];
};

/**
 * A game's clock, ticking every second: the draw taking tickets and the one being drawn. At
 * a close the open draws are asked again; while a result is due, the results every two
 * seconds (and once at the draw's time).
 */
export function useGameClock(
  game: Pick<LotteryGame, 'drawIntervalSeconds'>,
  draws: readonly OpenDraw[] | undefined,
  latest: DrawResult | undefined,
  refresh: { draws: () => void; results: () => void },
): GameClock {
  const now = useNow();
  const state = drawStateAt(now, draws ?? [], latest, game.drawIntervalSeconds);
  useAt(state.current ? new Date(state.current.closesAt).getTime() : null, refresh.draws);
  useAt(state.pending?.drawsAt ?? null, refresh.results);
  // A scheduled draw's result is entered by staff or fetched after the draw: no need to ask so often.
  usePolling(
    state.pending !== null,
    game.drawIntervalSeconds === null ? 30_000 : 2_000,
    refresh.results,
  );
  const upcoming = (draws ?? []).filter((draw) => new Date(draw.closesAt).getTime() > now);
  return { now, upcoming, ...state };
}

/** The countdown to the close of the draw taking tickets, and that draw's name. */
export function Countdown({ clock }: { clock: GameClock }) {
  const { t } = useTranslation();
  const { current } = clock;
  if (!current)
    return (
      <p className="lottery-countdown lottery-countdown-none" data-testid="countdown">
        {t('lottery.clock.noDraw')}
      </p>
    );
  const left = countdownText(secondsUntil(current.closesAt, clock.now), t('lottery.clock.dayUnit'));
  return (
    <div className="lottery-countdown" data-testid="countdown">
      <span className="lottery-countdown-label">{t('lottery.clock.closesIn')}</span>
      <span
        className="lottery-countdown-time"
        role="timer"
        aria-label={t('lottery.clock.timer', { time: left, numero: current.numero })}
        data-testid="countdown-time"
      >
        {left}
      </span>
      <span className="lottery-numero" data-testid="current-numero">
        {t('lottery.clock.draw', { numero: current.numero })}
      </span>
    </div>
  );
}

/** The number a sheet is known by: the special prize, or the first prize of 4D and Thai. */
function headlineOf(sheet: NonNullable<DrawResult['sheet']>): string {
  return 'tiers' in sheet ? (sheet.tiers[0]?.[0] ?? '') : sheet.first;
}

/** The newest result, or "drawing…" while a closed draw waits for its own. */
export function LastResult({
  family,
  clock,
  latest,
}: {
  family: LotteryGame['family'];
  clock: GameClock;
  latest: DrawResult | undefined;
}) {
  const { t } = useTranslation();
  let body;
  if (clock.pending)
    body = (
      <p className="lottery-drawing" data-testid="drawing">
        <span className="spinner" aria-hidden="true" />
        {clock.pending.numero
          ? t('lottery.clock.drawingNumero', { numero: clock.pending.numero })
          : t('lottery.clock.drawing')}
      </p>
    );
  else if (!latest) body = <p className="lottery-muted">{t('lottery.clock.noResult')}</p>;
  else
    body = (
      <>
        <p className="lottery-numero">{t('lottery.clock.lastDraw', { numero: latest.numero })}</p>
        {latest.numbers && isFastDrawFamily(family) ? (
          <>
            <DrawNumbers family={family} numbers={latest.numbers} compact />
            <DrawFacts family={family} numbers={latest.numbers} />
          </>
        ) : latest.sheet ? (
          <p className="lottery-sheet-headline" data-testid="sheet-headline">
            {t('lottery.result.headline', { number: headlineOf(latest.sheet) })}
          </p>
        ) : (
          <p className="lottery-muted">{t('lottery.result.cancelled')}</p>
        )}
      </>
    );
  return (
    <div className="lottery-last-result" aria-live="polite" data-testid="last-result">
      {body}
    </div>
  );
}
