import { z } from 'zod';
import { pageOf } from './pages';
import { envelope } from './envelope';
import { paths } from './paths';
import { plainText } from './text-fields';
import { amount } from './wallet';

export const withdrawalStatuses = ['pending', 'approved', 'rejected', 'paid', 'confirmed'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** What the member answers after a payout; `auto` is the merchant's timeout answering for them. */
export const receiptKinds = ['received', 'partial', 'not_received'] as const;
export type ReceiptKind = (typeof receiptKinds)[number];

/** Pictures proving a payout did not arrive (issue 5): png or jpg, 5 MB each, up to 3. */
export const proofLimits = {
  maxFiles: 3,
  maxBytes: 5 * 1024 * 1024,
  types: ['image/png', 'image/jpeg'],
} as const;
export type ProofType = (typeof proofLimits.types)[number];

/**
 * The picture type of a file by its first bytes, not its name or declared type, which any
 * client can set to anything: PNG's 8-byte signature or JPEG's start-of-image marker.
 */
export function proofTypeOf(head: Uint8Array): ProofType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((byte, index) => head[index] === byte)) {
    return 'image/png';
  }
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return 'image/jpeg';
  }
  return null;
}

const page = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
};

/** A bank account number: digits only once spaces and dashes people type are dropped. */
const accountNumber = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value),
  z.string().refine((text) => /^\d{6,30}$/.test(text), { message: 'bank_card_number_format' }),
);

export const bankCardBody = z.object({
  bankName: plainText({ min: 2, max: 100 }),
  accountName: plainText({ min: 2, max: 100 }),
  accountNumber,
  branch: plainText({ max: 100 }).optional(),
});
export type BankCardBody = z.input<typeof bankCardBody>;

/** A card as the member sees it: the number masked but for its last 4 digits. */
export const bankCard = z.object({
  id: z.number(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  branch: z.string().nullable(),
});
export type BankCard = z.infer<typeof bankCard>;

export const bankCardIdParams = z.object({ id: z.coerce.number().int().positive() });

export const withdrawBody = z.object({
  amount,
  bankCardId: z.coerce.number().int().positive(),
  paymentPassword: z.string().min(1).max(64),
  /** The client's id of this request: a resend (double click, retry) makes one order. */
  requestId: z.string().uuid().optional(),
});
export type WithdrawBody = z.input<typeof withdrawBody>;

export const turnover = z.object({
  /** Bets still needed in all: the last deposit × the merchant's turnover percentage. */
  required: z.number(),
  /** Bets placed since the last deposit. */
  achieved: z.number(),
});
export type Turnover = z.infer<typeof turnover>;

export const withdrawInfo = z.object({
  balance: z.number(),
  minAmount: z.number(),
  maxAmount: z.number(),
  perDay: z.number(),
  /** Requests still allowed today (UTC day). */
  remainingToday: z.number(),
  turnover,
  hasPaymentPassword: z.boolean(),
  payeeName: z.string().nullable(),
  maxCards: z.number(),
  cards: z.array(bankCard),
  /** A paid-out withdrawal counts as received this long after payout. */
  autoReceiptMinutes: z.number(),
});
export type WithdrawInfo = z.infer<typeof withdrawInfo>;

export const withdrawalOrder = z.object({
  orderNo: z.string(),
  amount: z.number(),
  status: z.enum(withdrawalStatuses),
  receipt: z.enum([...receiptKinds, 'auto']).nullable(),
  receivedAmount: z.number().nullable(),
  rejectReason: z.string().nullable(),
  card: z.object({ bankName: z.string(), accountNumber: z.string() }),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  /** When a paid order counts as received if the member says nothing. */
  autoReceiptAt: z.string().nullable(),
});
export type WithdrawalOrder = z.infer<typeof withdrawalOrder>;

export const withdrawalPage = pageOf(withdrawalOrder);
export type WithdrawalPage = z.infer<typeof withdrawalPage>;

export const orderNoParams = z.object({ orderNo: z.string().trim().min(1).max(40) });

/** The member's answer after a payout, as JSON or as the text fields of a multipart form. */
export const receiptBody = z.object({
  receipt: z.enum(receiptKinds),
  receivedAmount: amount.optional(),
  note: z.string().trim().max(500).optional(),
});
export type ReceiptBody = z.input<typeof receiptBody>;

/** The operator's view: the full account to pay to and the member's answer. */
export const backofficeWithdrawal = withdrawalOrder.extend({
  username: z.string(),
  card: z.object({
    bankName: z.string(),
    accountName: z.string(),
    accountNumber: z.string(),
    branch: z.string().nullable(),
  }),
  receiptNote: z.string().nullable(),
  proofIds: z.array(z.number()),
  reviewedAt: z.string().nullable(),
});

export const backofficeQuery = z.object({ status: z.enum(withdrawalStatuses).optional(), ...page });

export const rejectBody = z.object({ reason: z.string().trim().min(1).max(500) });

export const endpoints = {
  bankCards: {
    method: 'GET',
    path: paths.bankCards,
    summary: 'The member’s bank cards (numbers masked)',
    response: envelope(z.array(bankCard)),
  },
  addBankCard: {
    method: 'POST',
    path: paths.bankCards,
    summary: 'Add a bank card in the payee’s name (at most 5)',
    body: bankCardBody,
    response: envelope(bankCard),
  },
  removeBankCard: {
    method: 'DELETE',
    path: paths.bankCard,
    summary: 'Stop using a bank card (kept for the history of its withdrawals)',
    params: bankCardIdParams,
    response: envelope(z.null()),
  },
  info: {
    method: 'GET',
    path: paths.withdrawInfo,
    summary: 'Balance, limits, today’s remaining requests, turnover and cards',
    response: envelope(withdrawInfo),
  },
  withdraw: {
    method: 'POST',
    path: paths.withdraw,
    summary: 'Request a withdrawal: the amount is held until the operator pays or rejects',
    body: withdrawBody,
    response: envelope(withdrawalOrder),
  },
  orders: {
    method: 'GET',
    path: paths.withdrawOrders,
    summary: 'The member’s withdrawals, newest first',
    query: z.object(page),
    response: envelope(withdrawalPage),
  },
  /** No body schema: a multipart form with proof pictures, or JSON without (`description`). */
  receipt: {
    method: 'POST',
    path: paths.withdrawReceipt,
    summary: 'After payout: received, partly received (amount) or not received (proof pictures)',
    description:
      'multipart/form-data with fields receipt, receivedAmount, note and up to 3 files ' +
      '`proof` (png/jpg, 5 MB each); or JSON for received / partial without files.',
    params: orderNoParams,
    response: envelope(withdrawalOrder),
  },
  boList: {
    method: 'GET',
    path: paths.boWithdrawals,
    summary: 'Withdrawal queue, newest first, optionally by status',
    query: backofficeQuery,
    response: envelope(withdrawalPage.extend({ list: z.array(backofficeWithdrawal) })),
  },
  boApprove: {
    method: 'POST',
    path: paths.boWithdrawalApprove,
    summary: 'Approve a pending withdrawal',
    params: orderNoParams,
    response: envelope(backofficeWithdrawal),
  },
  boReject: {
    method: 'POST',
    path: paths.boWithdrawalReject,
    summary: 'Reject a pending or approved withdrawal; the held amount goes back',
    params: orderNoParams,
    body: rejectBody,
    response: envelope(backofficeWithdrawal),
  },
  boPayout: {
    method: 'POST',
    path: paths.boWithdrawalPayout,
    summary: 'Record an approved withdrawal as paid out',
    params: orderNoParams,
    response: envelope(backofficeWithdrawal),
  },
  /** A picture, not the envelope. */
  boProof: {
    method: 'GET',
    path: paths.boWithdrawalProof,
    summary: 'A proof picture the member attached to their answer',
    params: z.object({
      orderNo: z.string().trim().min(1).max(40),
      proofId: z.coerce.number().int().positive(),
    }),
  },
} as const;
