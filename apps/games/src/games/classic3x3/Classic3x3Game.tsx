import { classic3x3 } from '@croupier/engines';
import { toMinor } from '../../app/game-context';
import { format } from '../../i18n/language';
import { SlotMachine } from '../../slots/SlotMachine';
import { defineSlot, paylinesWon } from '../../slots/slot-definition';
import { ClassicSymbol } from './ClassicSymbol';
import { combinationOf, winningReels, type ClassicOutcome } from './combinations';
import { classicTexts } from './texts';

export const classicDefinition = defineSlot({
  gameId: 'classic3x3',
  engine: classic3x3,
  Symbol: ClassicSymbol,
  texts: classicTexts,
  // One spin a round, its winning lines drawn over the window.
  framesOf(spin: ClassicOutcome, texts, money) {
    const { lines, highlight } = paylinesWon(classic3x3.PAYLINES, spin.lineWins, winningReels);
    return [
      {
        window: spin.window,
        highlight,
        lines,
        wins: spin.lineWins.map((lineWin) =>
          format(texts.lineWin, {
            line: lineWin.line,
            combination: texts.combinations[combinationOf(lineWin)],
            amount: money(toMinor(lineWin.win)),
          }),
        ),
        win: toMinor(spin.totalWin),
      },
    ];
  },
});

export default function Classic3x3Game() {
  return <SlotMachine definition={classicDefinition} />;
}
