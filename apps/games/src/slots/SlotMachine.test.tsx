import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outcomeToWire, type studio } from '@croupier/contract';
import { classic3x3 } from '@croupier/engines';
import { GameProvider } from '../app/game-context';
import Classic3x3Game from '../games/classic3x3/Classic3x3Game';
import { LanguageProvider } from '../i18n/language';
import { envelopeResponse, testSession } from '../testing/rounds';

/** Stops whose window pays, found by walking the reels (the engine decides, not the test). */
function winningSpin(betPerLine: bigint) {
  for (let a = 0; a < 40; a += 1) {
    const spin = classic3x3.evaluate([a, 0, 0], betPerLine);
    if (spin.totalWin > 0n) return spin;
  }
  throw new Error('no winning stops');
}

function playResult(): studio.PlayResult {
  const spin = winningSpin(40n); // 2.00 staked on 5 lines
  return {
    roundId: 'round-1',
    gameId: 'classic3x3',
    nonce: 3,
    stake: 2,
    win: Number(spin.totalWin) / 100,
    balance: 100 - 2 + Number(spin.totalWin) / 100,
    outcome: outcomeToWire(spin) as unknown as Record<string, unknown>,
    seeds: { serverSeedHash: 'a'.repeat(64), clientSeed: 'my-seed', nonce: 4 },
  };
}

function renderGame() {
  return render(
    <LanguageProvider language="en">
      <GameProvider session={testSession()}>
        <Classic3x3Game />
      </GameProvider>
    </LanguageProvider>,
  );
}

let answer: (response: Response) => void;
const fetchMock = vi.fn(
  (_url: string, _init?: RequestInit) =>
    new Promise<Response>((resolve) => {
      answer = resolve;
    }),
);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // Reduced motion: the reels stop at once, so the test does not wait on animations.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('a slot round', () => {
  it('keeps Spin disabled while the round is out, then shows the win and tells the site', async () => {
    const posted = vi.spyOn(window, 'postMessage');
    renderGame();
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));

    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Spinning…' }).disabled).toBe(
      true,
    );
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toMatchObject({
      sessionToken: 'studio-session-token-for-tests',
      stake: 2,
    });
    fireEvent.keyDown(window, { key: ' ' });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const result = playResult();
    await act(async () => answer(envelopeResponse(result)));

    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Spin' }).disabled).toBe(false),
    );
    expect(screen.getByText(/^You won P /)).toBeTruthy();
    expect(screen.getAllByText(/^Line \d: .* pays P /).length).toBeGreaterThan(0);
    expect(posted).toHaveBeenCalledWith(
      { type: 'croupier.balanceChanged', balance: expect.any(Number) },
      window.location.origin,
    );
  });

  it('plays with Space, and says so when the balance is too low, without a call', async () => {
    renderGame();
    const raise = screen.getByRole('button', { name: 'Raise the bet' });
    for (let i = 0; i < 10; i += 1) fireEvent.click(raise);
    expect(screen.getByText('P 500.00')).toBeTruthy();

    fireEvent.keyDown(document.body, { key: ' ' });

    expect(await screen.findByText('Your balance is too low for this bet.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says Space or Enter also spins only where a keyboard is likely, not on a touch screen', () => {
    // The stub of beforeEach: a touch screen (no hover, coarse pointer).
    renderGame();
    expect(screen.queryByText('Space or Enter also spins.')).toBeNull();
    cleanup();

    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(hover: hover) and (pointer: fine)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderGame();
    expect(screen.getByText('Space or Enter also spins.')).toBeTruthy();
  });
});
