import { mainWalletTypeId, type BalanceChanged } from '@croupier/contract';
import { minorToWireText, wireToMinor } from '@croupier/web-kit/money';
import type { Balance } from '../../../app/wallet/balance';

/** What a game in the frame posts to the site when it moved the player's money. */
export const balanceChangedMessage: BalanceChanged['type'] = 'croupier.balanceChanged';

/**
 * Reads a game's message: null when it is not ours; otherwise the settled main-wallet balance
 * it carries in minor units, or undefined when it carries none (or not a sound amount).
 */
export function readBalanceChanged(data: unknown): bigint | undefined | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; balance?: unknown };
  if (message.type !== balanceChangedMessage) return null;
  if (typeof message.balance !== 'number' || !Number.isFinite(message.balance)) return undefined;
  const minor = wireToMinor(message.balance);
  return minor === null || minor < 0n ? undefined : minor;
}

const toWire = (minor: bigint) => Number(minorToWireText(minor));

/**
 * The member's balances with the main wallet at the game's settled figure; the sum moves by
 * the same difference. Undefined when the main wallet is not among them (nothing to set).
 */
export function withMainWallet(balance: Balance, main: bigint): Balance | undefined {
  const wallet = balance.balance.find((item) => item.accountTypeId === mainWalletTypeId);
  const before = wallet && wireToMinor(wallet.availBalance);
  const sum = wireToMinor(balance.sumBalance);
  if (before == null || sum === null) return undefined;
  return {
    ...balance,
    sumBalance: toWire(sum - before + main),
    balance: balance.balance.map((item) =>
      item === wallet ? { ...item, availBalance: toWire(main) } : item,
    ),
  };
}
