import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { failure, ok, resetConsole, serveApi } from '../testing/fake-api';
import { ApiError, apiRequest, configureApiClient, pathOf } from './client';
import { consoleSession } from './console-session';
import { merchantChoice } from './merchant-choice';

beforeEach(resetConsole);

describe('the console’s API client', () => {
  it('sends the chosen merchant, the language and the console token, and unwraps the value', async () => {
    consoleSession.start('tok-1');
    merchantChoice.set('demo');
    const calls = serveApi(() => ok({ n: 1 }));
    const value = await apiRequest('/bo/thing', {
      query: { status: 'pending', pageNo: 2, absent: undefined },
      schema: z.object({ n: z.number() }),
    });
    expect(value).toEqual({ n: 1 });
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: '/bo/thing',
      headers: { Merchant: 'demo', Language: 'EN', Authorization: 'tok-1' },
    });
    expect(calls[0]!.query.toString()).toBe('status=pending&pageNo=2');
  });

  it('sends JSON bodies, and no Merchant or Authorization when there are none', async () => {
    const calls = serveApi(() => ok(null));
    await apiRequest('/bo/session/login', { method: 'POST', body: { username: 'a' } });
    expect(calls[0]!.headers).toEqual({ Language: 'EN', 'Content-Type': 'application/json' });
    expect(calls[0]!.body).toEqual({ username: 'a' });
  });

  it('throws the message key, status and code of a refusal', async () => {
    serveApi(() => failure(423, 'staff_locked', 'bo.staff.locked'));
    const error = await apiRequest('/bo/session/login').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      messageKey: 'staff_locked',
      status: 423,
      errorCode: 'bo.staff.locked',
    });
  });

  it('ends the session when the server no longer knows the token', async () => {
    consoleSession.start('tok-2');
    serveApi(() => failure(401, 'in_logged_login', 'bo.not.session'));
    await expect(apiRequest('/bo/deposits')).rejects.toMatchObject({ status: 401 });
    expect(consoleSession.get()).toEqual({ token: null, ended: true });
    expect(sessionStorage.getItem('croupier.backoffice.token')).toBeNull();
  });

  it('keeps a new session when an old token’s refusal arrives after it', async () => {
    consoleSession.start('old-token');
    let answer: (response: Response) => void = () => {};
    configureApiClient({ fetch: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const pending = apiRequest('/bo/deposits').catch(() => null);
    consoleSession.start('new-token');
    answer(failure(401, 'in_logged_login', 'bo.not.session'));
    await pending;
    expect(consoleSession.token()).toBe('new-token');
  });

  it('forgets a merchant that no longer exists and asks again for the default one', async () => {
    merchantChoice.set('gone');
    const calls = serveApi((call) =>
      call.headers.Merchant === 'gone'
        ? failure(400, 'merchant_unknown', 'merchant.unknown')
        : ok([]),
    );
    await expect(apiRequest('/bo/merchants')).resolves.toEqual([]);
    expect(calls.map((call) => call.headers.Merchant)).toEqual(['gone', undefined]);
    expect(merchantChoice.get()).toBeNull();
  });

  it('fills the parameters of a contract path', () => {
    expect(
      pathOf('/bo/withdrawals/:orderNo/proofs/:proofId', { orderNo: 'W 1/2', proofId: 3 }),
    ).toBe('/bo/withdrawals/W%201%2F2/proofs/3');
  });
});
