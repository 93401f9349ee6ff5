import { z } from 'zod';
import { bettingRecordPage, bettingRecordQuery } from '../games/betting-record';
import { pageQuery } from '../page-query';
import { pageOf } from '../pages';
import { postingKinds } from '../wallet-values';

// A member's money: their wallets, the ledger lines that moved them, and their game rounds.

export const walletKinds = ['main', 'vendor', 'bonus', 'withdrawal_hold'] as const;

/** One of the member's wallets: the main one, a vendor's transfer wallet, bonus, the hold. */
export const memberWallet = z.object({
  kind: z.enum(walletKinds),
  /** MAIN, the vendor's code, BONUS or WITHDRAWAL_HOLD. */
  code: z.string(),
  /** The vendor's name for a vendor wallet; empty for the others (the console names them). */
  name: z.string(),
  balance: z.number(),
});

export const memberBalances = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  wallets: z.array(memberWallet),
});
export type MemberBalances = z.infer<typeof memberBalances>;

export const memberLedgerQuery = z.object({ kind: z.enum(postingKinds).optional(), ...pageQuery });
export type MemberLedgerQuery = z.input<typeof memberLedgerQuery>;

/** One line of a member's books: a posting as it moved one of their wallets. */
export const ledgerLine = z.object({
  entryId: z.string(),
  postingId: z.string(),
  time: z.string(),
  kind: z.enum(postingKinds),
  /** The business row's number: order, round, adjustment. */
  reference: z.string(),
  /** The wallet, as `memberWallet.code`. */
  wallet: z.string(),
  /** Signed: money into the wallet is positive. */
  amount: z.number(),
  balanceAfter: z.number().nullable(),
  /** An adjustment's reason or a posting's description. */
  note: z.string().nullable(),
});
export type LedgerLine = z.infer<typeof ledgerLine>;

export const memberLedgerPage = pageOf(ledgerLine);
export type MemberLedgerPage = z.infer<typeof memberLedgerPage>;

/** The member's rounds: the betting record's filter and page (UTC days, at most 92). */
export const memberBetsQuery = bettingRecordQuery;
export type MemberBetsQuery = z.input<typeof memberBetsQuery>;
export const memberBetsPage = bettingRecordPage;
export type MemberBetsPage = z.infer<typeof memberBetsPage>;
