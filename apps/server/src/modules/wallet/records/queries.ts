import { and, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { readPage, type Page } from '../../../platform/db/paging';
import { ledgerPostings } from '../ledger/schema';
import type { Period } from '../../../platform/db/rows';

// Bonus details and profit and loss read the ledger's postings table (its schema; the
// ledger alone writes it): each is a filtered sum or page of the member's postings that
// the ledger's service has no use for. The account record pages through the ledger's service.

/** The member's bonus postings in a period, newest first. */
export function bonusRows(db: Database, memberId: bigint, range: Period, query: Page) {
  const where = and(
    eq(ledgerPostings.memberId, memberId),
    eq(ledgerPostings.kind, 'bonus'),
    gte(ledgerPostings.createdAt, range.from),
    lt(ledgerPostings.createdAt, range.until),
  );
  return readPage(
    query,
    db.select().from(ledgerPostings).where(where).orderBy(desc(ledgerPostings.id)),
    db.$count(ledgerPostings, where),
  );
}

/** The member's stakes, wins and rounds per game category in a period (minor units as text). */
export function profitByCategory(db: Database, memberId: bigint, range: Period) {
  return db
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
}
