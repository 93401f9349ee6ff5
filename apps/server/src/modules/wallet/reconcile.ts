import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';

export type Reconciliation = {
  merchantId: number;
  postings: number;
  entries: number;
  /** Each a plain sentence naming the posting or account; empty when the books are right. */
  problems: string[];
};

type Row = Record<string, unknown>;

async function rows(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * Proves a merchant's books: every posting's entries sum to zero (and it has some), every
 * member balance equals the sum of its entries and the last entry's running balance, no
 * balance is negative, and no idempotency key was applied twice. Read-only; the integration
 * suite runs it after every test file, and `bench/wallet` after its load.
 */
export async function reconcile(db: Database, merchantId: number): Promise<Reconciliation> {
  const problems: string[] = [];

  for (const row of await rows(
    db,
    sql`select p.id, p.kind, coalesce(sum(e.amount), 0)::text as total, count(e.id)::int as lines
        from ledger_postings p left join ledger_entries e on e.posting_id = p.id
        where p.merchant_id = ${merchantId}
        group by p.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2`,
  )) {
    problems.push(
      `posting ${row.id} (${row.kind}) has ${row.lines} entries summing to ${row.total}`,
    );
  }

  for (const row of await rows(
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
  )) {
    problems.push(
      `account ${row.id} (${row.kind}) holds ${row.balance} but its entries sum to ${row.entries} (last running balance ${row.last_after ?? 'none'})`,
    );
  }

  for (const row of await rows(
    db,
    sql`select idempotency_key, count(*)::int as times from ledger_postings
        where merchant_id = ${merchantId} group by idempotency_key having count(*) > 1`,
  )) {
    problems.push(`idempotency key ${row.idempotency_key} applied ${row.times} times`);
  }

  for (const row of await rows(
    db,
    sql`select e.id, e.posting_id from ledger_entries e
        join ledger_postings p on p.id = e.posting_id
        join ledger_accounts a on a.id = e.account_id
        where p.merchant_id = ${merchantId} and a.merchant_id <> p.merchant_id`,
  )) {
    problems.push(`entry ${row.id} of posting ${row.posting_id} moves another merchant's account`);
  }

  const [counts] = await rows(
    db,
    sql`select (select count(*) from ledger_postings where merchant_id = ${merchantId})::int as postings,
               (select count(*) from ledger_entries e join ledger_postings p on p.id = e.posting_id
                 where p.merchant_id = ${merchantId})::int as entries`,
  );
  return {
    merchantId,
    postings: Number(counts?.postings ?? 0),
    entries: Number(counts?.entries ?? 0),
    problems,
  };
}

/** Every merchant's reconciliation. */
export async function reconcileAll(db: Database): Promise<Reconciliation[]> {
  const merchants = await rows(db, sql`select id from merchants order by id`);
  return Promise.all(merchants.map((row) => reconcile(db, Number(row.id))));
}
