import { paths } from '@croupier/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorText } from '../../../i18n';
import { useSessionStore } from '../../../app/session/store';
import {
  callsTo,
  drawnResult,
  gameOf,
  openDrawsOf,
  sheetGameOf,
  pageOf,
  pastResults,
  renderLottery,
  serveLobby,
} from '../lottery-testing';

beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.setState({ token: null, modal: null });
});
afterEach(cleanup);

describe('the lottery lobby (/elott, /lottery)', () => {
  it('shows a card per fast-draw game: interval, countdown, last result and Play', async () => {
    const ssc = gameOf('ssc');
    const k3 = gameOf('k3');
    const sscDraws = openDrawsOf(ssc.gameCode, 60, { closesIn: 42 });
    const [latest] = pastResults('ssc', sscDraws[0]!, 1);
    serveLobby({
      [paths.lotteryGames]: { value: [ssc, k3] },
      [paths.lotteryOpenedNumeros]: {
        value: [
          { gameCode: ssc.gameCode, numeros: sscDraws },
          { gameCode: k3.gameCode, numeros: openDrawsOf(k3.gameCode, 180, { closesIn: 150 }) },
        ],
      },
      [paths.lotteryResults]: (call) => ({
        value: pageOf(call.query.gameCode === ssc.gameCode ? [latest!] : [], 1, 1),
      }),
    });
    renderLottery('/elott');

    expect(await screen.findByRole('heading', { level: 1, name: 'E-lottery' })).toBeTruthy();
    const cards = await screen.findAllByTestId('lottery-card');
    expect(cards).toHaveLength(2);
    const card = within(cards[0]!);
    expect(card.getByRole('heading', { name: 'SSC 5D (1 minute)' })).toBeTruthy();
    expect(card.getByText('A draw every minute')).toBeTruthy();
    expect(within(cards[1]!).getByText('A draw every 3 minutes')).toBeTruthy();
    await waitFor(() =>
      expect(card.getByTestId('countdown-time').textContent).toMatch(/^00:4[0-2]$/),
    );
    expect(card.getByTestId('current-numero').textContent).toBe(`Draw ${sscDraws[0]!.numero}`);
    // The last result: its digits, and what they make (the engine's sides).
    await waitFor(() =>
      expect(
        within(card.getByTestId('draw-numbers'))
          .getAllByRole('listitem')
          .map((item) => Number(item.textContent)),
      ).toEqual(latest!.numbers),
    );
    const sum = latest!.numbers!.reduce((total, digit) => total + digit, 0);
    expect(card.getByTestId('draw-facts').textContent).toContain(`Sum ${sum}`);
    expect(card.getByTestId('draw-facts').textContent).toContain(sum >= 23 ? 'Big' : 'Small');
    expect(within(cards[1]!).getByText('No result yet.')).toBeTruthy();

    const play = card.getByRole('link', { name: 'Play SSC 5D (1 minute)' });
    expect(play.getAttribute('href')).toBe('/lottery?gameCode=ssc-1m');
  });

  it('says "drawing…" between a draw’s close and its result, then shows the result', async () => {
    const ssc = gameOf('ssc');
    // The draw closed three seconds ago; the next one is open.
    const [closed, next] = openDrawsOf(ssc.gameCode, 60, { closesIn: -3, count: 2 });
    const before = pastResults('ssc', closed!, 1);
    let results = before;
    const asked = serveLobby({
      [paths.lotteryGames]: { value: [ssc] },
      [paths.lotteryOpenedNumeros]: {
        value: [{ gameCode: ssc.gameCode, numeros: [closed!, next!] }],
      },
      [paths.lotteryResults]: () => ({ value: pageOf(results, 1, 1) }),
    });
    renderLottery('/elott');

    const card = within(await screen.findByTestId('lottery-card'));
    expect((await card.findByTestId('drawing')).textContent).toBe(`Drawing ${closed!.numero}…`);
    expect(card.getByTestId('current-numero').textContent).toBe(`Draw ${next!.numero}`);

    // The results are asked again every two seconds until the draw's own arrives.
    const drawn = drawnResult('ssc', ssc.gameCode, new Date(closed!.drawsAt).getTime());
    results = [drawn, ...before];
    await waitFor(() => expect(card.queryByTestId('drawing')).toBeNull(), { timeout: 4000 });
    expect(card.getByText(`Last result · draw ${drawn.numero}`)).toBeTruthy();
    expect(callsTo(asked, paths.lotteryResults).length).toBeGreaterThan(1);
  });

  it('lists only the e-lottery on /elott, every lottery on /lottery', async () => {
    serveLobby({
      [paths.lotteryGames]: {
        value: [
          sheetGameOf('vn-north'),
          gameOf('ssc'),
          gameOf('keno', { kind: 'LOTT', name: 'Keno of the brand' }),
        ],
      },
      [paths.lotteryOpenedNumeros]: { value: [] },
      [paths.lotteryResults]: { value: pageOf([], 1, 1) },
    });
    renderLottery('/elott');
    await waitFor(() => expect(screen.getAllByTestId('lottery-card')).toHaveLength(1));
    cleanup();
    renderLottery('/lottery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lottery' })).toBeTruthy();
    // Every game, the fast draws first; a scheduled one shows its schedule, not an interval.
    await waitFor(() => expect(screen.getAllByTestId('lottery-card')).toHaveLength(3));
    const names = screen
      .getAllByTestId('lottery-card')
      .map((card) => card.querySelector('h2')!.textContent);
    expect(names).toEqual(['SSC 5D (1 minute)', 'Keno of the brand', 'Vietnam North']);
    expect(screen.getAllByTestId('lottery-card')[2]!.textContent).toMatch(/Every day · 18:15/);
  });

  it('says so when the brand has no lottery game', async () => {
    serveLobby({
      [paths.lotteryGames]: { value: [] },
      [paths.lotteryOpenedNumeros]: { value: [] },
    });
    renderLottery('/elott');
    expect((await screen.findByTestId('lottery-empty')).textContent).toBe(
      'No lottery games are open at the moment.',
    );
  });

  it('shows a failure in words with a retry that asks again', async () => {
    let fail = true;
    serveLobby({
      [paths.lotteryGames]: () =>
        fail ? { status: 429, message: 'too_many_requests' } : { value: [gameOf('pk10')] },
      [paths.lotteryOpenedNumeros]: { value: [] },
      [paths.lotteryResults]: { value: pageOf([], 1, 1) },
    });
    renderLottery('/elott');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(errorText('too_many_requests'));
    expect(alert.textContent).not.toContain('too_many_requests');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'PK10 Racing (5 minutes)' })).toBeTruthy();
  });
});
