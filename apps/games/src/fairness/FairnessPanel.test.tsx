import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, type studio } from '@croupier/contract';
import { GameProvider } from '../app/game-context';
import { LanguageProvider } from '../i18n/language';
import { envelopeResponse, revealedProof, testSession } from '../testing/rounds';
import FairnessPanel from './FairnessPanel';

function serve(proofs: studio.RoundProof[]) {
  const summaries = proofs.map(
    ({ outcome: _o, clientSeed: _c, serverSeed: _s, serverSeedHash: _h, ...round }) => round,
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === paths.studioRounds) return envelopeResponse({ list: summaries });
      const proof = proofs.find((candidate) => url.endsWith(`/${candidate.roundId}`));
      return proof ? envelopeResponse(proof) : envelopeResponse(null, 404, 'not_found');
    }),
  );
}

function renderPanel(language: 'en' | 'vi' = 'en') {
  return render(
    <LanguageProvider language={language}>
      <GameProvider session={testSession()}>
        <FairnessPanel />
      </GameProvider>
    </LanguageProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the fairness panel', () => {
  it('verifies a true round and flags a tampered one, recomputing them in the browser', async () => {
    const honest = revealedProof('classic3x3', 100n);
    const played = revealedProof('roulette', 100n, {
      serverSeed: 'd'.repeat(64),
      clientSeed: 'my-seed',
      nonce: 8,
    });
    const pocket = played.outcome.pocket as number;
    const tampered = { ...played, outcome: { ...played.outcome, pocket: (pocket + 1) % 37 } };
    serve([honest, tampered]);
    renderPanel();

    fireEvent.click(await screen.findByRole('button', { name: 'Verify round 7' }));
    expect(await screen.findByText(/^Verified:/)).toBeTruthy();
    expect(screen.queryByText(/^Mismatch/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Verify round 8' }));
    expect(
      await screen.findByText('Mismatch: recomputing the round gives a different result.'),
    ).toBeTruthy();
  });

  it('asks to change seeds before a round of the secret seed can be verified', async () => {
    serve([{ ...revealedProof('video5x3', 200n), serverSeed: null, revealed: false }]);
    renderPanel('vi');

    fireEvent.click(await screen.findByRole('button', { name: /^Kiểm chứng ván/ }));

    expect(await screen.findByText(/vẫn còn bí mật/)).toBeTruthy();
  });

  it('refuses a client seed that cannot be used', async () => {
    serve([]);
    renderPanel();
    const input = screen.getByLabelText('Client seed');

    fireEvent.change(input, { target: { value: 'not:allowed' } });

    expect(screen.getByText('Use 1 to 64 letters, digits, _ or -.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Change seeds' }).disabled).toBe(
      true,
    );
    expect(await screen.findByText('No rounds played yet.')).toBeTruthy();
  });
});
