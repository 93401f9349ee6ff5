import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { members } from '../modules/member/schema';
import { findMemberByUsername } from '../modules/member/service';
import { post } from '../modules/wallet/service';
import { walletSettings } from '../modules/wallet/schema';

/**
 * The demo brand's money: two demo vendors with transfer wallets (so "my wallet" has
 * something to move between), no turnover requirement (so a new visitor can withdraw right
 * after a demo deposit; a new merchant's default is 1×), player1 under agent1 (transfer to
 * upline), and an opening balance and welcome bonus for player1, all labelled demo.
 */
export async function seedDemoWallet(tx: Database, merchantId: number): Promise<void> {
  await tx
    .insert(walletSettings)
    .values({
      merchantId,
      singleWallet: false,
      transferWallets: [
        { code: 'DEMOLIVE', name: 'Demo Live Casino (demo)' },
        { code: 'DEMOSPORTS', name: 'Demo Sportsbook (demo)' },
      ],
      turnoverPercent: 0,
      autoReceiptMinutes: 60,
    })
    .onConflictDoNothing();

  const player = await findMemberByUsername(tx, merchantId, 'player1');
  const agent = await findMemberByUsername(tx, merchantId, 'agent1');
  if (!player || !agent) return;

  await tx
    .update(members)
    .set({ uplineId: agent.id, payeeName: sql`coalesce(${members.payeeName}, 'Demo Player One')` })
    .where(and(eq(members.id, player.id), isNull(members.uplineId)));

  await post(tx, {
    merchantId,
    idempotencyKey: 'demo-seed:opening-balance:player1',
    kind: 'deposit',
    memberId: player.id,
    reference: 'DEMO-OPENING',
    details: { description: 'Demo opening balance (play money)' },
    legs: [
      { account: { memberId: player.id, kind: 'main' }, amount: 100_000n },
      { account: { merchant: 'cash' }, amount: -100_000n },
    ],
  });
  await post(tx, {
    merchantId,
    idempotencyKey: 'demo-seed:welcome-bonus:player1',
    kind: 'bonus',
    memberId: player.id,
    reference: 'DEMO-WELCOME',
    details: { description: 'Demo welcome bonus' },
    legs: [
      { account: { memberId: player.id, kind: 'main' }, amount: 8_800n },
      { account: { merchant: 'promotions' }, amount: -8_800n },
    ],
  });
}
