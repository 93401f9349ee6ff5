import { z } from 'zod';
import { envelope } from './envelope';
import { paths } from './paths';
import { parseAmount } from './wallet-values';

export const paymentMethodKinds = ['bank_transfer', 'gateway'] as const;
export const depositStatuses = ['pending', 'credited', 'failed'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

/** A positive wire amount (decimal major units, at most 2 decimals), as a number or a string. */
export const depositAmount = z
  .union([z.number(), z.string()])
  .refine((value) => (parseAmount(value) ?? 0n) > 0n, { message: 'amount_invalid' });

const page = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
};

/** A way to deposit as players see it; a gateway's secret never leaves the server. */
export const depositMethod = z.object({
  code: z.string(),
  kind: z.enum(paymentMethodKinds),
  name: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  /** Demo bank details or the built-in demo gateway: no real money moves. */
  isDemo: z.boolean(),
  bankName: z.string().optional(),
  accountName: z.string().optional(),
  accountNumber: z.string().optional(),
});
export type DepositMethod = z.infer<typeof depositMethod>;

/**
 * A way to deposit as the footer shows it to everyone, guests included: what it is called
 * and its kind, nothing about limits or where the money goes.
 */
export const publicDepositMethod = depositMethod.pick({ code: true, kind: true, name: true });
export type PublicDepositMethod = z.infer<typeof publicDepositMethod>;

export const depositBody = z.object({
  methodCode: z.string().trim().min(1).max(32),
  amount: depositAmount,
});
export type DepositBody = z.infer<typeof depositBody>;

export const bankDetails = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
});
export type BankDetails = z.infer<typeof bankDetails>;

/**
 * A new deposit order. Bank transfer: where to send the money and the reference to put on
 * the transfer; the order waits for the operator. Gateway: the page that takes the payment.
 */
export const depositOrderCreated = z.object({
  orderNo: z.string(),
  methodCode: z.string(),
  kind: z.enum(paymentMethodKinds),
  amount: z.number(),
  status: z.enum(depositStatuses),
  bank: bankDetails.optional(),
  reference: z.string().optional(),
  paymentUrl: z.string().optional(),
});
export type DepositOrderCreated = z.infer<typeof depositOrderCreated>;

/** One deposit order in the player's list and the operator's queue. Times are ISO 8601 UTC. */
export const depositOrder = z.object({
  orderNo: z.string(),
  methodCode: z.string(),
  methodName: z.string(),
  kind: z.enum(paymentMethodKinds),
  amount: z.number(),
  status: z.enum(depositStatuses),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type DepositOrder = z.infer<typeof depositOrder>;

export const depositOrdersQuery = z.object(page);

export const depositOrderPage = z.object({
  list: z.array(depositOrder),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type DepositOrderPage = z.infer<typeof depositOrderPage>;

/** What a payment gateway reports to `POST /wps/wallet/deposit/callback/:methodCode`. */
export const gatewayCallbackBody = z.object({
  orderNo: z.string().trim().min(1).max(64),
  status: z.enum(['success', 'failed']),
  amount: depositAmount,
  gatewayReference: z.string().trim().min(1).max(128),
});
export type GatewayCallbackBody = z.infer<typeof gatewayCallbackBody>;

export const gatewayCallbackResult = z.object({
  orderNo: z.string(),
  status: z.enum(depositStatuses),
  amount: z.number(),
});

// The operator's queue (`/bo/...`).
export const depositQueueQuery = z.object({
  status: z.enum(depositStatuses).optional(),
  ...page,
});

export const queuedDeposit = depositOrder.extend({
  memberId: z.number(),
  username: z.string(),
  gatewayReference: z.string().nullable(),
  settledByStaffId: z.number().nullable(),
});
export type QueuedDeposit = z.infer<typeof queuedDeposit>;

export const depositQueuePage = depositOrderPage.extend({ list: z.array(queuedDeposit) });

export const orderNoParams = z.object({ orderNo: z.string().trim().min(1).max(64) });
export const methodCodeParams = z.object({ methodCode: z.string().trim().min(1).max(32) });

export const rejectDepositBody = z.object({ reason: z.string().trim().min(1).max(200) });

export const endpoints = {
  methods: {
    method: 'GET',
    path: paths.depositMethods,
    summary: 'Ways to deposit, with their limits (and the bank account of bank transfers)',
    response: envelope(z.array(depositMethod)),
  },
  publicMethods: {
    method: 'GET',
    path: paths.publicDepositMethods,
    summary: 'Names and kinds of the ways to deposit, for the footer (guests too)',
    response: envelope(z.array(publicDepositMethod)),
  },
  create: {
    method: 'POST',
    path: paths.deposit,
    summary: 'Open a deposit order: bank details and reference, or the gateway payment page',
    body: depositBody,
    response: envelope(depositOrderCreated),
  },
  orders: {
    method: 'GET',
    path: paths.depositOrders,
    summary: 'The member’s deposit orders, newest first',
    query: depositOrdersQuery,
    response: envelope(depositOrderPage),
  },
  callback: {
    method: 'POST',
    path: paths.depositCallback,
    summary:
      'Payment gateway callback: JSON {orderNo, status, amount, gatewayReference}, ' +
      'signed `X-Signature: sha256=<hex HMAC-SHA256 of the raw body>`',
    params: methodCodeParams,
    body: gatewayCallbackBody,
    response: envelope(gatewayCallbackResult),
  },
  queue: {
    method: 'GET',
    path: paths.boDeposits,
    summary: 'Deposit orders of the merchant, oldest first (filter by status)',
    query: depositQueueQuery,
    response: envelope(depositQueuePage),
  },
  confirm: {
    method: 'POST',
    path: paths.boDepositConfirm,
    summary: 'The bank transfer arrived: credit the member (idempotent)',
    params: orderNoParams,
    response: envelope(queuedDeposit),
  },
  reject: {
    method: 'POST',
    path: paths.boDepositReject,
    summary: 'The bank transfer did not arrive or does not match: fail the order',
    params: orderNoParams,
    body: rejectDepositBody,
    response: envelope(queuedDeposit),
  },
} as const;
