import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing';

let ctx: TestContext;
let webDist: string;
let backofficeDist: string;
const shell = '<!doctype html><div id="root"></div>';
const script = 'console.log(1)';
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), shell);
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), script);
  // As the build writes them: compressed copies beside the files.
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js.br'), brotliCompressSync(script));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js.gz'), gzipSync(script));
  fs.writeFileSync(path.join(webDist, 'index.html.gz'), gzipSync(shell));
  backofficeDist = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-backoffice-'));
  fs.mkdirSync(path.join(backofficeDist, 'assets'));
  fs.writeFileSync(path.join(backofficeDist, 'index.html'), '<!doctype html><div id="console">');
  fs.writeFileSync(path.join(backofficeDist, 'assets', 'console-1234.js'), script);
  ctx = await createTestContext({ WEB_DIST: webDist, BACKOFFICE_DIST: backofficeDist });
});
afterAll(async () => {
  await ctx.close();
  for (const dist of [webDist, backofficeDist]) fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the built site from the API port', () => {
  it.each(['/', '/index', '/promotions', '/help?x=1'])(
    'answers the app shell for page %s',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets as immutable', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the compressed copy the browser accepts, and the file itself to others', async () => {
    const asset = (acceptEncoding?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/assets/app-1234.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });

    const brotli = await asset('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    const gzipped = await asset('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the app shell compressed too, still never cached', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/promotions',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    // No Brotli copy of this shell: the gzip one goes out.
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(response.rawPayload).toString()).toBe(shell);
  });

  it('answers a missing asset and an unknown API call with a real 404', async () => {
    const unknownCalls = [
      '/wps/unknown',
      '/wps/relay/NOPE_nothing?x=1',
      '/lgw/games/nothing',
      '/lotto/lgw/games/nothing',
      '/lotto',
      '/seamless/nothing',
      '/studio/api/nothing',
    ];
    for (const url of ['/assets/gone.js', ...unknownCalls]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'route.not.found' });
    }
  });

  it('still answers the API', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(response.json().success).toBe(true);
  });
});

describe('serving the operator console under /backoffice/', () => {
  it.each(['/backoffice', '/backoffice/', '/backoffice/payments/deposits', '/backoffice/x?y=1'])(
    'answers the console’s page, not the site’s shell, for %s',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="console">');
    },
  );

  it('serves the console’s hashed bundles as immutable', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/backoffice/assets/console-1234.js',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body).toBe(script);
  });

  it('answers a missing console file with a real 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/backoffice/assets/gone.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'route.not.found' });
  });

  it('leaves the console’s API and the site where they were', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/bo/deposits' });
    expect(api.statusCode).toBe(401);
    const site = await ctx.app.inject({ method: 'GET', url: '/backofficer' });
    expect(site.body).toContain('<div id="root">');
  });
});
