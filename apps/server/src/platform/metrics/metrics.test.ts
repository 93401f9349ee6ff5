import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing';
import { registerErrorHandling } from '../http/error-handler';
import { carriesToken, registerMetrics } from './metrics';

const token = 'scrape-token-0123456789abcdef';

/** The answer of a path that does not exist, which /metrics must be indistinguishable from. */
const notFound = (path: string) => ({
  success: false,
  message: 'not_found',
  value: { path },
  errorCode: 'route.not.found',
});

describe('/metrics on the whole application without METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('answers everyone as if there were no such path', async () => {
    for (const authorization of [undefined, `Bearer ${token}`, 'Bearer ', token]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound('/metrics'));
      expect(response.body).not.toContain('croupier_');
    }
  });
});

describe('/metrics with a bearer token', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandling(app);
    registerMetrics(app, { token });
    app.get('/wps/system/status', async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  const scrape = (authorization?: string) =>
    app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization === undefined ? {} : { authorization },
    });

  it('answers the scraper that sends the token, with durations by route pattern', async () => {
    await app.inject({ method: 'GET', url: '/wps/system/status' });
    const response = await scrape(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain(
      'croupier_http_request_duration_seconds_count{method="GET",route="/wps/system/status",status_code="200"}',
    );
    expect(response.body).toContain('croupier_process_cpu_seconds_total');
  });

  it('answers anyone else with the 404 of a path that does not exist', async () => {
    for (const authorization of [
      undefined,
      token,
      `Bearer ${token}x`,
      `Bearer ${token.slice(0, -1)}`,
      `Basic ${Buffer.from(`prometheus:${token}`).toString('base64')}`,
      'Bearer',
    ]) {
      const response = await scrape(authorization);
      expect(response.statusCode, String(authorization)).toBe(404);
      expect(response.json()).toEqual(notFound('/metrics'));
    }
  });
});

describe('the bearer token check', () => {
  it('takes the scheme in any case and nothing but the exact token', () => {
    expect(carriesToken(`bearer ${token}`, token)).toBe(true);
    expect(carriesToken(`Bearer  ${token} `, token)).toBe(true);
    expect(carriesToken(`Bearer ${token} extra`, token)).toBe(false);
    expect(carriesToken(`Bearer ${token}`, undefined)).toBe(false);
    expect(carriesToken(undefined, token)).toBe(false);
  });
});
