import type { WireOutcome } from '@croupier/contract';
import { video5x3 } from '@croupier/engines';
import { toMinor } from '../../app/game-context';
import { format } from '../../i18n/language';
import { SlotMachine } from '../../slots/SlotMachine';
import type { Cell, SlotDefinition, SlotFrame } from '../../slots/slot-types';
import { videoTexts } from './texts';
import { VideoSymbol } from './VideoSymbol';

type VideoRound = WireOutcome<video5x3.VideoRound>;

export const videoDefinition: SlotDefinition = {
  gameId: 'video5x3',
  reels: video5x3.REELS,
  rows: video5x3.ROWS,
  strips: video5x3.REEL_STRIPS,
  Symbol: VideoSymbol,
  framesOf(outcome, language, money) {
    const round = outcome as unknown as VideoRound;
    const texts = videoTexts[language];
    return round.spins.map((spin, index): SlotFrame => {
      const highlight: Cell[] = [];
      const lines = spin.lineWins.map((lineWin) => {
        const rows = video5x3.PAYLINES[lineWin.line - 1]!;
        rows.slice(0, lineWin.count).forEach((row, reel) => highlight.push([reel, row]));
        return rows;
      });
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
};

export default function Video5x3Game() {
  return <SlotMachine definition={videoDefinition} />;
}
