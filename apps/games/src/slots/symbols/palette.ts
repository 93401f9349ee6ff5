/**
 * The reel symbols' palette: every game draws from it, on the reels' cream cells, with one
 * dark outline of one width, so the studio's slots look like one family.
 */
export const palette = {
  /** Outlines, eyes, stripes, BAR plates. */
  ink: '#2b1d0e',
  cream: '#f4f1e8',
  white: '#ffffff',
  gold: '#f5b70a',
  goldLight: '#ffd34d',
  goldDark: '#c98f00',
  red: '#c62828',
  redDark: '#8e1b1b',
  orange: '#ef6c00',
  blue: '#1565c0',
  purple: '#6a1b9a',
  green: '#2e7d32',
  jade: '#2fa884',
  jadeLight: '#7fe0c0',
  grey: '#b9b2a3',
} as const;

/** The outline every shape of a symbol carries (in the symbols' 64-unit box). */
export const outlineWidth = 2.5;

/** Props of a group whose shapes are outlined: `<g {...outlined}>`. */
export const outlined = {
  stroke: palette.ink,
  strokeWidth: outlineWidth,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
} as const;
