import { isFastDrawFamily } from '@croupier/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linesOf } from '../engine';
import { useLotteryLabels } from '../parts/labels';
import { emptyDraft, pickerOf, randomDraft, selectionsOf, type BetPicker } from '../pickers';
import type { BetsProps } from './BetSlip';
import { BetTypesPanel, DraftFoot, DraftSection } from './DraftParts';
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
  return (
    <BetTypesPanel
      {...props}
      // Only the bet types this site has a picker for (all of the engines' today).
      offered={game.betTypes.filter((info) => pickerOf(game.family, info.betType))}
      draftOf={(info) => (
        <DraftPicker
          key={info.betType}
          game={game}
          info={info}
          picker={pickerOf(game.family, info.betType)!}
        />
      )}
    />
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
  const [draft, setDraft] = useState(() => emptyDraft(picker.places?.[0]));
  const checks = selectionsOf(picker, draft).map((selection) =>
    linesOf(game.family, info.betType, selection),
  );
  const odds = Object.entries(info.odds);
  // Keno's pay table by picks drawn: no value of its grid shows odds of its own.
  const payTable =
    picker.spec.kind === 'numbers' && picker.spec.pool.look === 'ball'
      ? [...odds]
          .sort(([a], [b]) => Number(b) - Number(a))
          .map(([prize, value]) => `${labels.prize(game.family, info.betType, prize)} × ${value}`)
          .join(' · ')
      : null;

  return (
    <DraftSection
      game={game}
      info={info}
      odds={
        <>
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
        </>
      }
    >
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
      <DraftFoot
        game={game}
        info={info}
        checks={checks}
        onRandom={
          picker.spec.kind !== 'none' ? () => setDraft(randomDraft(picker, draft.place)) : undefined
        }
        onAdded={() => setDraft(emptyDraft(draft.place))}
      />
    </DraftSection>
  );
}
