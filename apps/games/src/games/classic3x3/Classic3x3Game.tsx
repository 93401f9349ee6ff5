import { classic3x3 } from '@croupier/engines';
import { toMinor } from '../../app/game-context';
import { format } from '../../i18n/language';
import { SlotMachine } from '../../slots/SlotMachine';
import type { Cell, SlotDefinition } from '../../slots/slot-types';
import { ClassicSymbol } from './ClassicSymbol';
import { combinationOf, winningReels, type ClassicOutcome } from './combinations';
import { classicTexts } from './texts';

export const classicDefinition: SlotDefinition = {
  gameId: 'classic3x3',
  reels: classic3x3.REEL_STRIPS.length,
  rows: classic3x3.ROWS,
  strips: classic3x3.REEL_STRIPS,
  Symbol: ClassicSymbol,
  framesOf(outcome, language, money) {
    const spin = outcome as unknown as ClassicOutcome;
    const texts = classicTexts[language];
    const highlight: Cell[] = [];
    const lines = spin.lineWins.map((lineWin) => {
      const rows = classic3x3.PAYLINES[lineWin.line - 1]!;
      rows.slice(0, winningReels(lineWin)).forEach((row, reel) => highlight.push([reel, row]));
      return rows;
    });
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
};

export default function Classic3x3Game() {
  return <SlotMachine definition={classicDefinition} />;
}
