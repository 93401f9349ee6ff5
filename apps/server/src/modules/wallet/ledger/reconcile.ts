import type { Database } from '../../../platform/db/database';
import {
  bookSizes,
  crossMerchantEntries,
  driftedAccounts,
  merchantsWithBooks,
  reusedKeys,
  unbalancedPostings,
} from './reconcile-queries';

export type Reconciliation = {
  merchantId: number;
  postings: number;
  entries: number;
  /** Each a plain sentence naming the posting or account; empty when the books are right. */
  problems: string[];
};

/**
 * Proves a merchant's books: every posting's entries sum to zero (and it has some), every
 * member balance equals the sum of its entries and the last entry's running balance, no
 * balance is negative, and no idempotency key was applied twice. Read-only; the integration
 * suite runs it after every test file, and `bench/wallet` after its load.
 */
export async function reconcile(db: Database, merchantId: number): Promise<Reconciliation> {
  const problems: string[] = [];
  for (const row of await unbalancedPostings(db, merchantId)) {
    problems.push(
      `posting ${row.id} (${row.kind}) has ${row.lines} entries summing to ${row.total}`,
    );
  }
  for (const row of await driftedAccounts(db, merchantId)) {
    problems.push(
      `account ${row.id} (${row.kind}) holds ${row.balance} but its entries sum to ${row.entries} (last running balance ${row.last_after ?? 'none'})`,
    );
  }
  for (const row of await reusedKeys(db, merchantId)) {
    problems.push(`idempotency key ${row.idempotency_key} applied ${row.times} times`);
  }
  for (const row of await crossMerchantEntries(db, merchantId)) {
    problems.push(`entry ${row.id} of posting ${row.posting_id} moves another merchant's account`);
  }
  return { merchantId, ...(await bookSizes(db, merchantId)), problems };
}

/** Every merchant's reconciliation. */
export async function reconcileAll(db: Database): Promise<Reconciliation[]> {
  const merchants = await merchantsWithBooks(db);
  return Promise.all(merchants.map((merchantId) => reconcile(db, merchantId)));
}
