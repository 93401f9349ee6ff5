import { toMajor, mainWalletTypeId, type Balance } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import type { MerchantRow } from '../../system/schema';
import type { WalletSettingsRow } from '../payment-settings/schema';
import { memberAccounts } from './account-queries';

/** The wire id of a vendor sub-wallet: 100 + its place in the merchant's list. */
export const vendorWalletTypeId = (index: number) => 100 + index;

/** The wallets a member of this merchant has: the main one, then each transfer vendor's. */
export function walletsOf(settings: WalletSettingsRow) {
  return [
    { accountTypeId: mainWalletTypeId, code: 'MAIN', name: 'Main wallet' },
    ...(settings.singleWallet ? [] : settings.transferWallets).map((vendor, index) => ({
      accountTypeId: vendorWalletTypeId(index),
      code: vendor.code,
      name: vendor.name,
    })),
  ];
}

type Account = { kind: string; vendorCode: string; balance: bigint | null };

/** What a member's wallet of this kind (and vendor) holds; 0 when never used. */
export const heldBy =
  (accounts: Account[]) =>
  (kind: string, vendorCode = ''): bigint =>
    accounts.find((account) => account.kind === kind && account.vendorCode === vendorCode)
      ?.balance ?? 0n;

/** `/wps/v2/wallets/balance`: every wallet, their sum, and the money not at hand. */
export async function balanceOf(
  db: Database,
  merchant: Pick<MerchantRow, 'currency' | 'currencySymbol'>,
  settings: WalletSettingsRow,
  memberId: bigint,
): Promise<Balance> {
  const held = heldBy(await memberAccounts(db, memberId));
  const wallets = walletsOf(settings).map((wallet) => ({
    accountTypeId: wallet.accountTypeId,
    accountType: wallet.code,
    name: wallet.name,
    minor: wallet.code === 'MAIN' ? held('main') : held('vendor', wallet.code),
  }));
  const sum = wallets.reduce((total, wallet) => total + wallet.minor, 0n);
  return {
    sumBalance: toMajor(sum),
    balance: wallets.map(({ minor, ...wallet }) => ({ ...wallet, availBalance: toMajor(minor) })),
    lockedBalance: toMajor(held('bonus')),
    pendingWithdrawal: toMajor(held('withdrawal_hold')),
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
  };
}
