import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadingZeroBits } from '@croupier/contract';
import { openTestDatabase } from '../../testing';
import type { DatabaseHandle } from '../../platform/db/database';
import {
  issueChallenge,
  proofDigest,
  redeemHumanCheck,
  solveChallenge,
} from './human-verification';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('proof-of-work human verification', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(Buffer.from([0x00, 0x0f, 0xff]))).toBe(12);
    expect(leadingZeroBits(Buffer.from([0x80]))).toBe(0);
    expect(leadingZeroBits(Buffer.from([0x01]))).toBe(7);
  });

  it('accepts a solved challenge once', async () => {
    const { challenge, difficulty } = await issueChallenge(database.db, 8);
    const nonce = solveChallenge(challenge, difficulty);
    expect(leadingZeroBits(proofDigest(challenge, nonce))).toBeGreaterThanOrEqual(8);
    await expect(redeemHumanCheck(database.db, { challenge, nonce })).resolves.toBeUndefined();
    await expect(redeemHumanCheck(database.db, { challenge, nonce })).rejects.toMatchObject({
      messageKey: 'please_verify_first',
    });
  });

  it('refuses an unsolved, forged or expired challenge', async () => {
    const { challenge } = await issueChallenge(database.db, 12);
    let unsolved = 0;
    while (leadingZeroBits(proofDigest(challenge, String(unsolved))) >= 12) unsolved += 1;
    await expect(
      redeemHumanCheck(database.db, { challenge, nonce: String(unsolved) }),
    ).rejects.toMatchObject({ messageKey: 'please_verify_first' });

    const [body, signature] = challenge.split('.');
    const easier = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), difficulty: 0 }),
    ).toString('base64url');
    await expect(
      redeemHumanCheck(database.db, { challenge: `${easier}.${signature}`, nonce: '0' }),
    ).rejects.toMatchObject({ messageKey: 'please_verify_first' });

    const old = await issueChallenge(database.db, 1, Date.now() - 10 * 60_000);
    await expect(
      redeemHumanCheck(database.db, {
        challenge: old.challenge,
        nonce: solveChallenge(old.challenge, 1),
      }),
    ).rejects.toMatchObject({
      messageKey: 'please_verify_first',
    });
    await expect(redeemHumanCheck(database.db, undefined)).rejects.toMatchObject({
      messageKey: 'please_verify_first',
    });
  });
});
