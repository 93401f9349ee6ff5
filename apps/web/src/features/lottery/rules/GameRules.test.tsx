import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../i18n';
import { gameOf, renderLottery, serveGame } from '../lottery-testing';

afterEach(cleanup);

describe('the rules of a game', () => {
  it('list every bet type with its odds per prize and the exact RTP the server computed', async () => {
    const k3 = gameOf('k3');
    serveGame(k3);
    renderLottery('/lottery?gameCode=k3-3m&view=rules');
    const table = await screen.findByTestId('rules-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(k3.betTypes.length);
    expect(
      within(table)
        .getAllByTestId('rule-rtp')
        .map((cell) => cell.textContent),
    ).toEqual(k3.betTypes.map((betType) => betType.rtp));
    // Big/small loses on triples: 77/80, the lowest of the K3 figures.
    const side = rows.find((row) => within(row).queryByText('Big/small/odd/even'))!;
    expect(within(side).getByTestId('rule-rtp').textContent).toBe('96.25%');
    expect(within(side).getByText('Big').parentElement!.textContent).toBe('Big 1.98');
    const sum = rows.find((row) => within(row).queryByText('Sum'))!;
    expect(within(sum).getByText('Sum 4').parentElement!.textContent).toBe('Sum 4 70');
    expect(screen.getByText('30 seconds before each draw')).toBeTruthy();
  });
});
