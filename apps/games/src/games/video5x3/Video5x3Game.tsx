import type { WireOutcome } from '@croupier/contract';
import { video5x3 } from '@croupier/engines';
import { toMinor } from '../../app/game-context';
import { format } from '../../i18n/language';
import { SlotMachine } from '../../slots/SlotMachine';
import { defineSlot, paylinesWon } from '../../slots/slot-definition';
import type { SlotFrame } from '../../slots/slot-types';
import { videoTexts } from './texts';
import { VideoSymbol } from './VideoSymbol';

export const videoDefinition = defineSlot({
  gameId: 'video5x3',
  engine: video5x3,
  Symbol: VideoSymbol,
  texts: videoTexts,
  // The paid spin, then each free spin it won, in the order played.
  framesOf(round: WireOutcome<video5x3.VideoRound>, texts, money) {
    return round.spins.map((spin, index): SlotFrame => {
      const { lines, highlight } = paylinesWon(
        video5x3.PAYLINES,
        spin.lineWins,
        (lineWin) => lineWin.count,
      );
      const wins = spin.lineWins.map((lineWin) =>
        format(texts.lineWin, {
          line: lineWin.line,
          count: lineWin.count,
          symbol: texts.symbols[lineWin.symbol] ?? lineWin.symbol,
          amount: money(toMinor(lineWin.win)),
        }),
      );
      if (spin.scatter.win > 0) {
        spin.scatter.positions.forEach(([reel, row]) => highlight.push([reel!, row!]));
        wins.push(
          format(texts.scatterWin, {
            count: spin.scatter.lanterns,
            amount: money(toMinor(spin.scatter.win)),
          }),
        );
      }
      if (spin.freeSpinsAwarded > 0) {
        wins.push(format(texts.freeSpinsWon, { count: spin.freeSpinsAwarded }));
      }
      const caption = spin.freeSpin
        ? format(texts.freeSpin, {
            index,
            total: round.freeSpinsPlayed,
            multiplier: spin.multiplier,
          })
        : spin.freeSpinsAwarded > 0
          ? format(texts.freeSpinsWon, { count: spin.freeSpinsAwarded })
          : undefined;
      return { window: spin.window, highlight, lines, wins, win: toMinor(spin.totalWin), caption };
    });
  },
});

export default function Video5x3Game() {
  return <SlotMachine definition={videoDefinition} />;
}
