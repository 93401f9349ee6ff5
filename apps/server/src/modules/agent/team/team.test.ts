import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testVendor, type TestContext } from '../../../testing';
import { depositTestKit } from '../../../testing/deposits';
import { call, newMember, playerToken, type TestMember } from '../../../testing/members';
import { readyPlayer, review, staffToken, withdraw } from '../../../testing/withdrawals';
import { reconcileAll } from '../../wallet/service';

// The agent centre's team calls through the real server: who is refused, what an agent sees
// of its own tree (and never of another's), and the overview's figures from real deposits,
// withdrawals and settled rounds.
//
// The tree:  agentA ─┬─ playerA1 (deposits 500; bets 100, wins 30 on LIVE)
//                    └─ subB (a sub-agent) ─┬─ playerB1 (withdraws 300; bets 50, wins 150)
//                                           └─ playerB2 (an open round only)
//            agentC ─── playerC1 (bets 999: another team, never counted)
//            outsider (a plain player)

let ctx: TestContext;
let agentA: TestMember;
let playerA1: TestMember;
let subB: TestMember;
let playerB1: { username: string; memberId: bigint };
let playerB2: TestMember;
let agentC: TestMember;
let playerC1: TestMember;
const tokens: Record<'agentA' | 'subB' | 'agentC' | 'outsider', string> = {
  agentA: '',
  subB: '',
  agentC: '',
  outsider: '',
};

let roundNo = 0;
async function settledRound(memberId: bigint, category: string, stake: bigint, win: bigint) {
  const vendor = await testVendor(ctx, 'AGTTEST');
  const status = win < 0n ? 'open' : 'settled';
  await ctx.database.execute(
    `insert into bet_records (merchant_id, member_id, vendor_id, game_id, category, round_id,
       stake, win, status, placed_at, settled_at)
     select m.merchant_id, m.id, $2, $3, $4, $5, $6, $7, $8, now(), $9 from members m where m.id = $1`,
    [
      memberId,
      vendor.id,
      vendor.gameId,
      category,
      `agt-${process.pid}-${++roundNo}`,
      stake,
      win < 0n ? 0n : win,
      status,
      status === 'open' ? null : new Date().toISOString(),
    ],
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  agentA = await newMember(ctx, { prefix: 'agt', accountType: 1 });
  playerA1 = await newMember(ctx, {
    prefix: 'agt',
    uplineId: agentA.id,
    payeeName: 'Demo Player Aone',
  });
  subB = await newMember(ctx, { prefix: 'agt', accountType: 2, uplineId: agentA.id });
  playerB2 = await newMember(ctx, { prefix: 'agt', uplineId: subB.id });
  agentC = await newMember(ctx, { prefix: 'agt', accountType: 41 });
  playerC1 = await newMember(ctx, { prefix: 'agt', uplineId: agentC.id });
  const outsider = await newMember(ctx, { prefix: 'agt' });

  // playerB1 withdraws 300.00, approved and paid out by the operator.
  const staff = await staffToken(ctx);
  const b1 = await readyPlayer(ctx);
  await ctx.database.execute('update members set upline_id = $1 where id = $2', [
    subB.id,
    b1.memberId,
  ]);
  playerB1 = b1;
  const order = await withdraw(ctx, b1, 300);
  expect(order.status).toBe(200);
  await review(ctx, staff, order.body.value.orderNo, 'approve');
  const paid = await review(ctx, staff, order.body.value.orderNo, 'payout');
  expect(paid.body.value.status).toBe('paid');

  // playerA1 deposits 500.00 by bank transfer, confirmed by the operator.
  const kit = depositTestKit(ctx);
  const a1Token = await playerToken(ctx, playerA1);
  const opened = await kit.call('POST', '/wps/wallet/deposit', {
    token: a1Token,
    payload: { methodCode: 'bank', amount: 500 },
  });
  expect(opened.status).toBe(200);
  const confirmed = await kit.call('POST', `/bo/deposits/${opened.body.value.orderNo}/confirm`, {
    token: staff,
  });
  expect(confirmed.status).toBe(200);

  await settledRound(playerA1.id, 'LIVE', 10_000n, 3_000n);
  await settledRound(playerB1.memberId, 'RNG', 5_000n, 15_000n);
  await settledRound(playerB2.id, 'RNG', 7_000n, -1n);
  await settledRound(playerC1.id, 'RNG', 99_900n, 0n);

  tokens.agentA = await playerToken(ctx, agentA);
  tokens.subB = await playerToken(ctx, subB);
  tokens.agentC = await playerToken(ctx, agentC);
  tokens.outsider = await playerToken(ctx, outsider);
});
afterAll(() => ctx.close());

const get = (token: string | null, url: string) => call(ctx, token, 'GET', url);
const today = () => new Date().toISOString().slice(0, 10);

describe('who may use the agent centre', () => {
  const urls = ['/wps/agent/team/overview', '/wps/agent/downlines', '/wps/agent/downlines/x'];

  it('asks a guest to sign in (401)', async () => {
    for (const url of urls) {
      const answer = await get(null, url);
      expect(answer.status).toBe(401);
      expect(answer.body.errorCode).toBe('login.not.session');
    }
  });

  it('refuses a trial account: a real account is required', async () => {
    const trial = await ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { platform: 'W' },
    });
    const token = trial.json().value.token as string;
    for (const url of urls) {
      const answer = await get(token, url);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('in_need_true_account');
    }
  });

  it('refuses a member who is not an agent (error_not_agent)', async () => {
    for (const url of urls) {
      const answer = await get(tokens.outsider, url);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ success: false, message: 'error_not_agent' });
    }
  });

  it('lets every agent type in, a sub-agent (type 2) and type 41 too', async () => {
    expect((await get(tokens.subB, '/wps/agent/downlines')).status).toBe(200);
    expect((await get(tokens.agentC, '/wps/agent/downlines')).status).toBe(200);
  });
});

describe('the downline tree', () => {
  const usernames = (answer: { body: { value: { list: { username: string }[] } } }) =>
    answer.body.value.list.map((row) => row.username).sort();

  it('is the whole tree at any depth, direct downlines first, and nothing else', async () => {
    const answer = await get(tokens.agentA, '/wps/agent/downlines');
    expect(answer.status).toBe(200);
    expect(usernames(answer)).toEqual(
      [playerA1.username, subB.username, playerB1.username, playerB2.username].sort(),
    );
    const levels = answer.body.value.list.map((row: { level: number }) => row.level);
    expect(levels).toEqual([1, 1, 2, 2]);
    expect(answer.body.value).toMatchObject({ pageNo: 1, totalCount: 4, totalPages: 1 });
    const sub = answer.body.value.list.find(
      (row: { username: string }) => row.username === subB.username,
    );
    expect(sub).toMatchObject({
      type: 2,
      isAgent: true,
      level: 1,
      upline: agentA.username,
      directDownlines: 2,
      status: 'active',
    });
  });

  it('shows a sub-agent only its own part of the tree', async () => {
    const answer = await get(tokens.subB, '/wps/agent/downlines');
    expect(usernames(answer)).toEqual([playerB1.username, playerB2.username].sort());
    expect(answer.body.value.list.every((row: { level: number }) => row.level === 1)).toBe(true);
    const other = await get(tokens.agentC, '/wps/agent/downlines');
    expect(usernames(other)).toEqual([playerC1.username]);
  });

  it('searches by part of a username, by level and by status, and pages', async () => {
    const part = playerB1.username.slice(1).toUpperCase();
    expect(usernames(await get(tokens.agentA, `/wps/agent/downlines?username=${part}`))).toEqual([
      playerB1.username,
    ]);
    expect(usernames(await get(tokens.agentA, '/wps/agent/downlines?level=2'))).toEqual(
      [playerB1.username, playerB2.username].sort(),
    );
    // A search is a part of a name, never a pattern: `%` finds nobody.
    expect(usernames(await get(tokens.agentA, '/wps/agent/downlines?username=%25'))).toEqual([]);

    await ctx.database.execute(`update members set status = 'locked' where id = $1`, [playerB2.id]);
    expect(usernames(await get(tokens.agentA, '/wps/agent/downlines?status=locked'))).toEqual([
      playerB2.username,
    ]);
    await ctx.database.execute(`update members set status = 'active' where id = $1`, [playerB2.id]);

    const second = await get(tokens.agentA, '/wps/agent/downlines?pageSize=3&pageNo=2');
    expect(second.body.value).toMatchObject({ pageNo: 2, totalCount: 4, totalPages: 2 });
    expect(second.body.value.list).toHaveLength(1);
    const past = await get(tokens.agentA, '/wps/agent/downlines?pageSize=3&pageNo=5');
    expect(past.body.value).toMatchObject({ list: [], totalCount: 4 });
  });

  it('opens a downline at any depth with its team size and its month', async () => {
    const sub = await get(tokens.agentA, `/wps/agent/downlines/${subB.username.toUpperCase()}`);
    expect(sub.status).toBe(200);
    expect(sub.body.value).toMatchObject({
      downline: { username: subB.username, level: 1, isAgent: true },
      teamSize: 2,
      month: { endDate: today(), figures: { deposits: 0, withdrawals: 0, validTurnover: 0 } },
    });

    const deep = await get(tokens.agentA, `/wps/agent/downlines/${playerB1.username}`);
    expect(deep.body.value).toMatchObject({
      downline: { username: playerB1.username, level: 2, upline: subB.username, isAgent: false },
      teamSize: 0,
      month: {
        figures: {
          activeMembers: 1,
          withdrawalCount: 1,
          withdrawals: 300,
          validTurnover: 50,
          profitLoss: 100,
        },
      },
    });
  });

  it('answers "unknown" for anyone outside the asking agent’s tree', async () => {
    const outside = [
      [tokens.agentA, playerC1.username], // another agent's player
      [tokens.agentA, agentA.username], // itself
      [tokens.subB, playerA1.username], // its upline's other branch
      [tokens.subB, agentA.username], // its own upline
      [tokens.agentC, subB.username],
      [tokens.agentA, 'nobody-at-all'],
    ] as const;
    for (const [token, username] of outside) {
      const answer = await get(token, `/wps/agent/downlines/${username}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ errorCode: 'agent.downline.unknown' });
    }
  });
});

describe('the team overview', () => {
  it('sums today’s activity of the whole tree, and of no other team', async () => {
    const answer = await get(tokens.agentA, '/wps/agent/team/overview?range=today');
    expect(answer.status).toBe(200);
    const expected = {
      newRegistrations: 4,
      activeMembers: 2,
      depositCount: 1,
      deposits: 500,
      withdrawalCount: 1,
      withdrawals: 300,
      validTurnover: 150,
      // (30 - 100) + (150 - 50): the team is ahead by 30.
      profitLoss: 30,
    };
    expect(answer.body.value).toMatchObject({
      range: 'today',
      startDate: today(),
      endDate: today(),
      members: 4,
      totals: expected,
    });
    expect(answer.body.value.days).toEqual([{ date: today(), ...expected }]);
  });

  it('gives a sub-agent the figures of its own team only', async () => {
    const answer = await get(tokens.subB, '/wps/agent/team/overview');
    expect(answer.body.value).toMatchObject({
      members: 2,
      totals: {
        newRegistrations: 2,
        activeMembers: 1,
        deposits: 0,
        withdrawals: 300,
        validTurnover: 50,
        profitLoss: 100,
      },
    });
  });

  it('draws every day of a range, days without activity as zeros', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const answer = await get(
      tokens.agentA,
      `/wps/agent/team/overview?range=custom&startDate=${yesterday}&endDate=${today()}`,
    );
    expect(answer.body.value.days.map((day: { date: string }) => day.date)).toEqual([
      yesterday,
      today(),
    ]);
    expect(answer.body.value.days[0]).toMatchObject({ deposits: 0, profitLoss: 0 });
    expect(answer.body.value.totals).toMatchObject({ deposits: 500, validTurnover: 150 });

    const week = await get(tokens.agentA, '/wps/agent/team/overview?range=week');
    expect(week.body.value.days.at(-1).date).toBe(today());
    expect(new Date(`${week.body.value.startDate}T00:00:00Z`).getUTCDay()).toBe(1);
    const month = await get(tokens.agentA, '/wps/agent/team/overview?range=month');
    expect(month.body.value.startDate).toBe(`${today().slice(0, 7)}-01`);
    expect(month.body.value.totals).toMatchObject({ profitLoss: 30 });
  });

  it('refuses a chosen range without both ends, backwards, or too long', async () => {
    const cases = [
      ['range=custom&startDate=2026-01-05', 'agent_team_range_invalid'],
      ['range=custom&startDate=2026-01-05&endDate=2026-01-01', 'agent_team_range_invalid'],
      ['range=custom&startDate=2026-01-01&endDate=2026-03-01', 'agent_team_range_too_long'],
    ] as const;
    for (const [query, message] of cases) {
      const answer = await get(tokens.agentA, `/wps/agent/team/overview?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    }
  });
});

describe('the books', () => {
  it('still balance: the agent centre only reads', async () => {
    const problems = (await reconcileAll(ctx.database.db)).flatMap((books) => books.problems);
    expect(problems).toEqual([]);
  });
});
