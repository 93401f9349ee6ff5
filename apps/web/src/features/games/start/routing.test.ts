import { describe, expect, it } from 'vitest';
import { lotteryPath } from './routing';

describe('where a lottery start goes (spec §2 "Game start routing")', () => {
  it('opens the betting view with the game code and default play type', () => {
    expect(lotteryPath('LOTT', { gameCode: 'VNMB', defaultPlayType: 'LO2' })).toBe(
      '/lottery?gameCode=VNMB&playType=LO2',
    );
  });

  it('opens the lobby without a game code', () => {
    expect(lotteryPath('ELOTT')).toBe('/lottery');
    expect(lotteryPath('LOTT', { gameCode: null, defaultPlayType: 'LO2' })).toBe('/lottery');
  });

  it('sends TCG_SEA to /seaLottery and TCG_LOTTO_VN to /vnlottery', () => {
    expect(lotteryPath('TCG_SEA', { gameCode: 'SEA1', defaultPlayType: null })).toBe(
      '/seaLottery?gameCode=SEA1',
    );
    expect(lotteryPath('TCG_LOTTO_VN')).toBe('/vnlottery');
  });
});
