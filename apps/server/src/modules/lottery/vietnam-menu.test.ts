import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, type lottery } from '@croupier/contract';
import {
  createTestContext,
  fundMember,
  merchantIdOf,
  memberIdOf,
  type TestContext,
} from '../../testing';
import { call, newMember, playerToken, type TestMember } from '../../testing/members';
import { drawsOf, placeLines } from './lottery-testing';
import { drawWithSheet } from './draws/service';
import { runLotterySchedule } from './service';

// The Vietnamese menu, a member's recent Vietnamese games and the results boards, through
// the player API on the demo brand's scheduled games. The scheduler first runs on a clock
// ten days back, so that some draws are over and take a result, then on the real clock.

let ctx: TestContext;
let merchantId: number;
let member: TestMember;
let token: string;

const dayMs = 86_400_000;
const past = new Date(Date.now() - 10 * dayMs);
/** 10:00 in Hanoi ten days back: the day's North draw still takes tickets. */
const morning = new Date(Date.UTC(past.getUTCFullYear(), past.getUTCMonth(), past.getUTCDate(), 3));
/** Six days later, still in the past: every draw of the first run's week has closed. */
const weekLater = new Date(morning.getTime() + 6 * dayMs + 12 * 3_600_000);
const run = (now: Date) => ctx.database.db.transaction((tx) => runLotterySchedule(tx, now));

/** A North sheet written by hand; `special` names it. */
const northSheet = (special: string) => ({
  region: 'north',
  tiers: [
    [special],
    ['67890'],
    ['11145', '22290'],
    ['33301', '44402', '55503', '66604', '77705', '88806'],
    ['1007', '2008', '3009', '4010'],
    ['5011', '6012', '7013', '8014', '9015', '0016'],
    ['117', '218', '319'],
    ['20', '21', '22', '23'],
  ],
});

const fourDSheet = {
  first: '1234',
  second: '2345',
  third: '3456',
  starters: ['0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010'],
  consolations: ['0011', '0012', '0013', '0014', '0015', '0016', '0017', '0018', '0019', '0020'],
};

/** The demo brand's Vietnamese games by region, as seeded (demo-lottery.ts). */
const seeded = {
  north: ['vn-north'],
  central: ['vn-hue', 'vn-da-nang', 'vn-khanh-hoa'],
  south: [
    'vn-hcm',
    'vn-dong-thap',
    'vn-ben-tre',
    'vn-vung-tau',
    'vn-dong-nai',
    'vn-can-tho',
    'vn-tien-giang',
    'vn-kien-giang',
  ],
};

/** Today's ISO weekday in Vietnam (+07:00), as the test computes it. */
const vietnamWeekday = (now: Date) => new Date(now.getTime() + 7 * 3_600_000).getUTCDay() || 7;

/** The closed draws of the first run's week given a sheet: two North draws and one 4D. */
let northDrawn: { numero: string; special: string }[];
let fourDNumero: string;

beforeAll(async () => {
  ctx = await createTestContext();
  merchantId = await merchantIdOf(ctx.database);
  member = await newMember(ctx, { prefix: 'vm' });
  await fundMember(ctx.database, member.username, 1_000_000n);
  token = await playerToken(ctx, member);

  await run(morning);
  await run(weekLater);
  const closed = (await drawsOf(ctx, 'vn-north')).filter((draw) => draw.status === 'closed');
  expect(closed.length).toBeGreaterThanOrEqual(2);
  const [older, newer] = closed.slice(-2) as [(typeof closed)[0], (typeof closed)[0]];
  northDrawn = [
    { numero: older.numero, special: '11111' },
    { numero: newer.numero, special: '22222' },
  ];
  const fourD = (await drawsOf(ctx, '4d')).find((draw) => draw.status === 'closed')!;
  fourDNumero = fourD.numero;
  await ctx.database.db.transaction(async (tx) => {
    await drawWithSheet(tx, older.id, northSheet('11111') as never, weekLater);
    await drawWithSheet(tx, newer.id, northSheet('22222') as never, weekLater);
    await drawWithSheet(tx, fourD.id, fourDSheet as never, weekLater);
  });
  await run(new Date());
});
afterAll(() => ctx.close());

describe('the Vietnamese menu (/lgw/vn/games/game_menu)', () => {
  it('answers a guest: every Vietnamese game by region, today’s first, with its next draw', async () => {
    const now = new Date();
    const answer = await call(ctx, null, 'GET', paths.lotteryVietnamMenu);
    expect(answer.status).toBe(200);
    const menu = answer.body.value as lottery.VietnamMenu;
    expect(menu.map((region) => region.region)).toEqual(['north', 'central', 'south']);
    for (const { region, games } of menu) {
      expect(games.map((game) => game.gameCode).sort()).toEqual([...seeded[region]].sort());
      for (const game of games) {
        expect(game.region).toBe(region);
        expect(game.family).toBe(`vn-${region}`);
        expect(game.drawsToday).toBe(game.schedule.weekdays!.includes(vietnamWeekday(now)));
        // Every game has its next draw made ahead; betting closes 15 minutes before it.
        const next = game.nextDraw!;
        expect(new Date(next.drawsAt).getTime() - new Date(next.closesAt).getTime()).toBe(
          game.closeSecondsBefore * 1_000,
        );
        expect(new Date(next.closesAt).getTime()).toBeGreaterThan(now.getTime() - 60_000);
      }
      // Today's games first: no game drawing today after one that does not.
      const today = games.map((game) => game.drawsToday);
      expect(today).toEqual([...today].sort((a, b) => Number(b) - Number(a)));
    }
    const north = menu[0]!.games[0]!;
    expect(north).toMatchObject({ gameCode: 'vn-north', name: 'Vietnam North', drawsToday: true });
  });

  it('names the games in the request’s language', async () => {
    const answer = await ctx.app.inject({
      method: 'GET',
      url: paths.lotteryVietnamMenu,
      headers: { merchant: 'demo', language: 'vi' },
    });
    const menu = answer.json().value as lottery.VietnamMenu;
    expect(menu[0]!.games[0]!.name).toBe('Xổ số Miền Bắc');
  });

  it('lists at most `count` games, North first; a count out of range is refused', async () => {
    const two = await call(ctx, null, 'GET', `${paths.lotteryVietnamMenu}?count=2`);
    const menu = two.body.value as lottery.VietnamMenu;
    expect(menu.flatMap((region) => region.games)).toHaveLength(2);
    expect(menu[0]!.games).toHaveLength(1);
    expect(menu[1]!.games).toHaveLength(1);
    expect(menu[2]!.games).toHaveLength(0);
    for (const count of ['0', '101', 'x']) {
      const refused = await call(ctx, null, 'GET', `${paths.lotteryVietnamMenu}?count=${count}`);
      expect(refused.status).toBe(400);
    }
  });
});

describe('a member’s recent Vietnamese games (/lgw/vn/games/game_menu/recent)', () => {
  it('needs a session', async () => {
    const answer = await call(ctx, null, 'GET', paths.lotteryVietnamRecentMenu);
    expect(answer.status).toBe(401);
    expect(answer.body.errorCode).toBe('login.not.session');
  });

  it('lists the Vietnamese games the member bet on, the last played first', async () => {
    expect((await call(ctx, token, 'GET', paths.lotteryVietnamRecentMenu)).body.value).toEqual([]);
    const menu = (await call(ctx, null, 'GET', paths.lotteryVietnamMenu)).body
      .value as lottery.VietnamMenu;
    const gameOf = (code: string) =>
      menu.flatMap((region) => region.games).find((game) => game.gameCode === code)!;
    const bettor = { merchantId, memberId: await memberIdOf(ctx.database, member.username) };
    const lo = (numbers: string[]) => [{ betType: 'lo2', selection: { numbers }, unitStake: 1 }];
    const bet = (code: string, numbers: string[]) =>
      placeLines(
        ctx,
        bettor,
        { gameCode: code, numero: gameOf(code).nextDraw!.numero, lines: lo(numbers) },
        new Date(),
      );
    await bet('vn-north', ['45']);
    await bet('vn-hcm', ['07']);
    await bet('vn-north', ['46']);
    // A fast-draw ticket is no Vietnamese game's.
    const keno = (await call(ctx, null, 'GET', `${paths.lotteryGameNumeros}?gameCode=keno-5m`)).body
      .value as lottery.OpenedNumeros;
    await placeLines(
      ctx,
      bettor,
      {
        gameCode: 'keno-5m',
        numero: keno.numeros.at(-1)!.numero,
        lines: [{ betType: 'pick1', selection: { numbers: [7] }, unitStake: 1 }],
      },
      new Date(),
    );

    const answer = await call(ctx, token, 'GET', paths.lotteryVietnamRecentMenu);
    expect(answer.status).toBe(200);
    const recent = answer.body.value as lottery.MenuGame[];
    expect(recent.map((game) => game.gameCode)).toEqual(['vn-north', 'vn-hcm']);
    expect(recent[1]).toMatchObject({ region: 'south', family: 'vn-south' });
    expect(recent[1]!.nextDraw).toEqual(gameOf('vn-hcm').nextDraw);

    // Another member's tickets are not this one's recent games.
    const other = await newMember(ctx, { prefix: 'vm' });
    const otherToken = await playerToken(ctx, other);
    expect((await call(ctx, otherToken, 'GET', paths.lotteryVietnamRecentMenu)).body.value).toEqual(
      [],
    );
  });
});

describe('the results boards (/lgw/lotto/results/recent)', () => {
  type Board = lottery.GameRecentResults[];
  const boards = async (query: string) => {
    const answer = await call(ctx, null, 'GET', `${paths.lotteryRecentResults}?${query}`);
    expect(answer.status).toBe(200);
    return answer.body.value as Board;
  };

  it('answers a guest each game’s newest result: a VN sheet, a 4D sheet, none yet for Thai', async () => {
    const board = await boards('families=vn-north,4d&families=thai');
    expect(board.map((game) => game.gameCode)).toEqual(['vn-north', '4d', 'thai']);
    const [north, fourD, thai] = board as [Board[0], Board[0], Board[0]];
    expect(north.region).toBe('north');
    expect(fourD.region).toBeNull();
    expect(north.results).toHaveLength(1);
    expect(north.results[0]).toMatchObject({
      numero: northDrawn[1]!.numero,
      // No ticket waited on it: the scheduler's last run settled it.
      status: 'settled',
      numbers: null,
      serverSeed: null,
      sheet: northSheet('22222'),
    });
    expect(fourD.results).toEqual([
      expect.objectContaining({ numero: fourDNumero, sheet: fourDSheet, numbers: null }),
    ]);
    expect(thai.results).toEqual([]);
  });

  it('answers the newest `count` results of each game, newest first', async () => {
    const [north] = await boards('families=vn-north&count=2');
    expect(north!.results.map((draw) => draw.numero)).toEqual([
      northDrawn[1]!.numero,
      northDrawn[0]!.numero,
    ]);
    expect(north!.results.map((draw) => draw.sheet)).toEqual([
      northSheet('22222'),
      northSheet('11111'),
    ]);
  });

  it('shows a fast draw’s numbers with its revealed seed, and every game without a filter', async () => {
    const all = await boards('');
    expect(all.map((game) => game.gameCode)).toEqual(
      expect.arrayContaining(['keno-5m', 'vn-north', 'vn-hcm', '4d', 'thai']),
    );
    const keno = all.find((game) => game.gameCode === 'keno-5m')!;
    const newest = keno.results[0]!;
    expect(newest.numbers).toHaveLength(20);
    expect(newest.serverSeed).toMatch(/^[0-9a-f]+$/);
    expect(newest.clientSeed).toBe(`keno-5m:${newest.numero}`);
    expect(newest.sheet).toBeNull();
  });

  it('refuses an unknown family or a count out of range', async () => {
    for (const query of ['families=vn-west', 'count=0', 'count=11']) {
      const answer = await call(ctx, null, 'GET', `${paths.lotteryRecentResults}?${query}`);
      expect(answer.status).toBe(400);
    }
  });
});

describe('the game list (/lgw/lotto/games)', () => {
  it('carries each scheduled game’s schedule, none for a fast draw', async () => {
    const games = (await call(ctx, null, 'GET', paths.lotteryGames)).body
      .value as lottery.LotteryGame[];
    const byCode = new Map(games.map((game) => [game.gameCode, game]));
    expect(byCode.get('vn-hcm')!.schedule).toEqual({
      utcOffset: '+07:00',
      time: '16:15',
      weekdays: [1, 6],
    });
    expect(byCode.get('thai')!.schedule).toMatchObject({ monthDays: [1, 16] });
    expect(byCode.get('keno-5m')!.schedule).toBeNull();
  });
});
