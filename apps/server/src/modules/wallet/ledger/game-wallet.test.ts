import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  mainBalance,
  merchantIdOf,
  postTestMoney,
  type TestContext,
} from '../../../testing';
import { newPlayer, type Player } from '../../../testing/withdrawals';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../platform/db/rows';
import {
  creditWin,
  creditWins,
  debitBet,
  postRoundAlongside,
  refundBet,
  refundBets,
  reconcile,
  type Alongside,
  type RoundMovement,
} from './service';

let ctx: TestContext;
let player: Player;
let round: (transactionId: string, amount: bigint, category?: string) => RoundMovement;
beforeAll(async () => {
  ctx = await createTestContext();
  const merchantId = await merchantIdOf(ctx.database);
  player = await newPlayer(ctx);
  await postTestMoney(ctx.database, player.memberId, 'deposit', 100_000n);
  const { memberId } = player;
  round = (transactionId, amount, category = 'RNG') => ({
    merchantId,
    memberId,
    vendorCode: 'STUDIO',
    transactionId,
    roundId: `R-${transactionId}`,
    category,
    amount,
  });
});
afterAll(() => ctx.close());

describe('bets and wins of game rounds', () => {
  it('debits a stake and credits a win once each, whatever the vendor retries', async () => {
    const start = await mainBalance(ctx.database, player.username);
    const debit = await debitBet(ctx.database.db, round('tx-1', 2_000n));
    expect(debit.balance).toBe(start - 2_000n);
    expect((await debitBet(ctx.database.db, round('tx-1', 2_000n))).replayed).toBe(true);
    const win = await creditWin(ctx.database.db, round('tx-2', 5_000n));
    expect(win.balance).toBe(start + 3_000n);
    expect(await mainBalance(ctx.database, player.username)).toBe(start + 3_000n);
  });

  it('refuses a stake above the balance', async () => {
    const balance = await mainBalance(ctx.database, player.username);
    await expect(debitBet(ctx.database.db, round('tx-3', balance + 1n))).rejects.toMatchObject({
      messageKey: 'insufficient_balance',
    });
  });

  it('adds up personal profit and loss by category', async () => {
    await debitBet(ctx.database.db, round('tx-4', 1_000n, 'LIVE'));
    const { token } = player;
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/wallet/personalProfit',
      headers: { authorization: token },
    });
    expect(response.json().value).toMatchObject({
      rows: [
        { category: 'LIVE', bets: 10, wins: 0, profit: -10, rounds: 1 },
        { category: 'RNG', bets: 20, wins: 50, profit: 30, rounds: 1 },
      ],
      total: { category: 'TOTAL', bets: 30, wins: 50, profit: 20, rounds: 2 },
    });
  });

  it('gives a rolled-back stake back once, whatever the vendor resends', async () => {
    const start = await mainBalance(ctx.database, player.username);
    await debitBet(ctx.database.db, round('tx-5', 700n));
    const refund = await refundBet(ctx.database.db, round('tx-5', 700n));
    expect(refund.balance).toBe(start);
    expect((await refundBet(ctx.database.db, round('tx-5', 700n))).replayed).toBe(true);
    expect(await mainBalance(ctx.database, player.username)).toBe(start);
  });
});

describe("a round posted alongside the caller's rows", () => {
  /** A companion row of the test's own, written by the posting's statement. */
  const companion = (open: boolean, note: string): Alongside => ({
    name: 'test_companion',
    before: sql`gate as (select ${open}::boolean as open)`,
    when: sql`(select open from gate)`,
    after: sql`noted as (
      insert into test_companions (posting_id, note) select posting.id, ${note}::text from posting
      returning note
    )`,
    columns: sql`gate.open, (select note from noted) as note`,
    from: sql`gate`,
  });
  const notes = async () =>
    (await rowsOf<{ note: string }>(ctx.database.db, sql`select note from test_companions`)).map(
      (row) => row.note,
    );

  beforeAll(async () => {
    await ctx.database.db.execute(
      sql`create table test_companions (posting_id bigint not null, note text not null)`,
    );
  });

  it("writes the posting and the caller's rows in one statement", async () => {
    const start = await mainBalance(ctx.database, player.username);
    const { posted, row } = await postRoundAlongside<{ open: boolean; note: string | null }>(
      ctx.database.db,
      'bet',
      round('tx-6', 300n),
      companion(true, 'with tx-6'),
    );
    expect(posted?.balance).toBe(start - 300n);
    expect(row).toMatchObject({ open: true, note: 'with tx-6' });
    expect(await notes()).toEqual(['with tx-6']);
  });

  it("posts nothing, moves nothing and writes no row of the caller's when its condition fails", async () => {
    const start = await mainBalance(ctx.database, player.username);
    const { posted, row } = await postRoundAlongside<{ open: boolean; note: string | null }>(
      ctx.database.db,
      'bet',
      round('tx-7', 300n),
      companion(false, 'with tx-7'),
    );
    expect(posted).toBeUndefined();
    expect(row).toMatchObject({ open: false, note: null });
    expect(await mainBalance(ctx.database, player.username)).toBe(start);
    expect(await notes()).toEqual(['with tx-6']);
    // The key was not spent: the same bet goes through once its condition holds.
    expect((await debitBet(ctx.database.db, round('tx-7', 300n))).replayed).toBe(false);
  });

  it("refuses a stake above the balance, and the caller's rows go with it", async () => {
    const balance = await mainBalance(ctx.database, player.username);
    await expect(
      postRoundAlongside(ctx.database.db, 'bet', round('tx-8', balance + 1n), companion(true, 'x')),
    ).rejects.toMatchObject({ messageKey: 'insufficient_balance' });
    expect(await notes()).toEqual(['with tx-6']);
  });
});

describe('many wins or refunds in one statement (a lottery draw paying its winners)', () => {
  const entriesOf = (key: string) =>
    rowsOf<{ amount: string; balance_after: string | null }>(
      ctx.database.db,
      sql`select e.amount::text, e.balance_after::text from ledger_entries e
        join ledger_postings p on p.id = e.posting_id
        where p.idempotency_key = ${key} order by e.id`,
    );

  it('posts each as creditWin would, with the balance after each in order', async () => {
    const other = await newPlayer(ctx);
    const start = await mainBalance(ctx.database, player.username);
    const otherRound = { ...round('many-3', 700n), memberId: other.memberId };
    const result = await creditWins(ctx.database.db, [
      round('many-1', 1_000n),
      otherRound,
      round('many-2', 250n),
    ]);
    expect(result).toEqual({ posted: 3, replayed: 0 });
    expect(await mainBalance(ctx.database, player.username)).toBe(start + 1_250n);
    expect(await mainBalance(ctx.database, other.username)).toBe(700n);
    // The house's leg first (no running balance), then the member's with its balance after.
    expect(await entriesOf('win:STUDIO:many-1')).toEqual([
      { amount: '-1000', balance_after: null },
      { amount: '1000', balance_after: String(start + 1_000n) },
    ]);
    expect((await entriesOf('win:STUDIO:many-2'))[1]).toEqual({
      amount: '250',
      balance_after: String(start + 1_250n),
    });
    const merchantId = await merchantIdOf(ctx.database);
    expect((await reconcile(ctx.database.db, merchantId)).problems).toEqual([]);
  });

  it('moves nothing for a key posted before, one by one or in a batch', async () => {
    const start = await mainBalance(ctx.database, player.username);
    await creditWin(ctx.database.db, round('many-4', 400n));
    const result = await creditWins(ctx.database.db, [
      round('many-4', 400n),
      round('many-1', 1_000n),
      round('many-5', 50n),
    ]);
    expect(result).toEqual({ posted: 1, replayed: 2 });
    expect(await mainBalance(ctx.database, player.username)).toBe(start + 450n);
  });

  it('refuses a key posted before with another amount, and moves nothing', async () => {
    const start = await mainBalance(ctx.database, player.username);
    await expect(
      ctx.database.db.transaction((tx) =>
        creditWins(tx, [round('many-6', 10n), round('many-5', 51n)]),
      ),
    ).rejects.toMatchObject({ messageKey: 'duplicate_request' });
    expect(await mainBalance(ctx.database, player.username)).toBe(start);
    expect(await entriesOf('win:STUDIO:many-6')).toEqual([]);
  });

  it('refuses to debit a member in a batch: only credits cannot pass below zero', async () => {
    const [win] = [round('many-8', 10n)];
    await expect(creditWins(ctx.database.db, [{ ...win!, amount: -10n }])).rejects.toThrow(
      /debits a member wallet/,
    );
  });

  it('gives stakes back in one statement, keyed as refundBet keys them', async () => {
    const start = await mainBalance(ctx.database, player.username);
    await debitBet(ctx.database.db, round('many-7', 300n));
    expect(await refundBets(ctx.database.db, [round('many-7', 300n)])).toEqual({
      posted: 1,
      replayed: 0,
    });
    expect((await refundBet(ctx.database.db, round('many-7', 300n))).replayed).toBe(true);
    expect(await mainBalance(ctx.database, player.username)).toBe(start);
  });
});
