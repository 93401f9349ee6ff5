import type { video5x3 } from '@croupier/engines';
import { Lettering } from '../../slots/symbols/lettering';
import { outlined, palette } from '../../slots/symbols/palette';
import { starPoints } from '../../slots/symbols/shapes';
import { cardRanks, type SymbolArt } from '../../slots/symbols/SymbolPicture';

/** The fan's rivet, its ribs' length, and its seven folds from 212° to 328°. */
const rivet = { x: 32, y: 52 };
const rib = 36;
const foldAngle = 116 / 7;
const folds = Array.from({ length: 7 }, (_, index) => 212 + index * foldAngle);

/** One fold of the fan: a wedge from the rivet, `from` degrees to the next fold. */
function fold(from: number): string {
  const point = (degrees: number) => {
    const angle = (degrees * Math.PI) / 180;
    return `${(rivet.x + rib * Math.cos(angle)).toFixed(2)} ${(rivet.y + rib * Math.sin(angle)).toFixed(2)}`;
  };
  return `M${rivet.x} ${rivet.y} L${point(from)} A${rib} ${rib} 0 0 1 ${point(from + foldAngle)} Z`;
}

/** Lucky Lanterns' symbols: the golden wild, the lantern scatter, four pictures, the ranks. */
export const videoArt: SymbolArt<video5x3.VideoSymbol> = {
  WILD: (
    <>
      <polygon points={starPoints(5, 30, 13)} fill={palette.gold} {...outlined} />
      <rect x={4} y={25} width={56} height={16} rx={4} fill={palette.red} {...outlined} />
      <Lettering
        text="WILD"
        cy={33}
        height={10}
        weight={2.6}
        color={palette.goldLight}
        outline={false}
      />
    </>
  ),
  LANTERN: (
    <g {...outlined}>
      <path d="M32 3 V13" fill="none" />
      <rect x={30} y={53} width={4} height={9} rx={1} fill={palette.gold} />
      <ellipse cx={32} cy={34} rx={22} ry={19} fill={palette.red} />
      <ellipse
        cx={32}
        cy={34}
        rx={11}
        ry={19}
        fill="none"
        stroke={palette.redDark}
        strokeWidth={2}
      />
      <path d="M32 15 V53" fill="none" stroke={palette.redDark} strokeWidth={2} />
      <rect x={22} y={11} width={20} height={6} rx={2} fill={palette.gold} />
      <rect x={22} y={51} width={20} height={6} rx={2} fill={palette.gold} />
      <ellipse cx={21} cy={28} rx={3} ry={5} fill={palette.goldLight} stroke="none" opacity={0.7} />
    </g>
  ),
  DRAGON: (
    <g {...outlined}>
      {/* The mane behind the head. */}
      <path d="M28 14 L22 4 L34 10 L38 2 L42 12 L52 8 L48 20 Z" fill={palette.red} />
      {/* Head and long snout, facing right, jaw open. */}
      <path
        d="M12 40 C10 26 22 14 38 16 C48 17 56 22 60 28 L58 33 L44 34 L58 42 C52 50 40 54 28 52 C18 51 13 47 12 40 Z"
        fill={palette.jade}
      />
      {/* Horn, brow and nostril. */}
      <path d="M26 19 C20 12 12 12 6 16 C12 17 18 20 22 25 Z" fill={palette.goldLight} />
      <path d="M34 24 C38 21 43 21 46 24" fill="none" />
      <circle cx={40} cy={28} r={3} fill={palette.goldLight} />
      <circle cx={41} cy={28} r={1.2} fill={palette.ink} stroke="none" />
      <circle cx={55} cy={26} r={1.2} fill={palette.ink} stroke="none" />
      {/* Teeth and whisker. */}
      <path d="M47 34 L49 37 L51 34 M50 41 L52 38 L54 42" fill={palette.white} strokeWidth={1.5} />
      <path d="M58 30 C62 38 56 44 60 52" fill="none" stroke={palette.gold} strokeWidth={2.5} />
      {/* Scales on the cheek. */}
      <path
        d="M20 40 C22 37 26 37 28 40 C30 37 34 37 36 40"
        fill="none"
        stroke={palette.green}
        strokeWidth={2}
      />
    </g>
  ),
  KOI: (
    <g {...outlined}>
      <path d="M44 32 L60 20 C58 28 58 36 60 44 Z" fill={palette.orange} />
      <path d="M26 22 C30 12 38 12 40 20 Z" fill={palette.orange} />
      <path
        d="M4 32 C10 20 26 16 38 22 C44 25 46 29 47 32 C46 35 44 39 38 42 C26 48 10 44 4 32 Z"
        fill={palette.white}
      />
      <path
        d="M18 21 C24 19 30 24 28 31 C22 33 15 29 18 21 Z"
        fill={palette.orange}
        stroke="none"
      />
      <path d="M30 36 C36 34 42 37 40 41 C36 44 30 42 30 36 Z" fill={palette.red} stroke="none" />
      <circle cx={12} cy={30} r={2} fill={palette.ink} stroke="none" />
      <path d="M6 35 C4 39 2 41 1 44" fill="none" strokeWidth={1.5} />
      <path d="M22 40 C24 46 28 48 32 48" fill={palette.orange} />
    </g>
  ),
  INGOT: (
    <g {...outlined}>
      <ellipse cx={32} cy={30} rx={27} ry={8} fill={palette.goldDark} />
      <ellipse cx={32} cy={27} rx={13} ry={12} fill={palette.goldLight} />
      <path
        d="M4 29 C12 36 52 36 60 29 C58 45 46 54 32 54 C18 54 6 45 4 29 Z"
        fill={palette.gold}
      />
      <path d="M26 19 C27 16 30 15 32 15" fill="none" stroke={palette.white} strokeWidth={2} />
      <path d="M14 40 C20 46 28 48 34 48" fill="none" stroke={palette.goldLight} strokeWidth={2} />
    </g>
  ),
  FAN: (
    <g {...outlined}>
      {folds.map((from, index) => (
        <path key={index} d={fold(from)} fill={index % 2 === 0 ? palette.red : palette.gold} />
      ))}
      <circle cx={rivet.x} cy={rivet.y} r={4} fill={palette.goldDark} />
    </g>
  ),
  ...cardRanks,
};
