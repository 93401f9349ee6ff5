/**
 * A reel symbol drawn with text and CSS (no pictures to download): a card rank, or a
 * picture (an emoji or a CSS shape) captioned with its name, so that it reads even on a
 * device without an emoji font. Screen readers get the name once.
 */
export function CardSymbol({ name, glyph, kind }: { name: string; glyph: string; kind: string }) {
  const picture = glyph !== name;
  return (
    <span
      className={`sym sym--${kind}${picture ? ' sym--picture' : ''}`}
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
