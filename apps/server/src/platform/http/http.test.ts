import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { createTestContext, type TestContext } from '../../testing';

const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(
    { LOG_LEVEL: 'info' },
    {
      logStream,
      beforeReady: (app) => {
        app.get('/wps/test/explode', async () => {
          throw new Error('database password is hunter2');
        });
        app.post('/wps/test/known', async () => {
          throw new AppError('demo.refused', 'in_need_true_account', 403, { captcha: true });
        });
        app.post('/wps/test/echo', async (request) => ({
          success: true,
          message: null,
          value: request.body ?? null,
        }));
      },
    },
  );
});
afterAll(() => ctx.close());

describe('the envelope for every answer', () => {
  it('answers an unknown route with an enveloped 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/no/such/call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'not_found',
      value: { path: '/wps/no/such/call' },
      errorCode: 'route.not.found',
    });
  });

  it('answers malformed JSON with an enveloped 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'invalid_request_body',
      errorCode: 'request.malformed',
    });
  });

  it('accepts an empty body sent with a JSON content type', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers bad query input with a field-level message key', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/wps/system/status?url=${'x'.repeat(3000)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'invalid_input',
      value: { fields: { 'querystring.url': 'field_too_long' } },
      errorCode: 'request.invalid',
    });
  });

  it('keeps the code, status and value of a known error', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/wps/test/known' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      message: 'in_need_true_account',
      value: { captcha: true },
      errorCode: 'demo.refused',
    });
  });

  it('answers an unexpected error with system_error, no internals, and logs it with the request id', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/test/explode',
      headers: { 'x-request-id': 'trace-0123456789' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      message: 'system_error',
      value: null,
      errorCode: 'system.error',
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('at ');
    expect(response.headers['x-request-id']).toBe('trace-0123456789');
    const logged = logLines.find((line) => line.reqId === 'trace-0123456789' && line.level === 50);
    expect(logged).toBeDefined();
    expect(JSON.stringify(logged)).toContain('hunter2');
  });

  it('gives every answer a request id', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('refusals made before any route runs', () => {
  const refusedParameter = (field: string) => ({
    success: false,
    message: 'invalid_input',
    value: { fields: { params: field } },
    errorCode: 'request.invalid',
  });

  it('answers a path parameter longer than 100 characters with the envelope', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/bo/deposits/${'D'.repeat(101)}/confirm`,
      headers: { 'x-request-id': 'too-long-param-01' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedParameter('field_too_long'));
    expect(response.headers['x-request-id']).toBe('too-long-param-01');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a path parameter whose percent-encoding does not decode with the envelope', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/bo/deposits/%E0%A4%A/confirm' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedParameter('field_invalid'));
  });

  it('answers a body too large (413) and an unsupported content type (415) with the envelope', async () => {
    const tooLarge = await ctx.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(1024 * 1024) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ success: false, errorCode: 'request.malformed' });

    const unsupported = await ctx.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { 'content-type': 'text/xml' },
      payload: '<call/>',
    });
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json()).toMatchObject({ success: false, errorCode: 'request.malformed' });
  });

  it('answers a request the HTTP parser refuses with the envelope', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = net.connect(Number(port), '127.0.0.1', () =>
        socket.write('GET /wps/system/status HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n'),
      );
      socket.on('data', (chunk) => (received += String(chunk)));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      success: false,
      message: 'invalid_request_body',
      value: null,
      errorCode: 'request.malformed',
    });
  });
});

describe('text holding U+0000, which PostgreSQL cannot store', () => {
  const refused = (field: string) => ({
    success: false,
    message: 'invalid_input',
    value: { fields: { [field]: 'field_invalid' } },
    errorCode: 'request.invalid',
  });

  it('is refused as invalid input in the query, without a session', async () => {
    const gameList = await ctx.app.inject({
      method: 'GET',
      url: '/wps/relay/GCSGAME_gameList?gameName=a%00b',
    });
    expect(gameList.statusCode).toBe(400);
    expect(gameList.json()).toEqual(refused('querystring.gameName'));

    const affiliate = await ctx.app.inject({
      method: 'GET',
      url: '/wps/agent/affiliate?code=a%00',
    });
    expect(affiliate.statusCode).toBe(400);
    expect(affiliate.json()).toMatchObject({
      message: 'invalid_input',
      value: { fields: { 'querystring.code': expect.any(String) } },
    });
  });

  it('is refused in a JSON body, at any depth', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/bo/session/login',
      payload: { username: 'a\u0000b', password: 'croupier-demo' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual(refused('body.username'));

    const nested = await ctx.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      payload: { list: [{ deep: ['ok', 'b\u0000'] }], fine: 'yes' },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual(refused('body.list'));
  });

  it('is refused in a path parameter', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/wps/wallet/deposit/callback/a%00b',
      payload: { orderNo: 'D1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('params.methodCode'));
  });

  it('comes after the session check on a signed-in call', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/wps/member/language',
      payload: { language: 'e\u0000n' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('signed-in player calls', () => {
  it('check the session before the body: a guest gets 401, never field errors', async () => {
    for (const [url, payload] of [
      ['/wps/member/language', { language: 12 }],
      ['/wps/relay/GCS_walletTransfer', { amount: 'lots' }],
    ] as const) {
      const response = await ctx.app.inject({ method: 'POST', url, payload });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        message: 'in_logged_login',
        value: null,
        errorCode: 'login.not.session',
      });
    }
  });
});

describe('console calls', () => {
  it('check the staff session before the body too', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/bo/deposits/D1/confirm',
      payload: { amount: 'lots', extra: ['x'] },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'bo.not.session' });
  });
});

describe('the request log', () => {
  it('never writes a session or launch token of the query string in clear', async () => {
    const secret = 'secret-token-0123456789abcdef';
    await ctx.app.inject({
      method: 'GET',
      url: `/wps/relay/GCS_recentGame?pageNo=1&token=${secret}`,
      headers: { 'x-request-id': 'token-in-query-01' },
    });
    await ctx.app.inject({
      method: 'GET',
      url: `/studio/roulette/?%74oken=${secret}&lang=en`,
      headers: { 'x-request-id': 'token-in-query-02' },
    });
    const urls = logLines
      .filter((line) => String(line.reqId).startsWith('token-in-query-'))
      .map((line) => (line.req as { url?: string } | undefined)?.url)
      .filter(Boolean);
    expect(urls).toEqual([
      '/wps/relay/GCS_recentGame?pageNo=1&token=[REDACTED]',
      '/studio/roulette/?%74oken=[REDACTED]&lang=en',
    ]);
    expect(JSON.stringify(logLines)).not.toContain(secret);
  });
});

describe('operations endpoints', () => {
  it('reports live and ready while the database answers', async () => {
    const live = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(live.json().value).toEqual({ status: 'ok' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().value).toEqual({ status: 'ok' });
  });

  it('exposes Prometheus metrics with request durations by route pattern, to its token', async () => {
    const scrapeToken = 'scrape-token-0123456789abcdef';
    const scraped = await createTestContext({ METRICS_TOKEN: scrapeToken });
    await scraped.app.inject({ method: 'GET', url: '/wps/system/status' });
    const response = await scraped.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${scrapeToken}` },
    });
    await scraped.close();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const series = 'method="GET",route="/wps/system/status",status_code="200"';
    const body = response.body;
    expect(body).toContain('# TYPE croupier_http_request_duration_seconds histogram');
    expect(body).toContain(`croupier_http_request_duration_seconds_count{${series}} 1`);
    expect(body).toContain(`croupier_http_request_duration_seconds_bucket{${series},le="+Inf"} 1`);
    // Buckets are cumulative: each counts the requests at most as long as its bound.
    const buckets = [
      ...body.matchAll(
        /_seconds_bucket\{method="GET",route="\/wps\/system\/status",[^}]*\} (\d+)/g,
      ),
    ].map((match) => Number(match[1]));
    expect(buckets).toHaveLength(11);
    expect(buckets).toEqual([...buckets].sort((a, b) => a - b));
    expect(body).toMatch(
      new RegExp(`_seconds_sum\\{${series.replaceAll('/', '\\/')}\\} [0-9.e-]+`),
    );
    expect(body).toContain('croupier_process_cpu_seconds_total');
  });

  it('publishes OpenAPI generated from the contract', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(spec.openapi).toMatch(/^3\./);
    const status = spec.paths['/wps/system/status'].get;
    expect(status.parameters).toContainEqual(expect.objectContaining({ name: 'url', in: 'query' }));
    expect(JSON.stringify(status.responses['200'])).toContain('maintenanceEnd');
    const ui = await ctx.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});
