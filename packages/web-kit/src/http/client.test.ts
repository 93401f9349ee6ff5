import { consoleMembers, paths, type wallet } from '@croupier/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient, type ApiClientEnv } from './client';
import type { EndpointValue } from './endpoint';
import { fillPath } from './url';

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (value: unknown) => json(200, { success: true, message: null, value });
const refused = (status: number, message: string, errorCode?: string) =>
  json(status, { success: false, message, value: null, errorCode });

function serve(answer: (call: Call) => Response, env: ApiClientEnv = {}) {
  const calls: Call[] = [];
  const client = createApiClient({
    ...env,
    fetch: async (input, init) => {
      const call: Call = {
        url: String(input),
        method: init?.method ?? 'GET',
        headers: { ...(init?.headers as Record<string, string>) },
        body: init?.body,
      };
      calls.push(call);
      return answer(call);
    },
  });
  return { client, calls };
}

describe('the HTTP client', () => {
  it('sends the family’s headers and the query, and unwraps the value', async () => {
    const { client, calls } = serve(() => ok({ n: 1 }), {
      language: () => 'vi',
      merchant: () => 'demo',
      token: () => 'tok',
      device: 'web',
    });
    const value = await client.request('/wps/x', {
      query: { a: 'b', n: 2, gone: undefined, none: null, many: [1, 2] },
      schema: z.object({ n: z.number() }),
    });
    expect(value).toEqual({ n: 1 });
    expect(calls[0]).toMatchObject({
      url: '/wps/x?a=b&n=2&many=1&many=2',
      method: 'GET',
      headers: { Language: 'VI', Merchant: 'demo', Authorization: 'tok', Device: 'web' },
    });
  });

  it('sends JSON, form and multipart bodies as such', async () => {
    const { client, calls } = serve(() => ok(null));
    await client.request('/a', { method: 'POST', body: { x: 1 } });
    await client.request('/b', { method: 'POST', body: new URLSearchParams({ y: '2' }) });
    await client.request('/c', { method: 'POST', body: new FormData() });
    expect(calls[0]!.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(calls[0]!.body).toBe('{"x":1}');
    expect(calls[1]!.headers).toEqual({});
    expect(calls[1]!.body).toBeInstanceOf(URLSearchParams);
    expect(calls[2]!.body).toBeInstanceOf(FormData);
  });

  it('turns refusals, unreadable answers and network failures into ApiErrors', async () => {
    const refusal = serve(() =>
      json(400, { success: false, message: 'bad', value: { fields: { a: 'b' } }, errorCode: 'c' }),
    );
    await expect(refusal.client.request('/x')).rejects.toMatchObject({
      messageKey: 'bad',
      status: 400,
      errorCode: 'c',
      value: { fields: { a: 'b' } },
    });
    const garbled = serve(() => new Response('<html>', { status: 502 }));
    await expect(garbled.client.request('/x')).rejects.toMatchObject({
      messageKey: 'in_network_again',
      status: 502,
    });
    const offline = createApiClient({ fetch: () => Promise.reject(new TypeError('offline')) });
    const error = await offline.request('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ messageKey: 'in_network_again', status: 0 });
  });

  it('lets an aborted call end as an abort', async () => {
    const aborted = createApiClient({
      fetch: () => Promise.reject(new DOMException('stop', 'AbortError')),
    });
    await expect(aborted.request('/x')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends a call again as a guest when the app says its token expired', async () => {
    let token: string | null = 'stale';
    const expired: string[] = [];
    const { client, calls } = serve(
      (call) => (call.headers.Authorization ? refused(401, 'in_logged_login') : ok('guest')),
      {
        token: () => token,
        onRefusal: ({ status, sent }) => {
          if (status === 401 && sent.token) {
            expired.push(sent.token);
            token = null;
            return 'retry-as-guest';
          }
        },
      },
    );
    await expect(client.request('/wps/x')).resolves.toBe('guest');
    expect(expired).toEqual(['stale']);
    expect(calls.map((call) => call.headers.Authorization)).toEqual(['stale', undefined]);
  });

  it('gives up after two resends', async () => {
    const { client, calls } = serve(() => refused(503, 'busy'), { onRefusal: () => 'retry' });
    await expect(client.request('/x')).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(3);
  });

  it('can treat a success without a value as a failure', async () => {
    const { client } = serve(() => ok(null), { nullValueFails: true });
    await expect(client.request('/x')).rejects.toMatchObject({ messageKey: 'system_error' });
  });

  it('answers files as blobs', async () => {
    const { client } = serve(() => new Response('png', { status: 200 }));
    await expect((await client.file('/x')).text()).resolves.toBe('png');
  });
});

describe('calls by contract endpoint', () => {
  it('fills path params, sends the query and parses with the endpoint’s schema', async () => {
    const { client, calls } = serve(() =>
      ok({ memberId: 7, username: 'p1', tooMuch: true } as unknown),
    );
    const call = client.call(consoleMembers.endpoints.profile, { params: { memberId: 7 } });
    await expect(call).rejects.toBeInstanceOf(z.ZodError);
    expect(calls[0]!.url).toBe('/bo/members/7');
  });

  it('types the answer by the endpoint without loading its schema', async () => {
    const { client, calls } = serve(() => ok({ balance: 10.5, currency: 'PHP' }));
    const value = await client.call<typeof wallet.endpoints.transactionHistory>(
      { method: 'GET', path: paths.transactionHistory },
      { query: { pageNo: 1, pageSize: 10, startDate: '2026-01-01', endDate: '2026-01-02' } },
    );
    expectTypeOf(value).toEqualTypeOf<EndpointValue<typeof wallet.endpoints.transactionHistory>>();
    expect(calls[0]!.url).toContain('/wps/wallet/transactionHistory?pageNo=1');
    expectTypeOf<EndpointValue<typeof wallet.endpoints.balance>>().toEqualTypeOf<
      z.output<typeof wallet.balance>
    >();
  });

  it('fills and encodes a path’s params', () => {
    expect(
      fillPath('/bo/withdrawals/:orderNo/proofs/:proofId', { orderNo: 'W 1/2', proofId: 3 }),
    ).toBe('/bo/withdrawals/W%201%2F2/proofs/3');
    expect(() => fillPath('/bo/members/:memberId', {})).toThrow(/memberId/);
  });
});
