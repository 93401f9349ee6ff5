import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, mainBalance, postTestMoney, type TestContext } from '../../../testing';
import { newMember, playerToken, type TestMember } from '../../../testing/members';

let ctx: TestContext;
let agent: TestMember;
let player: TestMember;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  agent = await newMember(ctx, { prefix: 'pp', accountType: 1 });
  player = await newMember(ctx, { prefix: 'pp', uplineId: agent.id });
  await postTestMoney(ctx.database, player.id, 'deposit', 100_000n);
  token = await playerToken(ctx, player);
  const set = await ctx.app.inject({
    method: 'POST',
    url: '/wps/member/paymentPassword',
    headers: { authorization: token },
    payload: { newPassword: '246810', confirmPassword: '246810', loginPassword: player.password },
  });
  expect(set.json()).toMatchObject({ success: true });
});
afterAll(() => ctx.close());

const toUpline = (paymentPassword: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wps/wallet/transfer/upline',
    headers: { authorization: token },
    payload: { amount: 5, paymentPassword },
  });

async function wrongAnswersCounted(): Promise<number> {
  const { rows } = await ctx.database.execute(
    `select coalesce(sum(hits), 0)::int as hits from rate_limit_counters where key like 'payment-password:%:' || $1`,
    [String(player.id)],
  );
  return rows[0]!.hits as number;
}

describe('payment password guesses', () => {
  // Wrong answers count in 15-minute windows: the clock holds still, so a test never
  // straddles two.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks no more than five of many concurrent guesses, the right one among them', async () => {
    const agentBefore = await mainBalance(ctx.database, agent.username);
    const wrong = Array.from({ length: 40 }, (_, n) => `wrong-${n}`);
    const guesses = [...wrong, '246810'];
    const answers = (await Promise.all(guesses.map(toUpline))).map((answer) => ({
      status: answer.statusCode,
      ...answer.json(),
    }));

    // Every guess was checked only after taking a place, and the places are five less the
    // wrong answers counted: no more than five wrong guesses were ever checked. (A right
    // answer gives its place back, as it is not a wrong one.)
    const counted = await wrongAnswersCounted();
    const rightPassed = answers.at(-1)!.success === true;
    expect(counted).toBeLessThanOrEqual(5);
    const told = answers.filter((answer) => answer.message === 'payment_password_wrong');
    expect(told.length).toBe(Math.min(counted, 4));
    const locked = answers.filter((answer) => answer.message === 'payment_password_locked');
    expect(locked.length).toBe(guesses.length - told.length - (rightPassed ? 1 : 0));
    expect(locked.every((answer) => answer.status === 429)).toBe(true);
    expect(await mainBalance(ctx.database, agent.username)).toBe(
      agentBefore + (rightPassed ? 500n : 0n),
    );
  });

  it('does not count a right answer against the member', async () => {
    await ctx.database.execute('delete from rate_limit_counters');
    expect((await toUpline('wrong-1')).json().value).toEqual({ attemptsLeft: 4 });
    for (let transfer = 0; transfer < 6; transfer += 1) {
      expect((await toUpline('246810')).json()).toMatchObject({ success: true });
    }
    expect(await wrongAnswersCounted()).toBe(1);
    expect((await toUpline('wrong-2')).json().value).toEqual({ attemptsLeft: 3 });
  });

  it("never refuses the member's own payments sent together with the right password", async () => {
    await ctx.database.execute('delete from rate_limit_counters');
    const answers = await Promise.all(Array.from({ length: 12 }, () => toUpline('246810')));
    expect(answers.map((answer) => answer.json().success)).toEqual(answers.map(() => true));
    expect(await wrongAnswersCounted()).toBe(0);
  });
});
