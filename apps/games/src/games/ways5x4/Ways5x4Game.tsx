import type { WireOutcome } from '@croupier/contract';
import { ways5x4 } from '@croupier/engines';
import { toMinor } from '../../app/game-context';
import { format, formatCount } from '../../i18n/language';
import { SlotMachine } from '../../slots/SlotMachine';
import { defineSlot } from '../../slots/slot-definition';
import type { Cell } from '../../slots/slot-types';
import { waysTexts } from './texts';
import { WaysSymbol } from './WaysSymbol';

export const waysDefinition = defineSlot({
  gameId: 'ways5x4',
  engine: ways5x4,
  Symbol: WaysSymbol,
  texts: waysTexts,
  // One spin a round: no lines to draw, the cells of each winning run lit.
  framesOf(spin: WireOutcome<ways5x4.WaysSpin>, texts, money) {
    const highlight: Cell[] = [];
    for (const win of spin.wins) {
      // The cells of each reel of the run that show the symbol or a wild.
      for (let reel = 0; reel < win.reels; reel += 1) {
        spin.window.forEach((row, rowIndex) => {
          if (row[reel] === win.symbol || row[reel] === 'WILD') highlight.push([reel, rowIndex]);
        });
      }
    }
    return [
      {
        window: spin.window,
        highlight,
        lines: [],
        wins: spin.wins.map((win) =>
          format(texts.waysWin, {
            symbol: texts.symbols[win.symbol] ?? win.symbol,
            reels: win.reels,
            ways: formatCount(texts.ways, win.ways),
            amount: money(toMinor(win.win)),
          }),
        ),
        win: toMinor(spin.totalWin),
      },
    ];
  },
});

export default function Ways5x4Game() {
  return <SlotMachine definition={waysDefinition} />;
}
