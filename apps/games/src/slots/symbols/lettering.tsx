import { outlineWidth, palette } from './palette';

/**
 * A small stroke alphabet for the letters the symbols write (card ranks, BAR, WILD): each
 * glyph a path in a box 28 units high, drawn with a round pen. Paths, not text, so that no
 * font is needed and every device draws the same letters.
 */
const glyphs: Readonly<Record<string, { width: number; path: string }>> = {
  A: { width: 20, path: 'M0 28 L10 0 L20 28 M4 18 H16' },
  B: { width: 16, path: 'M0 28 V0 H8 A6.5 6.5 0 0 1 8 13 H0 M8 13 H9 A7.5 7.5 0 0 1 9 28 H0' },
  D: { width: 18, path: 'M0 0 V28 H5 A13 14 0 0 0 5 0 Z' },
  I: { width: 0, path: 'M0 0 V28' },
  J: { width: 14, path: 'M14 0 V21 A7 7 0 0 1 0 21' },
  K: { width: 17, path: 'M0 0 V28 M17 0 L0 17 M5.5 12 L17 28' },
  L: { width: 14, path: 'M0 0 V28 H14' },
  Q: { width: 22, path: 'M11 0 A11 14 0 0 1 11 28 A11 14 0 0 1 11 0 Z M13 19 L22 30' },
  R: { width: 16, path: 'M0 28 V0 H8.5 A6.5 6.5 0 0 1 8.5 13 H0 M7 13 L16 28' },
  W: { width: 28, path: 'M0 0 L6.5 28 L14 7 L21.5 28 L28 0' },
  '0': { width: 16, path: 'M8 0 A8 14 0 0 1 8 28 A8 14 0 0 1 8 0 Z' },
  '1': { width: 8, path: 'M0 6 L8 0 V28' },
};

const glyphHeight = 28;

/**
 * `text` written centred on (cx, cy), its capitals `height` units high, with a pen `weight`
 * units wide in `color`; `outline` draws the symbols' dark outline around the strokes.
 */
export function Lettering({
  text,
  cx = 32,
  cy = 32,
  height,
  weight,
  color,
  outline = true,
  spacing = 0.3,
}: {
  text: string;
  cx?: number;
  cy?: number;
  height: number;
  weight: number;
  color: string;
  outline?: boolean;
  /** The gap between letters, as a share of the height. */
  spacing?: number;
}) {
  const scale = height / glyphHeight;
  const gap = spacing * glyphHeight;
  const letters = [...text].map((letter) => glyphs[letter]!);
  const width = letters.reduce((sum, glyph) => sum + glyph.width, 0) + gap * (letters.length - 1);
  const offsets: number[] = [];
  let x = 0;
  for (const glyph of letters) {
    offsets.push(x);
    x += glyph.width + gap;
  }
  const strokes = (stroke: string, strokeWidth: number) =>
    letters.map((glyph, index) => (
      <path
        key={index}
        d={glyph.path}
        transform={`translate(${offsets[index]} 0)`}
        fill="none"
        stroke={stroke}
        strokeWidth={strokeWidth / scale}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    ));
  return (
    <g transform={`translate(${cx - (width * scale) / 2} ${cy - height / 2}) scale(${scale})`}>
      {outline ? strokes(palette.ink, weight + 2 * outlineWidth) : null}
      {strokes(color, weight)}
    </g>
  );
}
