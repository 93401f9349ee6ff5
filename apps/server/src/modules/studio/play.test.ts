import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, studioSessionHeader } from '@croupier/contract';
import {
  createTestContext,
  fundMember,
  mainBalance,
  memberIdOf,
  openStudioGame,
  playedRound,
  playRound,
  type TestContext,
} from '../../testing';
import { newMember, type TestMember } from '../../testing/members';

let ctx: TestContext;
/** The file's own player, made for it (not the demo seed's). */
let member: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await newMember(ctx, { prefix: 'sp' });
  await fundMember(ctx.database, member.username, 1_000_000n);
});
afterAll(async () => {
  await ctx.close();
});

async function betRecord(roundId: string) {
  const { rows } = await ctx.database.execute(
    `select b.stake, b.win, b.status, b.member_id, b.category from bet_records b
       join game_vendors v on v.id = b.vendor_id
      where v.code = 'STUDIO' and b.round_id = $1`,
    [roundId],
  );
  return rows[0] as
    | { stake: unknown; win: unknown; status: string; member_id: unknown; category: string }
    | undefined;
}

async function storedRound(roundId: string) {
  const { rows } = await ctx.database.execute(
    'select stake, win, nonce, engine, member_id from studio_rounds where round_id = $1',
    [roundId],
  );
  return rows[0];
}

async function roundCount(username: string): Promise<number> {
  const { rows } = await ctx.database.execute(
    'select count(*)::int as n from studio_rounds where member_id = $1',
    [await memberIdOf(ctx.database, username)],
  );
  return Number(rows[0]!.n);
}

describe('opening a studio game', () => {
  it('spends the launch token once and answers the session, balance and seed commitment', async () => {
    const { launchToken, session } = await openStudioGame(ctx, {
      username: member.username,
      gameId: 'classic3x3',
    });
    expect(session.game).toEqual({ gameId: 'classic3x3', name: 'Classic Sevens' });
    expect(session.freePlay).toBe(false);
    expect(session.currencySymbol).toBe('P');
    expect(session.balance).toBe(Number(await mainBalance(ctx.database, member.username)) / 100);
    expect(session.seeds.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session.seeds.clientSeed).toMatch(/^[0-9a-f]{16}$/);

    const again = await ctx.app.inject({
      method: 'POST',
      url: paths.studioSession,
      payload: { launchToken },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ success: false, message: 'launch_token_invalid' });
  });

  it('answers the same session again for a reloaded game, and refuses a forged token', async () => {
    const { session } = await openStudioGame(ctx, {
      username: member.username,
      gameId: 'roulette',
    });
    const resumed = await ctx.app.inject({
      method: 'GET',
      url: paths.studioSession,
      headers: { [studioSessionHeader]: session.sessionToken },
    });
    expect(resumed.json().value).toMatchObject({
      sessionToken: session.sessionToken,
      game: { gameId: 'roulette' },
      seeds: session.seeds,
    });

    const [payload, signature] = session.sessionToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...claims, m: String(BigInt(claims.m) + 1n) }),
    ).toString('base64url');
    const forged = await ctx.app.inject({
      method: 'GET',
      url: paths.studioSession,
      headers: { [studioSessionHeader]: `${forgedPayload}.${signature}` },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('game_session_invalid');
  });
});

describe('playing a round', () => {
  it('takes the stake and pays the win through the ledger, settles the bet record and stores the round', async () => {
    const { session } = await openStudioGame(ctx, {
      username: member.username,
      gameId: 'classic3x3',
    });
    const before = await mainBalance(ctx.database, member.username);

    const round = await playedRound(ctx, session.sessionToken, { stake: 2 });

    const after = await mainBalance(ctx.database, member.username);
    const win = BigInt(Math.round(round.win * 100));
    expect(after).toBe(before - 200n + win);
    expect(round.balance).toBe(Number(after) / 100);
    expect(round.stake).toBe(2);
    expect(round.outcome).toMatchObject({ totalBet: 2, totalWin: round.win });

    expect(await betRecord(round.roundId)).toMatchObject({ status: 'settled', category: 'RNG' });
    const record = (await betRecord(round.roundId))!;
    expect(BigInt(record.stake as string)).toBe(200n);
    expect(BigInt(record.win as string)).toBe(win);

    const stored = await storedRound(round.roundId);
    expect(stored).toMatchObject({ engine: 'classic3x3', nonce: round.nonce });
    expect(BigInt(stored!.stake as string)).toBe(200n);
    expect(BigInt(stored!.win as string)).toBe(win);
  });

  it('settles every bet of a roulette spin as one stake and one win', async () => {
    const { session } = await openStudioGame(ctx, {
      username: member.username,
      gameId: 'roulette',
    });
    const before = await mainBalance(ctx.database, member.username);
    const round = await playedRound(ctx, session.sessionToken, {
      bets: [
        { type: 'red', stake: 5 },
        { type: 'straight', numbers: [17], stake: 1 },
        { type: 'split', numbers: [0, 2], stake: 1.5 },
        { type: 'dozen', index: 3, stake: 2 },
      ],
    });
    expect(round.stake).toBe(9.5);
    const outcome = round.outcome as { pocket: number; results: { win: number }[] };
    expect(outcome.results).toHaveLength(4);
    expect(outcome.pocket).toBeGreaterThanOrEqual(0);
    expect(outcome.pocket).toBeLessThanOrEqual(36);
    const win = BigInt(Math.round(round.win * 100));
    expect(await mainBalance(ctx.database, member.username)).toBe(before - 950n + win);
    // Roulette is a table game: its betting record files it under live/table games.
    expect(await betRecord(round.roundId)).toMatchObject({ status: 'settled', category: 'LIVE' });
  });

  it('changes nothing when the member cannot cover the stake', async () => {
    const balance = await mainBalance(ctx.database, 'agent1');
    expect(balance).toBeLessThan(50_000n);
    const { session } = await openStudioGame(ctx, { username: 'agent1', gameId: 'classic3x3' });
    const rounds = await roundCount('agent1');

    const refused = await playRound(ctx, session.sessionToken, { stake: 500 });

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: 'insufficient_balance' });
    expect(await mainBalance(ctx.database, 'agent1')).toBe(balance);
    expect(await roundCount('agent1')).toBe(rounds);
    const resumed = await ctx.app.inject({
      method: 'GET',
      url: paths.studioSession,
      headers: { [studioSessionHeader]: session.sessionToken },
    });
    expect(resumed.json().value.seeds.nonce).toBe(session.seeds.nonce);
  });

  it.each([
    ['below the minimum', { stake: 0.45 }, 'studio_stake_range'],
    ['above the maximum', { stake: 600 }, 'studio_stake_range'],
    ['not a whole bet per line', { stake: 0.52 }, 'studio_stake_step'],
    ['bets on a slot', { bets: [{ type: 'red', stake: 1 }] }, 'studio_stake_required'],
  ])('refuses a slot stake %s', async (_, wager, message) => {
    const { session } = await openStudioGame(ctx, {
      username: member.username,
      gameId: 'classic3x3',
    });
    const before = await mainBalance(ctx.database, member.username);
    const rounds = await roundCount(member.username);
    const refused = await playRound(ctx, session.sessionToken, wager);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(message);
    expect(await mainBalance(ctx.database, member.username)).toBe(before);
    expect(await roundCount(member.username)).toBe(rounds);
  });

  it.each([
    [
      'a split that is not on the layout',
      [{ type: 'split', numbers: [3, 4], stake: 1 }],
      'studio_bet_invalid',
    ],
    ['a bet under the table minimum', [{ type: 'red', stake: 0.5 }], 'studio_stake_range'],
    [
      'more than the table maximum in all',
      Array.from({ length: 6 }, () => ({ type: 'red', stake: 1000 })),
      'studio_table_limit',
    ],
  ])('refuses roulette with %s', async (_, bets, message) => {
    const { session } = await openStudioGame(ctx, {
      username: member.username,
      gameId: 'roulette',
    });
    const before = await mainBalance(ctx.database, member.username);
    const refused = await playRound(ctx, session.sessionToken, { bets });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(message);
    expect(await mainBalance(ctx.database, member.username)).toBe(before);
  });
});

describe('free play', () => {
  it('plays with the session’s play money: the wallet and the betting record stay untouched', async () => {
    const { session } = await openStudioGame(ctx, {
      username: member.username,
      gameId: 'classic3x3',
      freePlay: true,
    });
    expect(session.freePlay).toBe(true);
    expect(session.balance).toBe(10_000);
    const wallet = await mainBalance(ctx.database, member.username);

    const round = await playedRound(ctx, session.sessionToken, { stake: 5 });

    expect(round.balance).toBeCloseTo(10_000 - 5 + round.win, 2);
    expect(await mainBalance(ctx.database, member.username)).toBe(wallet);
    expect(await betRecord(round.roundId)).toBeUndefined();
    expect(await storedRound(round.roundId)).toMatchObject({ engine: 'classic3x3' });
  });
});
