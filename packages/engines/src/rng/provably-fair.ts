import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Provably fair randomness. Before play the house commits to a secret server seed by
 * publishing its SHA-256 hash; each result is derived from HMAC-SHA256(serverSeed,
 * `clientSeed:nonce:round`), where the player chooses the client seed and the nonce counts
 * bets. When the seed is rotated the old one is revealed, and anyone can recompute every
 * result it produced and check it against the commitment.
 *
 * The hashes are @noble/hashes (synchronous, pure JavaScript) rather than node:crypto, so the
 * very same code runs on the server and in the browsers that verify rounds. Seeds and
 * messages are hashed as their UTF-8 bytes, as node:crypto does with strings.
 */
export type SeedPair = {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
};

/** 32 bytes from the platform's CSPRNG (Web Crypto: browsers, and Node since 19) as hex. */
export function createServerSeed(): string {
  return bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}

/** The commitment: SHA-256 of the seed's UTF-8 bytes, as lower-case hex. */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** Whether the seed hashes to the commitment (hex, either case); malformed hex never matches. */
export function verifyServerSeed(serverSeed: string, committedHash: string): boolean {
  let expected: Uint8Array;
  try {
    expected = hexToBytes(committedHash);
  } catch {
    return false;
  }
  return sameBytes(sha256(utf8ToBytes(serverSeed)), expected);
}

/**
 * Constant-time equality of two byte arrays: every byte is compared whatever the first
 * difference, so the time taken says nothing about how much of a guess was right. Only the
 * lengths (public here: a SHA-256 is 32 bytes) end the comparison early.
 */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

/** Bytes for one bet, 32 per round; rounds extend the stream for bets needing many numbers. */
function* byteStream({ serverSeed, clientSeed, nonce }: SeedPair): Generator<number> {
  const key = utf8ToBytes(serverSeed);
  for (let round = 0; ; round += 1) {
    yield* hmac(sha256, key, utf8ToBytes(`${clientSeed}:${nonce}:${round}`));
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
