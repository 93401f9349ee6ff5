/** A star of `points` points centred on (32, `cy`), its tips `outer` from the centre. */
export function starPoints(points: number, outer: number, inner: number, cy = 32): string {
  return Array.from({ length: points * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI * index) / points - Math.PI / 2;
    return `${(32 + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}
