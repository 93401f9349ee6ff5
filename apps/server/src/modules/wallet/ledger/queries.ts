import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PostingKind } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { preparedRowsOf } from '../../../platform/db/rows';
import { ledgerEntries, ledgerPostings } from './schema';

// The ledger's SQL. Every function takes the handle it runs on: the database for a read or a
// one-statement posting, the caller's transaction when it belongs to a business event.
// This file holds the posting statements; accounts and balances are in account-queries.ts,
// a member's postings and entries in entry-queries.ts, the reconciliation's checks in
// reconcile-queries.ts.

/** What the posting statement writes: the posting row and its legs on known accounts. */
export type PostingRow = {
  merchantId: number;
  idempotencyKey: string;
  fingerprint: string;
  kind: PostingKind;
  memberId: bigint | null;
  amount: bigint;
  reference: string;
  category: string | null;
  details: Record<string, unknown>;
  legs: { accountId: bigint; amount: bigint }[];
};

/** One row per member account the posting moved; `posting_id` is null on a replayed key. */
export type PostedRow = { posting_id: unknown; account_id: unknown; balance: unknown };

/** Locks member wallets in id order, so two opposite transfers never wait on each other. */
export async function lockAccountsInOrder(tx: Database, accountIds: bigint[]): Promise<void> {
  await tx.execute(
    sql`select id from ledger_accounts where id in (${sql.join(
      accountIds.map((id) => sql`${String(id)}::bigint`),
      sql`, `,
    )}) order by id for update`,
  );
}

/**
 * Rows of another module written in the posting's own statement (`postAlongside`): a
 * vendor's bet is then its posting, its bet record and the vendor's transaction row in one
 * round trip. The statement is prepared under `ledger_post_<legs>_<name>`, so `name` must
 * stand for one fixed shape of the other parts.
 */
export type Alongside = {
  name: string;
  /** CTEs before the posting's (`name as (...)`, comma-separated), which `when` may read. */
  before: SQL;
  /** The posting is written only when this holds; with no posting, nothing moves. */
  when: SQL;
  /**
   * CTEs after the posting's. They may read `posting (id)`, empty when nothing was posted,
   * and `moved (id, balance)`, the member accounts the posting moved.
   */
  after: SQL;
  /** More columns of the answer's row(s), as named expressions over `from`. */
  columns: SQL;
  /** A relation of exactly one row (one of `before`'s CTEs, say) that `columns` read. */
  from: SQL;
};

/**
 * The posting, the balance changes and the entries as one prepared statement (one per leg
 * count): a bet is a single round trip. A key already posted inserts nothing and moves nothing.
 */
export function insertPosting<Row extends PostedRow = PostedRow>(
  tx: Database,
  posting: PostingRow,
  alongside?: Alongside,
): Promise<Row[]> {
  const legs = sql.join(
    posting.legs.map(
      (leg) => sql`(${String(leg.accountId)}::bigint, ${String(leg.amount)}::bigint)`,
    ),
    sql`, `,
  );
  const name = `ledger_post_${posting.legs.length}${alongside ? `_${alongside.name}` : ''}`;
  return preparedRowsOf<Row>(
    tx,
    name,
    sql`
      with ${alongside ? sql`${alongside.before},` : sql``}
      legs (account_id, amount) as (values ${legs}),
      posting as (
        insert into ledger_postings
          (merchant_id, idempotency_key, fingerprint, kind, member_id, amount, reference, category, details)
        select ${posting.merchantId}::int, ${posting.idempotencyKey}::text, ${posting.fingerprint}::text,
          ${posting.kind}::text, ${posting.memberId === null ? null : String(posting.memberId)}::bigint,
          ${String(posting.amount)}::bigint, ${posting.reference}::text, ${posting.category}::text,
          ${JSON.stringify(posting.details)}::jsonb
        where ${alongside ? alongside.when : sql`true`}
        on conflict (merchant_id, idempotency_key) do nothing
        returning id
      ),
      moved as (
        update ledger_accounts account set balance = account.balance + legs.amount
        from legs
        where account.id = legs.account_id and account.balance is not null
          and exists (select 1 from posting)
        returning account.id, account.balance
      ),
      entries as (
        insert into ledger_entries (posting_id, account_id, amount, balance_after)
        select posting.id, legs.account_id, legs.amount, moved.balance
        from posting cross join legs left join moved on moved.id = legs.account_id
      )${alongside ? sql`, ${alongside.after}` : sql``}
      select (select id from posting) as posting_id, moved.id as account_id, moved.balance
        ${alongside ? sql`, ${alongside.columns}` : sql``}
      from ${alongside ? alongside.from : sql`(select 1) as one`} left join moved on true`,
  );
}

export async function postingByKey(tx: Database, merchantId: number, idempotencyKey: string) {
  const [row] = await tx
    .select({
      id: ledgerPostings.id,
      fingerprint: ledgerPostings.fingerprint,
      reference: ledgerPostings.reference,
    })
    .from(ledgerPostings)
    .where(
      and(
        eq(ledgerPostings.merchantId, merchantId),
        eq(ledgerPostings.idempotencyKey, idempotencyKey),
      ),
    );
  return row;
}

export function entriesOfPosting(tx: Database, postingId: bigint) {
  return tx
    .select({ accountId: ledgerEntries.accountId, balanceAfter: ledgerEntries.balanceAfter })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.postingId, postingId));
}
