import type { ReactNode } from 'react';
import { Lettering } from './lettering';
import { palette } from './palette';

/** Each symbol of a game as shapes in a 64 × 64 box: the game's symbol set. */
export type SymbolArt<Symbol extends string> = Readonly<Record<Symbol, ReactNode>>;

/**
 * A reel symbol as a picture (SVG drawn in code, shipped with the game): no emoji, font or
 * download, so it looks the same on every device and stays sharp at any size. It is one
 * image to screen readers, named in the player's language.
 */
export function SymbolPicture({
  symbol,
  name,
  art,
}: {
  symbol: string;
  /** The symbol's name in the player's language. */
  name: string;
  art: Readonly<Record<string, ReactNode>>;
}) {
  return (
    <svg
      className={`sym sym--${symbol.toLowerCase()}`}
      viewBox="0 0 64 64"
      role="img"
      aria-label={name}
      focusable="false"
    >
      {art[symbol] ?? null}
    </svg>
  );
}

/** A card rank: one or two letters in the rank's colour, outlined like every picture. */
const rank = (text: string, color: string) => (
  <Lettering text={text} height={36} weight={6.5} color={color} spacing={0.45} />
);

/** The card ranks the video and ways slots share, 10 to ace. */
export const cardRanks: SymbolArt<'A' | 'K' | 'Q' | 'J' | 'TEN'> = {
  A: rank('A', palette.red),
  K: rank('K', palette.blue),
  Q: rank('Q', palette.purple),
  J: rank('J', palette.green),
  TEN: rank('10', palette.orange),
};
