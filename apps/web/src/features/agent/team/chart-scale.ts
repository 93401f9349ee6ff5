/** A bar of the chart in the chart's own units: its top and its height above zero or below. */
export type Bar = { y: number; height: number; negative: boolean };

/**
 * Bars for values drawn in a box `height` tall, one zero line for all: positive bars rise
 * from it, negative ones (a team's loss) hang from it. All zeros: flat bars on the bottom.
 */
export function barsOf(values: readonly number[], height: number): { zero: number; bars: Bar[] } {
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const span = top - bottom;
  if (span === 0) {
    return { zero: height, bars: values.map(() => ({ y: height, height: 0, negative: false })) };
  }
  const scale = height / span;
  const zero = top * scale;
  return {
    zero,
    bars: values.map((value) =>
      value >= 0
        ? { y: zero - value * scale, height: value * scale, negative: false }
        : { y: zero, height: -value * scale, negative: true },
    ),
  };
}
