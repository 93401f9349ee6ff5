import { describe, expect, it } from 'vitest';
import { outcomeToWire } from '@croupier/contract';
import { seededRng, video5x3 } from '@croupier/engines';
import { videoDefinition } from './Video5x3Game';

/** The first nonce of a seed whose round wins free spins (about 1 round in 114). */
function roundWithFreeSpins() {
  for (let nonce = 0; nonce < 5_000; nonce += 1) {
    const round = video5x3.playRound(
      seededRng({ serverSeed: 'e'.repeat(64), clientSeed: 'lanterns', nonce }),
      2_000n,
    );
    if (round.freeSpinsPlayed > 0) return round;
  }
  throw new Error('no free spins in 5,000 rounds');
}

describe('Lucky Lanterns on screen', () => {
  it('shows the paid spin, then every free spin with its count and multiplier', () => {
    const round = roundWithFreeSpins();
    const frames = videoDefinition.framesOf(
      outcomeToWire(round) as unknown as Record<string, unknown>,
      'en',
      (minor) => `P ${Number(minor) / 100}`,
    );

    expect(frames).toHaveLength(round.spins.length);
    expect(frames[0]!.caption).toBe(`${round.spins[0]!.freeSpinsAwarded} free spins!`);
    expect(frames[0]!.wins).toContain(`${round.spins[0]!.freeSpinsAwarded} free spins!`);
    expect(frames[1]!.caption).toBe(`Free spin 1 of ${round.freeSpinsPlayed} · wins ×3`);
    expect(frames.at(-1)!.caption).toBe(
      `Free spin ${round.freeSpinsPlayed} of ${round.freeSpinsPlayed} · wins ×3`,
    );
    expect(frames.reduce((sum, frame) => sum + frame.win, 0n)).toBe(round.totalWin);
    // Every winning line lights the cells it counted, and the lanterns light when they pay.
    round.spins.forEach((spin, index) => {
      const lit = frames[index]!.highlight.length;
      const counted = spin.lineWins.reduce((sum, line) => sum + line.count, 0);
      expect(lit).toBe(counted + (spin.scatter.win > 0n ? spin.scatter.lanterns : 0));
    });
  });
});
