import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '@croupier/contract';
import { forgetCachedLobby } from '../catalogue/service';
import {
  createTestContext,
  forgetCachedReads,
  memberIdOf,
  merchantIdOf,
  type TestContext,
  tokenFor,
} from '../../../testing';
import { newMember, playerToken, type TestMember } from '../../../testing/members';

let ctx: TestContext;
/** The file's own player, made for it (not the demo seed's). */
let member: TestMember;
let player: string;
const logLines: string[] = [];
beforeAll(async () => {
  ctx = await createTestContext(
    { LOG_LEVEL: 'error' },
    {
      logStream: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    },
  );
  member = await newMember(ctx, { prefix: 'la' });
  player = await playerToken(ctx, member);
});
afterAll(() => ctx.close());

const launch = (query: string, token?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/wps/game/launchGame?${query}`,
    headers: token ? { authorization: token } : {},
  });

async function nodeIdOf(vassalage: string, gameId: string): Promise<number> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/wps/relay/GCSGAME_gameList?vassalage=${vassalage}&pageSize=100`,
  });
  const game = (response.json().value.games as Game[]).find((entry) => entry.gameId === gameId);
  if (!game) throw new Error(`no game ${vassalage}/${gameId}`);
  return game.nodeId;
}

async function sqlChange(statement: string, params: unknown[] = []) {
  await ctx.database.execute(statement, params);
  forgetCachedLobby(ctx.database.db);
  forgetCachedReads();
}

async function sessionOf(launchToken: string) {
  const { rows } = await ctx.database.execute(
    `select s.member_id, s.free_play, s.play_balance, s.language, s.authenticated_at,
       extract(epoch from s.launch_expires_at - s.created_at) as launch_seconds,
       extract(epoch from s.expires_at - s.created_at) as session_seconds,
       g.vendor_game_id
     from game_sessions s join games g on g.id = s.game_id
     where s.launch_token_hash = $1`,
    [createHash('sha256').update(launchToken).digest('hex')],
  );
  return rows[0];
}

/** Adds a vendor of the given adapter with one game, enabled for the demo merchant. */
async function addVendor(
  code: string,
  adapter: string,
  launchUrl: string,
  nodeId: number,
): Promise<number> {
  const merchantId = await merchantIdOf(ctx.database);
  await sqlChange(
    `insert into game_vendors (code, display_name, adapter, launch_url)
     values ($1, $1, $2, $3)`,
    [code, adapter, launchUrl],
  );
  await sqlChange(
    `insert into games (vendor_id, node_id, vendor_game_id, names, search_text, category)
     select id, $2, 'table-1', '{"en":"Test table"}', 'test table', 'RNG'
     from game_vendors where code = $1`,
    [code, nodeId],
  );
  await sqlChange(
    `insert into merchant_vendors (merchant_id, vendor_id) select $1, id from game_vendors where code = $2`,
    [merchantId, code],
  );
  await sqlChange(
    `insert into merchant_games (merchant_id, game_id, vendor_id, category)
     select $1, g.id, g.vendor_id, g.category from games g where g.node_id = $2`,
    [merchantId, nodeId],
  );
  return nodeId;
}

describe('launchGame', () => {
  it('checks the login first: a guest gets 401, even for an unknown game', async () => {
    for (const query of ['nodeId=1001', 'nodeId=999999']) {
      const response = await launch(query);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ errorCode: 'login.not.session' });
    }
  });

  it('opens a studio game: a one-time token in the URL, kept only as its hash', async () => {
    const nodeId = await nodeIdOf('STUDIO', 'classic3x3');
    const response = await launch(
      `nodeId=${nodeId}&gameId=classic3x3&vassalage=STUDIO&accountType=1&confirmTrans=0&launchMode=GLS&platform=html5-desktop&clientType=3&language=EN`,
      player,
    );
    expect(response.statusCode, response.body).toBe(200);
    const url: string = response.json().value.content.game_url;
    expect(url).toMatch(/^\/studio\/classic3x3\/\?token=[\w-]{43}&lang=en&lobby=%2Frng$/);
    expect(response.json().value.content).not.toHaveProperty('game_url2');

    const token = new URL(url, 'http://site').searchParams.get('token')!;
    const session = await sessionOf(token);
    expect(session).toMatchObject({
      member_id: expect.anything(),
      free_play: false,
      language: 'EN',
      authenticated_at: null,
      vendor_game_id: 'classic3x3',
    });
    expect(BigInt(session!.member_id as string)).toBe(
      await memberIdOf(ctx.database, member.username),
    );
    expect(Number(session!.launch_seconds)).toBeCloseTo(300, 0);
    expect(Number(session!.session_seconds)).toBeCloseTo(7200, 0);
    const stored = await ctx.database.execute(
      'select count(*)::int as n from game_sessions where launch_token_hash = $1',
      [token],
    );
    expect(stored.rows[0]!.n).toBe(0);
  });

  it('takes the launch posted with the spec’s body too, with the same answer as the GET', async () => {
    const nodeId = await nodeIdOf('STUDIO', 'classic3x3');
    const fields = {
      gameId: 12,
      nodeId,
      accountType: 1,
      confirmTrans: 0,
      vassalage: 'STUDIO',
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      username: member.username,
      token: player,
      merchantCode: 'demo',
      language: 'VI',
    };
    const posted = await ctx.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { authorization: player },
      payload: fields,
    });
    const got = await launch(new URLSearchParams(fields as never).toString(), player);

    expect(posted.statusCode, posted.body).toBe(200);
    expect(got.statusCode, got.body).toBe(200);
    // Each launch has its own one-time token; everything else is the same.
    const withoutToken = (answer: typeof posted) =>
      JSON.stringify(answer.json()).replace(/token=[\w-]{43}/, 'token=…');
    expect(withoutToken(posted)).toBe(withoutToken(got));
    expect(posted.json().value.content.game_url).toMatch(
      /^\/studio\/classic3x3\/\?token=[\w-]{43}&lang=vi&lobby=%2Frng$/,
    );
    const token = new URL(posted.json().value.content.game_url, 'http://site').searchParams.get(
      'token',
    )!;
    expect(await sessionOf(token)).toMatchObject({ language: 'VI', free_play: false });
  });

  it('checks the login of a posted launch before its body: a guest gets 401', async () => {
    for (const payload of [{ nodeId: 'not a number' }, { nodeId: 1001 }]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/wps/game/launchGame',
        payload,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
    }
  });

  it('opens the game in the language asked for, by the query or the header', async () => {
    const nodeId = await nodeIdOf('STUDIO', 'roulette');
    const byQuery = await launch(`nodeId=${nodeId}&language=vi`, player);
    expect(byQuery.json().value.content.game_url).toContain('&lang=vi&');
    const byHeader = await ctx.app.inject({
      method: 'GET',
      url: `/wps/game/launchGame?nodeId=${nodeId}`,
      headers: { authorization: player, language: 'TH' },
    });
    // The studio speaks English and Vietnamese; other languages open in English.
    const url: string = byHeader.json().value.content.game_url;
    expect(url).toContain('&lang=en&');
    const token = new URL(url, 'http://site').searchParams.get('token')!;
    expect(await sessionOf(token)).toMatchObject({ language: 'TH' });
  });

  it('offers free play with play money on games that support it', async () => {
    const nodeId = await nodeIdOf('STUDIO', 'video5x3');
    const response = await launch(`nodeId=${nodeId}&accountType=0`, player);
    expect(response.statusCode).toBe(200);
    const token = new URL(response.json().value.content.game_url, 'http://site').searchParams.get(
      'token',
    )!;
    const session = await sessionOf(token);
    expect(session).toMatchObject({ free_play: true });
    expect(BigInt(session!.play_balance as string)).toBe(1_000_000n);
  });

  it('lets a trial account play for fun only', async () => {
    const trial = (
      await ctx.app.inject({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        payload: { platform: 'W' },
      })
    ).json().value.token as string;
    const nodeId = await nodeIdOf('STUDIO', 'ways5x4');
    const real = await launch(`nodeId=${nodeId}&accountType=1`, trial);
    expect(real.statusCode).toBe(403);
    expect(real.json()).toMatchObject({ success: false, message: 'in_need_true_account' });

    const fun = await launch(`nodeId=${nodeId}&accountType=0`, trial);
    expect(fun.statusCode, fun.body).toBe(200);
    const token = new URL(fun.json().value.content.game_url, 'http://site').searchParams.get(
      'token',
    )!;
    expect(await sessionOf(token)).toMatchObject({ free_play: true });

    // A game without free play needs a real account even for fun.
    const demoNode = await nodeIdOf('DEMOSLOTS', 'slot-001');
    const noFun = await launch(`nodeId=${demoNode}&accountType=0`, trial);
    expect(noFun.statusCode).toBe(403);
  });

  it('refuses the demo vendors: their catalogue is only for the look of the lobby', async () => {
    const nodeId = await nodeIdOf('DEMOSLOTS', 'slot-001');
    const response = await launch(`nodeId=${nodeId}`, player);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'game_demo_only',
      errorCode: 'game.demo_only',
    });
  });

  it('answers game_maintenance with other popular games that can be played', async () => {
    const nodeId = await nodeIdOf('STUDIO', 'video5x3');
    await sqlChange(`update games set maintenance = true where vendor_game_id = 'video5x3'`);
    try {
      const response = await launch(`nodeId=${nodeId}`, player);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, message: 'game_maintenance' });
      const popular = response.json().value.popular as Game[];
      expect(popular.map((game) => game.gameId)).toEqual(['classic3x3', 'ways5x4', 'roulette']);
      expect(popular.every((game) => !game.maintenance && !game.demoOnly)).toBe(true);
    } finally {
      await sqlChange(`update games set maintenance = false where vendor_game_id = 'video5x3'`);
    }

    await sqlChange(`update game_vendors set maintenance = true where code = 'STUDIO'`);
    try {
      const response = await launch(`nodeId=${nodeId}`, player);
      expect(response.statusCode).toBe(503);
      expect(response.json().value.popular).toEqual([]);
    } finally {
      await sqlChange(`update game_vendors set maintenance = false where code = 'STUDIO'`);
    }
  });

  it('answers maintenance while the whole merchant is in maintenance', async () => {
    await sqlChange(`update merchants set maintenance_enabled = true where code = 'demo'`);
    try {
      const response = await launch('nodeId=1001', player);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ message: 'maintenance' });
    } finally {
      await sqlChange(`update merchants set maintenance_enabled = false where code = 'demo'`);
    }
  });

  it('answers 404 for an unknown game and for one the merchant disabled', async () => {
    const unknown = await launch('nodeId=999999', player);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'game_not_found' });

    const nodeId = await nodeIdOf('STUDIO', 'roulette');
    await sqlChange(
      `update merchant_games set enabled = false
       where game_id = (select id from games where node_id = $1)`,
      [nodeId],
    );
    try {
      expect((await launch(`nodeId=${nodeId}`, player)).statusCode).toBe(404);
    } finally {
      await sqlChange(
        `update merchant_games set enabled = true
         where game_id = (select id from games where node_id = $1)`,
        [nodeId],
      );
    }
  });

  it('opens a seamless vendor at its launch URL with token, game, language and mode', async () => {
    const nodeId = await addVendor(
      'TESTSEAMLESS',
      'seamless',
      'https://games.example/launch',
      900101,
    );
    const response = await launch(`nodeId=${nodeId}&language=VI`, player);
    expect(response.statusCode, response.body).toBe(200);
    const url = new URL(response.json().value.content.game_url);
    expect(url.origin + url.pathname).toBe('https://games.example/launch');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: expect.stringMatching(/^[\w-]{43}$/),
      gameId: 'table-1',
      lang: 'vi',
      mode: 'real',
      lobby: 'http://localhost:80/rng',
    });
    expect(await sessionOf(url.searchParams.get('token')!)).toMatchObject({ free_play: false });

    const fun = await launch(`nodeId=${nodeId}&accountType=0`, player);
    expect(fun.statusCode).toBe(400);
    expect(fun.json()).toMatchObject({ message: 'free_play_unsupported' });
  });

  it('treats a vendor it cannot launch as under maintenance, and logs why', async () => {
    const unknownAdapter = await addVendor('TESTNOADAPTER', 'demo', '', 900102);
    const badUrl = await addVendor('TESTBADURL', 'seamless', 'not a url', 900103);
    for (const nodeId of [unknownAdapter, badUrl]) {
      const response = await launch(`nodeId=${nodeId}`, player);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ message: 'game_maintenance' });
    }
    const logged = logLines.filter((line) => line.includes('configuration error'));
    expect(logged.some((line) => line.includes('TESTNOADAPTER'))).toBe(true);
    expect(logged.some((line) => line.includes('TESTBADURL'))).toBe(true);
    const sessions = await ctx.database.execute(
      `select count(*)::int as n from game_sessions s join games g on g.id = s.game_id
       where g.node_id in ($1, $2)`,
      [unknownAdapter, badUrl],
    );
    expect(sessions.rows[0]!.n).toBe(0);
  });
});

describe('recent games', () => {
  it('lists the games the member launched, the newest launch first', async () => {
    const token = await tokenFor(ctx.app, 'agent1', ctx.config.demoPassword);
    const recent = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/wps/relay/GCS_recentGame',
          headers: { authorization: token },
        })
      )
        .json()
        .value.list.map((game: Game) => game.gameId);
    expect(await recent()).toEqual([]);

    for (const gameId of ['classic3x3', 'roulette', 'classic3x3']) {
      const response = await launch(`nodeId=${await nodeIdOf('STUDIO', gameId)}`, token);
      expect(response.statusCode).toBe(200);
    }
    expect(await recent()).toEqual(['classic3x3', 'roulette']);
    // A refused launch is not a game played.
    await launch(`nodeId=${await nodeIdOf('DEMOSLOTS', 'slot-001')}`, token);
    expect(await recent()).toEqual(['classic3x3', 'roulette']);

    const guest = await ctx.app.inject({ method: 'GET', url: '/wps/relay/GCS_recentGame' });
    expect(guest.statusCode).toBe(401);
  });
});
