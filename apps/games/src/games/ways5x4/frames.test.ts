import { describe, expect, it } from 'vitest';
import { outcomeToWire } from '@croupier/contract';
import { seededRng, ways5x4 } from '@croupier/engines';
import { waysDefinition } from './Ways5x4Game';

/** The first round of a seed with a win of exactly `ways` ways (the engine decides). */
function spinWithWays(ways: (count: number) => boolean) {
  for (let nonce = 0; nonce < 20_000; nonce += 1) {
    const spin = ways5x4.spin(
      seededRng({ serverSeed: 'f'.repeat(64), clientSeed: 'tigers', nonce }),
      2_000n,
    );
    if (spin.wins.some((win) => ways(win.ways))) return spin;
  }
  throw new Error('no such win in 20,000 rounds');
}

const winsOf = (spin: ways5x4.WaysSpin, language: 'en' | 'vi') =>
  waysDefinition.framesOf(
    outcomeToWire(spin) as unknown as Record<string, unknown>,
    language,
    (minor) => `P ${Number(minor) / 100}`,
  )[0]!.wins;

describe('Jade Tiger’s wins in words', () => {
  it('counts one way as "1 way" and more as "ways", in English and Vietnamese', () => {
    const single = spinWithWays((ways) => ways === 1);
    const one = single.wins.findIndex((win) => win.ways === 1);
    expect(winsOf(single, 'en')[one]).toMatch(/ on \d reels, 1 way, pays P /);
    expect(winsOf(single, 'vi')[one]).toMatch(/ trên \d cuộn, 1 cách, trả P /);

    const several = spinWithWays((ways) => ways > 1);
    const many = several.wins.findIndex((win) => win.ways > 1);
    expect(winsOf(several, 'en')[many]).toContain(`reels, ${several.wins[many]!.ways} ways, pays`);
    expect(winsOf(several, 'vi')[many]).toContain(`cuộn, ${several.wins[many]!.ways} cách, trả`);
  });
});
