import { z } from 'zod';
import { paymentMethodKinds } from './deposit';
import { envelope } from './envelope';
import { amount } from './wallet';

// The console's payment settings of a merchant (`/bo/payments/...`): the ways players may
// deposit and the wallet's limits. Amounts are decimal numbers of major units as in every
// wallet answer; what is typed in is parsed into integer minor units by the wallet's `amount`.

/** A way to deposit as the operator sees it: all of it but the gateway's secret. */
export const paymentMethodSetting = z.object({
  code: z.string(),
  kind: z.enum(paymentMethodKinds),
  name: z.string(),
  enabled: z.boolean(),
  minAmount: z.number(),
  maxAmount: z.number(),
  /** Lower first, on the player's deposit page. */
  sortOrder: z.number(),
  isDemo: z.boolean(),
  bankName: z.string().nullable(),
  accountName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  /** The gateway adapter of a gateway method. */
  gateway: z.string().nullable(),
});
export type PaymentMethodSetting = z.infer<typeof paymentMethodSetting>;

export const methodParams = z.object({ code: z.string().trim().min(1).max(32) });

/** What the operator may change of a method; fields left out stay as they are. */
export const paymentMethodUpdate = z
  .object({
    enabled: z.boolean().optional(),
    minAmount: amount.optional(),
    maxAmount: amount.optional(),
    sortOrder: z.number().int().min(0).max(10_000).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'field_required',
  });
export type PaymentMethodUpdate = z.input<typeof paymentMethodUpdate>;

/** The methods in their new order, first shown first: every code of the merchant, once. */
export const paymentMethodOrder = z.object({
  codes: z.array(z.string().trim().min(1).max(32)).min(1).max(100),
});
export type PaymentMethodOrder = z.infer<typeof paymentMethodOrder>;

/** The wallet's limits and rules of a merchant. */
export const walletLimits = z.object({
  /** The smallest and largest withdrawal, major units. */
  withdrawalMin: z.number(),
  withdrawalMax: z.number(),
  withdrawalsPerDay: z.number(),
  /** Bets since the last deposit must reach the deposit × this percentage (100 = 1×). */
  turnoverPercent: z.number(),
  /** A paid-out withdrawal the player has not confirmed counts as received after this. */
  autoReceiptMinutes: z.number(),
  /** Members may send money to their agent. */
  transferToUpline: z.boolean(),
});
export type WalletLimits = z.infer<typeof walletLimits>;

export const walletLimitsBody = z.object({
  withdrawalMin: amount,
  withdrawalMax: amount,
  withdrawalsPerDay: z.number().int().min(1).max(100),
  turnoverPercent: z.number().int().min(0).max(10_000),
  autoReceiptMinutes: z.number().int().min(1).max(43_200),
  transferToUpline: z.boolean(),
});
export type WalletLimitsBody = z.input<typeof walletLimitsBody>;

export const paths = {
  methods: '/bo/payments/methods',
  method: '/bo/payments/methods/:code',
  order: '/bo/payments/method-order',
  limits: '/bo/payments/limits',
} as const;

export const endpoints = {
  methods: {
    method: 'GET',
    path: paths.methods,
    summary: 'The merchant’s ways to deposit, disabled ones too, in the players’ order',
    response: envelope(z.array(paymentMethodSetting)),
  },
  updateMethod: {
    method: 'PUT',
    path: paths.method,
    summary: 'Turn a way to deposit on or off, change its limits or its place (audited)',
    params: methodParams,
    body: paymentMethodUpdate,
    response: envelope(paymentMethodSetting),
  },
  order: {
    method: 'PUT',
    path: paths.order,
    summary: 'Put the ways to deposit in a new order: every code once (audited)',
    body: paymentMethodOrder,
    response: envelope(z.array(paymentMethodSetting)),
  },
  limits: {
    method: 'GET',
    path: paths.limits,
    summary: 'The merchant’s wallet limits: withdrawals, turnover, auto-receipt, transfers',
    response: envelope(walletLimits),
  },
  updateLimits: {
    method: 'PUT',
    path: paths.limits,
    summary: 'Change the merchant’s wallet limits (audited)',
    body: walletLimitsBody,
    response: envelope(walletLimits),
  },
} as const;
