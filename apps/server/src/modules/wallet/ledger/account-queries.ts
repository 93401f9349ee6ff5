import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { preparedPerDatabase } from '../../../platform/db/prepared';
import type { Database } from '../../../platform/db/database';
import { rowsOf } from '../../../platform/db/rows';
import { ledgerAccounts } from './schema';

// The ledger's accounts: made on first use, read with their running balances.

export type MemberAccountKind = 'main' | 'vendor' | 'bonus' | 'withdrawal_hold';
/** The merchant's own accounts; `adjustments` is the other side of operators' manual changes. */
export type MerchantAccountKind =
  'cash' | 'payment_clearing' | 'game_house' | 'promotions' | 'adjustments';

/** Which account a leg moves: a member's wallet or one of the merchant's own accounts. */
export type MemberAccountRef = { memberId: bigint; kind: MemberAccountKind; vendorCode?: string };
export type AccountRef = MemberAccountRef | { merchant: MerchantAccountKind };

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

/**
 * The ids of many existing member accounts in one statement (a draw's winners): the key of
 * each found is `memberId:kind:vendorCode`. An account not made yet is absent, and so is one
 * this very transaction made (it may yet roll back: the caller's cache must not keep it).
 */
export async function findMemberAccountIds(
  tx: Database,
  refs: readonly MemberAccountRef[],
): Promise<Map<string, bigint>> {
  const found = new Map<string, bigint>();
  if (refs.length === 0) return found;
  const json = JSON.stringify(
    refs.map((ref) => ({
      member_id: String(ref.memberId),
      kind: ref.kind,
      vendor_code: ref.vendorCode ?? '',
    })),
  );
  const rows = await rowsOf<{ id: string; key: string }>(
    tx,
    sql`select a.id::text as id, a.member_id || ':' || a.kind || ':' || a.vendor_code as key
      from jsonb_to_recordset(${json}::jsonb) as r(member_id bigint, kind text, vendor_code text)
      join ledger_accounts a
        on a.member_id = r.member_id and a.kind = r.kind and a.vendor_code = r.vendor_code
      where a.xmin is distinct from pg_current_xact_id_if_assigned()::xid`,
  );
  for (const row of rows) found.set(row.key, BigInt(row.id));
  return found;
}

const memberAccountIs = (memberId: bigint, kind: MemberAccountKind, vendorCode: string) =>
  and(
    eq(ledgerAccounts.memberId, memberId),
    eq(ledgerAccounts.kind, kind),
    eq(ledgerAccounts.vendorCode, vendorCode),
  );

/** A member's wallets with their balances (minor units); wallets never used are absent. */
export function memberAccounts(db: Database, memberId: bigint) {
  return accountsOfMember(db).execute({ memberId });
}

// Prepared: every balance call reads it.
const accountsOfMember = preparedPerDatabase((db) =>
  db
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      vendorCode: ledgerAccounts.vendorCode,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.memberId, sql.placeholder('memberId')))
    .orderBy(ledgerAccounts.id)
    .prepare('member_accounts'),
);

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

/**
 * A member's main-wallet balance (0 when never used) as an expression of another module's
 * statement that answers it: a vendor's win of nothing keeps it with its row in one statement.
 */
export const mainWalletBalancePart = (memberId: bigint): SQL =>
  sql`coalesce((select balance from ledger_accounts
    where member_id = ${String(memberId)}::bigint and kind = 'main' and vendor_code = ''), 0)`;

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
