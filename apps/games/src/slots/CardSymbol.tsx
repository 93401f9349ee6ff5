/**
 * A reel symbol drawn with text and CSS (no pictures to download): a card rank, or a
 * picture (an emoji or a CSS shape) captioned with its name, so that it reads even on a
 * device without an emoji font. Screen readers get the name once. A symbol missing from
 * `names` or `glyphs` shows as its engine name.
 */
export function CardSymbol({
  symbol,
  names,
  glyphs,
}: {
  symbol: string;
  /** Each symbol's name in the player's language. */
  names: Readonly<Record<string, string>>;
  /** What stands for each symbol: its rank, an emoji, or '' for a CSS shape. */
  glyphs: Readonly<Record<string, string>>;
}) {
  const name = names[symbol] ?? symbol;
  const glyph = glyphs[symbol] ?? symbol;
  const picture = glyph !== name;
  return (
    <span
      className={`sym sym--${symbol.toLowerCase()}${picture ? ' sym--picture' : ''}`}
      role="img"
      aria-label={name}
    >
      <span aria-hidden="true">{glyph}</span>
      {picture ? (
        <span className="sym__name" aria-hidden="true">
          {name}
        </span>
      ) : null}
    </span>
  );
}
