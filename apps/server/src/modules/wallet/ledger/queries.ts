import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PostingKind } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { preparedRowsOf, rowsOf } from '../../../platform/db/rows';
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

/**
 * Many postings, their balance changes and their entries (`postMany`), in three statements
 * whatever their number: the postings (a key already posted is skipped), the balances of the
 * accounts they move (each changed once, by its sum), the entries. Each statement reads one
 * list and touches rows by their keys, so its cost grows with the batch, never with its
 * square: a join of two lists from JSON would have the planner guess 100 rows each and loop.
 * Each entry's `balance_after` is the balance as the postings before it in the batch left
 * it (a running sum in posting order), as if they had been posted one by one. The keys it
 * posted are returned.
 */
export async function insertPostings(
  tx: Database,
  postings: readonly PostingRow[],
): Promise<Set<string>> {
  if (postings.length === 0) return new Set();
  const keyOf = (merchantId: number, key: string) => `${merchantId}:${key}`;
  const head = JSON.stringify(
    postings.map((posting, ord) => ({
      ord,
      merchant_id: posting.merchantId,
      idempotency_key: posting.idempotencyKey,
      fingerprint: posting.fingerprint,
      kind: posting.kind,
      member_id: posting.memberId === null ? null : String(posting.memberId),
      amount: String(posting.amount),
      reference: posting.reference,
      category: posting.category,
      details: posting.details,
    })),
  );
  const inserted = await rowsOf<{ id: string; merchant_id: number; idempotency_key: string }>(
    tx,
    sql`insert into ledger_postings
        (merchant_id, idempotency_key, fingerprint, kind, member_id, amount, reference, category, details)
      select merchant_id, idempotency_key, fingerprint, kind, member_id, amount, reference, category, details
      from jsonb_to_recordset(${head}::jsonb) as i(ord int, merchant_id int, idempotency_key text,
        fingerprint text, kind text, member_id bigint, amount bigint, reference text,
        category text, details jsonb)
      order by ord
      on conflict (merchant_id, idempotency_key) do nothing
      returning id::text, merchant_id, idempotency_key`,
  );
  const postingIds = new Map(
    inserted.map((row) => [keyOf(row.merchant_id, row.idempotency_key), row.id]),
  );
  const posted = postings.flatMap((posting) => {
    const id = postingIds.get(keyOf(posting.merchantId, posting.idempotencyKey));
    return id === undefined ? [] : [{ id, posting }];
  });
  if (posted.length === 0) return new Set();

  const totals = new Map<bigint, bigint>();
  for (const { posting } of posted) {
    for (const leg of posting.legs) {
      totals.set(leg.accountId, (totals.get(leg.accountId) ?? 0n) + leg.amount);
    }
  }
  const moved = await rowsOf<{ id: string; balance: string }>(
    tx,
    sql`update ledger_accounts account set balance = account.balance + t.total
      from jsonb_to_recordset(${JSON.stringify(
        [...totals].map(([id, total]) => ({ id: String(id), total: String(total) })),
      )}::jsonb) as t(id bigint, total bigint)
      where account.id = t.id and account.balance is not null
      returning account.id::text, account.balance::text`,
  );
  // Each moved account's balance before the batch, then after each of its entries in turn.
  const running = new Map<bigint, bigint>();
  for (const row of moved) {
    const id = BigInt(row.id);
    running.set(id, BigInt(row.balance) - totals.get(id)!);
  }
  let order = 0;
  const entries = posted.flatMap(({ id, posting }) =>
    posting.legs.map((leg) => {
      const before = running.get(leg.accountId);
      const after = before === undefined ? null : before + leg.amount;
      if (after !== null) running.set(leg.accountId, after);
      return {
        n: (order += 1),
        posting_id: id,
        account_id: String(leg.accountId),
        amount: String(leg.amount),
        balance_after: after === null ? null : String(after),
      };
    }),
  );
  await tx.execute(
    sql`insert into ledger_entries (posting_id, account_id, amount, balance_after)
      select posting_id, account_id, amount, balance_after
      from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb)
        as e(n bigint, posting_id bigint, account_id bigint, amount bigint, balance_after bigint)
      order by n`,
  );
  return new Set(posted.map(({ posting }) => keyOf(posting.merchantId, posting.idempotencyKey)));
}
