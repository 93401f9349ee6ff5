import { describe, expect, it } from 'vitest';
import { lotteryLaunchQuery } from './routing';

describe('the lottery launch payload of a start (spec §7 "Lottery launch payload")', () => {
  it('asks for a game’s betting view in its category’s area', () => {
    expect(lotteryLaunchQuery('DEMOLOTTO', 'LOTT', 'vi', { gameCode: 'vn-north' })).toEqual({
      lottoArea: 'LOTT',
      launchMode: 'GLS',
      lottoPrizeMode: 'Lott',
      lottoGameCode: 'vn-north',
      lottoView: 'betting',
      device: 'WEB',
      language: 'vi',
    });
    expect(lotteryLaunchQuery('LOTTO', 'ELOTT', 'en', { gameCode: 'ssc-1m' })).toMatchObject({
      lottoArea: 'ELOTT',
      lottoPrizeMode: 'Elott',
      lottoGameCode: 'ssc-1m',
      lottoView: 'betting',
    });
  });

  it('asks for the lobby without a game code', () => {
    const lobby = lotteryLaunchQuery('LOTTO', 'ELOTT', 'en', { gameCode: null });
    expect(lobby).toMatchObject({ lottoArea: 'ELOTT', lottoView: 'lobby' });
    expect(lobby).not.toHaveProperty('lottoGameCode');
    expect(lotteryLaunchQuery('LOTTO', 'LOTT', 'en')).toMatchObject({
      lottoArea: 'LOTT',
      lottoView: 'lobby',
    });
  });

  it('takes the vendor’s code as the area when it is TCG_SEA or TCG_LOTTO_VN', () => {
    expect(lotteryLaunchQuery('TCG_SEA', 'LOTT', 'en', { gameCode: '4d' })).toMatchObject({
      lottoArea: 'TCG_SEA',
      lottoPrizeMode: 'SEA',
      lottoGameCode: '4d',
    });
    expect(lotteryLaunchQuery('TCG_LOTTO_VN', 'LOTT', 'en')).toMatchObject({
      lottoArea: 'TCG_LOTTO_VN',
      lottoView: 'lobby',
    });
  });
});
