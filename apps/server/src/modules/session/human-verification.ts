import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { leadingZeroBits, type HumanCheck } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { getSecret } from '../../platform/secrets/secrets';
import { spendProof } from './queries';

/**
 * Human verification that works offline: a proof of work. The server signs a challenge
 * (random salt, difficulty, expiry); the client finds a nonce such that
 * SHA-256(`challenge:nonce`) starts with `difficulty` zero bits, which costs a browser a
 * moment and a bot farm real money at scale. Each solved challenge is accepted once.
 */
const challengeLifetimeSeconds = 300;

type ChallengeBody = { salt: string; difficulty: number; expiresAt: number };

export async function issueChallenge(db: Database, difficulty: number, now = Date.now()) {
  const body: ChallengeBody = {
    salt: randomBytes(16).toString('base64url'),
    difficulty,
    expiresAt: Math.floor(now / 1000) + challengeLifetimeSeconds,
  };
  const encoded = Buffer.from(JSON.stringify(body)).toString('base64url');
  const signature = createHmac('sha256', await getSecret(db, 'human-verification'))
    .update(encoded)
    .digest('base64url');
  return {
    challenge: `${encoded}.${signature}`,
    difficulty,
    expiresAt: new Date(body.expiresAt * 1000).toISOString(),
  };
}

export function proofDigest(challenge: string, nonce: string): Buffer {
  return createHash('sha256').update(`${challenge}:${nonce}`).digest();
}

/** Throws `please_verify_first` unless the proof is valid, fresh and not used before. */
export async function redeemHumanCheck(
  db: Database,
  check: HumanCheck | undefined,
  now = Date.now(),
): Promise<void> {
  const refused = () => AppError.of('humanCheckFailed');
  if (!check) throw refused();
  const [encoded, signature] = check.challenge.split('.');
  if (!encoded || !signature) throw refused();
  const expected = createHmac('sha256', await getSecret(db, 'human-verification'))
    .update(encoded)
    .digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused();
  const body = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as ChallengeBody;
  if (body.expiresAt * 1000 < now) throw refused();
  if (leadingZeroBits(proofDigest(check.challenge, check.nonce)) < body.difficulty) throw refused();
  const digest = createHash('sha256').update(check.challenge).digest('hex');
  if (!(await spendProof(db, digest, new Date(body.expiresAt * 1000)))) throw refused();
}

/** Finds a nonce for a challenge, as the browser does; for tests and tools. */
export function solveChallenge(challenge: string, difficulty: number): string {
  for (let nonce = 0; ; nonce += 1) {
    if (leadingZeroBits(proofDigest(challenge, String(nonce))) >= difficulty) return String(nonce);
  }
}
