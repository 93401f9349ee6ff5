import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntries,
  createTestContext,
  fundMember,
  staffTokenOfRole,
  staffTokenFor,
  type TestContext,
} from '../../../testing';
import {
  call,
  inboxOf,
  newKey,
  newMember,
  playerToken,
  type TestMember,
} from '../../../testing/members';
import { reconcileAll, walletBalance } from '../ledger/service';

let ctx: TestContext;
let finance: string;
let support: string;
let auditor: string;
let owner: string;
beforeAll(async () => {
  ctx = await createTestContext();
  finance = await staffTokenOfRole(ctx, 'finance');
  support = await staffTokenOfRole(ctx, 'support');
  auditor = await staffTokenOfRole(ctx, 'auditor');
  owner = await staffTokenFor(ctx.app, 'admin', ctx.config.demoPassword);
});
afterAll(() => ctx.close());

const adjust = (member: TestMember, body: Record<string, unknown>, token = finance) =>
  call(ctx, token, 'POST', `/bo/members/${member.id}/balance-adjustments`, body);

const balance = (member: TestMember) => walletBalance(ctx.database.db, member.id);

async function adjustmentsOf(member: TestMember) {
  const { rows } = await ctx.database.execute(
    `select reference, amount::text as amount, details from ledger_postings
     where member_id = $1 and kind = 'adjustment' order by id`,
    [member.id],
  );
  return rows;
}

async function auditsOf(member: TestMember) {
  const entries = await auditEntries(ctx.database, 100);
  return entries.filter(
    (entry) => entry.action === 'member.balance.adjust' && entry.target === `member:${member.id}`,
  );
}

/** The merchant's adjustments account: the sum of its entries. */
async function adjustmentsAccount(): Promise<bigint> {
  const { rows } = await ctx.database.execute(
    `select coalesce(sum(e.amount), 0)::text as total from ledger_entries e
       join ledger_accounts a on a.id = e.account_id
     where a.member_id is null and a.kind = 'adjustments'`,
  );
  return BigInt(rows[0]!.total as string);
}

describe('POST /bo/members/:memberId/balance-adjustments', () => {
  it('credits once per key, audited with the balance before and after, and tells the player', async () => {
    const member = await newMember(ctx);
    await fundMember(ctx.database, member.username, 10_000n);
    const houseBefore = await adjustmentsAccount();
    const body = {
      direction: 'credit',
      amount: '12.50',
      reason: 'Goodwill for ticket 4411',
      idempotencyKey: newKey(),
    };

    const first = await adjust(member, body);
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({
      reference: expect.stringMatching(/^A\d{8}-\d{10}$/),
      direction: 'credit',
      amount: 12.5,
      balanceBefore: 100,
      balanceAfter: 112.5,
      replayed: false,
    });
    expect(await balance(member)).toBe(11_250n);

    // A double click sends the same key again: nothing more moves or is written.
    const again = await adjust(member, body);
    expect(again.status).toBe(200);
    expect(again.body.value).toMatchObject({
      postingId: first.body.value.postingId,
      reference: first.body.value.reference,
      balanceAfter: 112.5,
      replayed: true,
    });
    expect(await balance(member)).toBe(11_250n);
    expect(await adjustmentsOf(member)).toEqual([
      {
        reference: first.body.value.reference,
        amount: '1250',
        details: {
          reason: 'Goodwill for ticket 4411',
          direction: 'credit',
          staff: 'finance-staff',
        },
      },
    ]);
    expect(await adjustmentsAccount()).toBe(houseBefore - 1250n);

    const audits = await auditsOf(member);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      staff_username: 'finance-staff',
      before: { mainBalance: '10000' },
      after: {
        mainBalance: '11250',
        direction: 'credit',
        amount: '1250',
        reason: 'Goodwill for ticket 4411',
        reference: first.body.value.reference,
      },
    });

    expect(await inboxOf(ctx, member.id)).toEqual([
      {
        kind: 'balance_credited',
        order_no: first.body.value.reference,
        params: { amount: '12.50', reason: 'Goodwill for ticket 4411' },
      },
    ]);
    const inbox = await call(ctx, await playerToken(ctx, member), 'GET', '/wps/member/inbox');
    expect(inbox.body.value.list).toEqual([
      expect.objectContaining({
        kind: 'balance_credited',
        orderNo: first.body.value.reference,
        params: { amount: '12.50', reason: 'Goodwill for ticket 4411' },
        read: false,
      }),
    ]);
  });

  it('posts once when the same key arrives twice at the same moment', async () => {
    const member = await newMember(ctx);
    const body = { direction: 'credit', amount: 5, reason: 'Race', idempotencyKey: newKey() };
    const answers = await Promise.all([adjust(member, body), adjust(member, body)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.value.replayed).sort()).toEqual([false, true]);
    expect(await balance(member)).toBe(500n);
    expect(await adjustmentsOf(member)).toHaveLength(1);
    expect(await auditsOf(member)).toHaveLength(1);
    expect(await inboxOf(ctx, member.id)).toHaveLength(1);
  });

  it('debits, and refuses a debit below zero with 409 writing nothing', async () => {
    const member = await newMember(ctx);
    await fundMember(ctx.database, member.username, 3_000n);

    const tooMuch = await adjust(member, {
      direction: 'debit',
      amount: '30.01',
      reason: 'Chargeback',
      idempotencyKey: newKey(),
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe('adjustment_exceeds_balance');
    expect(tooMuch.body.value).toEqual({ balance: 30 });
    expect(await balance(member)).toBe(3_000n);
    expect(await adjustmentsOf(member)).toEqual([]);
    expect(await auditsOf(member)).toEqual([]);
    expect(await inboxOf(ctx, member.id)).toEqual([]);

    const exact = await adjust(
      member,
      { direction: 'debit', amount: 30, reason: 'Chargeback', idempotencyKey: newKey() },
      owner,
    );
    expect(exact.status).toBe(200);
    expect(exact.body.value).toMatchObject({ balanceBefore: 30, balanceAfter: 0 });
    expect(await balance(member)).toBe(0n);
    expect((await inboxOf(ctx, member.id)).map((message) => message.kind)).toEqual([
      'balance_debited',
    ]);
    expect((await auditsOf(member))[0]).toMatchObject({
      staff_username: 'admin',
      before: { mainBalance: '3000' },
      after: { mainBalance: '0', direction: 'debit' },
    });
  });

  it('needs a reason and an amount of at most 2 decimals, changing nothing otherwise', async () => {
    const member = await newMember(ctx);
    const valid = { direction: 'credit', amount: '10', reason: 'ok', idempotencyKey: newKey() };
    for (const [change, field] of [
      [{ reason: undefined }, 'body.reason'],
      [{ reason: '   ' }, 'body.reason'],
      [{ amount: '1.234' }, 'body.amount'],
      [{ amount: '0' }, 'body.amount'],
      [{ amount: '-5' }, 'body.amount'],
      [{ amount: 'ten' }, 'body.amount'],
      [{ direction: 'gift' }, 'body.direction'],
      [{ idempotencyKey: 'click-1' }, 'body.idempotencyKey'],
    ] as const) {
      const answer = await adjust(member, { ...valid, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.value.fields, JSON.stringify(change)).toHaveProperty([field]);
    }
    expect(await balance(member)).toBe(0n);
    expect(await adjustmentsOf(member)).toEqual([]);
  });

  it('is for the finance roles only: support and the auditor get 403', async () => {
    const member = await newMember(ctx);
    for (const token of [support, auditor]) {
      const answer = await adjust(
        member,
        { direction: 'credit', amount: 1, reason: 'try', idempotencyKey: newKey() },
        token,
      );
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('no_permission');
    }
    expect(await balance(member)).toBe(0n);
  });

  it('refuses a key reused for a different adjustment, and unknown members', async () => {
    const member = await newMember(ctx);
    const key = newKey();
    const base = { direction: 'credit', amount: 1, reason: 'first', idempotencyKey: key };
    expect((await adjust(member, base)).status).toBe(200);
    const reused = await adjust(member, { ...base, amount: 2 });
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe('duplicate_request');
    expect(await balance(member)).toBe(100n);

    const unknown = await call(ctx, finance, 'POST', '/bo/members/999999/balance-adjustments', {
      ...base,
      idempotencyKey: newKey(),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('member_not_found');
  });

  it('leaves the books reconciled', async () => {
    const problems = (await reconcileAll(ctx.database.db)).flatMap((books) => books.problems);
    expect(problems).toEqual([]);
  });
});
