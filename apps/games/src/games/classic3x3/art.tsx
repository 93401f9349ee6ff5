import type { classic3x3 } from '@croupier/engines';
import { Lettering } from '../../slots/symbols/lettering';
import { outlined, palette } from '../../slots/symbols/palette';
import type { SymbolArt } from '../../slots/symbols/SymbolPicture';

/** A black BAR plate with gold letters, `height` units high, centred on y = `cy`. */
function BarPlate({ cy, height }: { cy: number; height: number }) {
  return (
    <>
      <rect
        x={8}
        y={cy - height / 2}
        width={48}
        height={height}
        rx={height / 4}
        fill={palette.ink}
        {...outlined}
      />
      <Lettering
        text="BAR"
        cy={cy}
        height={height * 0.58}
        weight={height / 6}
        color={palette.gold}
        outline={false}
        spacing={0.35}
      />
    </>
  );
}

/** The classic fruit machine's symbols: a lucky seven, one to three BARs, cherries. */
export const classicArt: SymbolArt<classic3x3.ClassicSymbol> = {
  SEVEN: (
    <g {...outlined}>
      <path d="M13 10 H51 V18 L33 56 H20 L37 20 H13 Z" fill={palette.red} />
      <path d="M17 13 H47" stroke={palette.goldLight} strokeWidth={2} />
    </g>
  ),
  BAR: <BarPlate cy={32} height={22} />,
  DOUBLE_BAR: (
    <>
      <BarPlate cy={20} height={17} />
      <BarPlate cy={44} height={17} />
    </>
  ),
  TRIPLE_BAR: (
    <>
      <BarPlate cy={13} height={14} />
      <BarPlate cy={32} height={14} />
      <BarPlate cy={51} height={14} />
    </>
  ),
  CHERRY: (
    <g {...outlined}>
      <path
        d="M21 38 C22 26 28 16 37 9 M43 35 C42 25 40 16 37 9"
        fill="none"
        stroke={palette.ink}
        strokeWidth={5}
      />
      <path
        d="M21 38 C22 26 28 16 37 9 M43 35 C42 25 40 16 37 9"
        fill="none"
        stroke={palette.green}
        strokeWidth={2.5}
      />
      <path d="M37 9 C42 4 52 5 56 10 C50 15 42 14 37 9 Z" fill={palette.green} />
      <circle cx={20} cy={45} r={11} fill={palette.red} />
      <circle cx={43} cy={42} r={11} fill={palette.red} />
      <ellipse cx={16} cy={41} rx={3} ry={2} fill={palette.white} stroke="none" />
      <ellipse cx={39} cy={38} rx={3} ry={2} fill={palette.white} stroke="none" />
    </g>
  ),
  // A blank stop: nothing drawn, still named for screen readers.
  BLANK: null,
};
