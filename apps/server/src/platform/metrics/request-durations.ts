import type { Registry } from 'prom-client';

/** Where a request's duration falls, in seconds (Prometheus `le` bounds). */
const bounds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] as const;

type Labels = { method: string; route: string; status_code: string };
type Series = { labels: Labels; counts: number[]; sum: number; count: number };

/**
 * The request-duration histogram, counted by hand and read by prom-client's registry at
 * scrape time in its own histogram format. prom-client's Histogram checks and hashes the
 * labels of every observation and makes a closure for it: a tenth of a cheap request's CPU
 * (issue 14). Here an observation is one map lookup by a string and an increment; the
 * labels are built once per series (method, route pattern, status: a bounded set).
 */
export class RequestDurations {
  readonly name = 'croupier_http_request_duration_seconds';
  readonly help = 'HTTP request duration by method, route pattern and status';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Map<string, Series>();

  constructor(registry: Registry) {
    // The registry takes any object with a name and get(); the type of its parameter is
    // prom-client's own Metric class, hence the cast.
    registry.registerMetric(this as unknown as Parameters<Registry['registerMetric']>[0]);
  }

  observe(method: string, route: string, statusCode: number, seconds: number): void {
    const key = `${method} ${statusCode} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      series = {
        labels: { method, route, status_code: String(statusCode) },
        counts: bounds.map(() => 0),
        sum: 0,
        count: 0,
      };
      this.series.set(key, series);
    }
    const bucket = bounds.findIndex((bound) => seconds <= bound);
    if (bucket >= 0) series.counts[bucket]! += 1;
    series.sum += seconds;
    series.count += 1;
  }

  /** The values as prom-client's registry writes a histogram: cumulative buckets, sum, count. */
  get() {
    const values = [...this.series.values()].flatMap(({ labels, counts, sum, count }) => {
      let cumulative = 0;
      return [
        ...bounds.map((le, index) => {
          cumulative += counts[index]!;
          return {
            metricName: `${this.name}_bucket`,
            labels: { ...labels, le },
            value: cumulative,
          };
        }),
        { metricName: `${this.name}_bucket`, labels: { ...labels, le: '+Inf' }, value: count },
        { metricName: `${this.name}_sum`, labels, value: sum },
        { metricName: `${this.name}_count`, labels, value: count },
      ];
    });
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      values,
      aggregator: this.aggregator,
    };
  }
}
