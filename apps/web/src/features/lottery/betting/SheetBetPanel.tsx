import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { wireToMinor } from '@croupier/web-kit/money';
import type { LotteryGame } from '../api';
import { useLotteryLabels } from '../parts/labels';
import { Stepper } from '../parts/Stepper';
import { gameLinesOf, type SheetFamily } from '../sheet-engine';
import {
  emptySheetDraft,
  randomSheetDraft,
  sheetPickerOf,
  sheetSelectionsOf,
  type SheetPicker as SheetPickerSpec,
} from '../sheet-pickers';
import { useSlipStore } from '../slip-store';
import { BetSlip, type BetsProps } from './BetSlip';
import { SheetPicker } from './SheetPicker';

/**
 * The bets of a provider-drawn lottery (a Vietnamese region, 4D, Thai): the bet-type tabs
 * (`?playType=`), the numbers picker of the chosen type (a grid up to two digits, typed
 * numbers from three, a group of exactly k for a xiên), and the slip beside it.
 */
export function SheetBetPanel(props: BetsProps) {
  const { game } = props;
  const family = game.family as SheetFamily;
  const { t } = useTranslation();
  const labels = useLotteryLabels();
  const [params, setParams] = useSearchParams();
  const offered = game.betTypes.filter((info) => sheetPickerOf(family, info.betType));
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
          <SheetDraftPicker
            key={chosen.betType}
            game={game}
            info={chosen}
            picker={sheetPickerOf(family, chosen.betType)!}
          />
        )}
        <BetSlip {...props} />
      </div>
    </div>
  );
}

/** The numbers being picked for one bet type, what they cost in lines, and "add to slip". */
function SheetDraftPicker({
  game,
  info,
  picker,
}: {
  game: LotteryGame;
  info: LotteryGame['betTypes'][number];
  picker: SheetPickerSpec;
}) {
  const { t } = useTranslation();
  const labels = useLotteryLabels();
  const add = useSlipStore((state) => state.add);
  const [draft, setDraft] = useState(emptySheetDraft);
  const [points, setPoints] = useState(1);
  const checks = sheetSelectionsOf(picker, draft).map((selection) =>
    gameLinesOf(game.family, info.betType, selection),
  );
  const ready = checks.length > 0 && checks.every((check) => check.ok);
  const lines = checks.reduce((total, check) => total + (check.ok ? check.lines : 0), 0);
  const perPoint = wireToMinor(game.stakePerPoint) ?? 1n;
  const maxPoints = Number((wireToMinor(game.maxStakePerLine) ?? perPoint) / perPoint) || 1;
  const odds = Object.entries(info.odds);

  const addToSlip = () => {
    add(
      game.gameCode,
      checks.flatMap((check) =>
        check.ok ? [{ betType: info.betType, selection: check.normalized, points }] : [],
      ),
    );
    setDraft(emptySheetDraft());
  };

  return (
    <section className="lottery-draft" aria-labelledby="lottery-draft-title">
      <header className="lottery-draft-head">
        <h2 id="lottery-draft-title">{labels.betType(game.family, info.betType)}</h2>
        <p className="lottery-muted">{labels.howTo(game.family, info.betType)}</p>
        <p className="lottery-odds">
          {odds.length === 1
            ? `${t('lottery.betting.odds', { odds: odds[0]![1] })} · `
            : picker.kind !== 'sums' &&
              `${odds
                .map(
                  ([prize, value]) =>
                    `${labels.prize(game.family, info.betType, prize)} × ${value}`,
                )
                .join(' · ')} · `}
          {t('lottery.betting.rtp', { rtp: info.rtp })}
        </p>
      </header>
      <SheetPicker
        picker={picker}
        info={info}
        name={labels.betType(game.family, info.betType)}
        draft={draft}
        onChange={setDraft}
      />
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
          <button
            type="button"
            className="button button-small"
            onClick={() => setDraft(randomSheetDraft(picker))}
          >
            {t('lottery.picker.random')}
          </button>
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
