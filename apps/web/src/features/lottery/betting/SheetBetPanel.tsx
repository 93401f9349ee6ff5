import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '../api';
import { useLotteryLabels } from '../parts/labels';
import { gameLinesOf, type SheetFamily } from '../sheet-engine';
import {
  emptySheetDraft,
  randomSheetDraft,
  sheetPickerOf,
  sheetSelectionsOf,
  type SheetPicker as SheetPickerSpec,
} from '../sheet-pickers';
import type { BetsProps } from './BetSlip';
import { BetTypesPanel, DraftFoot, DraftSection } from './DraftParts';
import { SheetPicker } from './SheetPicker';

/**
 * The bets of a provider-drawn lottery (a Vietnamese region, 4D, Thai): the bet-type tabs
 * (`?playType=`), the numbers picker of the chosen type (a grid up to two digits, typed
 * numbers from three, a group of exactly k for a xiên), and the slip beside it.
 */
export function SheetBetPanel(props: BetsProps) {
  const { game } = props;
  const family = game.family as SheetFamily;
  return (
    <BetTypesPanel
      {...props}
      offered={game.betTypes.filter((info) => sheetPickerOf(family, info.betType))}
      draftOf={(info) => (
        <SheetDraftPicker
          key={info.betType}
          game={game}
          info={info}
          picker={sheetPickerOf(family, info.betType)!}
        />
      )}
    />
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
  const [draft, setDraft] = useState(emptySheetDraft);
  const checks = sheetSelectionsOf(picker, draft).map((selection) =>
    gameLinesOf(game.family, info.betType, selection),
  );
  const odds = Object.entries(info.odds);

  return (
    <DraftSection
      game={game}
      info={info}
      odds={
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
      }
    >
      <SheetPicker
        picker={picker}
        info={info}
        name={labels.betType(game.family, info.betType)}
        draft={draft}
        onChange={setDraft}
      />
      <DraftFoot
        game={game}
        info={info}
        checks={checks}
        onRandom={() => setDraft(randomSheetDraft(picker))}
        onAdded={() => setDraft(emptySheetDraft())}
      />
    </DraftSection>
  );
}
