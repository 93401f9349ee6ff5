import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { PostingKind } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { executePrepared } from '../../platform/db/prepared';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from './schema';

export type MemberAccountKind = 'main' | 'vendor' | 'bonus' | 'withdrawal_hold';
/** The merchant's own accounts; `adjustments` is the other side of operators' manual changes. */
export type MerchantAccountKind =
  'cash' | 'payment_clearing' | 'game_house' | 'promotions' | 'adjustments';

/** Which account a leg moves: a member's wallet or one of the merchant's own accounts. */
export type MemberAccountRef = { memberId: bigint; kind: MemberAccountKind; vendorCode?: string };
export type AccountRef = MemberAccountRef | { merchant: MerchantAccountKind };

export type Leg = { account: AccountRef; amount: bigint };

export type PostingRequest = {
  merchantId: number;
  /** Unique per merchant: the same key again returns the first result (a replay). */
  idempotencyKey: string;
  kind: PostingKind;
  /** Whose records show the posting. */
  memberId: bigint | null;
  reference: string;
  category?: string | null;
  details?: Record<string, unknown>;
  /** Signed amounts in minor units; they must sum to zero. */
  legs: Leg[];
};

export type PostingResult = {
  postingId: bigint;
  /** True when the key had already been posted with the same content. */
  replayed: boolean;
  /** The reference it was first posted with: a replay answers the first order's number. */
  reference: string;
  /** Balance after the posting of each member account it moved, by account id. */
  balances: Map<bigint, bigint>;
};

export const insufficientFunds = () =>
  new AppError('wallet.insufficient.funds', 'insufficient_balance', 409);

/**
 * Posts one movement of money, inside the caller's transaction beside the business row it
 * belongs to, so both commit or neither does. A posting with no business row of its own (a
 * vendor's bet or win) may run on the database handle itself: it is one statement, and one
 * statement is one transaction. Moving two members' wallets needs the caller's transaction.
 *
 * The posting, the balance changes and the entries are one SQL statement: a bet is then a
 * single round trip between BEGIN and COMMIT, which is what lets the wallet keep pace with
 * the database (bench/wallet). A balance that would go below zero trips the table's CHECK,
 * which fails the statement and with it the whole transaction. When several member wallets
 * move (a transfer between two members), their rows are locked first in id order, so two
 * opposite transfers never wait on each other in a cycle.
 */
export async function post(tx: Database, request: PostingRequest): Promise<PostingResult> {
  const total = request.legs.reduce((sum, leg) => sum + leg.amount, 0n);
  if (total !== 0n || request.legs.length < 2 || request.legs.some((leg) => leg.amount === 0n)) {
    throw new Error(`unbalanced posting ${request.kind} ${request.idempotencyKey}`);
  }
  const amount = request.legs.reduce((sum, leg) => (leg.amount > 0n ? sum + leg.amount : sum), 0n);
  const accounts = await Promise.all(
    request.legs.map((leg) => accountId(tx, request.merchantId, leg.account)),
  );
  const fingerprint = fingerprintOf(request, accounts);
  const memberAccountIds = accounts.filter(
    (_, index) => 'memberId' in request.legs[index]!.account,
  );
  if (new Set(memberAccountIds).size > 1) {
    if (!(tx instanceof PgTransaction)) {
      throw new Error(
        `posting ${request.kind} moves two members' wallets: run it in a transaction`,
      );
    }
    await tx.execute(
      sql`select id from ledger_accounts where id in (${sql.join(
        [...new Set(memberAccountIds)].sort(compareIds).map((id) => sql`${String(id)}::bigint`),
        sql`, `,
      )}) order by id for update`,
    );
  }

  const legs = sql.join(
    request.legs.map(
      (leg, index) => sql`(${String(accounts[index])}::bigint, ${String(leg.amount)}::bigint)`,
    ),
    sql`, `,
  );
  let rows: { posting_id: unknown; account_id: unknown; balance: unknown }[];
  try {
    const result = await executePrepared(
      tx,
      `ledger_post_${request.legs.length}`,
      sql`
      with legs (account_id, amount) as (values ${legs}),
      posting as (
        insert into ledger_postings
          (merchant_id, idempotency_key, fingerprint, kind, member_id, amount, reference, category, details)
        values (${request.merchantId}, ${request.idempotencyKey}, ${fingerprint}, ${request.kind},
          ${request.memberId === null ? null : String(request.memberId)}::bigint, ${String(amount)}::bigint,
          ${request.reference}, ${request.category ?? null}, ${JSON.stringify(request.details ?? {})}::jsonb)
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
    rows = (result as unknown as { rows: typeof rows }).rows;
  } catch (error) {
    if (isNegativeBalance(error)) throw insufficientFunds();
    throw error;
  }
  if (rows[0]?.posting_id == null) return replay(tx, request, fingerprint);
  const balances = new Map<bigint, bigint>();
  for (const row of rows) {
    if (row.account_id != null) balances.set(toBigInt(row.account_id), toBigInt(row.balance));
  }
  return {
    postingId: toBigInt(rows[0].posting_id),
    replayed: false,
    reference: request.reference,
    balances,
  };
}

const compareIds = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);
const toBigInt = (value: unknown) => BigInt(value as string | number | bigint);

/** The CHECK that keeps balances at zero or above, as either driver reports it. */
function isNegativeBalance(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint, message } = cause as {
      code?: string;
      constraint?: string;
      message?: string;
    };
    if (
      code === '23514' &&
      (constraint ?? message ?? '').includes('ledger_accounts_never_negative')
    ) {
      return true;
    }
  }
  return false;
}

async function replay(
  tx: Database,
  request: PostingRequest,
  fingerprint: string,
): Promise<PostingResult> {
  const [existing] = await tx
    .select({
      id: ledgerPostings.id,
      fingerprint: ledgerPostings.fingerprint,
      reference: ledgerPostings.reference,
    })
    .from(ledgerPostings)
    .where(
      and(
        eq(ledgerPostings.merchantId, request.merchantId),
        eq(ledgerPostings.idempotencyKey, request.idempotencyKey),
      ),
    );
  if (!existing || existing.fingerprint !== fingerprint) {
    throw new AppError('ledger.idempotency.conflict', 'duplicate_request', 409);
  }
  const entries = await tx
    .select({ accountId: ledgerEntries.accountId, balanceAfter: ledgerEntries.balanceAfter })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.postingId, existing.id));
  const balances = new Map<bigint, bigint>();
  for (const entry of entries) {
    if (entry.balanceAfter !== null) balances.set(entry.accountId, entry.balanceAfter);
  }
  return { postingId: existing.id, replayed: true, reference: existing.reference, balances };
}

function fingerprintOf(request: PostingRequest, accounts: bigint[]): string {
  const legs = request.legs
    .map((leg, index) => `${accounts[index]}:${leg.amount}`)
    .sort()
    .join(',');
  return createHash('sha256')
    .update(`${request.kind}|${request.memberId ?? ''}|${legs}`)
    .digest('base64url');
}

// Account ids never change once made, so each process remembers the committed ones: a
// posting then costs no lookups. Keyed by database handle, as tests open several databases in one process.
const knownAccounts = new WeakMap<object, Map<string, bigint>>();

function cacheKey(merchantId: number, ref: AccountRef): string {
  return 'memberId' in ref
    ? `m${ref.memberId}:${ref.kind}:${ref.vendorCode ?? ''}`
    : `h${merchantId}:${ref.merchant}`;
}

/** The id of an account, made on first use. */
export async function accountId(
  tx: Database,
  merchantId: number,
  ref: AccountRef,
): Promise<bigint> {
  const cache = cacheFor(tx);
  const key = cacheKey(merchantId, ref);
  const cached = cache.get(key);
  if (cached !== undefined) return cached;

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
      // Made by this very transaction: it may yet roll back, so it is not remembered.
      madeHere: sql<boolean | null>`${ledgerAccounts}.xmin = pg_current_xact_id_if_assigned()::xid`,
    })
    .from(ledgerAccounts)
    .where(
      isMember
        ? and(
            eq(ledgerAccounts.memberId, ref.memberId),
            eq(ledgerAccounts.kind, ref.kind),
            eq(ledgerAccounts.vendorCode, ref.vendorCode ?? ''),
          )
        : and(
            eq(ledgerAccounts.merchantId, merchantId),
            sql`${ledgerAccounts.memberId} is null`,
            eq(ledgerAccounts.kind, ref.merchant),
          ),
    );
  if (!row) throw new Error(`ledger account ${key} could not be made`);
  if (!row.madeHere) cache.set(key, row.id);
  return row.id;
}

// A transaction handle is a new object per transaction; its session (`tx.session`) is not,
// so the cache hangs off the underlying client where there is one.
function cacheFor(tx: Database): Map<string, bigint> {
  const owner = ((tx as unknown as { session?: { client?: object } }).session?.client ??
    tx) as object;
  let cache = knownAccounts.get(owner);
  if (!cache) knownAccounts.set(owner, (cache = new Map()));
  return cache;
}

/** A member's wallets with their balances (minor units); wallets never used are absent. */
export async function memberAccounts(db: Database, memberId: bigint) {
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
    .where(
      and(
        eq(ledgerAccounts.memberId, memberId),
        eq(ledgerAccounts.kind, kind),
        eq(ledgerAccounts.vendorCode, vendorCode),
      ),
    );
  return row?.balance ?? 0n;
}
