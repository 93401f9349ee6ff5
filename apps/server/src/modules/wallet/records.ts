import { and, desc, eq, gte, inArray, isNotNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { toMajor, type PostingKind } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from './schema';

export type DateRange = { startDate?: string; endDate?: string };
type Page = { pageNo: number; pageSize: number };

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
    throw new AppError('wallet.records.range', 'date_range_invalid', 400);
  }
  if (until.getTime() - from.getTime() > 92 * day) {
    throw new AppError('wallet.records.range.long', 'date_range_too_long', 400);
  }
  return { startDate, endDate, from, until };
}

function paged<T>(list: T[], totalCount: number, page: Page) {
  return {
    list,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / page.pageSize),
  };
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
  const conditions: SQL[] = [
    eq(ledgerAccounts.memberId, memberId),
    ne(ledgerAccounts.kind, 'withdrawal_hold'),
    gte(ledgerEntries.createdAt, range.from),
    lt(ledgerEntries.createdAt, range.until),
  ];
  if (query.type) conditions.push(eq(ledgerPostings.kind, query.type));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: ledgerEntries.id,
        kind: ledgerPostings.kind,
        amount: ledgerEntries.amount,
        balanceAfter: ledgerEntries.balanceAfter,
        accountKind: ledgerAccounts.kind,
        vendorCode: ledgerAccounts.vendorCode,
        reference: ledgerPostings.reference,
        time: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
      .where(where),
  ]);
  return paged(
    rows.map((row) => ({
      id: String(row.id),
      type: row.kind as PostingKind,
      amount: toMajor(row.amount),
      balanceAfter: row.balanceAfter === null ? null : toMajor(row.balanceAfter),
      wallet: row.accountKind === 'vendor' ? row.vendorCode : row.accountKind.toUpperCase(),
      reference: row.reference,
      time: row.time.toISOString(),
    })),
    Number(total?.count ?? 0),
    query,
  );
}

/** Bonuses the member received, newest first. */
export async function bonusDetails(db: Database, memberId: bigint, query: Page & DateRange) {
  const range = resolveRange(query);
  const where = and(
    eq(ledgerPostings.memberId, memberId),
    eq(ledgerPostings.kind, 'bonus'),
    gte(ledgerPostings.createdAt, range.from),
    lt(ledgerPostings.createdAt, range.until),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(ledgerPostings)
      .where(where)
      .orderBy(desc(ledgerPostings.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(ledgerPostings)
      .where(where),
  ]);
  return paged(
    rows.map((row) => ({
      id: String(row.id),
      amount: toMajor(row.amount),
      reference: row.reference,
      description: typeof row.details.description === 'string' ? row.details.description : null,
      time: row.createdAt.toISOString(),
    })),
    Number(total?.count ?? 0),
    query,
  );
}

/**
 * Personal profit and loss by game category: stakes (less refunded ones), wins, and wins
 * minus stakes, from the member's bet, win and rollback postings in the range.
 */
export async function personalProfit(db: Database, memberId: bigint, query: DateRange) {
  const range = resolveRange(query);
  const rows = await db
    .select({
      category: ledgerPostings.category,
      bets: sql<string>`coalesce(sum(case when ${ledgerPostings.kind} = 'bet' then ${ledgerPostings.amount} when ${ledgerPostings.kind} = 'rollback' then -${ledgerPostings.amount} else 0 end), 0)::text`,
      wins: sql<string>`coalesce(sum(case when ${ledgerPostings.kind} = 'win' then ${ledgerPostings.amount} else 0 end), 0)::text`,
      rounds: sql<number>`count(*) filter (where ${ledgerPostings.kind} = 'bet')::int`,
    })
    .from(ledgerPostings)
    .where(
      and(
        eq(ledgerPostings.memberId, memberId),
        inArray(ledgerPostings.kind, ['bet', 'win', 'rollback']),
        isNotNull(ledgerPostings.category),
        gte(ledgerPostings.createdAt, range.from),
        lt(ledgerPostings.createdAt, range.until),
      ),
    )
    .groupBy(ledgerPostings.category)
    .orderBy(ledgerPostings.category);
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
