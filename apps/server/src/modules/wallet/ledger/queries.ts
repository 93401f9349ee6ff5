import { and, count, desc, eq, gt, gte, inArray, lt, ne, sql, sum, type SQL } from 'drizzle-orm';
import type { PostingKind } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { preparedRowsOf, rowsOf } from '../../../platform/db/rows';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from './schema';

// The ledger's SQL. Every function takes the handle it runs on: the database for a read or a
// one-statement posting, the caller's transaction when it belongs to a business event.

export type MemberAccountKind = 'main' | 'vendor' | 'bonus' | 'withdrawal_hold';
/** The merchant's own accounts; `adjustments` is the other side of operators' manual changes. */
export type MerchantAccountKind =
  'cash' | 'payment_clearing' | 'game_house' | 'promotions' | 'adjustments';

/** Which account a leg moves: a member's wallet or one of the merchant's own accounts. */
export type MemberAccountRef = { memberId: bigint; kind: MemberAccountKind; vendorCode?: string };
export type AccountRef = MemberAccountRef | { merchant: MerchantAccountKind };

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
 * The posting, the balance changes and the entries as one prepared statement (one per leg
 * count): a bet is a single round trip. A key already posted inserts nothing and moves nothing.
 */
export function insertPosting(tx: Database, posting: PostingRow): Promise<PostedRow[]> {
  const legs = sql.join(
    posting.legs.map(
      (leg) => sql`(${String(leg.accountId)}::bigint, ${String(leg.amount)}::bigint)`,
    ),
    sql`, `,
  );
  return preparedRowsOf<PostedRow>(
    tx,
    `ledger_post_${posting.legs.length}`,
    sql`
      with legs (account_id, amount) as (values ${legs}),
      posting as (
        insert into ledger_postings
          (merchant_id, idempotency_key, fingerprint, kind, member_id, amount, reference, category, details)
        values (${posting.merchantId}, ${posting.idempotencyKey}, ${posting.fingerprint}, ${posting.kind},
          ${posting.memberId === null ? null : String(posting.memberId)}::bigint, ${String(posting.amount)}::bigint,
          ${posting.reference}, ${posting.category}, ${JSON.stringify(posting.details)}::jsonb)
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
      )
      select (select id from posting) as posting_id, moved.id as account_id, moved.balance
      from (select 1) as one left join moved on true`,
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
 * An account's id, made on first use; `madeHere` when this very transaction made it (it may
 * yet roll back, so the caller must not remember it).
 */
export async function ensureAccount(tx: Database, merchantId: number, ref: AccountRef) {
  const isMember = 'memberId' in ref;
  const values = isMember
    ? {
        merchantId,
        memberId: ref.memberId,
        kind: ref.kind,
        vendorCode: ref.vendorCode ?? '',
        balance: 0n,
      }
    : { merchantId, memberId: null, kind: ref.merchant, vendorCode: '', balance: null };
  await tx.insert(ledgerAccounts).values(values).onConflictDoNothing();
  const [row] = await tx
    .select({
      id: ledgerAccounts.id,
      madeHere: sql<boolean | null>`${ledgerAccounts}.xmin = pg_current_xact_id_if_assigned()::xid`,
    })
    .from(ledgerAccounts)
    .where(
      isMember
        ? memberAccountIs(ref.memberId, ref.kind, ref.vendorCode ?? '')
        : and(
            eq(ledgerAccounts.merchantId, merchantId),
            sql`${ledgerAccounts.memberId} is null`,
            eq(ledgerAccounts.kind, ref.merchant),
          ),
    );
  return row;
}

const memberAccountIs = (memberId: bigint, kind: MemberAccountKind, vendorCode: string) =>
  and(
    eq(ledgerAccounts.memberId, memberId),
    eq(ledgerAccounts.kind, kind),
    eq(ledgerAccounts.vendorCode, vendorCode),
  );

/** A member's wallets with their balances (minor units); wallets never used are absent. */
export function memberAccounts(db: Database, memberId: bigint) {
  return db
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      vendorCode: ledgerAccounts.vendorCode,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.memberId, memberId))
    .orderBy(ledgerAccounts.id);
}

/** Balance of one member wallet, 0 when it has never been used. */
export async function walletBalance(
  db: Database,
  memberId: bigint,
  kind: MemberAccountKind = 'main',
  vendorCode = '',
): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(memberAccountIs(memberId, kind, vendorCode));
  return row?.balance ?? 0n;
}

/** The balance of a wallet, its row locked until the transaction ends (to move all of it). */
export async function lockedWalletBalance(tx: Database, wallet: MemberAccountRef): Promise<bigint> {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(memberAccountIs(wallet.memberId, wallet.kind, wallet.vendorCode ?? ''))
    .for('update');
  return row?.balance ?? 0n;
}

/** Main-wallet balances of a page of members, minor units; a wallet never used holds 0. */
export async function mainBalancesOf(
  db: Database,
  memberIds: bigint[],
): Promise<Map<bigint, bigint>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ memberId: ledgerAccounts.memberId, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(inArray(ledgerAccounts.memberId, memberIds), eq(ledgerAccounts.kind, 'main')));
  return new Map(rows.map((row) => [row.memberId!, row.balance ?? 0n]));
}

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

type Page = { pageNo: number; pageSize: number };

/** Which of a member's entries a page lists. */
export type EntryFilter = {
  kind?: PostingKind;
  /** Entries made from `from` up to (not including) `until`. */
  period?: { from: Date; until: Date };
  /** Leaves out the withdrawal hold's book-keeping (the player's account record does). */
  withoutHold?: boolean;
};

/**
 * The entries on a member's wallets, newest first, and how many there are: the operator's
 * view of the books and the player's account record. Paged by entry id on
 * `ledger_entries_account`.
 */
export async function memberEntriesPage(db: Database, memberId: bigint, query: Page & EntryFilter) {
  const conditions: SQL[] = [eq(ledgerAccounts.memberId, memberId)];
  if (query.withoutHold) conditions.push(ne(ledgerAccounts.kind, 'withdrawal_hold'));
  if (query.period) {
    conditions.push(gte(ledgerEntries.createdAt, query.period.from));
    conditions.push(lt(ledgerEntries.createdAt, query.period.until));
  }
  if (query.kind) conditions.push(eq(ledgerPostings.kind, query.kind));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
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
      .orderBy(desc(ledgerEntries.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
      .where(where),
  ]);
  return { rows, totalCount: Number(total?.total ?? 0) };
}

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
