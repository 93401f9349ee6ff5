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

describe('operations endpoints', () => {
  it('reports live and ready while the database answers', async () => {
    const live = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(live.json().value).toEqual({ status: 'ok' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().value).toEqual({ status: 'ok' });
  });

  it('exposes Prometheus metrics with request durations by route pattern', async () => {
    await ctx.app.inject({ method: 'GET', url: '/wps/system/status' });
    const response = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain(
      'croupier_http_request_duration_seconds_count{method="GET",route="/wps/system/status",status_code="200"}',
    );
    expect(response.body).toContain('croupier_process_cpu_seconds_total');
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
