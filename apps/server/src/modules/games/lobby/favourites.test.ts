import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '@croupier/contract';
import { createTestContext, type TestContext, tokenFor } from '../../../testing';
import { newMember, playerToken, type TestMember } from '../../../testing/members';

let ctx: TestContext;
/** The file's own player, made for it (not the demo seed's). */
let member: TestMember;
let player: string;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await newMember(ctx, { prefix: 'fv' });
  player = await playerToken(ctx, member);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: token ? { authorization: token } : {},
    ...(payload ? { payload } : {}),
  });

const favourites = async (token = player) =>
  (await call('GET', '/wps/relay/MCSFE_getFavoriteGames', token)).json().value.list as Game[];

describe('favourite games', () => {
  it('adds, lists newest first and removes, each step idempotent', async () => {
    expect(await favourites()).toEqual([]);

    for (const nodeId of [1001, 1004, 1001]) {
      const added = await call('POST', '/wps/relay/MCSFE_addFavoriteGame', player, { nodeId });
      expect(added.json()).toEqual({
        success: true,
        message: null,
        value: { nodeId, favourite: true },
      });
    }
    const list = await favourites();
    expect(list.map((game) => game.gameId)).toEqual(['roulette', 'classic3x3']);
    expect(list.every((game) => game.favourite)).toBe(true);

    for (let time = 0; time < 2; time += 1) {
      const removed = await call('POST', '/wps/relay/MCSFE_removeFavoriteGame', player, {
        nodeId: 1004,
      });
      expect(removed.json().value).toEqual({ nodeId: 1004, favourite: false });
    }
    expect((await favourites()).map((game) => game.gameId)).toEqual(['classic3x3']);
  });

  it('marks favourites in the game list and pages them like it', async () => {
    await call('POST', '/wps/relay/MCSFE_addFavoriteGame', player, { nodeId: 1002 });
    const studio = await call('GET', '/wps/relay/GCSGAME_gameList?vassalage=STUDIO', player);
    expect(
      (studio.json().value.games as Game[]).map((game) => [game.gameId, game.favourite]),
    ).toEqual([
      ['classic3x3', true],
      ['video5x3', true],
      ['ways5x4', false],
      ['roulette', false],
    ]);

    const page = await call('GET', '/wps/relay/MCSFE_getFavoriteGameList?pageSize=1', player);
    expect(page.json().value).toMatchObject({ pageNum: 1, totalPages: 2, totalCount: 2 });
    expect(page.json().value.games.map((game: Game) => game.gameId)).toEqual(['video5x3']);

    const filtered = await call(
      'GET',
      '/wps/relay/GCSGAME_gameList?favourite=true&gameName=sevens',
      player,
    );
    expect(filtered.json().value.games.map((game: Game) => game.gameId)).toEqual(['classic3x3']);
  });

  it('keeps favourites per member', async () => {
    const agent = await tokenFor(ctx.app, 'agent1', ctx.config.demoPassword);
    expect(await favourites(agent)).toEqual([]);
  });

  it('answers 404 for a game the merchant does not offer, 400 for a bad node id', async () => {
    const unknown = await call('POST', '/wps/relay/MCSFE_addFavoriteGame', player, {
      nodeId: 999999,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'game_not_found' });
    const removeUnknown = await call('POST', '/wps/relay/MCSFE_removeFavoriteGame', player, {
      nodeId: 999999,
    });
    expect(removeUnknown.statusCode).toBe(404);
    const bad = await call('POST', '/wps/relay/MCSFE_addFavoriteGame', player, { nodeId: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/wps/relay/MCSFE_getFavoriteGames'],
      ['GET', '/wps/relay/MCSFE_getFavoriteGameList'],
      ['POST', '/wps/relay/MCSFE_addFavoriteGame'],
      ['POST', '/wps/relay/MCSFE_removeFavoriteGame'],
    ] as const) {
      const response = await call(method, url, undefined, { nodeId: 1001 });
      expect(response.statusCode, url).toBe(401);
    }
  });
});
