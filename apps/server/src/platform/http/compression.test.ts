import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@croupier/contract';
import { createTestContext, staffTokenFor, type TestContext } from '../../testing';
import { compressionThreshold } from './compression';

let ctx: TestContext;
let webDist: string;
// Built files well over the threshold: one with the build's compressed copies, one without.
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const shell = `<!doctype html><div id="root"></div>${'<!-- padding -->'.repeat(200)}`;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-compression-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), shell);
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), script);
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js.gz'), gzipSync(script));
  ctx = await createTestContext({ WEB_DIST: webDist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('compressed API answers', () => {
  it('gzips a JSON answer over 1 KB for a client that accepts gzip', async () => {
    const plain = await get(paths.gameList);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(compressionThreshold);

    const gzipped = await get(paths.gameList, { 'accept-encoding': 'gzip' });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toContain('application/json');
    expect(gzipped.headers.vary).toContain('accept-encoding');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
    expect(plain.json()).toMatchObject({ success: true, value: { games: expect.any(Array) } });
  });

  it('prefers gzip when the browser accepts both, Brotli for a Brotli-only client', async () => {
    const plain = await get(paths.gameList);
    const browser = await get(paths.gameList, { 'accept-encoding': 'gzip, deflate, br' });
    expect(browser.headers['content-encoding']).toBe('gzip');

    const brotli = await get(paths.gameList, { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends an answer under 1 KB as it is', async () => {
    const small = await get(`${paths.gameList}?pageSize=1`, { 'accept-encoding': 'gzip, br' });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(compressionThreshold);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ success: true });
  });

  it('sends plain JSON to a client that accepts no encoding, or none of ours', async () => {
    const requests: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'deflate' },
    ];
    for (const headers of requests) {
      const response = await get(paths.gameList, headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toMatchObject({ success: true });
    }
  });

  it('compresses the console’s CSV exports too, which still unpack to the same file', async () => {
    const admin = await staffTokenFor(ctx.app, 'admin', ctx.config.demoPassword);
    // A year of days: one line each, well over 1 KB.
    const url = '/bo/reports/daily.csv?startDate=2025-01-01&endDate=2025-12-31';
    const headers = { authorization: admin, merchant: 'demo' };
    const plain = await get(url, headers);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(compressionThreshold);

    const gzipped = await get(url, { ...headers, 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(gzipped.headers['content-disposition']).toBe(plain.headers['content-disposition']);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
  });
});

describe('the built site’s files, left as they were', () => {
  it('sends the build’s compressed copy once, not compressed again', async () => {
    const response = await get('/assets/app-1234.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends a file without a compressed copy as it is, however big', async () => {
    // Brotli asked for, and only a .gz beside the file: the file itself goes out.
    const asset = await get('/assets/app-1234.js', { 'accept-encoding': 'br' });
    expect(asset.headers['content-encoding']).toBeUndefined();
    expect(asset.body).toBe(script);

    const page = await get('/promotions', { 'accept-encoding': 'gzip, br' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body).toBe(shell);
  });
});
