import { create } from 'zustand';
import type { SlipLine } from './slip';

/** One game's slip: its lines and the multiplier applied to all of them. */
export type GameSlip = { lines: SlipLine[]; multiplier: number };

type SlipState = {
  slips: Record<string, GameSlip>;
  add: (gameCode: string, lines: Omit<SlipLine, 'id'>[]) => void;
  remove: (gameCode: string, id: string) => void;
  setPoints: (gameCode: string, id: string, points: number) => void;
  setMultiplier: (gameCode: string, multiplier: number) => void;
  clear: (gameCode: string) => void;
};

export const emptySlip: GameSlip = { lines: [], multiplier: 1 };

let nextId = 0;

/**
 * The bet slips, one per game, kept while the visitor moves between bet types, sections and
 * games of the page: a slip is the player's work until it is placed or cleared.
 */
export const useSlipStore = create<SlipState>((set) => {
  const change = (gameCode: string, update: (slip: GameSlip) => GameSlip) =>
    set((state) => ({
      slips: { ...state.slips, [gameCode]: update(state.slips[gameCode] ?? emptySlip) },
    }));
  return {
    slips: {},
    add: (gameCode, lines) =>
      change(gameCode, (slip) => ({
        ...slip,
        lines: [...slip.lines, ...lines.map((line) => ({ ...line, id: `line-${(nextId += 1)}` }))],
      })),
    remove: (gameCode, id) =>
      change(gameCode, (slip) => ({ ...slip, lines: slip.lines.filter((line) => line.id !== id) })),
    setPoints: (gameCode, id, points) =>
      change(gameCode, (slip) => ({
        ...slip,
        lines: slip.lines.map((line) => (line.id === id ? { ...line, points } : line)),
      })),
    setMultiplier: (gameCode, multiplier) => change(gameCode, (slip) => ({ ...slip, multiplier })),
    clear: (gameCode) => change(gameCode, () => emptySlip),
  };
});

/** A game's slip. */
export function useGameSlip(gameCode: string): GameSlip {
  return useSlipStore((state) => state.slips[gameCode] ?? emptySlip);
}
