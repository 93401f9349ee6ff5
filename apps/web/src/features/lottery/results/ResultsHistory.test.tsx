import { paths } from '@croupier/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../../i18n';
import { useSessionStore } from '../../../app/session/store';
import {
  callsTo,
  gameOf,
  openDrawsOf,
  pastResults,
  renderLottery,
  serveGame,
} from '../lottery-testing';

beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.setState({ token: null, modal: null });
});
afterEach(cleanup);

/** Opens the fairness proof of the nth result shown and presses Verify. */
async function verify(index: number) {
  const results = await screen.findAllByTestId('result');
  const result = within(results[index]!);
  fireEvent.click(result.getByText('Fairness proof'));
  fireEvent.click(result.getByRole('button', { name: 'Verify' }));
  return result.findByTestId('verdict');
}

describe('the results history', () => {
  it('lists the draws ten a page, newest first, each with its numbers', async () => {
    const k3 = gameOf('k3');
    const draws = openDrawsOf(k3.gameCode, 180);
    const results = pastResults('k3', draws[0]!, 23);
    const asked = serveGame(k3, { draws, results });
    renderLottery('/lottery?gameCode=k3-3m&view=results');
    const shown = await screen.findAllByTestId('result');
    expect(shown).toHaveLength(10);
    expect(within(shown[0]!).getByText(`Draw ${results[0]!.numero}`)).toBeTruthy();
    // Dice are said by their faces.
    expect(
      within(shown[0]!)
        .getAllByText(/^Face \d$/)
        .map((face) => face.textContent),
    ).toEqual(results[0]!.numbers!.map((face) => `Face ${face}`));

    fireEvent.click(screen.getByRole('button', { name: 'Page 3 of 3' }));
    await waitFor(() => expect(screen.getAllByTestId('result')).toHaveLength(3));
    expect(
      callsTo(asked, paths.lotteryResults).some(
        (call) => call.query.pageNo === '3' && call.query.pageSize === '10',
      ),
    ).toBe(true);
  });

  it('verifies a draw in the browser: the seed matches its hash and gives the numbers', async () => {
    const pk10 = gameOf('pk10');
    const draws = openDrawsOf(pk10.gameCode, 300);
    const [genuine, altered, unhashed] = pastResults('pk10', draws[0]!, 3);
    // Two published draws that do not hold: numbers changed, or a seed not the one committed.
    altered!.numbers = [...altered!.numbers!].reverse();
    unhashed!.serverSeedHash = genuine!.serverSeedHash;
    serveGame(pk10, { draws, results: [genuine!, altered!, unhashed!] });
    renderLottery('/lottery?gameCode=pk10-5m&view=results');

    const verified = await verify(0);
    expect(verified.textContent).toContain(
      'Verified: the seed matches its published hash and gives exactly these numbers.',
    );
    expect(verified.textContent).toContain(`in draw order: ${genuine!.numbers!.join(' ')}`);
    expect((await verify(1)).textContent).toContain(
      'Not verified: the seed gives other numbers than the published result.',
    );
    expect((await verify(2)).textContent).toContain(
      'Not verified: the seed does not match the hash published before betting.',
    );
  });

  it('says a cancelled draw was refunded, with nothing to verify', async () => {
    const ssc = gameOf('ssc');
    const draws = openDrawsOf(ssc.gameCode, 60);
    const [cancelled] = pastResults('ssc', draws[0]!, 1);
    serveGame(ssc, {
      draws,
      results: [
        {
          ...cancelled!,
          status: 'cancelled',
          numbers: null,
          serverSeed: null,
          clientSeed: null,
          nonce: null,
        },
      ],
    });
    renderLottery('/lottery?gameCode=ssc-1m&view=results');
    const [result] = await screen.findAllByTestId('result');
    expect(within(result!).getByText(/Cancelled: every ticket/)).toBeTruthy();
    fireEvent.click(within(result!).getByText('Fairness proof'));
    expect(within(result!).queryByRole('button', { name: 'Verify' })).toBeNull();
  });
});
