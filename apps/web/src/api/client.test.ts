import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, configureApiClient } from './client';

function storage(values: Record<string, string>) {
  return { getItem: (key: string) => values[key] ?? null };
}

function respond(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

afterEach(() => vi.restoreAllMocks());

describe('the API client', () => {
  it("sends the family's headers and unwraps the envelope", async () => {
    const fetch = vi.fn(async () =>
      respond(200, { success: true, message: null, value: { n: 1 } }),
    );
    configureApiClient({
      fetch,
      session: storage({ merchantCode: 'demo', token: 'tok-123' }),
      language: () => 'vi',
    });
    const value = await apiRequest('/wps/thing', {
      query: { a: 1, b: undefined },
      schema: z.object({ n: z.number() }),
    });
    expect(value).toEqual({ n: 1 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/wps/thing?a=1');
    expect(init.headers).toEqual({
      Language: 'VI',
      Device: 'web',
      Merchant: 'demo',
      Authorization: 'tok-123',
    });
  });

  it('sends JSON bodies and no Authorization without a token', async () => {
    const fetch = vi.fn(async () => respond(200, { success: true, message: null, value: null }));
    configureApiClient({
      fetch,
      session: storage({}),
      language: () => 'en',
      merchantFallback: undefined,
    });
    await apiRequest('/wps/session/login', { method: 'POST', body: { username: 'u' } });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toEqual({
      Language: 'EN',
      Device: 'web',
      'Content-Type': 'application/json',
    });
    expect(init.body).toBe('{"username":"u"}');
  });

  it('throws the message key, code and value of a failure', async () => {
    const fetch = vi.fn(async () =>
      respond(400, {
        success: false,
        message: 'in_vwrite_code',
        value: { captcha: true },
        errorCode: 'captcha.required',
      }),
    );
    configureApiClient({ fetch, session: storage({}) });
    const error = await apiRequest('/wps/session/login').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      messageKey: 'in_vwrite_code',
      status: 400,
      errorCode: 'captcha.required',
      value: { captcha: true },
    });
  });

  it('treats success:false in a 200 as a failure too', async () => {
    configureApiClient({
      fetch: async () =>
        respond(200, { success: false, message: 'invitation_code_error', value: null }),
      session: storage({}),
    });
    await expect(apiRequest('/wps/agent/affiliate')).rejects.toMatchObject({
      messageKey: 'invitation_code_error',
    });
  });

  it('reports a network failure as in_network_again', async () => {
    configureApiClient({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
      session: storage({}),
    });
    await expect(apiRequest('/wps/system/status')).rejects.toMatchObject({
      messageKey: 'in_network_again',
      status: 0,
    });
  });

  it('retries a public call once without a stale token after a 401', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        respond(401, {
          success: false,
          message: 'in_logged_login',
          value: null,
          errorCode: 'login.not.session',
        }),
      )
      .mockResolvedValueOnce(respond(200, { success: true, message: null, value: 'ok' }));
    configureApiClient({ fetch, session: storage({ token: 'stale' }) });
    // A public call of no endpoint in particular: the client's behaviour, not an answer's shape.
    expect(await apiRequest('/wps/public/thing')).toBe('ok');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect((fetch.mock.calls[1] as [string, RequestInit])[1].headers).not.toHaveProperty(
      'Authorization',
    );
  });
});
