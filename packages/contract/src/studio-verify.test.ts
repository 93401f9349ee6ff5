import { hashServerSeed, seededRng, studioRounds } from '@croupier/engines';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { RoundProof } from './studio';
import { outcomeToWire, studioGameIds, type StudioGameId } from './studio-values';
import { checkRound, type RevealedProof } from './studio-verify';
import { toMajor } from './wallet-values';

const seeds = { serverSeed: 'c0ffee'.repeat(10) + 'abcd', clientSeed: 'my-seed', nonce: 7 };

const wagers: Record<StudioGameId, studioRounds.Wager> = {
  classic3x3: { kind: 'spin', stake: 200n },
  video5x3: { kind: 'spin', stake: 400n },
  ways5x4: { kind: 'spin', stake: 400n },
  roulette: studioRounds.tableWager([
    { type: 'red', stake: 500n },
    { type: 'corner', numbers: [1, 2, 4, 5], stake: 200n },
    { type: 'straight', numbers: [17], stake: 100n },
  ]),
};

/**
 * A round's proof as the server answers it once the seed pair is rotated: played from the
 * seeds, its outcome stored as JSON (through the database, which may reorder keys).
 */
function revealedProof(gameId: StudioGameId, overrides: Partial<RoundProof> = {}): RevealedProof {
  const played = studioRounds.play(gameId, seededRng(seeds), wagers[gameId]);
  return {
    roundId: `round-${gameId}`,
    gameId,
    stake: toMajor(played.stake),
    win: toMajor(played.win),
    nonce: seeds.nonce,
    freePlay: false,
    revealed: true,
    time: '2026-11-23T10:00:00.000Z',
    outcome: JSON.parse(JSON.stringify(outcomeToWire(played.result))) as Record<string, unknown>,
    clientSeed: seeds.clientSeed,
    serverSeedHash: hashServerSeed(seeds.serverSeed),
    serverSeed: seeds.serverSeed,
    ...overrides,
  } as RevealedProof;
}

const verified = { seedMatchesCommitment: true, replay: 'match' };

/** The same JSON with every object's keys in reverse order. */
function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([key, item]) => [key, reordered(item)]),
    );
  }
  return value;
}

describe('checking a studio round from its proof', () => {
  it.each(studioGameIds)('verifies a true %s round', (gameId) => {
    expect(checkRound(revealedProof(gameId))).toEqual(verified);
  });

  it('verifies whatever the order of the stored outcome’s keys', () => {
    const proof = revealedProof('video5x3');
    const outcome = reordered(proof.outcome) as Record<string, unknown>;
    expect(Object.keys(outcome)).not.toEqual(Object.keys(proof.outcome));
    expect(checkRound({ ...proof, outcome })).toEqual(verified);
  });

  it('accepts the commitment in capitals or with spaces around it, as a player may paste it', () => {
    const proof = revealedProof('classic3x3');
    const serverSeedHash = ` ${proof.serverSeedHash.toUpperCase()} `;
    expect(checkRound({ ...proof, serverSeedHash })).toEqual(verified);
  });

  it('catches a server seed that is not the one committed to', () => {
    const proof = revealedProof('classic3x3');
    expect(checkRound({ ...proof, serverSeedHash: hashServerSeed('another seed') })).toEqual({
      seedMatchesCommitment: false,
      replay: 'match',
    });
    expect(checkRound({ ...proof, serverSeed: 'b'.repeat(64) }).seedMatchesCommitment).toBe(false);
  });

  it('catches a stored outcome that the seeds do not produce', () => {
    const proof = revealedProof('classic3x3');
    const stops = proof.outcome.stops as number[];
    const moved = { ...proof.outcome, stops: [(stops[0]! + 1) % 40, stops[1], stops[2]] };
    expect(checkRound({ ...proof, outcome: moved }).replay).toBe('outcome');

    const wheel = revealedProof('roulette');
    const pocket = ((wheel.outcome.pocket as number) + 1) % 37;
    expect(checkRound({ ...wheel, outcome: { ...wheel.outcome, pocket } }).replay).toBe('outcome');
  });

  it('catches a win other than the one the round produced', () => {
    const proof = revealedProof('ways5x4');
    expect(checkRound({ ...proof, win: proof.win + 1 })).toEqual({
      seedMatchesCommitment: true,
      replay: 'win',
    });
  });

  it('catches another nonce, client seed or stake', () => {
    for (const gameId of studioGameIds) {
      const proof = revealedProof(gameId);
      expect(checkRound({ ...proof, nonce: proof.nonce + 1 }).replay).not.toBe('match');
      expect(checkRound({ ...proof, clientSeed: 'someone-else' }).replay).not.toBe('match');
    }
    const slot = revealedProof('video5x3');
    expect(checkRound({ ...slot, stake: slot.stake * 2 }).replay).not.toBe('match');
  });

  it('calls a round it cannot read back unreadable, never verified', () => {
    const wheel = revealedProof('roulette');
    expect(checkRound({ ...wheel, outcome: { pocket: 3 } }).replay).toBe('unreadable');
    const illegal = {
      ...wheel.outcome,
      results: [{ bet: { type: 'split', numbers: [1, 9], stake: 1 } }],
    };
    expect(checkRound({ ...wheel, outcome: illegal }).replay).toBe('unreadable');
    const slot = revealedProof('ways5x4');
    expect(checkRound({ ...slot, stake: 0.07 }).replay).toBe('unreadable');
    const unknown = { ...slot, gameId: 'poker' as StudioGameId };
    expect(checkRound(unknown).replay).toBe('unreadable');
  });
});

describe('the studio’s games', () => {
  it('are the games the engines play', () => {
    expect(studioGameIds).toEqual(studioRounds.gameIds);
    expectTypeOf<StudioGameId>().toEqualTypeOf<studioRounds.GameId>();
  });
});
