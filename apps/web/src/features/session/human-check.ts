import { leadingZeroBits, paths, type HumanCheck, type session } from '@croupier/contract';
import { sha256 } from '@noble/hashes/sha2.js';
import { call } from '../../api/client';

const encoder = new TextEncoder();

/**
 * The human-verification step (spec §4): fetch a proof-of-work challenge and find its nonce.
 * Hashing runs in slices so the page stays responsive; WebCrypto is not used because it is
 * missing on plain-http sites and its per-call promise makes a tight loop slow.
 */
export async function passHumanCheck(): Promise<HumanCheck> {
  const { challenge, difficulty } = await call<typeof session.endpoints.humanChallenge>(
    paths.humanChallenge,
  );
  let nonce = 0;
  for (;;) {
    const sliceEnd = nonce + 4096;
    for (; nonce < sliceEnd; nonce += 1) {
      if (leadingZeroBits(sha256(encoder.encode(`${challenge}:${nonce}`))) >= difficulty)
        return { challenge, nonce: String(nonce) };
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
