import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, type lottery } from '@croupier/contract';
import { createTestContext, type TestContext } from '../../testing';
import { call, newMember, playerToken } from '../../testing/members';

// The lottery launch (spec §7 "lobby launch GET with lottery payload") through the player
// API, on the demo brand's games (demo-lottery.ts): fast draws ssc-1m (default bet type
// digit), k3-3m, keno-5m; scheduled vn-north and vn-hcm (lo2), 4d (big), thai (top3).

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = await playerToken(ctx, await newMember(ctx, { prefix: 'ln' }));
  // A game without a default bet type in the catalogue, and a game the operator turned off.
  await ctx.database.execute(
    `update games set default_play_type = null where id =
      (select catalogue_game_id from lottery_games where code = 'k3-3m')`,
  );
  await ctx.database.execute(`update lottery_games set enabled = false where code = 'keno-5m'`);
});
afterAll(() => ctx.close());

type Payload = Partial<Record<keyof lottery.LotteryLaunchQuery, string>>;

/** The launch with the family's fixed fields, as the site sends it. */
function launch(payload: Payload, as: string | null = token) {
  const query = new URLSearchParams({
    launchMode: 'GLS',
    lottoPrizeMode: 'Lott',
    device: 'desktop',
    language: 'en',
    ...payload,
  });
  return call(ctx, as, 'GET', `${paths.lotteryLaunch}?${query}`);
}

async function opened(payload: Payload): Promise<lottery.LotteryLaunch> {
  const answer = await launch(payload);
  expect(answer.status).toBe(200);
  return answer.body.value as lottery.LotteryLaunch;
}

describe('the lottery launch (/lgw/lotto/launch)', () => {
  it('needs a token: it is not among the calls without one', async () => {
    const answer = await launch({ lottoArea: 'ELOTT' }, null);
    expect(answer.status).toBe(401);
    expect(answer.body.errorCode).toBe('login.not.session');
  });

  it('opens an e-lottery game’s betting view on /lottery with its default bet type', async () => {
    expect(await opened({ lottoArea: 'ELOTT', lottoGameCode: 'ssc-1m' })).toEqual({
      url: '/lottery?gameCode=ssc-1m&playType=digit',
      view: 'betting',
      gameCode: 'ssc-1m',
      playType: 'digit',
    });
  });

  it('opens a scheduled lottery game (LOTT) on /lottery likewise', async () => {
    expect(
      await opened({ lottoArea: 'LOTT', lottoGameCode: 'vn-north', lottoView: 'betting' }),
    ).toEqual({
      url: '/lottery?gameCode=vn-north&playType=lo2',
      view: 'betting',
      gameCode: 'vn-north',
      playType: 'lo2',
    });
  });

  it('opens a Vietnamese game (TCG_LOTTO_VN) on /vnlottery and a SEA game (TCG_SEA) on /seaLottery', async () => {
    expect(
      (await opened({ lottoArea: 'TCG_LOTTO_VN', lottoGameCode: 'vn-hcm', lottoPrizeMode: 'ZY' }))
        .url,
    ).toBe('/vnlottery?gameCode=vn-hcm&playType=lo2');
    expect(
      await opened({ lottoArea: 'TCG_SEA', lottoGameCode: '4d', lottoPrizeMode: 'SEA' }),
    ).toEqual({
      url: '/seaLottery?gameCode=4d&playType=big',
      view: 'betting',
      gameCode: '4d',
      playType: 'big',
    });
    expect((await opened({ lottoArea: 'TCG_SEA', lottoGameCode: 'thai' })).url).toBe(
      '/seaLottery?gameCode=thai&playType=top3',
    );
  });

  it('leaves the bet type out when the game has no default one', async () => {
    expect(await opened({ lottoArea: 'ELOTT', lottoGameCode: 'k3-3m' })).toMatchObject({
      url: '/lottery?gameCode=k3-3m',
      playType: null,
    });
  });

  it('opens each area’s lobby without a game code', async () => {
    const lobbies = {
      ELOTT: '/elott',
      LOTT: '/lottery',
      TCG_LOTTO_VN: '/vnlottery',
      TCG_SEA: '/seaLottery',
    };
    for (const [lottoArea, url] of Object.entries(lobbies)) {
      expect(await opened({ lottoArea })).toEqual({
        url,
        view: 'lobby',
        gameCode: null,
        playType: null,
      });
    }
  });

  it('opens the lobby when asked for it, even with a game code', async () => {
    expect(
      await opened({ lottoArea: 'ELOTT', lottoGameCode: 'ssc-1m', lottoView: 'lobby' }),
    ).toEqual({ url: '/elott', view: 'lobby', gameCode: null, playType: null });
  });

  it('refuses the betting view without a game code', async () => {
    const answer = await launch({ lottoArea: 'LOTT', lottoView: 'betting' });
    expect(answer.status).toBe(400);
    expect(Object.values(answer.body.value.fields)).toEqual(['field_required']);
  });

  it('carries a path of this site as backUrl', async () => {
    const { url } = await opened({
      lottoArea: 'ELOTT',
      lottoGameCode: 'ssc-1m',
      backUrl: '/index?tab=hot&page=2',
    });
    const [page, search] = url.split('?') as [string, string];
    expect(page).toBe('/lottery');
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      gameCode: 'ssc-1m',
      playType: 'digit',
      backUrl: '/index?tab=hot&page=2',
    });
    expect((await opened({ lottoArea: 'TCG_SEA', backUrl: '/lottery' })).url).toBe(
      '/seaLottery?backUrl=%2Flottery',
    );
  });

  it('refuses a backUrl that leads to another host: no open redirect', async () => {
    for (const backUrl of [
      'https://evil.example/index',
      '//evil.example/index',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'index',
    ]) {
      const answer = await launch({ lottoArea: 'ELOTT', lottoGameCode: 'ssc-1m', backUrl });
      expect(answer.status, backUrl).toBe(400);
      expect(answer.body.message).toBe('invalid_input');
      expect(Object.values(answer.body.value.fields), backUrl).toEqual([
        'lottery_back_url_foreign',
      ]);
    }
  });

  it('answers not found for an unknown or disabled game', async () => {
    for (const lottoGameCode of ['no-such-game', 'keno-5m']) {
      const answer = await launch({ lottoArea: 'ELOTT', lottoGameCode });
      expect(answer.status, lottoGameCode).toBe(404);
      expect(answer.body).toMatchObject({
        success: false,
        errorCode: 'lottery.game.not.found',
        message: 'lottery_game_not_found',
      });
    }
  });

  it('refuses a game of another area with a translated error', async () => {
    const wrong: [string, string][] = [
      ['ELOTT', 'vn-north'],
      ['LOTT', 'ssc-1m'],
      ['TCG_LOTTO_VN', '4d'],
      ['TCG_SEA', 'vn-hcm'],
    ];
    for (const [lottoArea, lottoGameCode] of wrong) {
      const answer = await launch({ lottoArea, lottoGameCode });
      expect(answer.status, `${lottoArea} ${lottoGameCode}`).toBe(400);
      expect(answer.body).toMatchObject({
        errorCode: 'lottery.game.wrong.area',
        message: 'lottery_game_wrong_area',
        value: { gameCode: lottoGameCode, lottoArea },
      });
    }
  });

  it('refuses an area or prize mode the family does not have', async () => {
    expect((await launch({ lottoArea: 'CASINO' })).status).toBe(400);
    expect((await launch({ lottoArea: 'LOTT', lottoPrizeMode: 'Jackpot' })).status).toBe(400);
  });
});
