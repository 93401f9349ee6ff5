import { consoleReports, minorUnitsPerMajor } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import {
  settledRoundsByCategory,
  settledRoundsByDay,
  settledRoundsByVendor,
} from '../../games/service';
import { registrationsByDay } from '../../member/service';
import { creditedDepositsByDay, paidWithdrawalsByDay } from '../../wallet/service';

// The console's reports: each module sums its own tables (games: settled rounds; wallet:
// deposits and withdrawals; member: registrations) and this file lays the sums out per day,
// category or vendor, with totals and the CSV exports. Read-only; nothing is audited.

const dayMs = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The days a report covers, both ends included, and the period of time they span. */
export type ReportRange = { startDate: string; endDate: string; from: Date; until: Date };

/**
 * The range asked for, the last `defaultReportDays` days (today included, UTC) by default;
 * one end alone reaches `defaultReportDays` days from it. The contract refuses a range given
 * wrong; this refuses one that only its defaults make wrong (a start after today).
 */
export function reportRange(query: consoleReports.ReportRangeQuery, now = new Date()): ReportRange {
  const span = (consoleReports.defaultReportDays - 1) * dayMs;
  const endDate =
    query.endDate ??
    (query.startDate
      ? isoDay(Math.min(Date.parse(query.startDate) + span, Date.parse(isoDay(now.getTime()))))
      : isoDay(now.getTime()));
  const startDate = query.startDate ?? isoDay(Date.parse(endDate) - span);
  const from = new Date(`${startDate}T00:00:00Z`);
  const until = new Date(Date.parse(`${endDate}T00:00:00Z`) + dayMs);
  if (from >= until) throw AppError.of('reportRangeInvalid');
  if (until.getTime() - from.getTime() > consoleReports.maxReportDays * dayMs) {
    throw AppError.of('reportRangeTooLong');
  }
  return { startDate, endDate, from, until };
}

function daysOf(range: ReportRange): string[] {
  const days: string[] = [];
  for (let time = range.from.getTime(); time < range.until.getTime(); time += dayMs) {
    days.push(isoDay(time));
  }
  return days;
}

/** Day figures in bigint, before they are written as strings. */
type Sums = {
  bets: number;
  stake: bigint;
  win: bigint;
  deposits: number;
  depositAmount: bigint;
  withdrawals: number;
  withdrawalAmount: bigint;
  registrations: number;
};

const noSums: Sums = {
  bets: 0,
  stake: 0n,
  win: 0n,
  deposits: 0,
  depositAmount: 0n,
  withdrawals: 0,
  withdrawalAmount: 0n,
  registrations: 0,
};

function addSums(a: Sums, b: Sums): Sums {
  return {
    bets: a.bets + b.bets,
    stake: a.stake + b.stake,
    win: a.win + b.win,
    deposits: a.deposits + b.deposits,
    depositAmount: a.depositAmount + b.depositAmount,
    withdrawals: a.withdrawals + b.withdrawals,
    withdrawalAmount: a.withdrawalAmount + b.withdrawalAmount,
    registrations: a.registrations + b.registrations,
  };
}

function toDayFigures(sums: Sums): consoleReports.DayFigures {
  return {
    bets: sums.bets,
    stake: sums.stake.toString(),
    win: sums.win.toString(),
    ggr: (sums.stake - sums.win).toString(),
    deposits: sums.deposits,
    depositAmount: sums.depositAmount.toString(),
    withdrawals: sums.withdrawals,
    withdrawalAmount: sums.withdrawalAmount.toString(),
    registrations: sums.registrations,
  };
}

/**
 * Every day of the range with its settled bets, wins and GGR, credited deposits, paid
 * withdrawals and registrations; days with nothing are there with zeros, so a chart's axis
 * is the calendar.
 */
export async function dailyReport(
  db: Database,
  merchant: { id: number; currency: string },
  query: consoleReports.ReportRangeQuery,
): Promise<consoleReports.DailyReport> {
  const range = reportRange(query);
  const [rounds, deposits, withdrawals, registrations] = await Promise.all([
    settledRoundsByDay(db, merchant.id, range),
    creditedDepositsByDay(db, merchant.id, range),
    paidWithdrawalsByDay(db, merchant.id, range),
    registrationsByDay(db, merchant.id, range),
  ]);
  let totals = noSums;
  const days = daysOf(range).map((date) => {
    const sums: Sums = {
      bets: rounds.get(date)?.rounds ?? 0,
      stake: rounds.get(date)?.stake ?? 0n,
      win: rounds.get(date)?.win ?? 0n,
      deposits: deposits.get(date)?.count ?? 0,
      depositAmount: deposits.get(date)?.amount ?? 0n,
      withdrawals: withdrawals.get(date)?.count ?? 0,
      withdrawalAmount: withdrawals.get(date)?.amount ?? 0n,
      registrations: registrations.get(date) ?? 0,
    };
    totals = addSums(totals, sums);
    return { date, ...toDayFigures(sums) };
  });
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    currency: merchant.currency,
    days,
    totals: toDayFigures(totals),
  };
}

type GameSums = { key: string; name: string; rounds: number; stake: bigint; win: bigint };

const toGameFigures = (sums: Omit<GameSums, 'key' | 'name'>) => ({
  bets: sums.rounds,
  stake: sums.stake.toString(),
  win: sums.win.toString(),
  ggr: (sums.stake - sums.win).toString(),
});

/** The range's settled rounds per category or vendor, largest stake first, with totals. */
export async function gameReport(
  db: Database,
  merchant: { id: number; currency: string },
  query: consoleReports.GameReportQuery,
): Promise<consoleReports.GameReport> {
  const range = reportRange(query);
  const groups: GameSums[] =
    query.groupBy === 'vendor'
      ? (await settledRoundsByVendor(db, merchant.id, range)).map((row) => ({
          key: row.vendorCode,
          name: row.vendorName,
          ...row,
        }))
      : (await settledRoundsByCategory(db, merchant.id, range)).map((row) => ({
          key: row.category,
          name: row.category,
          ...row,
        }));
  groups.sort((a, b) =>
    a.stake === b.stake ? a.key.localeCompare(b.key) : a.stake > b.stake ? -1 : 1,
  );
  const totals = groups.reduce(
    (sum, group) => ({
      rounds: sum.rounds + group.rounds,
      stake: sum.stake + group.stake,
      win: sum.win + group.win,
    }),
    { rounds: 0, stake: 0n, win: 0n },
  );
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    currency: merchant.currency,
    groupBy: query.groupBy,
    rows: groups.map((group) => ({ key: group.key, name: group.name, ...toGameFigures(group) })),
    totals: toGameFigures(totals),
  };
}

/** Minor units as a spreadsheet reads money: major units, always 2 decimals, no grouping. */
export function csvAmount(minorUnits: string): string {
  const value = BigInt(minorUnits);
  const absolute = value < 0n ? -value : value;
  const cents = (absolute % minorUnitsPerMajor).toString().padStart(2, '0');
  return `${value < 0n ? '-' : ''}${absolute / minorUnitsPerMajor}.${cents}`;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. Text that a
 * spreadsheet would run as a formula (a vendor name starting with `=`) is defused with a
 * leading apostrophe; numbers (a negative GGR too) are written as they are.
 */
function csvField(value: string | number): string {
  if (typeof value === 'number' || /^-?\d+(\.\d+)?$/.test(value)) return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csv(header: readonly string[], rows: (string | number)[][]): string {
  return [header.join(','), ...rows.map((row) => row.map(csvField).join(','))]
    .map((line) => `${line}\r\n`)
    .join('');
}

/** The daily report as CSV: a header row, then one row per day (amounts in major units). */
export function dailyReportCsv(report: consoleReports.DailyReport): string {
  return csv(
    consoleReports.dailyCsvColumns,
    report.days.map((day) => [
      day.date,
      day.bets,
      csvAmount(day.stake),
      csvAmount(day.win),
      csvAmount(day.ggr),
      day.deposits,
      csvAmount(day.depositAmount),
      day.withdrawals,
      csvAmount(day.withdrawalAmount),
      day.registrations,
    ]),
  );
}

/** The category or vendor report as CSV: a header row, then one row per group. */
export function gameReportCsv(report: consoleReports.GameReport): string {
  return csv(
    consoleReports.gameCsvColumns,
    report.rows.map((row) => [
      row.key,
      row.name,
      row.bets,
      csvAmount(row.stake),
      csvAmount(row.win),
      csvAmount(row.ggr),
    ]),
  );
}
