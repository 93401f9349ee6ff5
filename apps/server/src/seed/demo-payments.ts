import { randomBytes } from 'node:crypto';
import type { Database } from '../platform/db/database';
import { paymentMethods } from '../modules/wallet/schema';

/**
 * The demo brand's ways to deposit: a bank transfer to a demo account that an operator
 * confirms, and the built-in demo gateway. Both are labelled demo; no real money moves. The
 * gateway's signing secret is drawn per install, so no two installs share one (a secret in
 * the source would let anyone sign callbacks). Existing rows are left as they are.
 */
export async function seedDemoPayments(db: Database, merchantId: number): Promise<void> {
  await db
    .insert(paymentMethods)
    .values([
      {
        merchantId,
        code: 'bank',
        kind: 'bank_transfer',
        name: 'Demo Bank transfer',
        minAmount: 10_000n,
        maxAmount: 5_000_000n,
        bankName: 'DEMO Bank (not a real bank)',
        accountName: 'DEMO Croupier Payments',
        accountNumber: 'DEMO-0001-2345-6789',
        isDemo: true,
        sortOrder: 1,
      },
      {
        merchantId,
        code: 'demopay',
        kind: 'gateway',
        name: 'Demo payment gateway',
        minAmount: 5_000n,
        maxAmount: 10_000_000n,
        gateway: 'demo',
        gatewayUrl: '/demo-gateway/pay',
        gatewaySecret: randomBytes(32).toString('hex'),
        isDemo: true,
        sortOrder: 0,
      },
    ])
    .onConflictDoNothing();
}
