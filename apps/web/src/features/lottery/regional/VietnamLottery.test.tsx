import { paths, type lottery } from '@croupier/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../app/session/store';
import { errorText } from '../../../i18n';
import { callsTo, northSheet, renderLottery, serveLobby, sheetResult } from '../lottery-testing';
import { localDateOf } from './schedule';

beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.setState({ token: null, modal: null });
});
afterEach(cleanup);

const vietnam = (time: string, weekdays: number[]) => ({ utcOffset: '+07:00', time, weekdays });
const today = () => localDateOf(Date.now(), '+07:00');

/** A draw of today (its numero today's date in Vietnam) closing `closesIn` seconds from now. */
function drawClosingIn(closesIn: number, numero = today()): lottery.OpenDraw {
  const closesAt = Date.now() + closesIn * 1000;
  return {
    numero,
    opensAt: new Date(Date.now() - 3_600_000).toISOString(),
    closesAt: new Date(closesAt).toISOString(),
    drawsAt: new Date(closesAt + 900_000).toISOString(),
    serverSeedHash: null,
  };
}

function menuGame(
  gameCode: string,
  name: string,
  region: lottery.MenuGame['region'],
  overrides: Partial<lottery.MenuGame> = {},
): lottery.MenuGame {
  return {
    gameCode,
    family: `vn-${region}`,
    region,
    name,
    nodeId: 11_005,
    schedule: vietnam(region === 'north' ? '18:15' : '16:15', [1, 2, 3, 4, 5, 6, 7]),
    closeSecondsBefore: 900,
    nextDraw: drawClosingIn(3_725),
    drawsToday: true,
    ...overrides,
  };
}

const southSheet = (special: string): lottery.ResultSheet => ({
  region: 'south',
  tiers: [
    [special],
    ['12345'],
    ['23456'],
    ['34567', '45678'],
    ['11111', '22222', '33333', '44444', '55555', '66666', '77777'],
    ['1234'],
    ['2345', '3456', '4567'],
    ['789'],
    ['07'],
  ],
});

const drawnOn = (numero: string, sheet: lottery.ResultSheet) =>
  sheetResult(
    { numero, drawsAt: '2026-11-27T11:15:00.000Z', drawnAt: '2026-11-27T11:40:00.000Z' },
    sheet,
  );

function boardOf(
  gameCode: string,
  name: string,
  region: lottery.MenuGame['region'],
  results: lottery.DrawResult[],
): lottery.GameRecentResults {
  return { gameCode, family: `vn-${region}`, region, name, results };
}

const menu: lottery.VietnamMenu = [
  { region: 'north', games: [menuGame('vn-north', 'Xổ số Miền Bắc', 'north')] },
  { region: 'central', games: [] },
  {
    region: 'south',
    games: [
      menuGame('vn-hcm', 'TP. Hồ Chí Minh', 'south'),
      // Today's draw has closed: the menu's next draw is next week's.
      menuGame('vn-dong-thap', 'Đồng Tháp', 'south', {
        nextDraw: drawClosingIn(7 * 86_400, '20991231'),
      }),
      menuGame('vn-ben-tre', 'Bến Tre', 'south', {
        drawsToday: false,
        schedule: vietnam('16:15', [2]),
        nextDraw: drawClosingIn(2 * 86_400, '20991230'),
      }),
    ],
  },
];

const boards = [
  boardOf('vn-north', 'Xổ số Miền Bắc', 'north', [drawnOn('20261127', northSheet)]),
  boardOf('vn-hcm', 'TP. Hồ Chí Minh', 'south', [drawnOn('20261123', southSheet('100001'))]),
  // The newer day of the South: Đồng Tháp's sheet is older and stays out of the table.
  boardOf('vn-ben-tre', 'Bến Tre', 'south', [drawnOn('20261125', southSheet('200002'))]),
  boardOf('vn-vung-tau', 'Vũng Tàu', 'south', [drawnOn('20261125', southSheet('300003'))]),
  boardOf('vn-dong-thap', 'Đồng Tháp', 'south', []),
];

function serveVietnam(answers: { menu?: unknown; boards?: unknown } = {}) {
  return serveLobby({
    [paths.lotteryVietnamMenu]: { value: answers.menu ?? menu },
    [paths.lotteryRecentResults]: { value: answers.boards ?? boards },
  });
}

describe('the Vietnamese lottery (/vnlottery)', () => {
  it('shows the North’s draw of today with its countdown, Bet and the result table', async () => {
    const asked = serveVietnam();
    renderLottery('/vnlottery');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vietnamese lottery' }),
    ).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['North', 'Central', 'South']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');

    const [card] = await screen.findAllByTestId('vn-game');
    const north = within(card!);
    expect(north.getByRole('heading', { name: 'Xổ số Miền Bắc' })).toBeTruthy();
    expect(north.getByText('Draws at 18:15')).toBeTruthy();
    await waitFor(() =>
      expect(north.getByTestId('countdown-time').textContent).toMatch(/^1:02:0[0-5]$/),
    );
    expect(north.getByRole('link', { name: 'Play Xổ số Miền Bắc' }).getAttribute('href')).toBe(
      '/vnlottery?gameCode=vn-north',
    );

    // The classic table: ĐB first in the North, down to G7, every number of each tier.
    const table = await screen.findByTestId('vn-sheet');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Special',
      '1st',
      '2nd',
      '3rd',
      '4th',
      '5th',
      '6th',
      '7th',
    ]);
    expect(within(rows[0]!).getByRole('cell').textContent).toBe('12345');
    expect(within(rows[3]!).getAllByText(/^\d{5}$/)).toHaveLength(6);
    expect(within(table).getByText(/^North results, /)).toBeTruthy();
    // The menu is asked for the family's 100 games; the boards for the three regions.
    expect(callsTo(asked, paths.lotteryVietnamMenu)[0]!.query).toEqual({ count: '100' });
    expect(callsTo(asked, paths.lotteryRecentResults)[0]!.query).toMatchObject({
      families: 'vn-north,vn-central,vn-south',
    });
  });

  it('moves between regions with the arrow keys; the South shows its provinces side by side', async () => {
    serveVietnam();
    renderLottery('/vnlottery');
    const [north] = await screen.findAllByRole('tab');
    north!.focus();
    fireEvent.keyDown(north!, { key: 'ArrowLeft' });
    const south = screen.getByRole('tab', { name: 'South' });
    await waitFor(() => expect(south.getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(south);

    const cards = await screen.findAllByTestId('vn-game');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'TP. Hồ Chí Minh',
      'Đồng Tháp',
    ]);
    // Đồng Tháp's draw of today has closed: no countdown, its result is awaited.
    expect(within(cards[1]!).getByTestId('closed-today')).toBeTruthy();
    expect(within(cards[1]!).queryByTestId('countdown-time')).toBeNull();
    // Bến Tre draws on another day.
    const other = screen.getByTestId('vn-other-game');
    expect(within(other).getByText('Bến Tre')).toBeTruthy();
    expect(within(other).getByText(/· 16:15 \(UTC\+07:00\)$/)).toBeTruthy();

    // The newest day of the South: two provinces in columns, G8 first, ĐB last.
    const table = await screen.findByTestId('vn-sheet');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Bến Tre', 'Vũng Tàu']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('8th');
    expect(
      within(rows.at(-1)!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['200002', '300003']);
  });

  it('says so when a region has no draw today and no result yet', async () => {
    serveVietnam();
    renderLottery('/vnlottery?region=central');
    expect(await screen.findByTestId('vn-no-draw')).toBeTruthy();
    expect(await screen.findByTestId('vn-no-result')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Central' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows a failure of the menu in words with a retry that asks again', async () => {
    let fail = true;
    serveLobby({
      [paths.lotteryVietnamMenu]: () =>
        fail ? { status: 429, message: 'too_many_requests' } : { value: menu },
      [paths.lotteryRecentResults]: { value: boards },
    });
    renderLottery('/vnlottery');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(errorText('too_many_requests'));
    // The results board does not wait for the menu.
    expect(await screen.findByTestId('vn-sheet')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Xổ số Miền Bắc' })).toBeTruthy();
  });
});
