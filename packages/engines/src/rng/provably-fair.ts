import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Provably fair randomness. Before play the house commits to a secret server seed by
 * publishing its SHA-256 hash; each result is derived from HMAC-SHA256(serverSeed,
 * `clientSeed:nonce:round`), where the player chooses the client seed and the nonce counts
 * bets. When the seed is rotated the old one is revealed, and anyone can recompute every
 * result it produced and check it against the commitment.
 */
export type SeedPair = {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
};

export function createServerSeed(): string {
  return randomBytes(32).toString('hex');
}

export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

export function verifyServerSeed(serverSeed: string, committedHash: string): boolean {
  const actual = Buffer.from(hashServerSeed(serverSeed), 'hex');
  const expected = Buffer.from(committedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Bytes for one bet, 32 per round; rounds extend the stream for bets needing many numbers. */
function* byteStream({ serverSeed, clientSeed, nonce }: SeedPair): Generator<number> {
  for (let round = 0; ; round += 1) {
    const digest = createHmac('sha256', serverSeed)
      .update(`${clientSeed}:${nonce}:${round}`)
      .digest();
    yield* digest;
  }
}

/**
 * `count` uniform numbers in [0, 1) for one bet. Each uses 4 bytes as base-256 digits
 * (resolution 2^-32), the usual construction, so third parties can verify with any tool.
 */
export function randomFloats(seeds: SeedPair, count: number): number[] {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError('count must be a non-negative integer');
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) {
    throw new RangeError('nonce must be a non-negative integer');
  }
  const bytes = byteStream(seeds);
  const floats: number[] = [];
  for (let i = 0; i < count; i += 1) {
    let value = 0;
    for (let place = 1; place <= 4; place += 1) {
      value += (bytes.next().value as number) / 256 ** place;
    }
    floats.push(value);
  }
  return floats;
}

/** `count` integers in [0, upper): reel stops, wheel pockets, card positions. */
export function randomIntegers(seeds: SeedPair, count: number, upper: number): number[] {
  if (!Number.isInteger(upper) || upper < 1 || upper > 2 ** 32) {
    throw new RangeError('upper must be an integer in 1..2^32');
  }
  return randomFloats(seeds, count).map((value) => Math.floor(value * upper));
}

export type SeedCommitment = {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
};

/**
 * Ends a seed's life: reveals it, and commits to its successor. The player may choose a
 * new client seed at the same time; the nonce starts again at 0.
 */
export function rotateSeed(
  current: SeedPair,
  nextClientSeed = current.clientSeed,
): { revealed: SeedPair; next: SeedPair; commitment: SeedCommitment } {
  const next = { serverSeed: createServerSeed(), clientSeed: nextClientSeed, nonce: 0 };
  return {
    revealed: current,
    next,
    commitment: {
      serverSeedHash: hashServerSeed(next.serverSeed),
      clientSeed: next.clientSeed,
      nonce: 0,
    },
  };
}
