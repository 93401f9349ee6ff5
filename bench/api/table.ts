// The run's one table: every call with its throughput, latencies, failures, its ratio to its
// yardstick, and whether the ledger reconciled after it.
import type { LoadFigures } from './calls/index';
import type { CpuSides } from './cpu';

export type Yardstick = { name: string; perSecond: number };

export type Row = {
  call: string;
  /** None for a row that only reports the books. */
  perSecond?: number;
  figures?: LoadFigures;
  /** Cores the server, the load generator and PostgreSQL kept busy during the phase. */
  cpu?: CpuSides;
  yardstick?: Yardstick;
  /** What goes in the ratio column instead, for a yardstick's own row. */
  note?: string;
  books?: string;
};

const columns = [
  'call',
  'req/s',
  'p50 ms',
  'p99 ms',
  'errors',
  'ratio to yardstick',
  'books',
  'cores srv/load/pg',
];
const rightAligned = new Set(['req/s', 'p50 ms', 'p99 ms', 'errors']);

export const failuresOf = (figures: LoadFigures) =>
  figures.non2xx + figures.errors + figures.envelopeFailures;

function cells(row: Row): string[] {
  const { figures, yardstick } = row;
  const { perSecond } = row;
  const ratio =
    yardstick && perSecond !== undefined
      ? `${(perSecond / yardstick.perSecond).toFixed(2)} × ${yardstick.name}`
      : (row.note ?? '');
  return [
    row.call,
    perSecond === undefined ? '—' : perSecond.toFixed(0),
    figures ? figures.p50.toFixed(2) : '—',
    figures ? figures.p99.toFixed(2) : '—',
    figures ? String(failuresOf(figures)) : '—',
    ratio,
    row.books ?? '—',
    row.cpu
      ? [row.cpu.server, row.cpu.load, row.cpu.database].map((cores) => cores.toFixed(2)).join('/')
      : '',
  ];
}

export function printTable(rows: Row[]): void {
  const table = [columns, ...rows.map(cells)];
  const widths = columns.map((_, index) => Math.max(...table.map((line) => line[index]!.length)));
  const format = (line: string[]) =>
    line
      .map((cell, index) =>
        rightAligned.has(columns[index]!)
          ? cell.padStart(widths[index]!)
          : cell.padEnd(widths[index]!),
      )
      .join('  ')
      .trimEnd();
  console.log(format(table[0]!));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of table.slice(1)) console.log(format(line));
}

/** The failures of rows that had any, by kind. */
export function printFailures(rows: Row[]): void {
  for (const { call, figures } of rows) {
    if (!figures || failuresOf(figures) === 0) continue;
    console.log(
      `  ${call}: ${figures.non2xx} non-2xx, ${figures.errors} connection errors or timeouts, ${figures.envelopeFailures} envelopes without success`,
    );
  }
}
