import type { Language } from '../i18n/language';
import type { Cell, FormatMoney, SlotDefinition, SlotFrame } from './slot-types';

/** A slot's reels as its engine exports them. */
type SlotEngine = { REEL_STRIPS: readonly (readonly string[])[]; ROWS: number };

/**
 * A slot game from its engine, its symbol picture, its words and how its outcome shows:
 * `framesOf` gets the outcome as the game's own (wire) type and the words in the player's
 * language, so each game reads its outcome in one place.
 */
export function defineSlot<Outcome, Texts>({
  gameId,
  engine,
  Symbol,
  texts,
  framesOf,
}: Pick<SlotDefinition, 'gameId' | 'Symbol'> & {
  engine: SlotEngine;
  texts: Readonly<Record<Language, Texts>>;
  framesOf(outcome: Outcome, texts: Texts, money: FormatMoney): SlotFrame[];
}): SlotDefinition {
  return {
    gameId,
    reels: engine.REEL_STRIPS.length,
    rows: engine.ROWS,
    strips: engine.REEL_STRIPS,
    Symbol,
    framesOf: (outcome, language, money) =>
      framesOf(outcome as unknown as Outcome, texts[language], money),
  };
}

/**
 * The winning paylines to draw over the window, and the cells they lit: each line's first
 * `counted(win)` cells from reel 1.
 */
export function paylinesWon<Win extends { line: number }>(
  paylines: readonly (readonly number[])[],
  wins: readonly Win[],
  counted: (win: Win) => number,
): { lines: (readonly number[])[]; highlight: Cell[] } {
  const highlight: Cell[] = [];
  const lines = wins.map((win) => {
    const rows = paylines[win.line - 1]!;
    rows.slice(0, counted(win)).forEach((row, reel) => highlight.push([reel, row]));
    return rows;
  });
  return { lines, highlight };
}
