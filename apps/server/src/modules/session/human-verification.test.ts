import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { leadingZeroBits } from '@croupier/contract';
import { openTestDatabase } from '../../testing';
import type { DatabaseHandle } from '../../platform/db/database';
import {
  issueChallenge,
  proofDigest,
  redeemHumanCheck,
  solveChallenge,
} from './human-verification';
import { humanCheckNeeded, requireHumanCheck, type RiskSignals } from './human-check-policy';

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

describe('when a proof is needed', () => {
  const quietLogin: RiskSignals = {
    call: 'login',
    accountFailures: 0,
    addressFailures: 0,
    addressAllowance: 2,
    device: 'known',
  };
  const risky: RiskSignals[] = [
    { ...quietLogin, accountFailures: 1 },
    { ...quietLogin, addressFailures: 3 },
    { ...quietLogin, device: 'unknown' },
    { call: 'registration', registrationsFromAddress: 1, refusalsFromAddress: 0 },
    { call: 'registration', registrationsFromAddress: 0, refusalsFromAddress: 1 },
    { call: 'sms', requestsFromAddress: 1, codesToNumber: 0 },
    { call: 'sms', requestsFromAddress: 0, codesToNumber: 1 },
  ];
  const quiet: RiskSignals[] = [
    quietLogin,
    { ...quietLogin, device: 'firstSignIn' },
    // One address may be many players': a couple of mistakes among them are no risk.
    { ...quietLogin, addressFailures: 2 },
    { call: 'registration', registrationsFromAddress: 0, refusalsFromAddress: 0 },
    { call: 'sms', requestsFromAddress: 0, codesToNumber: 0 },
  ];

  it('on risk: after failures, from an unknown device, or when an address comes again', async () => {
    for (const signals of risky) {
      expect(await humanCheckNeeded('onRisk', async () => signals), signals.call).toBe(true);
    }
    for (const signals of quiet) {
      expect(await humanCheckNeeded('onRisk', async () => signals), signals.call).toBe(false);
    }
  });

  it('always or never, whatever the risk, without reading it', async () => {
    const signals = vi.fn(async () => quietLogin);
    expect(await humanCheckNeeded('always', signals)).toBe(true);
    expect(await humanCheckNeeded('off', async () => risky[0]!)).toBe(false);
    expect(await humanCheckNeeded('off', signals)).toBe(false);
    expect(signals).not.toHaveBeenCalled();
  });

  it('asks with humanCheckRequired when a proof is needed and none came', async () => {
    await expect(
      requireHumanCheck(database.db, 'onRisk', undefined, async () => risky[0]!),
    ).rejects.toMatchObject({
      code: 'human.verification.required',
      messageKey: 'please_verify_first',
      status: 400,
      value: { humanCheck: true },
    });
    await expect(
      requireHumanCheck(database.db, 'onRisk', undefined, async () => quietLogin),
    ).resolves.toBeUndefined();
  });

  it('spends a proof that comes even when none is needed', async () => {
    const { challenge, difficulty } = await issueChallenge(database.db, 4);
    const proof = { challenge, nonce: solveChallenge(challenge, difficulty) };
    await expect(
      requireHumanCheck(database.db, 'off', proof, async () => quietLogin),
    ).resolves.toBeUndefined();
    await expect(
      requireHumanCheck(database.db, 'off', proof, async () => quietLogin),
    ).rejects.toMatchObject({ code: 'human.verification.failed' });
  });
});
