import {
  and,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  lt,
  ne,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import type { PostingKind } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { readPage, type Page } from '../../../platform/db/paging';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from './schema';
import type { Period } from '../../../platform/db/rows';

// A member's postings and entries: the turnover's reads and the pages of their books.

/** The member's last deposit posting (by id, the order postings were made). */
export async function lastDepositOf(db: Database, memberId: bigint) {
  const [row] = await db
    .select({ id: ledgerPostings.id, amount: ledgerPostings.amount })
    .from(ledgerPostings)
    .where(and(eq(ledgerPostings.memberId, memberId), eq(ledgerPostings.kind, 'deposit')))
    .orderBy(desc(ledgerPostings.id))
    .limit(1);
  return row;
}

/** The member's stakes posted after a posting, minor units. */
export async function betsSince(db: Database, memberId: bigint, postingId: bigint) {
  const [row] = await db
    .select({ total: sum(ledgerPostings.amount) })
    .from(ledgerPostings)
    .where(
      and(
        eq(ledgerPostings.memberId, memberId),
        eq(ledgerPostings.kind, 'bet'),
        gt(ledgerPostings.id, postingId),
      ),
    );
  return BigInt(row?.total ?? 0);
}

/** Which of a member's entries a page lists. */
export type EntryFilter = {
  kind?: PostingKind;
  /** Entries made from `from` up to (not including) `until`. */
  period?: Period;
  /** Leaves out the withdrawal hold's book-keeping (the player's account record does). */
  withoutHold?: boolean;
};

/**
 * The entries on a member's wallets, newest first, and how many there are: the operator's
 * view of the books and the player's account record. Paged by entry id on
 * `ledger_entries_account`.
 */
export function memberEntriesPage(db: Database, memberId: bigint, query: Page & EntryFilter) {
  const conditions: SQL[] = [eq(ledgerAccounts.memberId, memberId)];
  if (query.withoutHold) conditions.push(ne(ledgerAccounts.kind, 'withdrawal_hold'));
  if (query.period) {
    conditions.push(gte(ledgerEntries.createdAt, query.period.from));
    conditions.push(lt(ledgerEntries.createdAt, query.period.until));
  }
  if (query.kind) conditions.push(eq(ledgerPostings.kind, query.kind));
  const where = and(...conditions);
  return readPage(
    query,
    db
      .select({
        entryId: ledgerEntries.id,
        postingId: ledgerPostings.id,
        time: ledgerEntries.createdAt,
        kind: ledgerPostings.kind,
        reference: ledgerPostings.reference,
        accountKind: ledgerAccounts.kind,
        vendorCode: ledgerAccounts.vendorCode,
        amount: ledgerEntries.amount,
        balanceAfter: ledgerEntries.balanceAfter,
        details: ledgerPostings.details,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
      .where(where)
      .orderBy(desc(ledgerEntries.id)),
    db
      .select({ total: count() })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
      .where(where)
      .then(([row]) => row?.total ?? 0),
  );
}

/**
 * Deposits credited to the merchant's members in a period, per member (minor units): the
 * ledger's deposit postings, whatever brought them (a gateway's callback, an operator's
 * confirmation). `memberIds` narrows it to some members; members without one are absent.
 */
export async function depositsByMember(
  db: Database,
  merchantId: number,
  period: Period,
  memberIds?: readonly bigint[],
): Promise<Map<bigint, bigint>> {
  if (memberIds && memberIds.length === 0) return new Map();
  const conditions: SQL[] = [
    eq(ledgerPostings.merchantId, merchantId),
    eq(ledgerPostings.kind, 'deposit'),
    gte(ledgerPostings.createdAt, period.from),
    lt(ledgerPostings.createdAt, period.until),
  ];
  if (memberIds) conditions.push(inArray(ledgerPostings.memberId, [...memberIds]));
  const rows = await db
    .select({
      memberId: ledgerPostings.memberId,
      total: sql<string>`sum(${ledgerPostings.amount})::text`,
    })
    .from(ledgerPostings)
    .where(and(...conditions, isNotNull(ledgerPostings.memberId)))
    .groupBy(ledgerPostings.memberId);
  return new Map(rows.map((row) => [row.memberId!, BigInt(row.total)]));
}
