import type { ways5x4 } from '@croupier/engines';
import { Lettering } from '../../slots/symbols/lettering';
import { outlined, palette } from '../../slots/symbols/palette';
import { starPoints } from '../../slots/symbols/shapes';
import { cardRanks, type SymbolArt } from '../../slots/symbols/SymbolPicture';

/** A bamboo stalk from (x, top) down to the foot of the box, with its nodes. */
function Stalk({
  x,
  top,
  width,
  nodes,
}: {
  x: number;
  top: number;
  width: number;
  nodes: number[];
}) {
  return (
    <>
      <rect x={x} y={top} width={width} height={60 - top} rx={width / 2.5} fill={palette.green} />
      {nodes.map((y) => (
        <path key={y} d={`M${x} ${y} H${x + width}`} fill="none" />
      ))}
    </>
  );
}

/** Jade Tiger's symbols: the jade wild, four animals and plants of the bamboo forest, the ranks. */
export const waysArt: SymbolArt<ways5x4.WaysSymbol> = {
  WILD: (
    <>
      <polygon points={starPoints(4, 30, 10)} fill={palette.jade} {...outlined} />
      <rect x={4} y={25} width={56} height={16} rx={4} fill={palette.ink} {...outlined} />
      <Lettering
        text="WILD"
        cy={33}
        height={10}
        weight={2.6}
        color={palette.jadeLight}
        outline={false}
      />
    </>
  ),
  TIGER: (
    <g {...outlined}>
      <circle cx={15} cy={16} r={8} fill={palette.orange} />
      <circle cx={49} cy={16} r={8} fill={palette.orange} />
      <circle cx={15} cy={16} r={3.5} fill={palette.ink} stroke="none" />
      <circle cx={49} cy={16} r={3.5} fill={palette.ink} stroke="none" />
      <ellipse cx={32} cy={35} rx={24} ry={22} fill={palette.orange} />
      {/* Stripes: the forehead's and the cheeks'. */}
      <path d="M32 14 V22 M25 15 L27 21 M39 15 L37 21" fill="none" strokeWidth={3} />
      <path d="M8 32 L16 34 M9 40 L16 39 M56 32 L48 34 M55 40 L48 39" fill="none" strokeWidth={3} />
      <ellipse cx={26} cy={44} rx={7} ry={6} fill={palette.white} />
      <ellipse cx={38} cy={44} rx={7} ry={6} fill={palette.white} />
      <path d="M28 38 H36 L32 43 Z" fill={palette.ink} />
      <ellipse cx={23} cy={30} rx={4} ry={3.5} fill={palette.goldLight} />
      <ellipse cx={41} cy={30} rx={4} ry={3.5} fill={palette.goldLight} />
      <circle cx={23} cy={30} r={1.6} fill={palette.ink} stroke="none" />
      <circle cx={41} cy={30} r={1.6} fill={palette.ink} stroke="none" />
    </g>
  ),
  PANDA: (
    <g {...outlined}>
      <circle cx={14} cy={15} r={8} fill={palette.ink} />
      <circle cx={50} cy={15} r={8} fill={palette.ink} />
      <ellipse cx={32} cy={35} rx={24} ry={22} fill={palette.white} />
      <ellipse cx={22} cy={32} rx={6} ry={8} transform="rotate(35 22 32)" fill={palette.ink} />
      <ellipse cx={42} cy={32} rx={6} ry={8} transform="rotate(-35 42 32)" fill={palette.ink} />
      <circle cx={23} cy={31} r={2} fill={palette.white} stroke="none" />
      <circle cx={41} cy={31} r={2} fill={palette.white} stroke="none" />
      <ellipse cx={32} cy={42} rx={4} ry={3} fill={palette.ink} />
      <path d="M27 48 C30 51 34 51 37 48" fill="none" />
      <ellipse cx={14} cy={44} rx={3.5} ry={2} fill={palette.red} stroke="none" opacity={0.35} />
      <ellipse cx={50} cy={44} rx={3.5} ry={2} fill={palette.red} stroke="none" opacity={0.35} />
    </g>
  ),
  CRANE: (
    <g {...outlined}>
      <path d="M34 60 V52 M42 60 V52" fill="none" />
      <path d="M48 36 L62 44 L50 48 Z" fill={palette.ink} />
      <ellipse cx={38} cy={43} rx={16} ry={10} fill={palette.white} />
      <path d="M30 40 C38 36 46 38 52 44" fill="none" stroke={palette.grey} strokeWidth={2.5} />
      <path d="M26 40 C20 30 14 26 18 14" fill="none" strokeWidth={8} />
      <path d="M26 40 C20 30 14 26 18 14" fill="none" stroke={palette.ink} strokeWidth={5} />
      <path d="M14 14 L3 19 L14 18 Z" fill={palette.gold} />
      <circle cx={19} cy={13} r={5.5} fill={palette.white} />
      <circle cx={20} cy={9.5} r={2.6} fill={palette.red} stroke="none" />
      <circle cx={17} cy={13} r={1.2} fill={palette.ink} stroke="none" />
    </g>
  ),
  BAMBOO: (
    <g {...outlined}>
      <Stalk x={12} top={14} width={10} nodes={[28, 44]} />
      <Stalk x={27} top={4} width={11} nodes={[18, 34, 50]} />
      <Stalk x={43} top={20} width={9} nodes={[34, 48]} />
      <path d="M38 16 C46 8 54 8 60 10 C54 16 46 18 38 16 Z" fill={palette.jade} />
      <path d="M22 26 C16 18 8 16 3 18 C8 24 16 27 22 26 Z" fill={palette.jade} />
      <path d="M52 32 C56 26 60 24 62 24 C61 30 57 33 52 32 Z" fill={palette.jade} />
    </g>
  ),
  ...cardRanks,
};
