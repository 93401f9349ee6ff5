import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game, consoleGames } from '@croupier/contract';
import {
  auditEntries,
  createTestContext,
  staffTokenFor,
  staffTokenOfRole,
  type TestContext,
  testVendor,
  lastAudit,
  auditCount,
} from '../../../testing';
import { newMember, playerToken, type TestMember } from '../../../testing/members';

let ctx: TestContext;
/** The file's own player, made for it (not the demo seed's). */
let member: TestMember;
let admin: string;
let player: string;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await newMember(ctx, { prefix: 'gc' });
  admin = await staffTokenFor(ctx.app, 'admin', ctx.config.demoPassword);
  player = await playerToken(ctx, member);
});
afterAll(() => ctx.close());

// Tests read answers field by field and assert their shape; typing each would add nothing.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: { success: boolean; message: string | null; value: any } };

async function bo(
  method: 'GET' | 'PATCH' | 'POST',
  url: string,
  options: { token?: string; payload?: unknown; merchant?: string } = {},
): Promise<Answer> {
  const response = await ctx.app.inject({
    method,
    url,
    headers: {
      authorization: options.token ?? admin,
      merchant: options.merchant ?? 'demo',
    },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
  return { status: response.statusCode, body: response.json() };
}

/** What a player (or guest) of the demo site gets from a lobby call. */
async function site<T>(url: string, token?: string): Promise<T> {
  const response = await ctx.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: token } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as T;
}

const lobbyGameIds = async (query: string) =>
  (await site<{ games: Game[] }>(`/wps/relay/GCSGAME_gameList?${query}&pageSize=100`)).games.map(
    (game) => game.gameId,
  );
const hotGameIds = async () =>
  (await site<{ list: Game[] }>('/wps/relay/GCSGAME_hotGamesV2')).list.map((game) => game.gameId);
const popularGameIds = async () =>
  (await site<{ list: Game[] }>('/lgw/games/popular')).list.map((game) => game.gameId);
const launch = (nodeId: number) =>
  ctx.app.inject({
    method: 'GET',
    url: `/wps/game/launchGame?nodeId=${nodeId}`,
    headers: { authorization: player },
  });

async function consoleGame(
  vendor: string,
  vendorGameId: string,
): Promise<consoleGames.ConsoleGame> {
  const { status, body } = await bo('GET', `/bo/games?vendor=${vendor}&pageSize=100`);
  expect(status).toBe(200);
  const game = (body.value.list as consoleGames.ConsoleGame[]).find(
    (entry) => entry.vendorGameId === vendorGameId,
  );
  if (!game) throw new Error(`no console game ${vendor}/${vendorGameId}`);
  return game;
}

describe('the vendors of the merchant', () => {
  it('lists the catalogue’s vendors, the merchant’s first in its lobby order', async () => {
    const { status, body } = await bo('GET', '/bo/games/vendors');
    expect(status).toBe(200);
    const vendors = body.value as consoleGames.ConsoleVendor[];
    expect(vendors[0]).toEqual({
      code: 'STUDIO',
      name: 'Croupier Studio',
      adapter: 'studio',
      demoOnly: false,
      maintenance: false,
      offered: true,
      enabled: true,
      sortOrder: 0,
      hot: true,
      games: 4,
      enabledGames: 4,
    });
    const orders = vendors.filter((vendor) => vendor.offered).map((vendor) => vendor.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(vendors.find((vendor) => vendor.code === 'DEMOLIVE')).toMatchObject({
      adapter: 'demo',
      demoOnly: true,
      offered: true,
    });
  });

  it('switches a vendor off: its games leave the lobby at once; on again brings them back', async () => {
    // Read first, so the lobby's few seconds of memory hold the vendor's games.
    expect(await lobbyGameIds('vassalage=DEMOFISH')).not.toEqual([]);
    const off = await bo('PATCH', '/bo/games/vendors/DEMOFISH', { payload: { enabled: false } });
    expect(off.status).toBe(200);
    expect(off.body.value).toMatchObject({ code: 'DEMOFISH', enabled: false, offered: true });
    expect(await lobbyGameIds('vassalage=DEMOFISH')).toEqual([]);
    const menus = await site<{ gameCategory: string }[]>('/lgw/games/game_menus');
    expect(menus.map((menu) => menu.gameCategory)).not.toContain('FISH');
    expect(await lastAudit(ctx.database)).toMatchObject({
      staff_username: 'admin',
      action: 'vendor.update',
      target: 'vendor:DEMOFISH',
      before: { enabled: true },
      after: { enabled: false },
    });

    await bo('PATCH', '/bo/games/vendors/DEMOFISH', { payload: { enabled: true } });
    expect(await lobbyGameIds('vassalage=DEMOFISH')).not.toEqual([]);
  });

  it('puts a vendor under maintenance: its games answer 503 game_maintenance', async () => {
    const game = await consoleGame('STUDIO', 'classic3x3');
    const answer = await bo('PATCH', '/bo/games/vendors/STUDIO', {
      payload: { maintenance: true },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.value.maintenance).toBe(true);
    try {
      const refused = await launch(game.nodeId);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ success: false, message: 'game_maintenance' });
      const listed = await site<{ games: Game[] }>('/wps/relay/GCSGAME_gameList?vassalage=STUDIO');
      expect(listed.games.every((entry) => entry.maintenance)).toBe(true);
      expect(await lastAudit(ctx.database)).toMatchObject({
        action: 'vendor.update',
        target: 'vendor:STUDIO',
        before: { maintenance: false },
        after: { maintenance: true },
      });
    } finally {
      await bo('PATCH', '/bo/games/vendors/STUDIO', { payload: { maintenance: false } });
    }
    expect((await launch(game.nodeId)).statusCode).toBe(200);
  });

  it('takes a vendor it never offered into the merchant’s lobby with its games', async () => {
    await testVendor(ctx, 'CONSOLEV', {
      vendorGameId: 'console-slot',
      names: { en: 'Console Slot' },
    });
    const before = (await bo('GET', '/bo/games/vendors')).body
      .value as consoleGames.ConsoleVendor[];
    expect(before.find((vendor) => vendor.code === 'CONSOLEV')).toMatchObject({
      offered: false,
      enabled: false,
      games: 1,
      enabledGames: 0,
    });
    const lastOrder = Math.max(
      ...before.filter((vendor) => vendor.offered).map((vendor) => vendor.sortOrder),
    );
    expect(await lobbyGameIds('vassalage=CONSOLEV')).toEqual([]);

    const answer = await bo('PATCH', '/bo/games/vendors/CONSOLEV', { payload: { enabled: true } });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({
      offered: true,
      enabled: true,
      sortOrder: lastOrder + 10,
      enabledGames: 1,
    });
    expect(await lobbyGameIds('vassalage=CONSOLEV')).toEqual(['console-slot']);
    expect(await lastAudit(ctx.database)).toMatchObject({
      action: 'vendor.update',
      target: 'vendor:CONSOLEV',
      before: { offered: false, enabled: false },
      after: { offered: true, enabled: true },
    });
  });

  it('answers 404 for a vendor the catalogue does not have, recording nothing', async () => {
    const entries = await auditCount(ctx.database);
    const answer = await bo('PATCH', '/bo/games/vendors/NOSUCH', { payload: { enabled: true } });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('vendor_not_found');
    expect(await auditCount(ctx.database)).toBe(entries);
  });
});

describe('the games of the merchant', () => {
  it('pages the catalogue, filtered by vendor, category, name and state', async () => {
    const page = await bo('GET', '/bo/games?pageSize=5&pageNo=2');
    expect(page.status).toBe(200);
    expect(page.body.value).toMatchObject({ pageNo: 2, pageSize: 5 });
    expect(page.body.value.list).toHaveLength(5);
    expect(page.body.value.totalPages).toBe(Math.ceil(page.body.value.totalCount / 5));

    const studio = (await bo('GET', '/bo/games?vendor=STUDIO')).body.value;
    expect(studio.list.map((game: consoleGames.ConsoleGame) => game.vendorGameId)).toEqual([
      'classic3x3',
      'video5x3',
      'ways5x4',
      'roulette',
    ]);
    expect(studio.list[0]).toMatchObject({
      vendorCode: 'STUDIO',
      category: 'RNG',
      offered: true,
      enabled: true,
      hot: true,
      popularRank: 1,
      maintenance: false,
    });

    const live = (await bo('GET', '/bo/games?category=LIVE&pageSize=100')).body.value;
    expect(live.totalCount).toBeGreaterThan(0);
    expect(live.list.every((game: consoleGames.ConsoleGame) => game.category === 'LIVE')).toBe(
      true,
    );

    const named = (await bo('GET', '/bo/games?search=ROULETTE')).body.value;
    expect(named.list.map((game: consoleGames.ConsoleGame) => game.vendorGameId)).toContain(
      'roulette',
    );
    expect(
      named.list.every((game: consoleGames.ConsoleGame) =>
        /roulette/i.test(`${game.name} ${game.vendorGameId}`),
      ),
    ).toBe(true);

    const popular = (await bo('GET', '/bo/games?state=popular&pageSize=100')).body.value;
    expect(popular.list.every((game: consoleGames.ConsoleGame) => game.popularRank !== null)).toBe(
      true,
    );

    const vietnamese = await ctx.app.inject({
      method: 'GET',
      url: '/bo/games?vendor=STUDIO',
      headers: { authorization: admin, language: 'vi' },
    });
    expect(vietnamese.json().value.list[0].name).not.toBe('');
  });

  it('switches a game off: it leaves the player’s game list and hot list right after', async () => {
    const game = await consoleGame('STUDIO', 'ways5x4');
    // Read first, so the lobby's few seconds of memory hold the game.
    expect(await lobbyGameIds('vassalage=STUDIO')).toContain('ways5x4');
    expect(await hotGameIds()).toContain('ways5x4');
    expect(await popularGameIds()).toContain('ways5x4');

    const off = await bo('PATCH', `/bo/games/${game.nodeId}`, { payload: { enabled: false } });
    expect(off.status).toBe(200);
    expect(off.body.value).toMatchObject({ nodeId: game.nodeId, enabled: false });
    expect(await lobbyGameIds('vassalage=STUDIO')).not.toContain('ways5x4');
    expect(await hotGameIds()).not.toContain('ways5x4');
    expect(await popularGameIds()).not.toContain('ways5x4');
    const refused = await launch(game.nodeId);
    expect(refused.statusCode).toBe(404);
    expect(await lastAudit(ctx.database)).toMatchObject({
      staff_username: 'admin',
      action: 'game.update',
      target: 'game:STUDIO_ways5x4',
      before: { enabled: true },
      after: { enabled: false },
    });

    await bo('PATCH', `/bo/games/${game.nodeId}`, { payload: { enabled: true } });
    expect(await lobbyGameIds('vassalage=STUDIO')).toContain('ways5x4');
    expect(await hotGameIds()).toContain('ways5x4');
  });

  it('puts a game under maintenance: launch answers 503 game_maintenance, the lobby marks it', async () => {
    const game = await consoleGame('STUDIO', 'video5x3');
    expect((await launch(game.nodeId)).statusCode).toBe(200);
    const answer = await bo('PATCH', `/bo/games/${game.nodeId}`, {
      payload: { maintenance: true },
    });
    expect(answer.status).toBe(200);
    try {
      const refused = await launch(game.nodeId);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({
        success: false,
        message: 'game_maintenance',
        errorCode: 'game.maintenance',
      });
      const listed = await site<{ games: Game[] }>('/wps/relay/GCSGAME_gameList?vassalage=STUDIO');
      expect(listed.games.find((entry) => entry.gameId === 'video5x3')?.maintenance).toBe(true);
      expect(await lastAudit(ctx.database)).toMatchObject({
        action: 'game.update',
        target: 'game:STUDIO_video5x3',
        before: { maintenance: false },
        after: { maintenance: true },
      });
      const inMaintenance = (await bo('GET', '/bo/games?state=maintenance&vendor=STUDIO')).body
        .value;
      expect(
        inMaintenance.list.map((entry: consoleGames.ConsoleGame) => entry.vendorGameId),
      ).toEqual(['video5x3']);
    } finally {
      await bo('PATCH', `/bo/games/${game.nodeId}`, { payload: { maintenance: false } });
    }
    expect((await launch(game.nodeId)).statusCode).toBe(200);
  });

  it('marks a game hot and ranks it first among the popular', async () => {
    const slots = (await bo('GET', '/bo/games?vendor=DEMOSLOTS&pageSize=100')).body.value
      .list as consoleGames.ConsoleGame[];
    const game = slots.find((entry) => !entry.hot && entry.popularRank === null)!;
    expect(await hotGameIds()).not.toContain(game.vendorGameId);
    const answer = await bo('PATCH', `/bo/games/${game.nodeId}`, {
      payload: { hot: true, popularRank: 1 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ hot: true, popularRank: 1 });
    expect(await hotGameIds()).toContain(game.vendorGameId);
    // Rank 1 shares the top with the studio's classic3x3; both come before rank 2.
    const popular = await popularGameIds();
    expect(popular.indexOf(game.vendorGameId)).toBeLessThan(popular.indexOf('video5x3'));
    expect(popular.indexOf(game.vendorGameId)).toBeGreaterThanOrEqual(0);
    expect(await lastAudit(ctx.database)).toMatchObject({
      action: 'game.update',
      before: { hot: false, popularRank: null },
      after: { hot: true, popularRank: 1 },
    });
    await bo('PATCH', `/bo/games/${game.nodeId}`, { payload: { hot: false, popularRank: null } });
    expect(await hotGameIds()).not.toContain(game.vendorGameId);
  });

  it('moves games in the lobby, one at a time or several at once', async () => {
    expect(await lobbyGameIds('vassalage=STUDIO')).toEqual([
      'classic3x3',
      'video5x3',
      'ways5x4',
      'roulette',
    ]);
    const roulette = await consoleGame('STUDIO', 'roulette');
    const classic = await consoleGame('STUDIO', 'classic3x3');
    const single = await bo('PATCH', `/bo/games/${classic.nodeId}`, {
      payload: { sortOrder: roulette.sortOrder + 1 },
    });
    expect(single.status).toBe(200);
    expect(single.body.value.sortOrder).toBe(roulette.sortOrder + 1);
    expect(await lobbyGameIds('vassalage=STUDIO')).toEqual([
      'video5x3',
      'ways5x4',
      'roulette',
      'classic3x3',
    ]);

    const video = await consoleGame('STUDIO', 'video5x3');
    const ways = await consoleGame('STUDIO', 'ways5x4');
    const entries = await auditCount(ctx.database);
    const bulk = await bo('POST', '/bo/games/order', {
      payload: {
        games: [
          { nodeId: ways.nodeId, sortOrder: video.sortOrder },
          { nodeId: video.nodeId, sortOrder: ways.sortOrder },
          // Already there: left alone, no entry.
          { nodeId: roulette.nodeId, sortOrder: roulette.sortOrder },
        ],
      },
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.value).toEqual({ changed: 2 });
    expect(await lobbyGameIds('vassalage=STUDIO')).toEqual([
      'ways5x4',
      'video5x3',
      'roulette',
      'classic3x3',
    ]);
    expect(await auditCount(ctx.database)).toBe(entries + 2);
    const [second, first] = await auditEntries(ctx.database, 2);
    expect([first, second].map((entry) => [entry!.target, entry!.before, entry!.after])).toEqual(
      expect.arrayContaining([
        ['game:STUDIO_ways5x4', { sortOrder: ways.sortOrder }, { sortOrder: video.sortOrder }],
        ['game:STUDIO_video5x3', { sortOrder: video.sortOrder }, { sortOrder: ways.sortOrder }],
      ]),
    );
  });

  it('refuses an order edit naming a game the merchant does not offer, changing nothing', async () => {
    const classic = await consoleGame('STUDIO', 'classic3x3');
    const entries = await auditCount(ctx.database);
    const answer = await bo('POST', '/bo/games/order', {
      payload: {
        games: [
          { nodeId: classic.nodeId, sortOrder: 5_000 },
          { nodeId: 2_000_000_000, sortOrder: 1 },
        ],
      },
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('game_not_found');
    expect((await consoleGame('STUDIO', 'classic3x3')).sortOrder).toBe(classic.sortOrder);
    expect(await auditCount(ctx.database)).toBe(entries);
  });

  it('answers bad input 400 with the field, changing nothing', async () => {
    const game = await consoleGame('STUDIO', 'classic3x3');
    const entries = await auditCount(ctx.database);
    for (const [payload, field] of [
      [{ popularRank: 0 }, 'body.popularRank'],
      [{ sortOrder: -1 }, 'body.sortOrder'],
      [{ enabled: 'yes' }, 'body.enabled'],
      [{}, 'body'],
    ] as const) {
      const answer = await bo('PATCH', `/bo/games/${game.nodeId}`, { payload });
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(answer.body.value.fields)).toContain(field);
    }
    const unknownField = await bo('PATCH', `/bo/games/${game.nodeId}`, {
      payload: { enabled: false, deleted: true },
    });
    expect(unknownField.status).toBe(400);
    const duplicate = await bo('POST', '/bo/games/order', {
      payload: {
        games: [
          { nodeId: game.nodeId, sortOrder: 1 },
          { nodeId: game.nodeId, sortOrder: 2 },
        ],
      },
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.value.fields['body.games']).toBe('duplicate_game');
    expect(await consoleGame('STUDIO', 'classic3x3')).toEqual(game);
    expect(await auditCount(ctx.database)).toBe(entries);
  });
});

describe('who may use the Games section', () => {
  it('lets every staff role read; only owner and admin change anything', async () => {
    const game = await consoleGame('STUDIO', 'classic3x3');
    for (const role of ['support', 'content', 'finance', 'auditor'] as const) {
      const token = await staffTokenOfRole(ctx, role);
      expect((await bo('GET', '/bo/games/vendors', { token })).status, role).toBe(200);
      expect((await bo('GET', '/bo/games', { token })).status, role).toBe(200);
      const entries = await auditCount(ctx.database);
      const refusals = [
        await bo('PATCH', `/bo/games/${game.nodeId}`, { token, payload: { enabled: false } }),
        await bo('PATCH', '/bo/games/vendors/STUDIO', { token, payload: { enabled: false } }),
        await bo('POST', '/bo/games/order', {
          token,
          payload: { games: [{ nodeId: game.nodeId, sortOrder: 1 }] },
        }),
      ];
      for (const refused of refusals) {
        expect(refused.status, role).toBe(403);
        expect(refused.body.message).toBe('no_permission');
      }
      expect(await auditCount(ctx.database)).toBe(entries);
    }
    expect(await consoleGame('STUDIO', 'classic3x3')).toEqual(game);
    expect(await lobbyGameIds('vassalage=STUDIO')).toContain('classic3x3');

    const owner = await staffTokenOfRole(ctx, 'owner');
    const byOwner = await bo('PATCH', `/bo/games/${game.nodeId}`, {
      token: owner,
      payload: { hot: true },
    });
    expect(byOwner.status).toBe(200);
    expect((await lastAudit(ctx.database)).staff_username).toBe('owner-staff');
  });

  it('refuses players and guests', async () => {
    const asPlayer = await bo('GET', '/bo/games/vendors', { token: player });
    expect(asPlayer.status).toBe(401);
    const guest = await ctx.app.inject({ method: 'GET', url: '/bo/games' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().errorCode).toBe('bo.not.session');
  });
});
