import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seamless } from '@croupier/contract';
import { signPayload } from '../../wallet/service';
import {
  createTestContext,
  expireGameSession,
  fundMember,
  mainBalance,
  openTestGameSession,
  playingVendor,
  type TestContext,
  testVendor,
  vendorCall,
} from '../../../testing';
import { newMember, type TestMember } from '../../../testing/members';

const { endpoints } = seamless;

let ctx: TestContext;
/** The file's own player, made for it (not the demo seed's). */
let member: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await newMember(ctx, { prefix: 'sa' });
  await fundMember(ctx.database, member.username, 50_000n);
});
afterAll(() => ctx.close());

describe('signed vendor calls', () => {
  it('refuses a call without a signature, with a wrong one, or signed with another vendor’s key', async () => {
    const { launchToken, vendor } = await openTestGameSession(ctx, {
      username: member.username,
      vendorCode: 'SIGA',
    });
    const other = await testVendor(ctx, 'SIGB');
    const body = { launchToken };
    const payload = JSON.stringify(body);
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: endpoints.authenticate.path,
      payload,
      headers: { 'content-type': 'application/json', [seamless.vendorHeader]: vendor.code },
    });
    const wrong = await vendorCall(ctx.app, vendor, endpoints.authenticate.path, body, {
      signature: signPayload(vendor.secret, `${payload} `),
    });
    const othersKey = await vendorCall(ctx.app, vendor, endpoints.authenticate.path, body, {
      signature: signPayload(other.secret, payload),
    });
    const unknownVendor = await vendorCall(
      ctx.app,
      { code: 'NOSUCHVENDOR', secret: vendor.secret },
      endpoints.authenticate.path,
      body,
    );
    for (const answer of [unsigned, wrong, othersKey, unknownVendor]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({
        success: false,
        message: 'invalid_signature',
        errorCode: 'seamless.signature.invalid',
      });
    }
    // None of them spent the launch token.
    const genuine = await vendorCall(ctx.app, vendor, endpoints.authenticate.path, body);
    expect(genuine.statusCode).toBe(200);
  });

  it('checks the signature before reading the body', async () => {
    const vendor = await testVendor(ctx, 'SIGC');
    const answer = await ctx.app.inject({
      method: 'POST',
      url: endpoints.debit.path,
      payload: '{not json',
      headers: {
        'content-type': 'application/json',
        [seamless.vendorHeader]: vendor.code,
        [seamless.signatureHeader]: 'sha256=00',
      },
    });
    expect(answer.statusCode).toBe(401);
    const signedGarbage = await ctx.app.inject({
      method: 'POST',
      url: endpoints.debit.path,
      payload: '{not json',
      headers: {
        'content-type': 'application/json',
        [seamless.vendorHeader]: vendor.code,
        [seamless.signatureHeader]: signPayload(vendor.secret, '{not json'),
      },
    });
    expect(signedGarbage.statusCode).toBe(400);
    expect(signedGarbage.json().message).toBe('invalid_request_body');
  });

  it('answers bad input with 400 and the fields at fault', async () => {
    const { call } = await playingVendor(ctx, { username: member.username, vendorCode: 'SIGD' });
    const cases = [
      { transactionId: 't1', roundId: 'r1', amount: 0 },
      { transactionId: 't1', roundId: 'r1', amount: 10.5 },
      { transactionId: 't1', roundId: 'r1', amount: -5 },
      { transactionId: '', roundId: 'r1', amount: 5 },
      { roundId: 'r1', amount: 5 },
    ];
    for (const body of cases) {
      const answer = await call(endpoints.debit.path, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().errorCode).toBe('request.invalid');
      expect(Object.keys(answer.json().value.fields)[0]).toMatch(/^body\./);
    }
  });
});

describe('authenticate', () => {
  it('exchanges the launch token once for the player and a session token', async () => {
    const { launchToken, vendor } = await openTestGameSession(ctx, {
      username: member.username,
      vendorCode: 'AUTHA',
      vendorGameId: 'reels9',
    });
    const answer = await vendorCall(ctx.app, vendor, endpoints.authenticate.path, {
      launchToken,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().value).toMatchObject({
      username: member.username,
      currency: expect.stringMatching(/^[A-Z]{3}$/),
      balance: Number(await mainBalance(ctx.database, member.username)),
      freePlay: false,
      gameId: 'reels9',
      language: 'EN',
    });
    expect(answer.json().value.sessionToken).toMatch(/^[\w-]{43}$/);

    const again = await vendorCall(ctx.app, vendor, endpoints.authenticate.path, { launchToken });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({
      message: 'launch_token_invalid',
      errorCode: 'seamless.launch.token.invalid',
    });
  });

  it('refuses a launch token of another vendor, an unknown one and one left too long', async () => {
    const { launchToken } = await openTestGameSession(ctx, {
      username: member.username,
      vendorCode: 'AUTHB',
    });
    const other = await testVendor(ctx, 'AUTHC');
    const elsewhere = await vendorCall(ctx.app, other, endpoints.authenticate.path, {
      launchToken,
    });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().message).toBe('launch_token_invalid');

    const unknown = await vendorCall(ctx.app, other, endpoints.authenticate.path, {
      launchToken: 'never-issued',
    });
    expect(unknown.json().message).toBe('launch_token_invalid');

    const late = await openTestGameSession(ctx, { username: member.username, vendorCode: 'AUTHD' });
    await ctx.database.execute(
      `update game_sessions set launch_expires_at = now() - interval '1 second'
       where vendor_id = $1`,
      [late.vendor.id],
    );
    const tooLate = await vendorCall(ctx.app, late.vendor, endpoints.authenticate.path, {
      launchToken: late.launchToken,
    });
    expect(tooLate.json().message).toBe('launch_token_invalid');
  });
});

describe('balance', () => {
  it('answers the main wallet in minor units while the session lives', async () => {
    const { call, sessionToken } = await playingVendor(ctx, {
      username: member.username,
      vendorCode: 'BALA',
    });
    const answer = await call(endpoints.balance.path, {});
    expect(answer.statusCode).toBe(200);
    expect(answer.json().value).toEqual({
      balance: Number(await mainBalance(ctx.database, member.username)),
      currency: expect.stringMatching(/^[A-Z]{3}$/),
    });

    await expireGameSession(ctx, sessionToken);
    const expired = await call(endpoints.balance.path, {});
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('game_session_expired');
  });

  it('does not know a session token of another vendor', async () => {
    const { sessionToken } = await playingVendor(ctx, {
      username: member.username,
      vendorCode: 'BALB',
    });
    const other = await testVendor(ctx, 'BALC');
    const answer = await vendorCall(ctx.app, other, endpoints.balance.path, { sessionToken });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({
      message: 'game_session_invalid',
      errorCode: 'seamless.session.invalid',
    });
  });
});
