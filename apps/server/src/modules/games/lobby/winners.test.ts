import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, merchantIdOf, type TestContext } from '../../../testing';
import { newMember, type TestMember } from '../../../testing/members';
import { forgetCachedLobby } from '../catalogue/service';
import { maskName } from './winners';

let ctx: TestContext;
let player: TestMember;
let agent: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  player = await newMember(ctx, { prefix: 'lucky' });
  agent = await newMember(ctx, { prefix: 'agent', accountType: 1 });
});
afterAll(() => ctx.close());

const board = async (path: string, language = 'EN') =>
  (await ctx.app.inject({ method: 'GET', url: `/wps/relay/${path}`, headers: { language } })).json()
    .value.list;

let round = 0;
/** A round as the seamless wallet records it, `daysAgo` days ago. */
async function betRecord(
  member: TestMember,
  vendorGameId: string,
  stake: bigint,
  win: bigint,
  status: 'open' | 'settled' | 'refunded',
  daysAgo = 0,
) {
  round += 1;
  await ctx.database.execute(
    `insert into bet_records
       (merchant_id, member_id, vendor_id, game_id, category, round_id, stake, win, status,
        placed_at, settled_at)
     select $1, $2, g.vendor_id, g.id, g.category, $3, $4, $5, $6,
       now() - make_interval(days => $7), case when $6 = 'open' then null
       else now() - make_interval(days => $7) end
     from games g where g.vendor_game_id = $8`,
    [
      await merchantIdOf(ctx.database),
      String(member.id),
      `winners-test-${round}`,
      String(stake),
      String(win),
      status,
      daysAgo,
      vendorGameId,
    ],
  );
  forgetCachedLobby(ctx.database.db);
}

describe('winner board', () => {
  it('is empty while nobody has won: it never invents winners', async () => {
    expect(await board('GCSGAME_getRankList')).toEqual([]);
    expect(await board('ODSFE2_getWinnerBoard')).toEqual([]);
  });

  it('shows the biggest settled wins of the week, biggest first, names masked', async () => {
    await betRecord(player, 'video5x3', 1_000n, 250_050n, 'settled');
    await betRecord(agent, 'classic3x3', 500n, 90_000n, 'settled', 2);
    // Not on the board: a loss, an unsettled round, a refund, and a win of last month.
    await betRecord(player, 'roulette', 1_000n, 0n, 'settled');
    await betRecord(player, 'roulette', 1_000n, 0n, 'open');
    await betRecord(player, 'roulette', 1_000n, 36_000n, 'refunded');
    await betRecord(agent, 'ways5x4', 100n, 999_999n, 'settled', 8);

    const lines = await board('GCSGAME_getRankList');
    expect(lines).toEqual([
      {
        vo: {
          gameName: 'Lucky Lanterns',
          customerName: `lu***${player.username.at(-1)}`,
          winAmount: 2500.5,
          iconUrl: '/games/studio/video5x3.svg',
          nodeId: 1002,
          gameType: 'RNG',
          vendor: 'STUDIO',
        },
      },
      {
        vo: expect.objectContaining({
          gameName: 'Classic Sevens',
          customerName: `ag***${agent.username.at(-1)}`,
          winAmount: 900,
        }),
      },
    ]);
    expect(await board('ODSFE2_getWinnerBoard')).toEqual(lines);
    const vietnamese = await board('GCSGAME_getRankList', 'VI');
    expect(vietnamese[0].vo.gameName).toBe('Đèn Lồng May Mắn');
    expect(JSON.stringify(lines)).not.toContain(player.username);
  });
});

describe('masking a name', () => {
  it('keeps the first two and the last character around three stars', () => {
    expect(maskName('player1')).toBe('pl***1');
    expect(maskName('abcdef')).toBe('ab***f');
  });

  it('keeps only the first character of a short name, so three stay hidden', () => {
    expect(maskName('abcde')).toBe('a***');
    expect(maskName('ab')).toBe('a***');
  });
});
