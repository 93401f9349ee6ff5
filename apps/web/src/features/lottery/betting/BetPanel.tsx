import { isFastDrawFamily } from '@croupier/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { wireToMinor } from '@croupier/web-kit/money';
import { linesOf } from '../engine';
import { useLotteryLabels } from '../parts/labels';
import { Stepper } from '../parts/Stepper';
import { emptyDraft, pickerOf, randomDraft, selectionsOf, type BetPicker } from '../pickers';
import { useSlipStore } from '../slip-store';
import { BetSlip, type BetsProps } from './BetSlip';
import type { PlayedGame } from '../played-game';
import { Picker } from './Picker';
import { SheetBetPanel } from './SheetBetPanel';

/**
 * The bets of a game: the bet-type tabs (`?playType=`), the picker of the chosen type with
 * its rule and odds, and the slip beside it (below it on a phone). The provider-drawn
 * lotteries (Vietnamese, 4D, Thai) pick numbers of their own kind.
 */
export function BetPanel(props: BetsProps) {
  const { game } = props;
  if (!isFastDrawFamily(game.family)) return <SheetBetPanel {...props} />;
  return <FastBetPanel {...props} game={game as PlayedGame} />;
}

function FastBetPanel(props: BetsProps & { game: PlayedGame }) {
  const { game } = props;
  const { t } = useTranslation();
  const labels = useLotteryLabels();
  const [params, setParams] = useSearchParams();
  // Only the bet types this site has a picker for (all of the engines' today).
  const offered = game.betTypes.filter((info) => pickerOf(game.family, info.betType));
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
        {chosen && (
          <DraftPicker
            key={chosen.betType}
            game={game}
            info={chosen}
            picker={pickerOf(game.family, chosen.betType)!}
          />
        )}
        <BetSlip {...props} />
      </div>
    </div>
  );
}

/** The picks being made for one bet type, what they cost in lines, and "add to slip". */
function DraftPicker({
  game,
  info,
  picker,
}: {
  game: PlayedGame;
  info: PlayedGame['betTypes'][number];
  picker: BetPicker;
}) {
  const { t } = useTranslation();
  const labels = useLotteryLabels();
  const add = useSlipStore((state) => state.add);
  const [draft, setDraft] = useState(() => emptyDraft(picker.places?.[0]));
  const [points, setPoints] = useState(1);
  const checks = selectionsOf(picker, draft).map((selection) =>
    linesOf(game.family, info.betType, selection),
  );
  const ready = checks.length > 0 && checks.every((check) => check.ok);
  const lines = checks.reduce((total, check) => total + (check.ok ? check.lines : 0), 0);
  const perPoint = wireToMinor(game.stakePerPoint) ?? 1n;
  const maxPoints = Number((wireToMinor(game.maxStakePerLine) ?? perPoint) / perPoint) || 1;
  const odds = Object.entries(info.odds);
  // Keno's pay table by picks drawn: no value of its grid shows odds of its own.
  const payTable =
    picker.spec.kind === 'numbers' && picker.spec.pool.look === 'ball'
      ? [...odds]
          .sort(([a], [b]) => Number(b) - Number(a))
          .map(([prize, value]) => `${labels.prize(game.family, info.betType, prize)} × ${value}`)
          .join(' · ')
      : null;

  const addToSlip = () => {
    add(
      game.gameCode,
      checks.flatMap((check) =>
        check.ok ? [{ betType: info.betType, selection: check.normalized, points }] : [],
      ),
    );
    setDraft(emptyDraft(draft.place));
  };

  return (
    <section className="lottery-draft" aria-labelledby="lottery-draft-title">
      <header className="lottery-draft-head">
        <h2 id="lottery-draft-title">{labels.betType(game.family, info.betType)}</h2>
        <p className="lottery-muted">{labels.howTo(game.family, info.betType)}</p>
        {odds.length === 1 && (
          <p className="lottery-odds">
            {t('lottery.betting.odds', { odds: odds[0]![1] })} ·{' '}
            {t('lottery.betting.rtp', { rtp: info.rtp })}
          </p>
        )}
        {odds.length > 1 && (
          <p className="lottery-odds">
            {payTable && `${payTable} · `}
            {t('lottery.betting.rtp', { rtp: info.rtp })}
          </p>
        )}
      </header>
      {picker.places && (
        <div className="lottery-places" role="group" aria-label={t('lottery.places.label')}>
          {picker.places.map((place) => (
            <button
              key={place}
              type="button"
              aria-pressed={draft.place === place}
              onClick={() => setDraft({ ...draft, place })}
            >
              {labels.place(picker.places!, place)}
            </button>
          ))}
        </div>
      )}
      <Picker game={game} picker={picker} info={info} draft={draft} onChange={setDraft} />
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
          {picker.spec.kind !== 'none' && (
            <button
              type="button"
              className="button button-small"
              onClick={() => setDraft(randomDraft(picker, draft.place))}
            >
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
    </section>
  );
}
