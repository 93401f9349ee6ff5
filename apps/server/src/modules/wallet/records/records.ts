import { toMajor, type PostingKind } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import type { Page } from '../../../platform/db/paging';
import { AppError } from '../../../platform/http/app-error';
import { pageOf } from '../../../platform/http/pages';
import { memberEntriesPage } from '../ledger/service';
import { bonusRows, profitByCategory } from './queries';

export type DateRange = { startDate?: string; endDate?: string };

const day = 86_400_000;

/**
 * A date range in UTC days, both ends included: the last 7 days by default, at most 92 days
 * so a record query never scans a member's whole history.
 */
export function resolveRange(range: DateRange, now = new Date()) {
  const today = now.toISOString().slice(0, 10);
  const endDate = range.endDate ?? today;
  const startDate =
    range.startDate ?? new Date(Date.parse(endDate) - 6 * day).toISOString().slice(0, 10);
  const from = new Date(`${startDate}T00:00:00Z`);
  const until = new Date(Date.parse(`${endDate}T00:00:00Z`) + day);
  if (Number.isNaN(from.getTime()) || Number.isNaN(until.getTime()) || from >= until) {
    throw AppError.of('dateRangeInvalid');
  }
  if (until.getTime() - from.getTime() > 92 * day) {
    throw AppError.of('dateRangeTooLong');
  }
  return { startDate, endDate, from, until };
}

/**
 * The account record (`transactionHistory`): every entry on the member's wallets, newest
 * first. The withdrawal hold is left out: a player sees the request take the money from the
 * main wallet (and a rejection bring it back), not the book-keeping of the hold in between;
 * the withdrawal page shows where each request stands.
 */
export async function transactionHistory(
  db: Database,
  memberId: bigint,
  query: Page & DateRange & { type?: PostingKind },
) {
  const range = resolveRange(query);
  const { rows, totalCount } = await memberEntriesPage(db, memberId, {
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    kind: query.type,
    period: range,
    withoutHold: true,
  });
  return pageOf(
    rows.map((row) => ({
      id: String(row.entryId),
      type: row.kind as PostingKind,
      amount: toMajor(row.amount),
      balanceAfter: row.balanceAfter === null ? null : toMajor(row.balanceAfter),
      wallet: row.accountKind === 'vendor' ? row.vendorCode : row.accountKind.toUpperCase(),
      reference: row.reference,
      time: row.time.toISOString(),
    })),
    totalCount,
    query,
  );
}

/** Bonuses the member received, newest first. */
export async function bonusDetails(db: Database, memberId: bigint, query: Page & DateRange) {
  const range = resolveRange(query);
  const { rows, totalCount } = await bonusRows(db, memberId, range, query);
  return pageOf(
    rows.map((row) => ({
      id: String(row.id),
      amount: toMajor(row.amount),
      reference: row.reference,
      description: typeof row.details.description === 'string' ? row.details.description : null,
      time: row.createdAt.toISOString(),
    })),
    totalCount,
    query,
  );
}

/**
 * Personal profit and loss by game category: stakes (less refunded ones), wins, and wins
 * minus stakes, from the member's bet, win and rollback postings in the range.
 */
export async function personalProfit(db: Database, memberId: bigint, query: DateRange) {
  const range = resolveRange(query);
  const rows = await profitByCategory(db, memberId, range);
  const lines = rows.map((row) => ({
    category: row.category!,
    bets: BigInt(row.bets),
    wins: BigInt(row.wins),
    rounds: Number(row.rounds),
  }));
  const total = lines.reduce(
    (sum, line) => ({
      category: 'TOTAL',
      bets: sum.bets + line.bets,
      wins: sum.wins + line.wins,
      rounds: sum.rounds + line.rounds,
    }),
    { category: 'TOTAL', bets: 0n, wins: 0n, rounds: 0 },
  );
  const wire = (line: typeof total) => ({
    category: line.category,
    bets: toMajor(line.bets),
    wins: toMajor(line.wins),
    profit: toMajor(line.wins - line.bets),
    rounds: line.rounds,
  });
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    rows: lines.map(wire),
    total: wire(total),
  };
}
