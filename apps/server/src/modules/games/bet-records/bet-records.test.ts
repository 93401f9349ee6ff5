import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, seamless } from '@croupier/contract';
import { newPlayer } from '../../../testing/withdrawals';
import {
  createTestContext,
  fundMember,
  playingVendor,
  type TestContext,
  testVendor,
  tokenFor,
} from '../../../testing';
import { newMember, playerToken, type TestMember } from '../../../testing/members';

const { debit, credit, rollback } = seamless.endpoints;
const listPath = games.bettingRecordEndpoints.list.path;

let ctx: TestContext;
/** The file's own player, made for it (not the demo seed's). */
let member: TestMember;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await newMember(ctx, { prefix: 'br' });
  await fundMember(ctx.database, member.username, 100_000n);
  // Named games before the sessions open them: the record shows the name in the asked language.
  await testVendor(ctx, 'RECSLOT', {
    vendorGameId: 'lanterns',
    category: 'RNG',
    names: { en: 'Lucky Lanterns', vi: 'Đèn Lồng May Mắn' },
  });
  await testVendor(ctx, 'RECLIVE', {
    vendorGameId: 'baccarat',
    category: 'LIVE',
    names: { en: 'Baccarat' },
  });
  const slot = await playingVendor(ctx, {
    username: member.username,
    vendorCode: 'RECSLOT',
    vendorGameId: 'lanterns',
  });
  const live = await playingVendor(ctx, {
    username: member.username,
    vendorCode: 'RECLIVE',
    vendorGameId: 'baccarat',
    category: 'LIVE',
  });
  // Slot: S1 lost 2.00, S2 won 5.00 on 1.00, S3 refunded. Live: L1 open stake 10.00.
  await slot.call(debit.path, { transactionId: 'd1', roundId: 'S1', amount: 200 });
  await slot.call(credit.path, { transactionId: 'c1', roundId: 'S1', amount: 0 });
  await slot.call(debit.path, { transactionId: 'd2', roundId: 'S2', amount: 100 });
  await slot.call(credit.path, { transactionId: 'c2', roundId: 'S2', amount: 500 });
  await slot.call(debit.path, { transactionId: 'd3', roundId: 'S3', amount: 300 });
  await slot.call(rollback.path, { transactionId: 'r3', refTransactionId: 'd3', roundId: 'S3' });
  await live.call(debit.path, { transactionId: 'd4', roundId: 'L1', amount: 1_000 });
  token = await playerToken(ctx, member);
});
afterAll(() => ctx.close());

function get(url: string, headers: Record<string, string> = {}, as = token) {
  return ctx.app.inject({ method: 'GET', url, headers: { authorization: as, ...headers } });
}

describe('betting record', () => {
  it('lists the member’s rounds newest first with the totals of the filter', async () => {
    const answer = await get(listPath);
    expect(answer.statusCode).toBe(200);
    const page = answer.json().value;
    expect(page.list.map((row: { roundId: string }) => row.roundId)).toEqual([
      'L1',
      'S3',
      'S2',
      'S1',
    ]);
    expect(page.list[0]).toMatchObject({
      roundId: 'L1',
      gameType: 'LIVE',
      vassalage: 'RECLIVE',
      vendorName: 'Vendor RECLIVE',
      gameName: 'Baccarat',
      gameId: 'baccarat',
      stake: 10,
      win: 0,
      profit: -10,
      status: 'open',
      settledAt: null,
    });
    expect(page.list[2]).toMatchObject({
      roundId: 'S2',
      gameName: 'Lucky Lanterns',
      stake: 1,
      win: 5,
      profit: 4,
      status: 'settled',
    });
    expect(page.list[1]).toMatchObject({ roundId: 'S3', stake: 0, status: 'refunded' });
    expect(page).toMatchObject({
      pageNo: 1,
      pageSize: 20,
      totalCount: 4,
      totalPages: 1,
      totals: { count: 4, stake: 13, win: 5, profit: -8 },
    });
  });

  it('filters by category, vendor and days', async () => {
    const live = (await get(`${listPath}?gameType=LIVE`)).json().value;
    expect(live.totals).toEqual({ count: 1, stake: 10, win: 0, profit: -10 });

    const slot = (await get(`${listPath}?vassalage=RECSLOT`)).json().value;
    expect(slot.list.map((row: { roundId: string }) => row.roundId)).toEqual(['S3', 'S2', 'S1']);
    expect(slot.totals).toEqual({ count: 3, stake: 3, win: 5, profit: 2 });

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const future = (await get(`${listPath}?beginDate=${tomorrow}&endDate=${tomorrow}`)).json();
    expect(future.value).toMatchObject({ list: [], totalCount: 0, totals: { count: 0 } });
    expect(future.value.beginDate).toBe(tomorrow);

    const tooLong = await get(`${listPath}?beginDate=2026-01-01&endDate=2026-06-30`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('date_range_too_long');
    const backwards = await get(`${listPath}?beginDate=2026-02-02&endDate=2026-02-01`);
    expect(backwards.json().message).toBe('date_range_invalid');
    const badCategory = await get(`${listPath}?gameType=CARDS`);
    expect(badCategory.statusCode).toBe(400);
  });

  it('pages, keeping the totals of the whole filter', async () => {
    const second = (await get(`${listPath}?pageSize=3&pageNo=2`)).json().value;
    expect(second.list.map((row: { roundId: string }) => row.roundId)).toEqual(['S1']);
    expect(second).toMatchObject({ pageNo: 2, pageSize: 3, totalCount: 4, totalPages: 2 });
    expect(second.totals.count).toBe(4);
  });

  it('names games in the request’s language, English when there is none', async () => {
    const list = (await get(listPath, { language: 'vi' })).json().value.list;
    const names = Object.fromEntries(
      list.map((row: { roundId: string; gameName: string }) => [row.roundId, row.gameName]),
    );
    expect(names).toMatchObject({ S1: 'Đèn Lồng May Mắn', L1: 'Baccarat' });
  });

  it('shows one round of the member, and no one else’s', async () => {
    const own = await get(`${listPath}/S2`);
    expect(own.statusCode).toBe(200);
    expect(own.json().value).toMatchObject({ roundId: 'S2', win: 5, vassalage: 'RECSLOT' });
    expect((await get(`${listPath}/S2?vassalage=RECSLOT`)).statusCode).toBe(200);
    expect((await get(`${listPath}/S2?vassalage=RECLIVE`)).statusCode).toBe(404);

    const agentToken = await tokenFor(ctx.app, 'agent1', ctx.config.demoPassword);
    const someoneElse = await get(`${listPath}/S2`, {}, agentToken);
    expect(someoneElse.statusCode).toBe(404);
    expect(someoneElse.json()).toMatchObject({
      message: 'bet_record_not_found',
      errorCode: 'games.bet.record.not.found',
    });
    expect((await get(`${listPath}/S2`, {}, agentToken)).json().value).toBeNull();
    expect((await get(listPath, {}, agentToken)).json().value.totalCount).toBe(0);
  });

  it('answers guests 401 and trial accounts 403', async () => {
    const guest = await ctx.app.inject({ method: 'GET', url: listPath });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().errorCode).toBe('login.not.session');
    const trial = await newPlayer(ctx, { accountType: 4 });
    for (const url of [listPath, `${listPath}/S2`]) {
      const answer = await get(url, {}, trial.token);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe('in_need_true_account');
    }
  });
});
