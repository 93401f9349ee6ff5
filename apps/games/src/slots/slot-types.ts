import type { ComponentType } from 'react';
import type { StudioGameId } from '@croupier/contract';
import type { Language } from '../i18n/language';

/** A cell of the window: reel (column) and row, 0 = top. */
export type Cell = readonly [reel: number, row: number];

/** One picture the reels stop on: a paid spin, or one free spin of its round. */
export type SlotFrame = {
  /** window[row][reel], symbol names as the engine writes them. */
  window: readonly (readonly string[])[];
  /** Cells that took part in a win. */
  highlight: readonly Cell[];
  /** Winning paylines, as the row shown on each reel, to draw over the window. */
  lines: readonly (readonly number[])[];
  /** What won, in words, one line each. */
  wins: readonly string[];
  /** This frame's win, minor units. */
  win: bigint;
  /** "Free spin 2 of 10 · wins ×3" and the like. */
  caption?: string;
};

export type FormatMoney = (minorUnits: bigint) => string;

export type SlotDefinition = {
  gameId: Exclude<StudioGameId, 'roulette'>;
  reels: number;
  rows: number;
  /** The reel strips, for the spinning blur and the window before the first spin. */
  strips: readonly (readonly string[])[];
  /** A symbol as a picture with its name for screen readers. */
  Symbol: ComponentType<{ symbol: string }>;
  /** The frames to show for a round's outcome (wire form), in order. */
  framesOf(outcome: Record<string, unknown>, language: Language, money: FormatMoney): SlotFrame[];
};
