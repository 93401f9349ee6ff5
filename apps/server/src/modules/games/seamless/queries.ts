import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { executePrepared } from '../../../platform/db/prepared';
import { preparedRowsOf } from '../../../platform/db/rows';
import { gameVendors } from '../catalogue/schema';
import { gameSessions } from './schema';

/** A game session as `launchGame` opens it: a one-time launch token (hashed), no session yet. */
export async function insertGameSession(db: Database, session: typeof gameSessions.$inferInsert) {
  const [row] = await db.insert(gameSessions).values(session).returning({ id: gameSessions.id });
  return row!.id;
}

/** A vendor that may call the seamless wallet, with the key its calls are signed with. */
export async function findSeamlessVendor(db: Database, code: string) {
  const [vendor] = await db
    .select({ id: gameVendors.id, code: gameVendors.code, secret: gameVendors.seamlessSecret })
    .from(gameVendors)
    .where(eq(gameVendors.code, code));
  return vendor;
}

/**
 * Spends a launch token: the first call within its five minutes gets the session, any other
 * finds nothing. One UPDATE, so two vendors' calls racing with one token cannot both win.
 */
export async function claimLaunchToken(
  db: Database,
  vendorCode: string,
  launchTokenHash: string,
  sessionTokenHash: string,
  now: Date,
  expiresAt: Date,
): Promise<boolean> {
  const claimed = await db
    .update(gameSessions)
    .set({ sessionTokenHash, authenticatedAt: now, expiresAt })
    .where(
      and(
        eq(gameSessions.launchTokenHash, launchTokenHash),
        isNull(gameSessions.authenticatedAt),
        gt(gameSessions.launchExpiresAt, now),
        eq(
          gameSessions.vendorId,
          sql`(select ${gameVendors.id} from ${gameVendors} where ${gameVendors.code} = ${vendorCode})`,
        ),
      ),
    )
    .returning({ id: gameSessions.id });
  return claimed.length === 1;
}

// The money calls' statements are raw SQL run as named prepared statements
// (platform/db/prepared): a bet sends several, and building each with Drizzle's query builder
// was a third of the server's busy time under load (issue 14); PostgreSQL then parses and
// plans each once per connection. Each name stands for one fixed text.
// Bigint columns come back as text or bigint depending on the driver, so they are read with
// `BigInt`, and bigint parameters are sent as text with a cast.

/** A game session with what every seamless call needs: member, game, merchant's currency. */
export type GameSessionView = {
  id: bigint;
  merchantId: number;
  memberId: bigint;
  vendorId: number;
  vendorCode: string;
  gameId: number;
  vendorGameId: string;
  category: string;
  freePlay: boolean;
  playBalance: bigint;
  language: string;
  expiresAt: Date;
  username: string;
  memberStatus: string;
  currency: string;
};

type GameSessionRow = Omit<GameSessionView, 'id' | 'memberId' | 'playBalance' | 'expiresAt'> & {
  id: unknown;
  memberId: unknown;
  playBalance: unknown;
  expiresAt: unknown;
};

/** The session's columns and joins, one constant text shared by the two statements below. */
const gameSessionSelect = sql.raw(`
  gs.id, gs.merchant_id as "merchantId", gs.member_id as "memberId",
  gs.vendor_id as "vendorId", v.code as "vendorCode", gs.game_id as "gameId",
  g.vendor_game_id as "vendorGameId", g.category, gs.free_play as "freePlay",
  gs.play_balance as "playBalance", gs.language, gs.expires_at as "expiresAt",
  m.username, m.status as "memberStatus", mc.currency`);
const gameSessionFrom = sql.raw(`
  from game_sessions gs
  join game_vendors v on v.id = gs.vendor_id
  join games g on g.id = gs.game_id
  join members m on m.id = gs.member_id
  join merchants mc on mc.id = gs.merchant_id`);

function toGameSession(row: GameSessionRow | undefined): GameSessionView | undefined {
  return (
    row && {
      ...row,
      id: BigInt(row.id as string),
      memberId: BigInt(row.memberId as string),
      playBalance: BigInt(row.playBalance as string),
      expiresAt: new Date(row.expiresAt as string),
    }
  );
}

/** The game session a vendor's token names, if it is this vendor's. */
export async function findGameSession(
  db: Database,
  vendorCode: string,
  sessionTokenHash: string,
): Promise<GameSessionView | undefined> {
  const [row] = await preparedRowsOf<GameSessionRow>(
    db,
    'seamless_session',
    sql`select ${gameSessionSelect} ${gameSessionFrom}
      where gs.session_token_hash = ${sessionTokenHash} and v.code = ${vendorCode}`,
  );
  return toGameSession(row);
}

/**
 * `findGameSession` that also takes the lock of the vendor's transaction id (see
 * `lockVendorTransaction`): a money call's first statement in its transaction. The lock
 * needs the vendor's id, which the session row carries, so both are one round trip.
 *
 * The call's earlier rows are NOT read here: a statement reads what was committed when it
 * started, before it waited for the lock, so it would miss the row of the very call it
 * waited for. They are read by the next statement (`earlierCallsOf`).
 */
export async function lockedGameSession(
  tx: Database,
  vendorCode: string,
  sessionTokenHash: string,
  transactionIds: readonly [string] | readonly [string, string],
): Promise<GameSessionView | undefined> {
  // Two ids (a round played at once: its bet and its win) are locked in sorted order, so two
  // transactions taking the same pair never wait on each other in a cycle. PostgreSQL
  // computes a select list left to right.
  const [first, second] = [...transactionIds].sort();
  const vendorId = sql.raw('gs.vendor_id');
  const [row] = await preparedRowsOf<GameSessionRow>(
    tx,
    second === undefined ? 'seamless_locked_session' : 'seamless_locked_session_pair',
    sql`select ${gameSessionSelect},
        ${vendorTransactionLock(vendorId, first!)} as locked
        ${second === undefined ? sql`` : sql`, ${vendorTransactionLock(vendorId, second)} as locked_too`}
      ${gameSessionFrom}
      where gs.session_token_hash = ${sessionTokenHash} and v.code = ${vendorCode}`,
  );
  return toGameSession(row);
}

/**
 * The advisory lock of a vendor's transaction id (see `lockVendorTransaction`), written once
 * so that the session read and the lock of a second id can never disagree on its key.
 */
const vendorTransactionLock = (vendorId: SQL, transactionId: string) =>
  sql`pg_advisory_xact_lock(
    hashtextextended('seamless:' || ${vendorId}::text || ':' || ${transactionId}::text, 0)
  )`;

/** A free-play session's play money now (minor units). */
export async function playBalanceOf(db: Database, sessionId: bigint): Promise<bigint> {
  const [row] = await db
    .select({ playBalance: gameSessions.playBalance })
    .from(gameSessions)
    .where(eq(gameSessions.id, sessionId));
  return row?.playBalance ?? 0n;
}

/**
 * Moves a free-play session's play money by `delta`; undefined when a stake is above it (the
 * row is left alone). A row update, so two bets of one session wait for each other.
 */
export async function movePlayBalance(
  tx: Database,
  sessionId: bigint,
  delta: bigint,
): Promise<bigint | undefined> {
  const [row] = await preparedRowsOf<{ play_balance: unknown }>(
    tx,
    'seamless_move_play_balance',
    sql`update game_sessions set play_balance = play_balance + ${String(delta)}::bigint
      where id = ${String(sessionId)}::bigint and play_balance + ${String(delta)}::bigint >= 0
      returning play_balance`,
  );
  return row && BigInt(row.play_balance as string);
}

/**
 * Holds a vendor's transaction id until the transaction ends. A debit takes its own id, a
 * rollback the id of the debit it undoes: a debit and its rollback arriving together are then
 * decided one after the other, so the rollback either refunds the debit or is remembered
 * and refuses it, never neither. Identical calls racing wait here and find the first's
 * answer. A transaction-level advisory lock, apart from the withdrawals' and jobs' keys.
 * (`lockedGameSession` takes the same key for a call's first id.)
 */
export async function lockVendorTransaction(tx: Database, vendorId: number, transactionId: string) {
  await executePrepared(
    tx,
    'seamless_lock',
    sql`select ${vendorTransactionLock(sql`${vendorId}::int`, transactionId)}`,
  );
}

/** What a vendor's transaction row says about an earlier call with the same id. */
export type VendorTransactionRow = {
  transactionId: string;
  kind: string;
  memberId: bigint;
  roundId: string;
  amount: bigint;
  fingerprint: string;
  postingId: bigint | null;
  response: unknown;
};

/** A row of the `earlier` part; the call's columns are null when the id is new. */
export type EarlierCallsRow = Omit<VendorTransactionRow, 'memberId' | 'amount' | 'postingId'> & {
  memberId: unknown;
  amount: unknown;
  postingId: unknown;
  rolledBack: boolean;
};

export type EarlierCalls = { first: VendorTransactionRow | undefined; rolledBack: boolean };

/**
 * A vendor's transaction id as the wallet has seen it, as the statement part `earlier`: one
 * row always, the row of the call that first used it (nulls when none) and whether a rollback
 * (received before or after that call) names it. Read by a statement after the id's lock, so
 * what the calls that held it committed is seen.
 */
export function earlierCallsPart(vendorId: number, transactionId: string): SQL {
  return sql`earlier as (
    select t.transaction_id as "transactionId", t.kind, t.member_id as "memberId",
      t.round_id as "roundId", t.amount, t.fingerprint, t.posting_id as "postingId",
      t.response,
      exists (
        select 1 from seamless_transactions r
        where r.vendor_id = ${vendorId}::int and r.ref_transaction_id = ${transactionId}::text
          and r.kind = 'rollback'
      ) as "rolledBack"
    from (select 1) as one
    left join seamless_transactions t
      on t.vendor_id = ${vendorId}::int and t.transaction_id = ${transactionId}::text
  )`;
}

/** The `earlier` part found no call with the id: a credit goes ahead. */
export const noEarlierCall = sql`(select "transactionId" is null from earlier)`;

/** ... and no rollback names it: a debit goes ahead. */
export const noEarlierCallNorRollback = sql`(
  select "transactionId" is null and not "rolledBack" from earlier
)`;

export function toEarlierCalls(row: EarlierCallsRow): EarlierCalls {
  const { rolledBack, ...first } = row;
  if (first.transactionId === null) return { first: undefined, rolledBack };
  return {
    first: {
      transactionId: first.transactionId,
      kind: first.kind,
      memberId: BigInt(first.memberId as string),
      roundId: first.roundId,
      amount: BigInt(first.amount as string),
      fingerprint: first.fingerprint,
      postingId: first.postingId === null ? null : BigInt(first.postingId as string),
      response: first.response,
    },
    rolledBack,
  };
}

/** The `earlier` part on its own (a rollback, a free-play call). */
export async function earlierCallsOf(
  tx: Database,
  vendorId: number,
  transactionId: string,
): Promise<EarlierCalls> {
  const [row] = await preparedRowsOf<EarlierCallsRow>(
    tx,
    'seamless_earlier_calls',
    sql`with ${earlierCallsPart(vendorId, transactionId)} select * from earlier`,
  );
  return toEarlierCalls(row!);
}

export type NewVendorTransaction = {
  vendorId: number;
  transactionId: string;
  kind: 'debit' | 'credit' | 'rollback';
  memberId: bigint;
  roundId: string;
  amount: bigint;
  refTransactionId?: string;
  fingerprint: string;
  postingId?: bigint | null;
  response: unknown;
};

type CallColumns = Omit<NewVendorTransaction, 'postingId' | 'response'>;

const vendorTransactionColumns = sql.raw(`(vendor_id, transaction_id, kind, member_id, round_id,
  amount, ref_transaction_id, fingerprint, posting_id, response)`);

/** The call's own columns of its row, up to `posting_id`. */
const callValues = (row: CallColumns) =>
  sql`${row.vendorId}::int, ${row.transactionId}::text, ${row.kind}::text,
    ${String(row.memberId)}::bigint, ${row.roundId}::text, ${String(row.amount)}::bigint,
    ${row.refTransactionId ?? null}::text, ${row.fingerprint}::text`;

/**
 * A debit's new session expiry (`slide` absent: a null id matches no session). A session
 * whose expiry is less than a minute short of the new one is left as it is: a player's bets
 * then rewrite its row once a minute at most, not once a bet, and it lives at least
 * `gameSessionLifetimeMs` less a minute after the last bet.
 */
const slidPart = (slide: { sessionId: bigint; until: Date } | undefined, when: SQL) =>
  sql`slid as (
    update game_sessions set expires_at = ${slide?.until.toISOString() ?? null}::timestamptz
    where id = ${slide ? String(slide.sessionId) : null}::bigint
      and expires_at < ${slide?.until.toISOString() ?? null}::timestamptz - interval '1 minute'
      and ${when}
  )`;

/**
 * Keeps a call's row (its idempotency and its answer) and, for a debit, slides its session's
 * expiry in the same statement, so one statement text serves every kind of call.
 */
export async function insertVendorTransaction(
  tx: Database,
  row: NewVendorTransaction,
  slide?: { sessionId: bigint; until: Date },
): Promise<void> {
  await executePrepared(
    tx,
    'seamless_store',
    sql`with ${slidPart(slide, sql`true`)}
      insert into seamless_transactions ${vendorTransactionColumns}
      values (${callValues(row)}, ${row.postingId == null ? null : String(row.postingId)}::bigint,
        ${JSON.stringify(row.response)}::jsonb)`,
  );
}

/**
 * The call's row as parts of its posting's statement (see the ledger's `Alongside`): written
 * with the posting, naming it, and answering the balance the posting left; nothing when
 * nothing was posted. A debit's session expiry slides with it.
 */
export function storedWithPostingPart(
  row: CallColumns,
  slide?: { sessionId: bigint; until: Date },
): SQL {
  return sql`stored as (
      insert into seamless_transactions ${vendorTransactionColumns}
      select ${callValues(row)}, posting.id, jsonb_build_object(
        'balance', (select balance::text from moved), 'transactionId', ${row.transactionId}::text)
      from posting
    ),
    ${slidPart(slide, sql`exists (select 1 from posting)`)}`;
}

/**
 * A call that moves no money (a credit of nothing) in one statement: its id's earlier calls,
 * the round's change (`record`, a bet-records part returning `id`) and the call's row
 * answering `balance` (an expression of the wallet's), the last two only when the id is new.
 * Run after the id's lock.
 */
export async function recordCallWithoutPosting(
  tx: Database,
  row: CallColumns,
  parts: { record: SQL; balance: SQL },
): Promise<EarlierCalls & { recorded: boolean; balance: bigint }> {
  const [result] = await preparedRowsOf<EarlierCallsRow & { recordId: unknown; balance: unknown }>(
    tx,
    `seamless_${row.kind}_without_posting`,
    sql`with ${earlierCallsPart(row.vendorId, row.transactionId)},
      balance as (select (${parts.balance})::bigint as balance),
      record as (${parts.record}),
      stored as (
        insert into seamless_transactions ${vendorTransactionColumns}
        select ${callValues(row)}, null, jsonb_build_object(
          'balance', balance.balance::text, 'transactionId', ${row.transactionId}::text)
        from balance
        where ${noEarlierCall}
      )
      select earlier.*, (select id from record) as "recordId", balance.balance
      from earlier cross join balance`,
  );
  const { recordId, balance, ...earlier } = result!;
  return {
    ...toEarlierCalls(earlier),
    recorded: recordId != null,
    balance: BigInt(balance as string),
  };
}

/** The primary key of seamless_transactions, as either driver names it in a unique violation. */
export function isVendorTransactionTaken(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint, message } = cause as {
      code?: string;
      constraint?: string;
      message?: string;
    };
    if (code === '23505' && (constraint ?? message ?? '').includes('seamless_transactions')) {
      return true;
    }
  }
  return false;
}
