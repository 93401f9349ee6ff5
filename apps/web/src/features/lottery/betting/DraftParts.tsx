import type { SelectionCheck } from '@croupier/engines';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { wireToMinor } from '@croupier/web-kit/money';
import type { LotteryGame } from '../api';
import { useLotteryLabels } from '../parts/labels';
import { Stepper } from '../parts/Stepper';
import { useSlipStore } from '../slip-store';
import { BetSlip, type BetsProps } from './BetSlip';

// What the fast-draw and the sheet lotteries' bet panels share: only their pickers differ.

type BetTypeInfo = LotteryGame['betTypes'][number];

/**
 * The bet-type tabs (`?playType=`) of the types `offered`, the draft of the chosen one and
 * the slip beside it (below it on a phone).
 */
export function BetTypesPanel({
  offered,
  draftOf,
  ...props
}: BetsProps & { offered: readonly BetTypeInfo[]; draftOf: (info: BetTypeInfo) => ReactNode }) {
  const { game } = props;
  const { t } = useTranslation();
  const labels = useLotteryLabels();
  const [params, setParams] = useSearchParams();
  const chosen = offered.find((info) => info.betType === params.get('playType')) ?? offered[0];
  const choose = (betType: string) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.set('playType', betType);
        return changed;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="lottery-bet" data-testid="bet-panel">
      <div className="lottery-bet-types" role="group" aria-label={t('lottery.betting.betTypes')}>
        {offered.map((info) => (
          <button
            key={info.betType}
            type="button"
            aria-pressed={info.betType === chosen?.betType}
            onClick={() => choose(info.betType)}
          >
            {labels.betType(game.family, info.betType)}
          </button>
        ))}
      </div>
      <div className="lottery-bet-layout">
        {chosen && draftOf(chosen)}
        <BetSlip {...props} />
      </div>
    </div>
  );
}

/** A draft's frame: the bet type's name, how to play it, its `odds` line, then `children`. */
export function DraftSection({
  game,
  info,
  odds,
  children,
}: {
  game: LotteryGame;
  info: BetTypeInfo;
  odds: ReactNode;
  children: ReactNode;
}) {
  const labels = useLotteryLabels();
  return (
    <section className="lottery-draft" aria-labelledby="lottery-draft-title">
      <header className="lottery-draft-head">
        <h2 id="lottery-draft-title">{labels.betType(game.family, info.betType)}</h2>
        <p className="lottery-muted">{labels.howTo(game.family, info.betType)}</p>
        {odds}
      </header>
      {children}
    </section>
  );
}

/**
 * Under a picker: the lines its `checks` make, the points per line (up to the game's most
 * per line), "random" when `onRandom` is given, and "add to slip" once every check passes,
 * after which `onAdded` clears the picks.
 */
export function DraftFoot({
  game,
  info,
  checks,
  onRandom,
  onAdded,
}: {
  game: LotteryGame;
  info: BetTypeInfo;
  checks: readonly SelectionCheck[];
  onRandom?: () => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const add = useSlipStore((state) => state.add);
  const [points, setPoints] = useState(1);
  const ready = checks.length > 0 && checks.every((check) => check.ok);
  const lines = checks.reduce((total, check) => total + (check.ok ? check.lines : 0), 0);
  const perPoint = wireToMinor(game.stakePerPoint) ?? 1n;
  const maxPoints = Number((wireToMinor(game.maxStakePerLine) ?? perPoint) / perPoint) || 1;

  const addToSlip = () => {
    add(
      game.gameCode,
      checks.flatMap((check) =>
        check.ok ? [{ betType: info.betType, selection: check.normalized, points }] : [],
      ),
    );
    onAdded();
  };

  return (
    <div className="lottery-draft-foot">
      <p className="lottery-draft-lines" aria-live="polite" data-testid="draft-lines">
        {t('lottery.picker.lines', { count: lines })}
      </p>
      <Stepper
        label={t('lottery.picker.points')}
        value={points}
        onChange={setPoints}
        max={maxPoints}
        testId="draft-points"
      />
      <div className="lottery-draft-actions">
        {onRandom && (
          <button type="button" className="button button-small" onClick={onRandom}>
            {t('lottery.picker.random')}
          </button>
        )}
        <button
          type="button"
          className="button button-primary button-small"
          disabled={!ready}
          onClick={addToSlip}
        >
          {t('lottery.picker.add')}
        </button>
      </div>
    </div>
  );
}
