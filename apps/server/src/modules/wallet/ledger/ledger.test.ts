import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  fundMember,
  mainBalance,
  merchantIdOf,
  postTestMoney,
  type TestContext,
} from '../../../testing';
import { newMember, type TestMember } from '../../../testing/members';
import { post, reconcile, type PostingRequest } from './service';

let ctx: TestContext;
let merchantId: number;
let member: TestMember;
let agentId: bigint;
let racer: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  merchantId = await merchantIdOf(ctx.database);
  member = await newMember(ctx, { prefix: 'lg' });
  agentId = member.id;
  racer = await newMember(ctx, { prefix: 'lg' });
  await postTestMoney(ctx.database, racer.id, 'deposit', 108_800n);
});
afterAll(() => ctx.close());

const bet = (key: string, amount: bigint): PostingRequest => ({
  merchantId,
  idempotencyKey: key,
  kind: 'bet',
  memberId: agentId,
  reference: key,
  category: 'RNG',
  legs: [
    { account: { memberId: agentId, kind: 'main' }, amount: -amount },
    { account: { merchant: 'game_house' }, amount },
  ],
});
const postOnce = (request: PostingRequest) =>
  ctx.database.db.transaction((tx) => post(tx, request));

describe('the ledger', () => {
  it('moves money between accounts with entries that sum to zero', async () => {
    await fundMember(ctx.database, member.username, 50_000n);
    const result = await postOnce(bet('round-1', 12_345n));
    expect(result.replayed).toBe(false);
    expect([...result.balances.values()]).toEqual([37_655n]);
    expect(await mainBalance(ctx.database, member.username)).toBe(37_655n);
    expect((await reconcile(ctx.database.db, merchantId)).problems).toEqual([]);
  });

  it('answers a replayed key with the first result and moves nothing again', async () => {
    const before = await mainBalance(ctx.database, member.username);
    const first = await postOnce(bet('round-2', 1_000n));
    const again = await postOnce(bet('round-2', 1_000n));
    expect(again).toEqual({ ...first, replayed: true });
    expect(await mainBalance(ctx.database, member.username)).toBe(before - 1_000n);
  });

  it('refuses the same key with a different amount as a conflict', async () => {
    const before = await mainBalance(ctx.database, member.username);
    await expect(postOnce(bet('round-2', 2_000n))).rejects.toMatchObject({
      code: 'ledger.idempotency.conflict',
      status: 409,
    });
    expect(await mainBalance(ctx.database, member.username)).toBe(before);
  });

  it('refuses a posting that would overdraw, and rolls back the whole transaction', async () => {
    const before = await mainBalance(ctx.database, member.username);
    await expect(postOnce(bet('round-3', before + 1n))).rejects.toMatchObject({
      messageKey: 'insufficient_balance',
    });
    expect(await mainBalance(ctx.database, member.username)).toBe(before);
    const { rows } = await ctx.database.execute(
      "select count(*)::int as n from ledger_postings where idempotency_key = 'round-3'",
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('keeps a negative balance out even when code tries to write one (database CHECK)', async () => {
    await expect(
      ctx.database.execute(
        "update ledger_accounts set balance = -1 where member_id = $1 and kind = 'main'",
        [agentId],
      ),
    ).rejects.toThrow(/ledger_accounts_never_negative/);
  });

  it('rejects unbalanced postings before touching the database', async () => {
    await expect(
      postOnce({
        ...bet('round-4', 10n),
        legs: [{ account: { memberId: agentId, kind: 'main' }, amount: 10n }],
      }),
    ).rejects.toThrow(/unbalanced/);
  });

  it('never overdraws under 50 concurrent debits of one balance', async () => {
    const memberId = racer.id;
    const start = await mainBalance(ctx.database, racer.username);
    const stake = start / 20n; // 20 can succeed, 30 must be refused
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        postOnce({
          ...bet(`race-${index}`, stake),
          memberId,
          legs: [
            { account: { memberId, kind: 'main' }, amount: -stake },
            { account: { merchant: 'game_house' }, amount: stake },
          ],
        }),
      ),
    );
    const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    expect(succeeded).toBe(20);
    expect(await mainBalance(ctx.database, racer.username)).toBe(start - 20n * stake);
    expect((await reconcile(ctx.database.db, merchantId)).problems).toEqual([]);
  });

  it('reconciliation finds a balance changed behind the ledger’s back', async () => {
    await ctx.database.execute(
      "update ledger_accounts set balance = balance + 1 where member_id = $1 and kind = 'main'",
      [agentId],
    );
    const books = await reconcile(ctx.database.db, merchantId);
    expect(books.problems).toHaveLength(1);
    expect(books.problems[0]).toMatch(/account \d+ \(main\) holds/);
    await ctx.database.execute(
      "update ledger_accounts set balance = balance - 1 where member_id = $1 and kind = 'main'",
      [agentId],
    );
  });

  it('reconciliation finds an entry that breaks a posting’s zero sum', async () => {
    const { rows } = await ctx.database.execute(
      "select id from ledger_entries e where e.posting_id = (select id from ledger_postings where idempotency_key = 'round-1') and balance_after is null",
    );
    const entryId = rows[0]!.id;
    await ctx.database.execute('update ledger_entries set amount = amount + 5 where id = $1', [
      entryId,
    ]);
    expect((await reconcile(ctx.database.db, merchantId)).problems).toEqual([
      expect.stringMatching(/posting \d+ \(bet\) has 2 entries summing to 5/),
    ]);
    await ctx.database.execute('update ledger_entries set amount = amount - 5 where id = $1', [
      entryId,
    ]);
  });
});
