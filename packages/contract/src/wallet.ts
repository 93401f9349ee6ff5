import { z } from 'zod';
import { pageOf } from './pages';
import { envelope } from './envelope';
import { paths } from './paths';
import { email, plainText } from './text-fields';
import { parseAmount, postingKinds } from './wallet-values';

export * from './wallet-values';

/**
 * A wire amount: a decimal number (or numeric string) of major units with at most 2
 * decimals, above zero; parsed into bigint minor units.
 */
export const amount = z.union([z.number(), z.string()]).transform((value, context) => {
  const minor = parseAmount(value);
  if (minor === null || minor <= 0n) {
    context.addIssue({ code: 'custom', message: 'amount_format' });
    return z.NEVER;
  }
  return minor;
});

const page = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One wallet in the balance answer (wire conventions: `accountTypeId`, `availBalance`). */
export const walletBalance = z.object({
  /** 2 for the main wallet; vendor sub-wallets count up from 100 in the merchant's order. */
  accountTypeId: z.number(),
  /** MAIN, or the vendor code of a sub-wallet. */
  accountType: z.string(),
  name: z.string(),
  availBalance: z.number(),
});

export const balance = z.object({
  /** What the member can play with: the main wallet and every vendor sub-wallet. */
  sumBalance: z.number(),
  balance: z.array(walletBalance),
  /** Bonus funds not yet released for withdrawal. */
  lockedBalance: z.number(),
  /** Money held for withdrawals the operator has not paid out yet. */
  pendingWithdrawal: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type Balance = z.infer<typeof balance>;

export const merchantWallet = z.object({
  isSingle: z.boolean(),
  wallets: z.array(z.object({ accountTypeId: z.number(), code: z.string(), name: z.string() })),
});

/** Main ↔ vendor wallet; `all` moves everything (all-in, or all-out with `from` a vendor). */
export const walletTransferBody = z.object({
  from: z.string().trim().min(1).max(32),
  to: z.string().trim().min(1).max(32),
  amount: amount.optional(),
  all: z.coerce.boolean().optional(),
  /** The client's id of this request: a resend (double click, retry) moves money once. */
  requestId: z.string().uuid().optional(),
});

/** A transfer between a member and their agent, or an agent and a downline. */
export const memberTransferBody = z.object({
  amount,
  paymentPassword: z.string().min(1).max(64),
  /** The downline's username (agent → downline only). */
  username: z.string().trim().min(1).max(64).optional(),
  requestId: z.string().uuid().optional(),
});

export const transferResult = z.object({
  orderNo: z.string(),
  amount: z.number(),
  balance: z.number(),
});

export const transactionHistoryQuery = z.object({
  ...page,
  type: z.enum(postingKinds).optional(),
  startDate: dateOnly.optional(),
  endDate: dateOnly.optional(),
});

/** One line of the account record: a posting as it moved this member's wallets. */
export const transactionRecord = z.object({
  id: z.string(),
  type: z.enum(postingKinds),
  /** Signed: money into the member's wallets is positive. */
  amount: z.number(),
  /** The main wallet's balance after it. */
  balanceAfter: z.number().nullable(),
  wallet: z.string(),
  reference: z.string(),
  time: z.string(),
});

export const dateRangeQuery = z.object({
  startDate: dateOnly.optional(),
  endDate: dateOnly.optional(),
});

export const profitRow = z.object({
  category: z.string(),
  bets: z.number(),
  wins: z.number(),
  /** Wins minus bets: positive means the member is ahead. */
  profit: z.number(),
  rounds: z.number(),
});

export const personalProfit = z.object({
  startDate: z.string(),
  endDate: z.string(),
  rows: z.array(profitRow),
  total: profitRow,
});

export const bonusRecord = z.object({
  id: z.string(),
  amount: z.number(),
  reference: z.string(),
  description: z.string().nullable(),
  time: z.string(),
});

/** What the member centre's "my account" page shows. */
export const security = z.object({
  account: z.string(),
  nickname: z.string().nullable(),
  payeeName: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  hasPaymentPassword: z.boolean(),
  regDate: z.string(),
  lastLoginAt: z.string().nullable(),
  /** The member's agent, when the merchant lets members send money up. */
  toUpline: z.string().nullable(),
});

export const profileBody = z.object({
  nickname: plainText({ min: 1, max: 32 }).optional(),
  email: email.optional(),
  /** Set once: withdrawals are paid only to bank accounts in this name. */
  payeeName: plainText({ min: 2, max: 100 }).optional(),
});

export const paymentPasswordBody = z.object({
  newPassword: z.string().max(64),
  confirmPassword: z.string().max(64),
  /** The current payment password, to change one already set. */
  oldPassword: z.string().max(64).optional(),
  /** The login password, to set the first one. */
  loginPassword: z.string().max(128).optional(),
});

export const inboxMessage = z.object({
  id: z.string(),
  kind: z.string(),
  orderNo: z.string().nullable(),
  params: z.record(z.string(), z.string()),
  read: z.boolean(),
  time: z.string(),
});

export const endpoints = {
  balance: {
    method: 'GET',
    path: paths.balance,
    summary: 'Balance of every wallet of the member',
    response: envelope(balance),
  },
  /** The same answer as `balance`: some clients read the balance from here (wire conventions). */
  consolidatedFunds: {
    method: 'GET',
    path: paths.consolidatedFunds,
    summary: 'Balance of every wallet of the member',
    response: envelope(balance),
  },
  merchantWallet: {
    method: 'GET',
    path: paths.merchantWallet,
    summary: 'Single wallet, or a transfer wallet per vendor',
    response: envelope(merchantWallet),
  },
  walletTransfer: {
    method: 'POST',
    path: paths.walletTransfer,
    summary: 'Move money between the main wallet and a vendor wallet (or all of it)',
    body: walletTransferBody,
    response: envelope(z.object({ orderNo: z.string(), amount: z.number(), balance })),
  },
  transferUpline: {
    method: 'POST',
    path: paths.transferUpline,
    summary: "Send money to the member's agent",
    body: memberTransferBody,
    response: envelope(transferResult),
  },
  transferDownline: {
    method: 'POST',
    path: paths.transferDownline,
    summary: 'Send money from an agent to a direct downline',
    body: memberTransferBody,
    response: envelope(transferResult),
  },
  transactionHistory: {
    method: 'GET',
    path: paths.transactionHistory,
    summary: 'Account record: every movement of the member’s wallets, newest first',
    query: transactionHistoryQuery,
    response: envelope(pageOf(transactionRecord)),
  },
  bonusDetails: {
    method: 'GET',
    path: paths.bonusDetails,
    summary: 'Bonuses received',
    query: z.object({ ...page, ...dateRangeQuery.shape }),
    response: envelope(pageOf(bonusRecord)),
  },
  personalProfit: {
    method: 'GET',
    path: paths.personalProfit,
    summary: 'Personal profit and loss by game category',
    query: dateRangeQuery,
    response: envelope(personalProfit),
  },
  security: {
    method: 'GET',
    path: paths.security,
    summary: 'The member’s account and security settings',
    response: envelope(security),
  },
  profile: {
    method: 'PUT',
    path: paths.profile,
    summary: 'Change nickname or e-mail; set the payee name once',
    body: profileBody,
    response: envelope(security),
  },
  paymentPassword: {
    method: 'POST',
    path: paths.paymentPassword,
    summary: 'Set (with the login password) or change (with the old one) the payment password',
    body: paymentPasswordBody,
    response: envelope(z.null()),
  },
  unreadCount: {
    method: 'GET',
    path: paths.unreadCount,
    summary: 'Unread inbox messages',
    response: envelope(z.object({ count: z.number() })),
  },
  inbox: {
    method: 'GET',
    path: paths.inbox,
    summary: 'The inbox, newest first',
    query: z.object(page),
    response: envelope(pageOf(inboxMessage)),
  },
  inboxRead: {
    method: 'POST',
    path: paths.inboxRead,
    summary: 'Mark one message, or all, read; answers the unread count left',
    body: z.object({
      id: z
        .string()
        .regex(/^\d{1,19}$/)
        .optional(),
    }),
    response: envelope(z.object({ count: z.number() })),
  },
} as const;

export { pageOf };
