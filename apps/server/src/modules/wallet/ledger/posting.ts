import { createHash } from 'node:crypto';
import type { PostingKind } from '@croupier/contract';
import { isTransaction, type Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { ensureAccount, findMemberAccountIds, type AccountRef } from './account-queries';
import {
  entriesOfPosting,
  insertPosting,
  insertPostings,
  lockAccountsInOrder,
  postingByKey,
  type Alongside,
  type PostedRow,
  type PostingRow,
} from './queries';

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

export const insufficientFunds = () => AppError.of('insufficientFunds');

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
  const posting = await postingRowOf(tx, request);
  const memberAccountIds = new Set(memberAccountsOf(request, posting));
  if (memberAccountIds.size > 1) {
    if (!isTransaction(tx)) {
      throw new Error(
        `posting ${request.kind} moves two members' wallets: run it in a transaction`,
      );
    }
    await lockAccountsInOrder(tx, [...memberAccountIds].sort(compareIds));
  }
  const rows = await written(insertPosting(tx, posting));
  if (rows[0]?.posting_id == null) return replay(tx, request, posting.fingerprint);
  return postedOf(request, rows);
}

/**
 * `post` in one statement with another module's rows (see `Alongside`): the business rows
 * that belong to the posting are written with it, in one round trip. Nothing is posted, and
 * `result` is undefined, when `alongside.when` does not hold or the key was posted before:
 * the caller reads why from its own columns (`row`), as it alone knows its rows. Only a
 * posting that moves at most one member's wallet: two would need their rows locked first.
 */
export async function postAlongside<Row extends Record<string, unknown>>(
  tx: Database,
  request: PostingRequest,
  alongside: Alongside,
): Promise<{ result: PostingResult | undefined; row: Row }> {
  const posting = await postingRowOf(tx, request);
  if (memberAccountsOf(request, posting).length > 1) {
    throw new Error(`posting ${request.kind} alongside other rows moves two members' wallets`);
  }
  const rows = await written(insertPosting<PostedRow & Row>(tx, posting, alongside));
  const row = rows[0]!;
  return { result: row.posting_id == null ? undefined : postedOf(request, rows), row };
}

/**
 * Many postings in one statement, inside the caller's transaction: a draw's payouts, a batch
 * of thousands at a time, where one statement per posting would be most of the cost. Each
 * posting is the same as `post` would write (its own key, fingerprint, entries and balances
 * after), so the books cannot tell them apart. Only postings that credit member wallets
 * (wins, refunds): a batch that also debited could pass through a negative balance between
 * two of its postings, which the CHECK on the final balance would not see. A key posted
 * before is a replay, as with `post`; the same key with other content is a conflict.
 */
export async function postMany(
  tx: Database,
  requests: readonly PostingRequest[],
): Promise<{ posted: number; replayed: number }> {
  if (requests.length === 0) return { posted: 0, replayed: 0 };
  for (const request of requests) {
    if (request.legs.some((leg) => 'memberId' in leg.account && leg.amount < 0n)) {
      throw new Error(`postMany: ${request.idempotencyKey} debits a member wallet`);
    }
  }
  await knowMemberAccounts(tx, requests);
  // One at a time: an account not yet known is a query, and one transaction is one connection.
  const postings: PostingRow[] = [];
  for (const request of requests) postings.push(await postingRowOf(tx, request));
  const posted = await insertPostings(tx, postings);
  const replays = postings.filter(
    (posting) => !posted.has(`${posting.merchantId}:${posting.idempotencyKey}`),
  );
  for (const posting of replays) {
    const existing = await postingByKey(tx, posting.merchantId, posting.idempotencyKey);
    if (!existing || existing.fingerprint !== posting.fingerprint) {
      throw AppError.of('idempotencyConflict');
    }
  }
  return { posted: posted.size, replayed: replays.length };
}

/**
 * Puts the ids of the requests' member accounts in the cache with one statement, so a batch
 * of thousands of winners costs one lookup, not one each. An account not made yet is left to
 * `accountId`, which makes it.
 */
async function knowMemberAccounts(tx: Database, requests: readonly PostingRequest[]) {
  const cache = cacheFor(tx);
  const unknown = new Map<string, Extract<AccountRef, { memberId: bigint }>>();
  for (const request of requests) {
    for (const { account } of request.legs) {
      const key = cacheKey(request.merchantId, account);
      if ('memberId' in account && !cache.has(key)) unknown.set(key, account);
    }
  }
  const found = await findMemberAccountIds(tx, [...unknown.values()]);
  for (const [key, account] of unknown) {
    const id = found.get(`${account.memberId}:${account.kind}:${account.vendorCode ?? ''}`);
    if (id !== undefined) cache.set(key, id);
  }
}

/** The posting row of a request: its legs on account ids, its amount and fingerprint. */
async function postingRowOf(tx: Database, request: PostingRequest): Promise<PostingRow> {
  const total = request.legs.reduce((sum, leg) => sum + leg.amount, 0n);
  if (total !== 0n || request.legs.length < 2 || request.legs.some((leg) => leg.amount === 0n)) {
    throw new Error(`unbalanced posting ${request.kind} ${request.idempotencyKey}`);
  }
  const amount = request.legs.reduce((sum, leg) => (leg.amount > 0n ? sum + leg.amount : sum), 0n);
  // In turn: an account met for the first time is a query, and `tx` is one connection.
  const accounts: bigint[] = [];
  for (const leg of request.legs)
    accounts.push(await accountId(tx, request.merchantId, leg.account));
  return {
    merchantId: request.merchantId,
    idempotencyKey: request.idempotencyKey,
    fingerprint: fingerprintOf(request, accounts),
    kind: request.kind,
    memberId: request.memberId,
    amount,
    reference: request.reference,
    category: request.category ?? null,
    details: request.details ?? {},
    legs: request.legs.map((leg, index) => ({ accountId: accounts[index]!, amount: leg.amount })),
  };
}

const memberAccountsOf = (request: PostingRequest, posting: PostingRow) =>
  posting.legs
    .filter((_, index) => 'memberId' in request.legs[index]!.account)
    .map((leg) => leg.accountId);

/** The posting statement's rows; a balance it would take below zero is `insufficientFunds`. */
async function written<Row>(statement: Promise<Row[]>): Promise<Row[]> {
  try {
    return await statement;
  } catch (error) {
    if (isNegativeBalance(error)) throw insufficientFunds();
    throw error;
  }
}

function postedOf(request: PostingRequest, rows: PostedRow[]): PostingResult {
  const balances = new Map<bigint, bigint>();
  for (const row of rows) {
    if (row.account_id != null) balances.set(toBigInt(row.account_id), toBigInt(row.balance));
  }
  return {
    postingId: toBigInt(rows[0]!.posting_id),
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
  const existing = await postingByKey(tx, request.merchantId, request.idempotencyKey);
  if (!existing || existing.fingerprint !== fingerprint) {
    throw AppError.of('idempotencyConflict');
  }
  const balances = new Map<bigint, bigint>();
  for (const entry of await entriesOfPosting(tx, existing.id)) {
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
  const row = await ensureAccount(tx, merchantId, ref);
  if (!row) throw new Error(`ledger account ${key} could not be made`);
  if (!row.madeHere) cache.set(key, row.id);
  return row.id;
}

// A transaction handle is a new object per transaction, and its client is one connection
// (PostgreSQL) or one transaction (PGlite); the dialect is the one object a database handle
// hands to all its transactions, so the cache hangs off it.
function cacheFor(tx: Database): Map<string, bigint> {
  const owner = ((tx as unknown as { dialect?: object }).dialect ?? tx) as object;
  let cache = knownAccounts.get(owner);
  if (!cache) knownAccounts.set(owner, (cache = new Map()));
  return cache;
}
