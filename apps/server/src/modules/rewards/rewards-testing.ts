import { randomUUID } from 'node:crypto';
import { postLedgerEntries, testVendor, type TestContext } from '../../testing';

// What the rewards' tests share: rounds of the betting record and deposits at a chosen time,
// as a game's settlement and a gateway's callback would leave them.

type Context = Pick<TestContext, 'database'>;

export type TestRound = {
  memberId: bigint;
  category: string;
  /** Minor units. */
  stake: bigint;
  status?: 'open' | 'settled' | 'refunded';
  /** When it settled (or, open, when it was placed). */
  at: Date;
};

let rounds = 0;

/** Rounds of the betting record of the demo merchant, of a test vendor's game. */
export async function betRounds(ctx: Context, list: readonly TestRound[]): Promise<void> {
  const vendor = await testVendor(ctx, 'RWDTEST');
  for (const round of list) {
    const status = round.status ?? 'settled';
    await ctx.database.execute(
      `insert into bet_records (merchant_id, member_id, vendor_id, game_id, category, round_id,
         stake, win, status, placed_at, settled_at)
       select m.merchant_id, m.id, $2, $3, $4, $5, $6, 0, $7, $8, $9 from members m where m.id = $1`,
      [
        round.memberId,
        vendor.id,
        vendor.gameId,
        round.category,
        `rwd-${process.pid}-${++rounds}`,
        round.stake,
        status,
        round.at.toISOString(),
        status === 'open' ? null : round.at.toISOString(),
      ],
    );
  }
}

/** A deposit credited to the member's main wallet at `at` (minor units). */
export async function depositAt(
  ctx: Context,
  merchantId: number,
  memberId: bigint,
  amount: bigint,
  at: Date,
): Promise<void> {
  const key = `test-deposit:${randomUUID()}`;
  await ctx.database.db.transaction((tx) =>
    postLedgerEntries(tx, {
      merchantId,
      idempotencyKey: key,
      kind: 'deposit',
      memberId,
      reference: key,
      legs: [
        { account: { memberId, kind: 'main' }, amount },
        { account: { merchant: 'cash' }, amount: -amount },
      ],
    }),
  );
  await ctx.database.execute(
    'update ledger_postings set created_at = $2 where merchant_id = $1 and idempotency_key = $3',
    [merchantId, at.toISOString(), key],
  );
}
