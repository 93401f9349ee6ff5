import { describe, expect, it } from 'vitest';
import { studioGameIds } from '@croupier/contract';
import { revealedProof } from '../testing/rounds';
import { verifyRound } from './verify';

describe('verifying a round in the browser', () => {
  it.each(studioGameIds)('verifies a true %s round', (gameId) => {
    expect(verifyRound(revealedProof(gameId, 200n))).toEqual({ status: 'verified' });
  });

  it('says the seed must be revealed first while the server seed is secret', () => {
    expect(verifyRound({ ...revealedProof('classic3x3', 100n), serverSeed: null })).toEqual({
      status: 'unrevealed',
    });
  });

  it('catches a server seed that is not the one committed to', () => {
    const proof = revealedProof('classic3x3', 100n);
    expect(verifyRound({ ...proof, serverSeed: 'b'.repeat(64) })).toEqual({
      status: 'mismatch',
      reason: 'hash',
    });
  });

  it('catches a stored outcome that the seeds do not produce', () => {
    const proof = revealedProof('classic3x3', 100n);
    const stops = proof.outcome.stops as number[];
    const tampered = { ...proof.outcome, stops: [(stops[0]! + 1) % 40, stops[1], stops[2]] };
    expect(verifyRound({ ...proof, outcome: tampered })).toEqual({
      status: 'mismatch',
      reason: 'outcome',
    });
  });

  it('catches a win other than the one the round produced', () => {
    const proof = revealedProof('ways5x4', 200n);
    expect(verifyRound({ ...proof, win: proof.win + 1 })).toEqual({
      status: 'mismatch',
      reason: 'win',
    });
  });

  it('calls a stored round it cannot read back unreadable', () => {
    const proof = revealedProof('roulette', 100n);
    expect(verifyRound({ ...proof, outcome: { pocket: 3 } })).toEqual({
      status: 'mismatch',
      reason: 'unreadable',
    });
  });

  it('catches another nonce or client seed', () => {
    const proof = revealedProof('roulette', 100n);
    expect(verifyRound({ ...proof, nonce: proof.nonce + 1 }).status).not.toBe('verified');
    expect(verifyRound({ ...proof, clientSeed: 'someone-else' }).status).not.toBe('verified');
  });
});
