import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../app/session/store';
import { polyfillDialog } from '../../games/testing';
import { northSheet, renderLottery, serveGame, sheetGameOf, sheetResult } from '../lottery-testing';
import { useSlipStore } from '../slip-store';

const north = sheetGameOf('vn-north');
const slip = () => within(screen.getByTestId('bet-slip'));

beforeEach(() => {
  polyfillDialog();
  sessionStorage.clear();
  useSessionStore.setState({ token: null, modal: null });
  useSlipStore.setState({ slips: {} });
});
afterEach(cleanup);

describe('betting on a Vietnamese draw (/vnlottery?gameCode=)', () => {
  it('offers the region’s bet types and counts a lô number as one line per result', async () => {
    serveGame(north);
    renderLottery('/vnlottery?gameCode=vn-north');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vietnam North' })).toBeTruthy();
    const betTypes = within(screen.getByRole('group', { name: 'Bet types' }));
    expect(betTypes.getByRole('button', { name: 'Lô 2 digits' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(betTypes.getAllByRole('button')).toHaveLength(19);
    // The Vietnamese games have their own trends (lô frequency and gan).
    const sections = within(screen.getByRole('navigation'));
    expect(sections.getByRole('button', { name: 'Trends' })).toBeTruthy();

    // 00 to 99: a lô number is a line for each of the North's 27 results.
    const grid = within(screen.getByRole('group', { name: 'Lô 2 digits' }));
    expect(grid.getAllByRole('button')).toHaveLength(100);
    fireEvent.click(grid.getByRole('button', { name: '07' }));
    fireEvent.click(grid.getByRole('button', { name: '45' }));
    expect(screen.getByTestId('draft-lines').textContent).toBe('54 lines');
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    const [line] = slip().getAllByTestId('slip-line');
    expect(within(line!).getByText('Lô 2 digits')).toBeTruthy();
    expect(within(line!).getByText('07, 45')).toBeTruthy();
  });

  it('takes exactly the count of a xiên, and no more', async () => {
    serveGame(north);
    renderLottery('/vnlottery?gameCode=vn-north&playType=xien3');
    const grid = within(await screen.findByRole('group', { name: 'Xiên 3' }));
    const add = screen.getByRole('button', { name: 'Add to slip' });
    for (const number of ['12', '34']) fireEvent.click(grid.getByRole('button', { name: number }));
    expect((add as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(grid.getByRole('button', { name: '56' }));
    expect(screen.getByTestId('picked-count').textContent).toContain('3 of 3 picked.');
    expect((grid.getByRole('button', { name: '78' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('draft-lines').textContent).toBe('1 line');
    expect((add as HTMLButtonElement).disabled).toBe(false);
  });

  it('takes typed numbers of three digits, names the pieces that are not', async () => {
    serveGame(north);
    renderLottery('/vnlottery?gameCode=vn-north&playType=lo3');
    const field = await screen.findByLabelText('Numbers of 3 digits, separated by spaces');
    fireEvent.change(field, { target: { value: '123 45, 678 123' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    const picked = within(screen.getByRole('list', { name: 'Numbers picked' }));
    expect(picked.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      '123 ×',
      '678 ×',
    ]);
    expect(screen.getByRole('alert').textContent).toBe('Not numbers of 3 digits: 45');
    // 23 of the North's results have three digits or more: 2 numbers, 46 lines.
    expect(screen.getByTestId('draft-lines').textContent).toBe('46 lines');
    fireEvent.click(picked.getByRole('button', { name: 'Remove 123' }));
    expect(screen.getByTestId('draft-lines').textContent).toBe('23 lines');
  });

  it('shows the rules with the schedule and the official results, not the seeds', async () => {
    serveGame(north);
    renderLottery('/vnlottery?gameCode=vn-north&view=rules');
    const rules = within(await screen.findByTestId('rules'));
    expect(rules.getByText('Every day · 18:15 (UTC+07:00)')).toBeTruthy();
    expect(rules.getByRole('heading', { name: 'Official results' })).toBeTruthy();
    expect(rules.getByText('Xiên 2')).toBeTruthy();
  });
});

describe('a Vietnamese game’s results', () => {
  it('heads the page with the last special prize and lists each draw’s result table', async () => {
    serveGame(north, {
      results: [
        sheetResult(
          {
            numero: '20261127',
            drawsAt: new Date(Date.now() - 86_400_000).toISOString(),
            drawnAt: new Date(Date.now() - 86_000_000).toISOString(),
          },
          northSheet,
        ),
      ],
    });
    renderLottery('/vnlottery?gameCode=vn-north&view=results');
    expect((await screen.findByTestId('sheet-headline')).textContent).toBe('Top prize 12345');
    const result = within(await screen.findByTestId('result'));
    const table = within(result.getByTestId('vn-sheet'));
    expect(table.getAllByRole('row')).toHaveLength(8);
    // A scheduled draw has no seed to verify.
    expect(result.queryByText('Fairness proof')).toBeNull();
    expect(screen.queryByText(/Cancelled/)).toBeNull();
  });
});

describe('betting on 4D and Thai (/seaLottery?gameCode=)', () => {
  it('types four-digit numbers for 4D and buys every order of an i-Big', async () => {
    serveGame(sheetGameOf('4d', { name: '4D' }));
    renderLottery('/seaLottery?gameCode=4d&playType=ibig');
    const field = await screen.findByLabelText('Numbers of 4 digits, separated by spaces');
    fireEvent.change(field, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add numbers' }));
    expect(screen.getByTestId('draft-lines').textContent).toBe('24 lines');
  });

  it('picks a running digit for Thai', async () => {
    serveGame(sheetGameOf('thai', { name: 'Thai' }));
    renderLottery('/seaLottery?gameCode=thai&playType=run_top');
    const grid = within(await screen.findByRole('group', { name: 'Running top' }));
    expect(grid.getAllByRole('button')).toHaveLength(10);
    fireEvent.click(grid.getByRole('button', { name: '7' }));
    expect(screen.getByTestId('draft-lines').textContent).toBe('1 line');
  });
});
