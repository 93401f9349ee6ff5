import { useId, type ReactNode } from 'react';

// Small inline SVG charts: no library, scalable, readable by screen readers (each chart is an
// image with a title and a description of its figures; the table beside it has them all).

const height = 230;
const pad = { top: 12, right: 14, bottom: 28, left: 76 };
const plotHeight = height - pad.top - pad.bottom;

/**
 * Drawing widths: a chart across the page, or one of two side by side. Text is drawn in the
 * chart's own units, so a width close to the one on screen keeps its labels readable.
 */
const widths = { full: 1040, half: 560 } as const;
export type ChartWidth = keyof typeof widths;

/** What the vertical axis shows: money (at least 1.00 high) or whole counts. */
export type ChartScale = { minTop: number; integers: boolean };
export const moneyScale: ChartScale = { minTop: 100, integers: false };
export const countScale: ChartScale = { minTop: 1, integers: true };

export type ChartPoint = { label: string; value: number };
export type ChartSeries = {
  name: string;
  tone: 'primary' | 'success' | 'danger';
  points: ChartPoint[];
};

/** A round upper bound for the axis: 1, 2 or 5 times a power of ten. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value)!;
  return step * power;
}

/** The vertical scale of values from min to max (zero always on it), and its grid lines. */
function scaleOf(values: number[], kind: ChartScale) {
  const top = niceCeiling(Math.max(kind.minTop, ...values));
  const lowest = Math.min(0, ...values);
  const bottom = lowest < 0 ? -niceCeiling(-lowest) : 0;
  const y = (value: number) => pad.top + ((top - value) / (top - bottom)) * plotHeight;
  const middle = top / 2;
  const ticks =
    bottom < 0
      ? [top, 0, bottom]
      : kind.integers && !Number.isInteger(middle)
        ? [top, 0]
        : [top, middle, 0];
  return { y, ticks };
}

/** Whether to print the label at `index`: about `most` of them, the last always. */
function showsLabel(index: number, count: number, most: number): boolean {
  const step = Math.max(1, Math.ceil(count / most));
  if (index === count - 1) return true;
  // A stepped label too close to the last one would overlap it.
  return index % step === 0 && count - 1 - index >= step / 2;
}

/** A label near either end of the plot is aligned inwards, so it is not cut off. */
function anchorAt(position: number, width: number): 'start' | 'middle' | 'end' {
  if (position - pad.left < 24) return 'start';
  return width - pad.right - position < 24 ? 'end' : 'middle';
}

function Axes({
  scale,
  labels,
  x,
  width,
  formatValue,
}: {
  scale: ReturnType<typeof scaleOf>;
  labels: string[];
  x: (index: number) => number;
  width: number;
  formatValue: (value: number) => string;
}) {
  const most = Math.floor((width - pad.left) / 70);
  return (
    <g className="chart-axes" aria-hidden="true">
      {scale.ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={pad.left}
            x2={width - pad.right}
            y1={scale.y(tick)}
            y2={scale.y(tick)}
            className={tick === 0 ? 'chart-zero' : 'chart-grid'}
          />
          <text
            x={pad.left - 6}
            y={scale.y(tick)}
            className="chart-tick"
            textAnchor="end"
            dy="0.35em"
          >
            {formatValue(tick)}
          </text>
        </g>
      ))}
      {labels.map((label, index) =>
        showsLabel(index, labels.length, most) ? (
          <text
            key={label}
            x={x(index)}
            y={height - 8}
            className="chart-tick"
            textAnchor={anchorAt(x(index), width)}
          >
            {label}
          </text>
        ) : null,
      )}
    </g>
  );
}

/** A chart's drawing: an image named by its title and described by its figures. */
function ChartFrame({
  title,
  description,
  width,
  testId,
  children,
}: {
  title: string;
  description: string;
  width: number;
  testId?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <svg
      className="chart"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      data-testid={testId}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {children}
    </svg>
  );
}

/** Bars per label; negative values (a day the house lost) hang below the zero line. */
export function BarChart({
  title,
  description,
  points,
  formatValue,
  size = 'half',
  kind = moneyScale,
  testId,
}: {
  title: string;
  description: string;
  points: ChartPoint[];
  formatValue: (value: number) => string;
  size?: ChartWidth;
  kind?: ChartScale;
  testId?: string;
}) {
  const width = widths[size];
  const scale = scaleOf(
    points.map((point) => point.value),
    kind,
  );
  const slot = (width - pad.left - pad.right) / Math.max(points.length, 1);
  const x = (index: number) => pad.left + slot * (index + 0.5);
  const barWidth = Math.max(2, Math.min(28, slot * 0.7));
  return (
    <ChartFrame title={title} description={description} width={width} testId={testId}>
      <Axes
        scale={scale}
        labels={points.map((point) => point.label)}
        x={x}
        width={width}
        formatValue={formatValue}
      />
      {points.map((point, index) => {
        const top = scale.y(Math.max(point.value, 0));
        const bottom = scale.y(Math.min(point.value, 0));
        return (
          <rect
            key={point.label}
            x={x(index) - barWidth / 2}
            y={top}
            width={barWidth}
            height={Math.max(bottom - top, point.value === 0 ? 0 : 1)}
            className={point.value < 0 ? 'chart-bar chart-negative' : 'chart-bar'}
          >
            <title>{`${point.label}: ${formatValue(point.value)}`}</title>
          </rect>
        );
      })}
    </ChartFrame>
  );
}

/** One line per series over the same labels (deposits against withdrawals). */
export function LineChart({
  title,
  description,
  series,
  formatValue,
  size = 'half',
  testId,
}: {
  title: string;
  description: string;
  series: ChartSeries[];
  formatValue: (value: number) => string;
  size?: ChartWidth;
  testId?: string;
}) {
  const width = widths[size];
  const plotWidth = width - pad.left - pad.right;
  const labels = series[0]?.points.map((point) => point.label) ?? [];
  const scale = scaleOf(
    series.flatMap((line) => line.points.map((point) => point.value)),
    moneyScale,
  );
  const x = (index: number) =>
    pad.left + (labels.length > 1 ? (plotWidth * index) / (labels.length - 1) : plotWidth / 2);
  return (
    <figure className="chart-figure">
      <ChartFrame title={title} description={description} width={width} testId={testId}>
        <Axes scale={scale} labels={labels} x={x} width={width} formatValue={formatValue} />
        {series.map((line) => (
          <g key={line.name} className={`chart-line chart-${line.tone}`}>
            <polyline
              fill="none"
              points={line.points
                .map((point, index) => `${x(index)},${scale.y(point.value)}`)
                .join(' ')}
            />
            {line.points.map((point, index) => (
              <circle key={point.label} cx={x(index)} cy={scale.y(point.value)} r={2.5}>
                <title>{`${line.name} ${point.label}: ${formatValue(point.value)}`}</title>
              </circle>
            ))}
          </g>
        ))}
      </ChartFrame>
      <figcaption className="chart-legend">
        {series.map((line) => (
          <span key={line.name} className={`chart-key chart-${line.tone}`}>
            {line.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
