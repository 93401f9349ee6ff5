import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../i18n';
import { gameOf, openDrawsOf, pastResults, renderLottery, serveGame } from '../lottery-testing';

afterEach(cleanup);

describe('the trends of a game', () => {
  it('count each number over the last draws and draw the big/small road of the sum', async () => {
    const ssc = gameOf('ssc');
    const draws = openDrawsOf(ssc.gameCode, 60);
    const results = pastResults('ssc', draws[0]!, 30);
    results[0]!.numbers = [9, 9, 9, 9, 9]; // the newest: a big sum, a 9 at every position
    serveGame(ssc, { draws, results });
    renderLottery('/lottery?gameCode=ssc-1m&view=trends');

    const frequencies = await screen.findByTestId('frequencies');
    const nines = results.filter((result) => result.numbers![0] === 9).length;
    expect(
      within(frequencies).getByLabelText(`9: drawn ${nines} times, missing for 0 draws`),
    ).toBeTruthy();
    // Another position counts its own digits.
    fireEvent.click(within(frequencies).getByRole('button', { name: 'Units' }));
    const units = results.filter((result) => result.numbers![4] === 9).length;
    expect(
      within(frequencies).getByLabelText(`9: drawn ${units} times, missing for 0 draws`),
    ).toBeTruthy();

    const road = screen.getByTestId('road-bigSmall');
    const marks = within(road).getAllByText(/^[BS]$/);
    expect(marks).toHaveLength(30);
    expect(marks.at(-1)!.textContent).toBe('B');
    const bigs = results.filter((result) => result.numbers!.reduce((a, b) => a + b, 0) >= 23);
    expect(within(road).getByText(`Big ${bigs.length} · Small ${30 - bigs.length}`)).toBeTruthy();
  });
});
