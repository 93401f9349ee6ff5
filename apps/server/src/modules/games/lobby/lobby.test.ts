import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game, GameMenu } from '@croupier/contract';
import { seedDemoGames } from '../../../seed/demo-games';
import { forgetCachedLobby } from '../catalogue/service';
import { createTestContext, merchantIdOf, type TestContext } from '../../../testing';
import { newMember, playerToken, type TestMember } from '../../../testing/members';

let ctx: TestContext;
/** The file's own player, made for it (not the demo seed's). */
let ownPlayer: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  ownPlayer = await newMember(ctx, { prefix: 'lb' });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

async function value<T = unknown>(url: string, headers: Record<string, string> = {}) {
  const response = await get(url, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as T;
}

type Page = { games: Game[]; pageNum: number; totalPages: number; totalCount: number };
const gameList = (query: string, headers: Record<string, string> = {}) =>
  value<Page>(`/wps/relay/GCSGAME_gameList?${query}`, headers);

/** Changes the catalogue behind the application's back, as an operator's edit would. */
async function sqlChange(statement: string, params: unknown[] = []) {
  await ctx.database.execute(statement, params);
  forgetCachedLobby(ctx.database.db);
}

describe('game menus', () => {
  it('lists the categories that have vendors, in header order, the studio first', async () => {
    const menus = await value<GameMenu[]>('/lgw/games/game_menus');
    expect(menus.map((menu) => menu.gameCategory)).toEqual([
      'LIVE',
      'RNG',
      'SPORTS',
      'ESPORTS',
      'FISH',
      'PVP',
      'LOTT',
      'ELOTT',
    ]);
    const slots = menus.find((menu) => menu.gameCategory === 'RNG')!;
    expect(slots.vendors.map((vendor) => vendor.vassalage)).toEqual(['STUDIO', 'DEMOSLOTS']);
    expect(slots.vendors[0]).toEqual({
      vassalage: 'STUDIO',
      displayName: 'Croupier Studio',
      smallIcon: '/games/vendors/studio.svg',
      isHot: true,
      categories: ['LIVE', 'RNG'],
      maintenance: false,
      demoOnly: false,
    });
    // The studio's roulette is a table game: the studio is a live/table vendor too.
    const tables = menus.find((menu) => menu.gameCategory === 'LIVE')!;
    expect(tables.vendors.map((vendor) => vendor.vassalage)).toEqual(['STUDIO', 'DEMOLIVE']);
    const sports = menus.find((menu) => menu.gameCategory === 'SPORTS')!;
    expect(sports.vendors.map((vendor) => vendor.vassalage)).toEqual(['DEMOSPORTS', 'DS88']);
    expect(sports.vendors.every((vendor) => vendor.demoOnly)).toBe(true);
  });

  it('drops a category whose only vendor is disabled, or whose games all are', async () => {
    const merchantId = await merchantIdOf(ctx.database);
    await sqlChange(
      `update merchant_vendors set enabled = false
       where merchant_id = $1 and vendor_id = (select id from game_vendors where code = 'DEMOFISH')`,
      [merchantId],
    );
    await sqlChange(
      `update merchant_games set enabled = false
       where merchant_id = $1 and category = 'PVP'`,
      [merchantId],
    );
    try {
      const menus = await value<GameMenu[]>('/lgw/games/game_menus');
      const categories = menus.map((menu) => menu.gameCategory);
      expect(categories).not.toContain('FISH');
      expect(categories).not.toContain('PVP');
      expect(categories).toContain('RNG');
      expect(await gameList('gameType=FISH')).toMatchObject({ games: [], totalCount: 0 });
    } finally {
      await sqlChange(`update merchant_vendors set enabled = true where merchant_id = $1`, [
        merchantId,
      ]);
      await sqlChange(`update merchant_games set enabled = true where merchant_id = $1`, [
        merchantId,
      ]);
    }
    const menus = await value<GameMenu[]>('/lgw/games/game_menus');
    expect(menus.map((menu) => menu.gameCategory)).toContain('FISH');
    expect((await gameList('gameType=FISH')).totalCount).toBe(8);
  });

  it('answers vendor lanes per category with their label keys', async () => {
    const lanes = await value<
      { title: string; gameType: string; cards: { vassalage: string }[] }[]
    >('/wps/relay/GCSGAME_newGameVendor');
    expect(lanes[0]).toMatchObject({
      title: 'categories.LIVE',
      gameType: 'LIVE',
      cards: [{ vassalage: 'STUDIO' }, { vassalage: 'DEMOLIVE' }],
    });
    expect(
      lanes.find((lane) => lane.gameType === 'RNG')!.cards.map((card) => card.vassalage),
    ).toEqual(['STUDIO', 'DEMOSLOTS']);
  });

  it('answers the drop-down grids: 12 games per vendor, none for sports and lottery', async () => {
    const { content } = await value<{ content: Record<string, Record<string, Game[]>> }>(
      '/wps/relay/GCSGAME_getVassGameType',
    );
    expect(Object.keys(content)).toEqual(['LIVE', 'RNG', 'ESPORTS', 'FISH', 'PVP']);
    expect(content.RNG!.STUDIO!.map((game) => game.gameId)).toEqual([
      'classic3x3',
      'video5x3',
      'ways5x4',
    ]);
    expect(content.LIVE!.STUDIO!.map((game) => game.gameId)).toEqual(['roulette']);
    expect(content.RNG!.DEMOSLOTS).toHaveLength(12);
  });
});

describe('game list', () => {
  it('pages a category in lobby order with its totals (24 by default)', async () => {
    const first = await gameList('gameType=RNG');
    // The studio's 3 slots, the demo vendor's lobby entry and its 48 slots (no roulette).
    expect(first).toMatchObject({ pageNum: 1, totalCount: 52, totalPages: 3 });
    expect(first.games).toHaveLength(24);
    expect(first.games.slice(0, 4).map((game) => game.gameName)).toEqual([
      'Classic Sevens',
      'Lucky Lanterns',
      'Jade Tiger',
      'Demo Slots lobby',
    ]);
    expect(first.games[0]).toEqual({
      nodeId: 1001,
      gameId: 'classic3x3',
      gameName: 'Classic Sevens',
      nodeName: 'Classic Sevens',
      showIcon: '/games/studio/classic3x3.svg',
      vassalage: 'STUDIO',
      displayName: 'Croupier Studio',
      gameType: 'RNG',
      gameCode: null,
      defaultPlayType: null,
      roomId: null,
      classify: ['SC'],
      supportPlay: true,
      isGame: 'GAME',
      maintenance: false,
      demoOnly: false,
    });
    const last = await gameList('gameType=RNG&pageNo=3');
    expect(last.games).toHaveLength(4);
    const seen = new Set(
      [...first.games, ...(await gameList('gameType=RNG&pageNo=2')).games, ...last.games].map(
        (game) => game.nodeId,
      ),
    );
    expect(seen.size).toBe(52);
    const beyond = await gameList('gameType=RNG&pageNo=9');
    expect(beyond).toMatchObject({ games: [], totalCount: 52, pageNum: 9 });
  });

  it('filters by vendor, classification and page size', async () => {
    const studio = await gameList('vassalage=studio&pageSize=2');
    expect(studio).toMatchObject({ totalCount: 4, totalPages: 2 });
    expect(studio.games.map((game) => game.gameId)).toEqual(['classic3x3', 'video5x3']);

    const tables = await gameList('gameType=RNG&classify=TG');
    expect(tables.games.every((game) => game.classify.includes('TG'))).toBe(true);
    expect(tables.games.map((game) => game.gameId)).not.toContain('roulette');

    // European Roulette is a table game, among the roulette tables of live/table games.
    const roulettes = await gameList('gameType=LIVE&classify=ROU');
    expect(roulettes.games[0]).toMatchObject({
      gameId: 'roulette',
      gameName: 'European Roulette',
      vassalage: 'STUDIO',
      gameType: 'LIVE',
      classify: ['ROU'],
    });
    expect(roulettes.totalCount).toBe(4);

    const baccarat = await gameList('gameType=LIVE&classify=BAC');
    expect(baccarat.totalCount).toBe(6);
    expect(baccarat.games[0]).toMatchObject({ roomId: 'bac-1', demoOnly: true });
  });

  it('finds games by any part of their name, in either language, without accents', async () => {
    const lanterns = await gameList('gameName=LANTERN');
    expect(lanterns.games.map((game) => game.gameName)).toContain('Lucky Lanterns');
    const vietnamese = await gameList('gameName=đèn lồng', { language: 'VI' });
    expect(vietnamese.games.map((game) => game.gameName)).toContain('Đèn Lồng May Mắn');
    const unaccented = await gameList('gameName=den long', { language: 'VI' });
    expect(unaccented.totalCount).toBe(vietnamese.totalCount);
  });

  it('treats % and _ in a name search as themselves', async () => {
    expect((await gameList('gameName=%25')).totalCount).toBe(0);
    expect((await gameList('gameName=_')).totalCount).toBe(0);
  });

  it('names games in the request language, English when a game has no name in it', async () => {
    const vietnamese = await gameList('vassalage=STUDIO', { language: 'vi' });
    expect(vietnamese.games.map((game) => game.gameName)).toEqual([
      'Số 7 Cổ Điển',
      'Đèn Lồng May Mắn',
      'Hổ Ngọc Bích',
      'Roulette Châu Âu',
    ]);
    const thai = await gameList('vassalage=STUDIO', { language: 'TH' });
    expect(thai.games[0]!.gameName).toBe('Classic Sevens');
  });

  it('answers guests, marks favourites for members and refuses a guest the favourites', async () => {
    const token = await playerToken(ctx, ownPlayer);
    const guest = await gameList('vassalage=STUDIO');
    expect(guest.games[0]).not.toHaveProperty('favourite');
    // A stale token on a public call is a guest, not a 401 (wire conventions).
    const stale = await get('/wps/relay/GCSGAME_gameList?vassalage=STUDIO', {
      authorization: 'no-such-token',
    });
    expect(stale.statusCode).toBe(200);

    const member = await gameList('vassalage=STUDIO', { authorization: token });
    expect(member.games.map((game) => game.favourite)).toEqual([false, false, false, false]);

    const favourites = await get('/wps/relay/GCSGAME_gameList?favourite=true');
    expect(favourites.statusCode).toBe(401);
    expect((await gameList('vassalage=STUDIO&favourite=false')).totalCount).toBe(4);
    expect(favourites.json()).toMatchObject({ errorCode: 'login.not.session' });
  });

  it('answers JSON for the merchant of the Merchant header, and refuses an unknown one', async () => {
    const demo = await get('/wps/relay/GCSGAME_gameList?vassalage=STUDIO', { merchant: 'DEMO' });
    expect(demo.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(demo.json().value.totalCount).toBe(4);
    const unknown = await get('/wps/relay/GCSGAME_gameList', { merchant: 'nobody' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, message: 'merchant_unknown' });
  });

  it('refuses an unknown category with a field message', async () => {
    const response = await get('/wps/relay/GCSGAME_gameList?gameType=CARDS');
    expect(response.statusCode).toBe(400);
    expect(response.json().value.fields).toHaveProperty(['querystring.gameType']);
  });
});

describe('hot and popular games', () => {
  it('answers hot games by GET or POST, optionally of one vendor', async () => {
    const all = await value<{ list: Game[] }>(
      '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=flash,html5-desktop&merchantCode=demo',
    );
    expect(all.list.length).toBeGreaterThan(4);
    const studio = await ctx.app.inject({
      method: 'POST',
      url: '/wps/relay/GCSGAME_hotGamesV2',
      payload: { vassalage: 'STUDIO', isPlatform: 2, language: 'EN' },
    });
    expect(studio.json().value.list.map((game: Game) => game.gameId)).toEqual([
      'classic3x3',
      'video5x3',
      'ways5x4',
      'roulette',
    ]);
    const bare = await ctx.app.inject({ method: 'POST', url: '/wps/relay/GCSGAME_hotGamesV2' });
    expect(bare.json().value.list).toHaveLength(all.list.length);
  });

  it('answers 20 popular games, the ranked ones first', async () => {
    const { list } = await value<{ list: Game[] }>('/lgw/games/popular');
    expect(list.length).toBeLessThanOrEqual(20);
    expect(list.slice(0, 5).map((game) => game.gameId)).toEqual([
      'classic3x3',
      'video5x3',
      'ways5x4',
      'roulette',
      'bac-1',
    ]);
  });
});

describe('PVP rooms', () => {
  it('lists the PVP games as rooms with their minimum bets', async () => {
    const { list } = await value<{ list: { roomId: string; minBet: number }[] }>(
      '/wps/relay/GLS2_roomList',
    );
    expect(list.length).toBe(8);
    expect(list[0]).toEqual({
      roomId: 'holdem-1',
      nodeId: expect.any(Number),
      gameName: "Texas Hold'em 1/2",
      vassalage: 'DEMOPVP',
      showIcon: '/games/demo/pvp.svg',
      minBet: 1,
      maintenance: false,
    });
  });
});

describe('the demo catalogue seed', () => {
  it('adds nothing when run again, and leaves an operator’s changes alone', async () => {
    const merchantId = await merchantIdOf(ctx.database);
    const counts = async () =>
      (
        await ctx.database.execute(
          `select (select count(*)::int from games) as games,
             (select count(*)::int from game_vendors) as vendors,
             (select count(*)::int from merchant_games where merchant_id = $1) as offered,
             (select sort_order from merchant_games where merchant_id = $1 and game_id =
               (select id from games where node_id = 1001)) as studio_order`,
          [merchantId],
        )
      ).rows[0];
    await sqlChange(
      `update merchant_games set sort_order = 99 where merchant_id = $1
       and game_id = (select id from games where node_id = 1001)`,
      [merchantId],
    );
    const before = await counts();
    await ctx.database.db.transaction((tx) => seedDemoGames(tx, merchantId));
    expect(await counts()).toEqual(before);
    expect(before).toMatchObject({ studio_order: 99 });
  });
});
