import { paths, type lottery } from '@croupier/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorText } from '../../../i18n';
import { useSessionStore } from '../../../app/session/store';
import {
  callsTo,
  gameOf,
  openDrawsOf,
  pageOf,
  renderLottery,
  serveGame,
  signedIn,
  type Answers,
} from '../lottery-testing';

const ssc = gameOf('ssc');
const ticketsPath = '/lottery?gameCode=ssc-1m&view=tickets';

function ticketOf(overrides: Partial<lottery.Ticket>): lottery.Ticket {
  return {
    ticketId: '101',
    gameCode: 'ssc-1m',
    numero: '20261128-0931',
    betType: 'digit',
    selection: { positions: [[7], [], [], [], []] },
    lines: 1,
    unitStake: 2,
    stake: 2,
    odds: { hit: 9.8 },
    potentialWin: 19.6,
    status: 'open',
    payout: 0,
    placedAt: '2026-11-28T09:30:12.000Z',
    settledAt: null,
    drawsAt: new Date(Date.now() + 52_000).toISOString(),
    ...overrides,
  };
}

function serve(tickets: lottery.Ticket[], extra: Answers = {}) {
  const draws = openDrawsOf(ssc.gameCode, 60);
  return serveGame(ssc, {
    draws,
    extra: {
      ...signedIn(100),
      [paths.lotteryTickets]: (call) => ({
        value: pageOf(
          tickets.filter(
            (ticket) =>
              (!call.query.gameCode || ticket.gameCode === call.query.gameCode) &&
              (!call.query.status || ticket.status === call.query.status),
          ),
          Number(call.query.pageNo),
          Number(call.query.pageSize),
        ),
      }),
      ...extra,
    },
  });
}

beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.setState({ token: null, modal: null });
});
afterEach(cleanup);

describe('my tickets', () => {
  it('lists this game’s tickets with what they staked, and what the settled ones paid', async () => {
    const asked = serve([
      ticketOf({ ticketId: '103' }),
      ticketOf({
        ticketId: '102',
        status: 'won',
        payout: 19.6,
        drawsAt: '2026-11-28T09:31:00.000Z',
      }),
      ticketOf({ ticketId: '101', status: 'lost', drawsAt: '2026-11-28T09:30:00.000Z' }),
    ]);
    renderLottery(ticketsPath);
    const cards = await screen.findAllByTestId('ticket');
    expect(cards.map((card) => within(card).getByTestId('ticket-status').textContent)).toEqual([
      'Open',
      'Won',
      'Lost',
    ]);
    expect(within(cards[0]!).getByText('Ten thousands 7')).toBeTruthy();
    expect(within(cards[0]!).getByText('1 line × P 2.00 = P 2.00')).toBeTruthy();
    expect(within(cards[1]!).getByTestId('ticket-payout').textContent).toBe('P 19.60');
    expect(within(cards[2]!).getByTestId('ticket-payout').textContent).toBe('P 0.00');
    expect(callsTo(asked, paths.lotteryTickets).at(-1)!.query).toEqual({
      gameCode: 'ssc-1m',
      pageNo: '1',
      pageSize: '10',
    });

    // Every game's, then by status.
    fireEvent.click(screen.getByRole('button', { name: 'All games' }));
    await waitFor(() =>
      expect(callsTo(asked, paths.lotteryTickets).at(-1)!.query.gameCode).toBeUndefined(),
    );
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'won' } });
    await waitFor(() => expect(screen.getAllByTestId('ticket')).toHaveLength(1));
    expect(callsTo(asked, paths.lotteryTickets).at(-1)!.query.status).toBe('won');
  });

  it('cancels an open ticket before its draw closes, and not a settled one', async () => {
    const tickets = [
      ticketOf({ ticketId: '103' }),
      ticketOf({ ticketId: '101', status: 'lost', drawsAt: '2026-11-28T09:30:00.000Z' }),
    ];
    const asked = serve(tickets, {
      [paths.lotteryTicketCancel.replace(':ticketId', '103')]: () => {
        tickets[0] = { ...tickets[0]!, status: 'cancelled' };
        return { value: tickets[0] };
      },
    });
    renderLottery(ticketsPath);
    const [open, lost] = await screen.findAllByTestId('ticket');
    expect(within(lost!).queryByRole('button', { name: /Cancel/ })).toBeNull();
    fireEvent.click(
      within(open!).getByRole('button', {
        name: 'Cancel the Single digit ticket on draw 20261128-0931',
      }),
    );
    await waitFor(() =>
      expect(within(open!).getByTestId('ticket-status').textContent).toBe('Cancelled'),
    );
    expect(callsTo(asked, '/lgw/lotto/tickets/103/cancel')).toHaveLength(1);
    expect(callsTo(asked, '/lgw/lotto/tickets/103/cancel')[0]!.method).toBe('POST');
  });

  it('says in words why a cancellation was refused', async () => {
    serve([ticketOf({ ticketId: '103' })], {
      [paths.lotteryTicketCancel.replace(':ticketId', '103')]: {
        status: 409,
        message: 'lottery_draw_closed',
      },
    });
    renderLottery(ticketsPath);
    fireEvent.click(await screen.findByRole('button', { name: /^Cancel the/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(errorText('lottery_draw_closed'));
  });

  it('hides the cancel button once the draw has closed', async () => {
    serve([ticketOf({ drawsAt: new Date(Date.now() + 5_000).toISOString() })]);
    renderLottery(ticketsPath);
    const [ticket] = await screen.findAllByTestId('ticket');
    expect(within(ticket!).queryByRole('button', { name: /Cancel/ })).toBeNull();
  });

  it('asks a guest to log in', async () => {
    serveGame(ssc);
    renderLottery(ticketsPath);
    expect((await screen.findByTestId('tickets-guest')).textContent).toContain(
      'Log in to see your tickets.',
    );
  });
});
