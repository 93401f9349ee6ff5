import { paths, type lottery } from '@croupier/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorText } from '../../../i18n';
import { pageOf, renderLottery, serveGame, sheetGameOf } from '../lottery-testing';

afterEach(cleanup);

const settled = (numero: string, tiers: string[][]): lottery.DrawResult => ({
  numero,
  drawsAt: new Date(Date.now() - 86_400_000).toISOString(),
  drawnAt: new Date(Date.now() - 86_000_000).toISOString(),
  status: 'settled',
  numbers: null,
  sheet: { region: 'north', tiers },
  serverSeedHash: null,
  serverSeed: null,
  clientSeed: null,
  nonce: null,
});

describe('the trends of a Vietnamese game', () => {
  it('count each lô over the sheets, list the lô gan and the recent đề', async () => {
    const north = sheetGameOf('vn-north');
    serveGame(north, {
      results: [
        settled('20261127', [['12345'], ['67845', '00007']]),
        settled('20261126', [['55599'], ['34545', '10007', '20007']]),
      ],
    });
    renderLottery('/vnlottery?gameCode=vn-north&view=trends');

    const grid = within(await screen.findByTestId('lo-frequency'));
    expect(grid.getByRole('heading', { name: 'Lô frequency, last 2 draws' })).toBeTruthy();
    expect(grid.getAllByRole('listitem')).toHaveLength(100);
    // 45 and 07 came three times each, the hottest; 99 once; 00 never.
    const hottest = grid.getByLabelText('45: came 3 times, the most');
    expect(hottest.className).toBe('hot');
    expect(grid.getByLabelText('07: came 3 times, the most')).toBeTruthy();
    expect(grid.getByLabelText('99: came 1 time').className).toBe('');
    expect(grid.getByLabelText('00: came 0 times')).toBeTruthy();

    // Missing for both draws, the lower numbers first; 99 last came a draw ago.
    const gan = within(screen.getByTestId('lo-gan')).getAllByRole('listitem');
    expect(gan).toHaveLength(10);
    expect(gan[0]!.textContent).toBe('00 missing for 2 draws');

    const des = within(screen.getByRole('list', { name: 'Đề, newest first' }));
    expect(des.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['45', '99']);
  });

  it('say so when there is no sheet yet, and stay hidden for 4D', async () => {
    serveGame(sheetGameOf('vn-south'));
    renderLottery('/vnlottery?gameCode=vn-south&view=trends');
    expect(await screen.findByText('No results yet to count.')).toBeTruthy();
    cleanup();

    serveGame(sheetGameOf('4d'));
    renderLottery('/seaLottery?gameCode=4d');
    const sections = within(await screen.findByRole('navigation', { name: 'Game sections' }));
    expect(sections.getByRole('button', { name: 'Rules' })).toBeTruthy();
    expect(sections.queryByRole('button', { name: 'Trends' })).toBeNull();
  });

  it('show a failure in words with a retry that asks again', async () => {
    let fail = true;
    const north = sheetGameOf('vn-north');
    serveGame(north, {
      extra: {
        [paths.lotteryResults]: () =>
          fail
            ? { status: 429, message: 'too_many_requests' }
            : { value: pageOf([settled('20261127', [['12345']])]) },
      },
    });
    renderLottery('/vnlottery?gameCode=vn-north&view=trends');
    const trends = within(await screen.findByTestId('vn-trends'));
    const alert = await trends.findByRole('alert');
    expect(alert.textContent).toContain(errorText('too_many_requests'));
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await trends.findByLabelText('45: came 1 time, the most')).toBeTruthy();
  });
});
