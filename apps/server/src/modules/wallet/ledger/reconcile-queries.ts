import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { rowsOf } from '../../../platform/db/rows';

// The reconciliation's checks (see `reconcile`): each returns the rows that break a rule.

export function unbalancedPostings(db: Database, merchantId: number) {
  return rowsOf<{ id: string; kind: string; total: string; lines: number }>(
    db,
    sql`select p.id, p.kind, coalesce(sum(e.amount), 0)::text as total, count(e.id)::int as lines
        from ledger_postings p left join ledger_entries e on e.posting_id = p.id
        where p.merchant_id = ${merchantId}
        group by p.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2`,
  );
}

export function driftedAccounts(db: Database, merchantId: number) {
  return rowsOf<{
    id: string;
    kind: string;
    balance: string;
    entries: string;
    last_after: string | null;
  }>(
    db,
    sql`select a.id, a.kind, a.balance::text as balance,
               coalesce(sum(e.amount), 0)::text as entries,
               (select e2.balance_after from ledger_entries e2
                 where e2.account_id = a.id order by e2.id desc limit 1)::text as last_after
        from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        where a.merchant_id = ${merchantId} and a.member_id is not null
        group by a.id
        having a.balance <> coalesce(sum(e.amount), 0) or a.balance < 0
            or a.balance is distinct from coalesce((select e2.balance_after from ledger_entries e2
                 where e2.account_id = a.id order by e2.id desc limit 1), 0)`,
  );
}

export function reusedKeys(db: Database, merchantId: number) {
  return rowsOf<{ idempotency_key: string; times: number }>(
    db,
    sql`select idempotency_key, count(*)::int as times from ledger_postings
        where merchant_id = ${merchantId} group by idempotency_key having count(*) > 1`,
  );
}

export function crossMerchantEntries(db: Database, merchantId: number) {
  return rowsOf<{ id: string; posting_id: string }>(
    db,
    sql`select e.id, e.posting_id from ledger_entries e
        join ledger_postings p on p.id = e.posting_id
        join ledger_accounts a on a.id = e.account_id
        where p.merchant_id = ${merchantId} and a.merchant_id <> p.merchant_id`,
  );
}

export async function bookSizes(db: Database, merchantId: number) {
  const [counts] = await rowsOf<{ postings: number; entries: number }>(
    db,
    sql`select (select count(*) from ledger_postings where merchant_id = ${merchantId})::int as postings,
               (select count(*) from ledger_entries e join ledger_postings p on p.id = e.posting_id
                 where p.merchant_id = ${merchantId})::int as entries`,
  );
  return { postings: Number(counts?.postings ?? 0), entries: Number(counts?.entries ?? 0) };
}

/**
 * Every merchant with books: any posting or account. (The merchants table is the system
 * module's; a merchant that never touched the ledger has nothing to reconcile.)
 */
export async function merchantsWithBooks(db: Database): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select merchant_id as id from ledger_postings
        union select merchant_id from ledger_accounts order by 1`,
  );
  return rows.map((row) => Number(row.id));
}
