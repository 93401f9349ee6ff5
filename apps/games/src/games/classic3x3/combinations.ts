import type { WireOutcome } from '@croupier/contract';
import { classic3x3 } from '@croupier/engines';

export type ClassicCombination = keyof typeof classic3x3.PAYTABLE;
export type ClassicOutcome = WireOutcome<classic3x3.ClassicSpin>;
type WireLineWin = ClassicOutcome['lineWins'][number];

/** Which paytable entry a winning line is (two entries both pay 10: cherries or bars). */
export function combinationOf(lineWin: WireLineWin): ClassicCombination {
  const [first] = lineWin.symbols;
  const entries = Object.entries(classic3x3.PAYTABLE) as [ClassicCombination, number][];
  const matches = entries.filter(([, pays]) => pays === lineWin.multiplier);
  const cherry = matches.find(([name]) => name.toLowerCase().includes('cherr'));
  if (first === 'CHERRY' && cherry) return cherry[0];
  return (matches.find(([name]) => !name.toLowerCase().includes('cherr')) ?? matches[0]!)[0];
}

/** Reels of the line that make its win: leading cherries only, else all three. */
export function winningReels(lineWin: WireLineWin): number {
  if (lineWin.symbols[0] !== 'CHERRY') return 3;
  const leading = lineWin.symbols.findIndex((symbol) => symbol !== 'CHERRY');
  return leading === -1 ? 3 : leading;
}
