/**
 * Leading zero bits of a digest: the measure of a human-verification proof of work, the same
 * on the server that checks it and in the browser that finds it.
 */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}
