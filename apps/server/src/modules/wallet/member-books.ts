import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { toMajor, type PostingKind, type consoleMembers } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { memberAccounts } from './ledger';
import { ledgerAccounts, ledgerEntries, ledgerPostings, type WalletSettingsRow } from './schema';

type Page = { pageNo: number; pageSize: number };

/** How the console names a wallet: MAIN, the vendor's code, BONUS, WITHDRAWAL_HOLD. */
const walletCode = (kind: string, vendorCode: string) =>
  kind === 'vendor' ? vendorCode : kind.toUpperCase();

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

/**
 * Every wallet of a member for the operator: the main one, each transfer vendor's of the
 * merchant (and any other vendor wallet still holding money), bonus and the withdrawal hold.
 */
export async function memberWallets(
  db: Database,
  settings: WalletSettingsRow,
  memberId: bigint,
): Promise<consoleMembers.MemberBalances['wallets']> {
  const accounts = await memberAccounts(db, memberId);
  const held = (kind: string, vendorCode = '') =>
    accounts.find((account) => account.kind === kind && account.vendorCode === vendorCode)
      ?.balance ?? 0n;
  const vendors = settings.singleWallet ? [] : settings.transferWallets;
  const listed = new Set(vendors.map((vendor) => vendor.code));
  const strayVendors = accounts.filter(
    (account) => account.kind === 'vendor' && !listed.has(account.vendorCode),
  );
  return [
    { kind: 'main' as const, code: 'MAIN', name: '', balance: toMajor(held('main')) },
    ...vendors.map((vendor) => ({
      kind: 'vendor' as const,
      code: vendor.code,
      name: vendor.name,
      balance: toMajor(held('vendor', vendor.code)),
    })),
    ...strayVendors.map((account) => ({
      kind: 'vendor' as const,
      code: account.vendorCode,
      name: account.vendorCode,
      balance: toMajor(account.balance ?? 0n),
    })),
    { kind: 'bonus' as const, code: 'BONUS', name: '', balance: toMajor(held('bonus')) },
    {
      kind: 'withdrawal_hold' as const,
      code: 'WITHDRAWAL_HOLD',
      name: '',
      balance: toMajor(held('withdrawal_hold')),
    },
  ];
}

/**
 * A member's books for the operator, newest first: every entry on every wallet of theirs,
 * the withdrawal hold included (unlike the player's account record, which hides the hold's
 * book-keeping). Paged by entry id on `ledger_entries_account`.
 */
export async function memberLedgerPage(
  db: Database,
  memberId: bigint,
  query: Page & { kind?: PostingKind },
): Promise<consoleMembers.MemberLedgerPage> {
  const conditions: SQL[] = [eq(ledgerAccounts.memberId, memberId)];
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
  const totalCount = Number(total?.total ?? 0);
  return {
    list: rows.map((row) => ({
      entryId: String(row.entryId),
      postingId: String(row.postingId),
      time: row.time.toISOString(),
      kind: row.kind as PostingKind,
      reference: row.reference,
      wallet: walletCode(row.accountKind, row.vendorCode),
      amount: toMajor(row.amount),
      balanceAfter: row.balanceAfter === null ? null : toMajor(row.balanceAfter),
      note: noteOf(row.details),
    })),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / query.pageSize),
  };
}

function noteOf(details: Record<string, unknown>): string | null {
  for (const key of ['reason', 'description']) {
    if (typeof details[key] === 'string') return details[key];
  }
  return null;
}
