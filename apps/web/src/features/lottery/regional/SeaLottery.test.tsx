import { paths, type lottery } from '@croupier/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../app/session/store';
import { gameOf, renderLottery, serveLobby, sheetResult } from '../lottery-testing';

beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.setState({ token: null, modal: null });
});
afterEach(cleanup);

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

/** A scheduled SEA game as the games call lists it (its bet types are not read here). */
function seaGame(
  gameCode: '4d' | 'thai',
  name: string,
  schedule: lottery.LotterySchedule,
  closesIn: number,
): lottery.LotteryGame {
  return gameOf('k3', {
    gameCode,
    family: gameCode,
    kind: 'LOTT',
    name,
    drawIntervalSeconds: null,
    schedule,
    closeSecondsBefore: 1_800,
    betTypes: [],
    currentDraw: {
      numero: '20991202',
      opensAt: inSeconds(-3_600),
      closesAt: inSeconds(closesIn),
      drawsAt: inSeconds(closesIn + 1_800),
      serverSeedHash: null,
    },
  });
}

const fourD = seaGame('4d', '4D', { utcOffset: '+08:00', time: '19:00', weekdays: [3, 6, 7] }, 95);
const thai = seaGame(
  'thai',
  'Thai Government Lottery',
  { utcOffset: '+07:00', time: '16:00', monthDays: [1, 16] },
  4_000,
);

const fourDSheet = {
  first: '1234',
  second: '2345',
  third: '3456',
  starters: ['0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010'],
  consolations: ['0011', '0012', '0013', '0014', '0015', '0016', '0017', '0018', '0019', '0020'],
};

function board(
  game: lottery.LotteryGame,
  sheet: lottery.ResultSheet | null,
): lottery.GameRecentResults {
  return {
    gameCode: game.gameCode,
    family: game.family,
    region: null,
    name: game.name,
    results: sheet
      ? [
          sheetResult(
            {
              numero: '20261125',
              drawsAt: '2026-11-25T11:00:00.000Z',
              drawnAt: '2026-11-25T11:30:00.000Z',
            },
            sheet,
          ),
        ]
      : [],
  };
}

describe('the SEA lottery (/seaLottery)', () => {
  it('shows 4D and Thai with their schedules, countdowns, Bet and latest results', async () => {
    serveLobby({
      [paths.lotteryGames]: { value: [gameOf('keno'), fourD, thai] },
      [paths.lotteryRecentResults]: {
        value: [
          board(fourD, fourDSheet),
          board(thai, {
            first: '123456',
            front3: ['111', '222'],
            back3: ['333', '444'],
            bottom2: '55',
          }),
        ],
      },
    });
    renderLottery('/seaLottery');

    expect(await screen.findByRole('heading', { level: 1, name: 'SEA lottery' })).toBeTruthy();
    const games = await screen.findAllByTestId('sea-game');
    // The fast draws are /elott's: only the two SEA lotteries are here.
    expect(games).toHaveLength(2);
    const first = within(games[0]!);
    expect(first.getByRole('heading', { name: '4D' })).toBeTruthy();
    expect(first.getByText('Wed, Sat, Sun · 19:00 (UTC+08:00)')).toBeTruthy();
    await waitFor(() =>
      expect(first.getByTestId('countdown-time').textContent).toMatch(/^01:3[0-5]$/),
    );
    expect(first.getByRole('link', { name: 'Play 4D' }).getAttribute('href')).toBe(
      '/seaLottery?gameCode=4d',
    );

    // The 23 numbers of 4D: the top three, then 10 starters and 10 consolations.
    const sheet = await first.findByTestId('4d-sheet');
    const rows = within(sheet).getAllByRole('row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '1st prize',
      '2nd prize',
      '3rd prize',
      'Starters',
      'Consolations',
    ]);
    expect(within(sheet).getAllByText(/^\d{4}$/)).toHaveLength(23);

    const second = within(games[1]!);
    expect(second.getByText('Days 1, 16 of the month · 16:00 (UTC+07:00)')).toBeTruthy();
    const prizes = within(await second.findByTestId('thai-sheet')).getAllByRole('row');
    expect(
      prizes.map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]),
    ).toEqual([
      ['1st prize', '123456'],
      ['3 top', '456'],
      ['2 top', '56'],
      ['Front 3', '111222'],
      ['Back 3', '333444'],
      ['2 bottom', '55'],
    ]);
  });

  it('says so when a lottery has no result yet, or none is offered', async () => {
    serveLobby({
      [paths.lotteryGames]: { value: [thai] },
      [paths.lotteryRecentResults]: { value: [board(thai, null)] },
    });
    renderLottery('/seaLottery');
    expect(await screen.findByTestId('sea-no-result')).toBeTruthy();
    cleanup();

    serveLobby({
      [paths.lotteryGames]: { value: [gameOf('ssc')] },
      [paths.lotteryRecentResults]: { value: [] },
    });
    renderLottery('/seaLottery');
    expect(await screen.findByTestId('sea-empty')).toBeTruthy();
  });
});
