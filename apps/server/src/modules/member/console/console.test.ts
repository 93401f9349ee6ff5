import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  merchantIdOf,
  staffTokenOfRole,
  type TestContext,
  lastAudit,
  auditCount,
} from '../../../testing';
import { call, newMember, playerToken, signIn, type TestMember } from '../../../testing/members';
import { postLedgerEntries as post } from '../../../testing/wallet';

let ctx: TestContext;
let support: string;
let auditor: string;
let finance: string;
// A Bronze-club player under an agent, with an opening deposit of 1,000.00 and a welcome bonus of 88.00.
let agent: TestMember;
let player: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  support = await staffTokenOfRole(ctx, 'support');
  auditor = await staffTokenOfRole(ctx, 'auditor');
  finance = await staffTokenOfRole(ctx, 'finance');
  agent = await newMember(ctx, { prefix: 'mc', accountType: 1 });
  player = await newMember(ctx, {
    prefix: 'mc',
    uplineId: agent.id,
    payeeName: 'Demo Player One',
  });
  await ctx.database.execute(`update members set club_label = 'Bronze' where id = $1`, [player.id]);
  const merchantId = await merchantIdOf(ctx.database);
  const memberId = player.id;
  await ctx.database.db.transaction(async (tx) => {
    await post(tx, {
      merchantId,
      idempotencyKey: `test-opening-balance:${player.username}`,
      kind: 'deposit',
      memberId,
      reference: 'DEMO-OPENING',
      details: { description: 'Demo opening balance (play money)' },
      legs: [
        { account: { memberId, kind: 'main' }, amount: 100_000n },
        { account: { merchant: 'cash' }, amount: -100_000n },
      ],
    });
    await post(tx, {
      merchantId,
      idempotencyKey: `test-welcome-bonus:${player.username}`,
      kind: 'bonus',
      memberId,
      reference: 'DEMO-WELCOME',
      details: { description: 'Demo welcome bonus' },
      legs: [
        { account: { memberId, kind: 'main' }, amount: 8_800n },
        { account: { merchant: 'promotions' }, amount: -8_800n },
      ],
    });
  });
});
afterAll(() => ctx.close());

const memberInfo = (token: string) => call(ctx, token, 'GET', '/wps/member/info');

describe('GET /bo/members (search)', () => {
  let found: TestMember;
  beforeAll(async () => {
    found = await newMember(ctx, {
      prefix: 'findme',
      mobile: '9175550123',
      email: 'Find.Me@example.org',
    });
  });
  const search = (query: string, token = auditor) =>
    call(ctx, token, 'GET', `/bo/members?${query}`);

  it('finds a member by part of the username, mobile, e-mail or id, with status and balance', async () => {
    const byUsername = await search(`q=${found.username.slice(0, 8).toUpperCase()}`);
    expect(byUsername.status).toBe(200);
    expect(byUsername.body.value.list.map((row: { id: number }) => row.id)).toContain(
      Number(found.id),
    );

    for (const q of ['5550123', '+63 917555', 'find.me@EXAMPLE', String(found.id)]) {
      const answer = await search(`q=${encodeURIComponent(q)}`);
      expect(answer.status, q).toBe(200);
      expect(
        answer.body.value.list.map((row: { username: string }) => row.username),
        q,
      ).toContain(found.username);
    }

    const byName = await search(`q=${player.username}`);
    expect(byName.body.value.list[0]).toMatchObject({
      username: player.username,
      status: 'active',
      accountType: 0,
      clubLabel: 'Bronze',
      // The opening balance and welcome bonus: 1,000.00 + 88.00.
      mainBalance: 1088,
    });
  });

  it('treats % and _ as plain characters and pages the results', async () => {
    const wildcard = await search('q=%25');
    expect(wildcard.body.value.totalCount).toBe(0);

    const all = await search('pageSize=2');
    expect(all.body.value.list).toHaveLength(2);
    expect(all.body.value.totalPages).toBe(Math.ceil(all.body.value.totalCount / 2));
    const second = await search('pageSize=2&pageNo=2');
    expect(second.body.value.list[0].id).toBeLessThan(all.body.value.list[1].id);
  });

  it('shows only the merchant’s own members and filters by status', async () => {
    await ctx.database.execute(
      `insert into merchants (code, name, currency, theme)
       values ('othermembers', 'Other', 'PHP', '{"primary":"#000","accent":"#111","background":"#222","surface":"#333","text":"#fff"}')`,
    );
    const stranger = await newMember(ctx, { prefix: 'findme', merchantCode: 'othermembers' });
    const demo = await search('q=findme');
    expect(demo.body.value.list.map((row: { id: number }) => row.id)).not.toContain(
      Number(stranger.id),
    );
    const elsewhere = await call(
      ctx,
      auditor,
      'GET',
      '/bo/members?q=findme',
      undefined,
      'othermembers',
    );
    expect(elsewhere.body.value.list.map((row: { id: number }) => row.id)).toEqual([
      Number(stranger.id),
    ]);
    const profile = await call(ctx, auditor, 'GET', `/bo/members/${stranger.id}`);
    expect(profile.status).toBe(404);
    expect(profile.body.message).toBe('member_not_found');

    const locked = await search('status=locked');
    expect(locked.status).toBe(200);
    for (const row of locked.body.value.list) expect(row.status).toBe('locked');
  });

  it('refuses a bad filter with a field error', async () => {
    const answer = await search('status=gone');
    expect(answer.status).toBe(400);
    expect(answer.body.value.fields).toHaveProperty(['querystring.status']);
  });
});

describe('a member’s detail', () => {
  it('shows the profile with account type, agent, registration and last login', async () => {
    await signIn(ctx, player.username, player.password);
    const answer = await call(ctx, auditor, 'GET', `/bo/members/${player.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({
      id: Number(player.id),
      username: player.username,
      accountType: 0,
      status: 'active',
      upline: { id: Number(agent.id), username: agent.username },
      payeeName: 'Demo Player One',
      mustChangePassword: false,
      mainBalance: 1088,
    });
    expect(Date.parse(answer.body.value.createdAt)).not.toBeNaN();
    expect(Date.parse(answer.body.value.lastLoginAt)).toBeGreaterThan(Date.now() - 60_000);

    const fresh = await newMember(ctx);
    const freshProfile = await call(ctx, auditor, 'GET', `/bo/members/${fresh.id}`);
    expect(freshProfile.body.value).toMatchObject({
      registerIp: '203.0.113.7',
      registerDomain: 'demo.example',
      lastLoginAt: null,
      upline: null,
      mainBalance: 0,
    });
  });

  it('lists every wallet with its balance', async () => {
    const answer = await call(ctx, auditor, 'GET', `/bo/members/${player.id}/balances`);
    expect(answer.status).toBe(200);
    expect(answer.body.value.currencySymbol).toBeTruthy();
    expect(answer.body.value.wallets).toEqual([
      { kind: 'main', code: 'MAIN', name: '', balance: 1088 },
      { kind: 'vendor', code: 'DEMOLIVE', name: 'Demo Live Casino (demo)', balance: 0 },
      { kind: 'vendor', code: 'DEMOSPORTS', name: 'Demo Sportsbook (demo)', balance: 0 },
      { kind: 'bonus', code: 'BONUS', name: '', balance: 0 },
      { kind: 'withdrawal_hold', code: 'WITHDRAWAL_HOLD', name: '', balance: 0 },
    ]);
  });

  it('pages the member’s ledger entries newest first, with reference and balance after', async () => {
    const answer = await call(ctx, auditor, 'GET', `/bo/members/${player.id}/ledger?pageSize=1`);
    expect(answer.status).toBe(200);
    expect(answer.body.value.totalCount).toBeGreaterThanOrEqual(2);
    expect(answer.body.value.list).toEqual([
      expect.objectContaining({
        kind: 'bonus',
        reference: 'DEMO-WELCOME',
        wallet: 'MAIN',
        amount: 88,
        balanceAfter: 1088,
        note: 'Demo welcome bonus',
      }),
    ]);
    const deposits = await call(
      ctx,
      auditor,
      'GET',
      `/bo/members/${player.id}/ledger?kind=deposit`,
    );
    expect(deposits.body.value.list).toEqual([
      expect.objectContaining({ kind: 'deposit', reference: 'DEMO-OPENING', balanceAfter: 1000 }),
    ]);
  });

  it('pages the member’s bets with game, vendor, stake, win and time', async () => {
    const member = await newMember(ctx);
    const merchantId = await merchantIdOf(ctx.database);
    const { rows } = await ctx.database.execute(
      'select id, vendor_id, category from games order by id limit 1',
    );
    const game = rows[0]!;
    await ctx.database.execute(
      `insert into bet_records (merchant_id, member_id, vendor_id, game_id, category, round_id,
         stake, win, status, placed_at, settled_at)
       values ($1, $2, $3, $4, $5, 'console-round-1', 500, 1250, 'settled', now(), now())`,
      [merchantId, member.id, game.vendor_id, game.id, game.category],
    );
    const answer = await call(ctx, auditor, 'GET', `/bo/members/${member.id}/bets`);
    expect(answer.status).toBe(200);
    expect(answer.body.value.totalCount).toBe(1);
    expect(answer.body.value.list[0]).toMatchObject({
      roundId: 'console-round-1',
      stake: 5,
      win: 12.5,
      profit: 7.5,
      status: 'settled',
    });
    expect(answer.body.value.list[0].gameName).toBeTruthy();
    expect(answer.body.value.list[0].vendorName).toBeTruthy();

    const tooLong = await call(
      ctx,
      auditor,
      'GET',
      `/bo/members/${member.id}/bets?beginDate=2020-01-01&endDate=2021-01-01`,
    );
    expect(tooLong.status).toBe(400);
  });
});

describe('ending a member’s sessions', () => {
  it('ends one session, then all: the player’s next call answers 401', async () => {
    const member = await newMember(ctx);
    const phone = await playerToken(ctx, member);
    const laptop = await playerToken(ctx, member);

    const sessions = await call(ctx, auditor, 'GET', `/bo/members/${member.id}/sessions`);
    expect(sessions.status).toBe(200);
    expect(sessions.body.value).toHaveLength(2);
    expect(sessions.body.value[0]).toMatchObject({ ip: expect.any(String) });

    // The auditor reads, never writes; finance does not act on members.
    const sessionId = sessions.body.value[1].id as string;
    const endUrl = `/bo/members/${member.id}/sessions/${sessionId}/end`;
    expect((await call(ctx, auditor, 'POST', endUrl)).status).toBe(403);
    expect((await call(ctx, finance, 'POST', endUrl)).status).toBe(403);
    expect((await memberInfo(phone)).status).toBe(200);

    const one = await call(ctx, support, 'POST', endUrl);
    expect(one.status).toBe(200);
    expect(one.body.value).toEqual({ ended: 1 });
    expect(await lastAudit(ctx.database)).toMatchObject({
      staff_username: 'support-staff',
      action: 'member.sessions.end',
      target: `member:${member.id}`,
      before: { liveSessions: expect.arrayContaining([sessionId]) },
      after: { ended: [sessionId] },
    });
    const statuses = [(await memberInfo(phone)).status, (await memberInfo(laptop)).status];
    expect(statuses.sort()).toEqual([200, 401]);

    const again = await call(ctx, support, 'POST', endUrl);
    expect(again.status).toBe(404);

    const all = await call(ctx, support, 'POST', `/bo/members/${member.id}/sessions/end`);
    expect(all.body.value).toEqual({ ended: 1 });
    expect((await memberInfo(phone)).status).toBe(401);
    expect((await memberInfo(laptop)).status).toBe(401);
    expect(
      (await call(ctx, auditor, 'GET', `/bo/members/${member.id}/sessions`)).body.value,
    ).toEqual([]);
  });
});

describe('locking and unlocking', () => {
  it('a locked member cannot sign in and loses every session; unlocked, they sign in again', async () => {
    const member = await newMember(ctx);
    const token = await playerToken(ctx, member);
    const url = `/bo/members/${member.id}/lock`;

    const before = await auditCount(ctx.database);
    const noReason = await call(ctx, support, 'POST', url, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.value.fields).toHaveProperty(['body.reason']);
    expect((await call(ctx, auditor, 'POST', url, { reason: 'fraud check' })).status).toBe(403);
    expect(await auditCount(ctx.database)).toBe(before);
    expect((await memberInfo(token)).status).toBe(200);

    const locked = await call(ctx, support, 'POST', url, { reason: 'fraud check' });
    expect(locked.status).toBe(200);
    expect(locked.body.value.status).toBe('locked');
    expect(await lastAudit(ctx.database)).toMatchObject({
      action: 'member.lock',
      target: `member:${member.id}`,
      before: { status: 'active' },
      after: { status: 'locked', reason: 'fraud check', sessionsEnded: 1 },
    });

    const call401 = await memberInfo(token);
    expect(call401.status).toBe(401);
    expect(call401.body.errorCode).toBe('login.not.session');
    const refused = await signIn(ctx, member.username, member.password);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('account_locked');

    // Locking a locked member changes nothing and writes nothing.
    const count = await auditCount(ctx.database);
    expect((await call(ctx, support, 'POST', url, { reason: 'again' })).status).toBe(200);
    expect(await auditCount(ctx.database)).toBe(count);

    const unlocked = await call(ctx, support, 'POST', `/bo/members/${member.id}/unlock`, {
      reason: 'cleared',
    });
    expect(unlocked.body.value.status).toBe('active');
    expect(await lastAudit(ctx.database)).toMatchObject({
      action: 'member.unlock',
      before: { status: 'locked' },
      after: { status: 'active', reason: 'cleared' },
    });
    const back = await signIn(ctx, member.username, member.password);
    expect(back.status).toBe(200);
  });
});

describe('resetting a password', () => {
  it('sets the typed password, which must be changed at the next sign-in; the old one stops working', async () => {
    const member = await newMember(ctx);
    const token = await playerToken(ctx, member);
    const url = `/bo/members/${member.id}/password`;

    const weak = await call(ctx, support, 'POST', url, { password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.value.fields).toHaveProperty('password');

    const answer = await call(ctx, support, 'POST', url, { password: 'Temp-pass-42' });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({
      temporaryPassword: 'Temp-pass-42',
      mustChangePassword: true,
      sessionsEnded: 1,
    });
    expect((await memberInfo(token)).status).toBe(401);
    expect((await signIn(ctx, member.username, member.password)).status).toBe(400);

    const withTemporary = await signIn(ctx, member.username, 'Temp-pass-42');
    expect(withTemporary.status).toBe(200);
    expect(withTemporary.body.value.passwordExpired).toBe(true);
    const info = await memberInfo(withTemporary.body.value.token);
    expect(info.body.value.passwordChangeRequired).toBe(true);

    const entry = await lastAudit(ctx.database);
    expect(entry).toMatchObject({
      action: 'member.password.reset',
      target: `member:${member.id}`,
      before: { mustChangePassword: false },
      after: { mustChangePassword: true, generated: false, sessionsEnded: 1 },
    });
    expect(JSON.stringify([entry?.before, entry?.after])).not.toContain('Temp-pass-42');
  });

  it('generates a password when none is typed', async () => {
    const member = await newMember(ctx);
    const answer = await call(ctx, support, 'POST', `/bo/members/${member.id}/password`, {});
    expect(answer.status).toBe(200);
    const generated = answer.body.value.temporaryPassword as string;
    expect(generated).toMatch(/^[A-Za-z0-9]{12}$/);
    expect((await signIn(ctx, member.username, generated)).status).toBe(200);
    expect((await lastAudit(ctx.database)).after).toMatchObject({ generated: true });
    expect((await call(ctx, finance, 'POST', `/bo/members/${member.id}/password`, {})).status).toBe(
      403,
    );
  });
});

describe('club label and VIP rank', () => {
  it('changes what the player sees as their VIP rank, audited', async () => {
    const member = await newMember(ctx);
    const token = await playerToken(ctx, member);
    const url = `/bo/members/${member.id}/label`;

    const bad = await call(ctx, support, 'PUT', url, { clubLabel: 'Gold', rankLevel: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.value.fields).toHaveProperty(['body.rankLevel']);

    const answer = await call(ctx, support, 'PUT', url, { clubLabel: ' Gold ', rankLevel: 5 });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ clubLabel: 'Gold', rankLevel: 5 });
    expect((await memberInfo(token)).body.value.clubLabel).toEqual({
      labelName: 'Gold',
      rankLevel: 5,
    });
    expect(await lastAudit(ctx.database)).toMatchObject({
      action: 'member.label.update',
      target: `member:${member.id}`,
      before: { clubLabel: null, rankLevel: 0 },
      after: { clubLabel: 'Gold', rankLevel: 5 },
    });

    const cleared = await call(ctx, support, 'PUT', url, { clubLabel: '', rankLevel: 0 });
    expect(cleared.body.value).toMatchObject({ clubLabel: null, rankLevel: 0 });
    expect((await call(ctx, auditor, 'PUT', url, { clubLabel: 'X', rankLevel: 1 })).status).toBe(
      403,
    );
  });
});
