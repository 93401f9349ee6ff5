import { toMajor, type PostingKind, type consoleMembers } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import type { Page } from '../../../platform/db/paging';
import { AppError } from '../../../platform/http/app-error';
import { pageOf } from '../../../platform/http/pages';
import { findMemberById } from '../../member/service';
import type { MerchantRow } from '../../system/schema';
import type { WalletSettingsRow } from '../payment-settings/schema';
import { walletSettingsOf } from '../payment-settings/service';
import { heldBy } from './balances';
import { memberAccounts } from './account-queries';
import { memberEntriesPage } from './entry-queries';

/** How the console names a wallet: MAIN, the vendor's code, BONUS, WITHDRAWAL_HOLD. */
const walletCode = (kind: string, vendorCode: string) =>
  kind === 'vendor' ? vendorCode : kind.toUpperCase();

/** The member, when they belong to the merchant; 404 otherwise (the console's member pages). */
export async function memberOfMerchant(db: Database, merchantId: number, memberId: bigint) {
  const member = await findMemberById(db, memberId);
  if (!member || member.merchantId !== merchantId) throw AppError.of('memberNotFound');
  return member;
}

/** The console's member detail: every wallet of the member, in the merchant's currency. */
export async function memberBalances(
  db: Database,
  merchant: Pick<MerchantRow, 'id' | 'currency' | 'currencySymbol'>,
  memberId: bigint,
): Promise<consoleMembers.MemberBalances> {
  await memberOfMerchant(db, merchant.id, memberId);
  const settings = await walletSettingsOf(db, merchant.id);
  return {
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    wallets: await memberWallets(db, settings, memberId),
  };
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
  const held = heldBy(accounts);
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
  const { rows, totalCount } = await memberEntriesPage(db, memberId, query);
  return pageOf(
    rows.map((row) => ({
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
    totalCount,
    query,
  );
}

/** `memberLedgerPage` of a member of the merchant; 404 for anyone else's. */
export async function memberLedger(
  db: Database,
  merchantId: number,
  memberId: bigint,
  query: Page & { kind?: PostingKind },
): Promise<consoleMembers.MemberLedgerPage> {
  await memberOfMerchant(db, merchantId, memberId);
  return memberLedgerPage(db, memberId, query);
}

function noteOf(details: Record<string, unknown>): string | null {
  for (const key of ['reason', 'description']) {
    if (typeof details[key] === 'string') return details[key];
  }
  return null;
}
