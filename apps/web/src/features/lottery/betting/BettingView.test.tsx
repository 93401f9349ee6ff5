import { paths } from '@croupier/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorText } from '../../../i18n';
import { useSessionStore } from '../../../app/session/store';
import { polyfillDialog } from '../../games/testing';
import {
  callsTo,
  gameOf,
  openDrawsOf,
  pastResults,
  renderLottery,
  serveGame,
  signedIn,
  type Answers,
} from '../lottery-testing';
import { useSlipStore } from '../slip-store';

const ssc = gameOf('ssc');
const sscPath = '/lottery?gameCode=ssc-1m&playType=digit';

/** A placed ticket as the server answers it, for the request's first line. */
function placedAnswer(body: { numero: string; lines: { betType: string }[] }) {
  return {
    value: {
      tickets: body.lines.map((line, index) => ({
        ticketId: String(9000 + index),
        gameCode: 'ssc-1m',
        numero: body.numero,
        betType: line.betType,
        selection: {},
        lines: 8,
        unitStake: 2,
        stake: 16,
        odds: { hit: 9.8 },
        potentialWin: 156.8,
        status: 'open',
        payout: 0,
        placedAt: new Date().toISOString(),
        settledAt: null,
        drawsAt: new Date(Date.now() + 60_000).toISOString(),
      })),
      totalStake: 16,
      balance: 84,
    },
  };
}

function serve(extra: Answers = {}, draws = openDrawsOf(ssc.gameCode, 60, { closesIn: 42 })) {
  const asked = serveGame(ssc, { draws, results: pastResults('ssc', draws[0]!, 3), extra });
  return { asked, draws };
}

const slip = () => within(screen.getByTestId('bet-slip'));
const row = (name: string) => within(screen.getByRole('group', { name }));

/** Ten thousands 1, 2, 3 and every big digit at the units: 8 lines of "single digit". */
async function pickEightDigits() {
  await screen.findByTestId('current-numero');
  const tenThousands = await screen.findByRole('group', { name: 'Ten thousands' });
  for (const digit of ['1', '2', '3'])
    fireEvent.click(within(tenThousands).getByRole('button', { name: digit }));
  fireEvent.click(row('Units').getByRole('button', { name: 'Big' }));
  expect(screen.getByTestId('draft-lines').textContent).toBe('8 lines');
}

beforeEach(() => {
  polyfillDialog();
  sessionStorage.clear();
  useSessionStore.setState({ token: null, modal: null });
  useSlipStore.setState({ slips: {} });
});
afterEach(cleanup);

describe('the betting view (/lottery?gameCode=&playType=)', () => {
  it('heads the page with the draw taking bets, its countdown and the last result', async () => {
    const { draws } = serve();
    renderLottery(sscPath);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'SSC 5D (1 minute)' }),
    ).toBeTruthy();
    expect((await screen.findByTestId('current-numero')).textContent).toBe(
      `Draw ${draws[0]!.numero}`,
    );
    expect(screen.getByRole('timer').textContent).toMatch(/^00:4[0-2]$/);
    expect(await screen.findByTestId('draw-numbers')).toBeTruthy();
    // The bet type of the address is the one chosen.
    const types = screen.getByRole('group', { name: 'Bet types' });
    expect(within(types).getByRole('button', { pressed: true }).textContent).toBe('Single digit');
  });

  it('counts lines and prices the slip exactly as the engine and the server do', async () => {
    serve();
    renderLottery(sscPath);
    await pickEightDigits();
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));

    expect(slip().getAllByTestId('slip-line')).toHaveLength(1);
    expect(slip().getByText('Ten thousands 1, 2, 3 · Units 5, 6, 7, 8, 9')).toBeTruthy();
    expect(slip().getByTestId('slip-lines').textContent).toBe('8');
    expect(slip().getByTestId('slip-total').textContent).toBe('P 8.00');
    // Win up to: one digit at each of the two positions, 2 × 1.00 × 9.8, not all 8 lines.
    expect(slip().getByTestId('slip-potential-win').textContent).toBe('P 19.60');

    fireEvent.click(slip().getByRole('button', { name: 'Multiplier: more' }));
    expect(slip().getByTestId('slip-total').textContent).toBe('P 16.00');
    expect(slip().getByTestId('slip-potential-win').textContent).toBe('P 39.20');
    // The draft was emptied for the next bet.
    expect(screen.getByTestId('draft-lines').textContent).toBe('0 lines');
  });

  it('offers the options of the bet type chosen by playType, each with its odds', async () => {
    serve();
    renderLottery('/lottery?gameCode=ssc-1m&playType=dragon_tiger');
    const picker = await screen.findByRole('group', { name: 'Dragon / tiger / tie' });
    expect(within(picker).getByRole('button', { name: 'Tie 9.8' })).toBeTruthy();
    fireEvent.click(within(picker).getByRole('button', { name: 'Dragon 2.2' }));
    fireEvent.click(within(picker).getByRole('button', { name: 'Tie 9.8' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    // One ticket line per option, each winning up to its own odds, as the server says:
    // 2.20 + 9.80 (the slip adds its tickets up).
    expect(slip().getAllByTestId('slip-line')).toHaveLength(2);
    expect(slip().getByTestId('slip-potential-win').textContent).toBe('P 12.00');
  });

  it('stops Keno picks at the count of the bet type', async () => {
    const keno = gameOf('keno');
    serveGame(keno);
    renderLottery('/lottery?gameCode=keno-5m&playType=pick3');
    const grid = await screen.findByRole('group', { name: 'Pick 3' });
    for (const ball of [7, 21, 80])
      fireEvent.click(within(grid).getByRole('button', { name: `Number ${ball}` }));
    expect(screen.getByTestId('picked-count').textContent).toContain('3 of 3 picked.');
    expect(within(grid).getByRole('button', { name: 'Number 8' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('draft-lines').textContent).toBe('1 line');
  });

  it('asks a guest to log in instead of placing', async () => {
    serve();
    renderLottery(sscPath);
    await pickEightDigits();
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    fireEvent.click(slip().getByRole('button', { name: 'Log in to bet' }));
    expect(useSessionStore.getState().modal).toBe('login');
  });

  it('places the slip on the draw shown, after a look at the balance', async () => {
    const { asked, draws } = serve({
      ...signedIn(100),
      [paths.lotteryTickets]: (call) =>
        call.method === 'POST'
          ? placedAnswer(call.body as { numero: string; lines: { betType: string }[] })
          : { value: { list: [], pageNo: 1, pageSize: 10, totalCount: 0, totalPages: 0 } },
    });
    renderLottery(sscPath);
    await pickEightDigits();
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    fireEvent.click(slip().getByRole('button', { name: 'Multiplier: more' }));
    fireEvent.click(slip().getByRole('button', { name: 'Place bet' }));

    const dialog = within(await screen.findByTestId('confirm-tickets'));
    expect(dialog.getByTestId('confirm-numero').textContent).toBe(draws[0]!.numero);
    expect(dialog.getByTestId('confirm-total').textContent).toBe('P 16.00');
    expect((await dialog.findByTestId('confirm-balance')).textContent).toBe('P 100.00');
    expect(dialog.getByText('P 84.00')).toBeTruthy();
    const balanceReads = callsTo(asked, paths.balance).length;
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));

    expect((await screen.findByTestId('placed')).textContent).toContain(
      `1 ticket placed on draw ${draws[0]!.numero}.`,
    );
    const [placed] = callsTo(asked, paths.lotteryTickets).filter((call) => call.method === 'POST');
    expect(placed!.body).toEqual({
      gameCode: 'ssc-1m',
      numero: draws[0]!.numero,
      requestId: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      lines: [
        {
          betType: 'digit',
          selection: { positions: [[1, 2, 3], [], [], [], [5, 6, 7, 8, 9]] },
          unitStake: '2.00',
        },
      ],
    });
    expect(slip().getByTestId('slip-empty')).toBeTruthy();
    await waitFor(() => expect(callsTo(asked, paths.balance).length).toBeGreaterThan(balanceReads));
  });

  it('shows the server’s refusal in words: a trial account, a limit on one line', async () => {
    let refusal: { status: number; message: string; value?: unknown } = {
      status: 403,
      message: 'in_need_true_account',
    };
    serve({ ...signedIn(100), [paths.lotteryTickets]: () => refusal });
    renderLottery(sscPath);
    await pickEightDigits();
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    fireEvent.click(slip().getByRole('button', { name: 'Place bet' }));
    const dialog = within(await screen.findByTestId('confirm-tickets'));
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect((await dialog.findByTestId('confirm-error')).textContent).toBe(
      errorText('in_need_true_account'),
    );

    refusal = {
      status: 400,
      message: 'lottery_max_payout',
      value: { fields: { 'body.lines.0': 'lottery_max_payout' }, max: 1000000 },
    };
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(dialog.getByTestId('confirm-error').textContent).toBe(
        `${errorText('lottery_max_payout')} (line 1 of the slip)`,
      ),
    );
  });

  it('moves to the next draw only when the player says so after a close', async () => {
    const draws = openDrawsOf(ssc.gameCode, 60, { closesIn: 42 });
    const { asked } = serve(
      {
        ...signedIn(100),
        [paths.lotteryTickets]: (call) =>
          (call.body as { numero: string }).numero === draws[0]!.numero
            ? { status: 409, message: 'lottery_draw_closed' }
            : placedAnswer(call.body as { numero: string; lines: { betType: string }[] }),
      },
      draws,
    );
    renderLottery(sscPath);
    await pickEightDigits();
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    fireEvent.click(slip().getByRole('button', { name: 'Place bet' }));
    const dialog = within(await screen.findByTestId('confirm-tickets'));
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));

    expect((await dialog.findByTestId('confirm-closed')).textContent).toBe(
      `Betting on draw ${draws[0]!.numero} has closed.`,
    );
    // The server's clock said closed before this browser's: the next draw is offered, and
    // taken only on the player's word.
    expect(callsTo(asked, paths.lotteryTickets)).toHaveLength(1);
    fireEvent.click(dialog.getByRole('button', { name: `Bet on draw ${draws[1]!.numero}` }));
    expect(dialog.getByTestId('confirm-numero').textContent).toBe(draws[1]!.numero);
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByTestId('placed')).textContent).toContain(draws[1]!.numero);
    expect(
      callsTo(asked, paths.lotteryTickets).map((call) => (call.body as { numero: string }).numero),
    ).toEqual([draws[0]!.numero, draws[1]!.numero]);
  });
});
