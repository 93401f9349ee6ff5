import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing';

// Built apps as Vite writes them: the site with its inline early-calls script and inline
// entry stylesheet, the console and the studio with none.
const earlyCalls = "window.__earlyCalls = [];\n  fetch('/wps/system/status');";
const entryStyle = 'body{margin:0}';
const siteShell = `<!doctype html><html><head><script>${earlyCalls}</script><style>${entryStyle}</style>
<script type="module" crossorigin src="/assets/start-1234.js"></script></head>
<body><div id="root"></div></body></html>`;

const cspHash = (source: string) =>
  `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

/** A policy as its directives: `{ 'script-src': "'self' 'sha256-…'", ... }`. */
function directivesOf(policy: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name, ...values] = directive.split(/\s+/);
        return [name!, values.join(' ')];
      }),
  );
}

let ctx: TestContext;
const dists: Record<'web' | 'backoffice' | 'games', string> = {
  web: '',
  backoffice: '',
  games: '',
};

beforeAll(async () => {
  for (const name of Object.keys(dists) as (keyof typeof dists)[]) {
    dists[name] = fs.mkdtempSync(path.join(os.tmpdir(), `croupier-${name}-`));
    fs.mkdirSync(path.join(dists[name], 'assets'));
  }
  fs.writeFileSync(path.join(dists.web, 'index.html'), siteShell);
  fs.writeFileSync(path.join(dists.web, 'assets', 'start-1234.js'), 'console.log(1)');
  fs.writeFileSync(
    path.join(dists.backoffice, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/backoffice/assets/c.js"></script>',
  );
  fs.writeFileSync(
    path.join(dists.games, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/studio/assets/g.js"></script>',
  );
  ctx = await createTestContext({
    WEB_DIST: dists.web,
    BACKOFFICE_DIST: dists.backoffice,
    GAMES_DIST: dists.games,
    // Requests from 127.0.0.1 (inject's default) come through the trusted proxy.
    TRUST_PROXY: '127.0.0.1',
  });
});
afterAll(async () => {
  await ctx.close();
  for (const dist of Object.values(dists)) fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('the site’s pages', () => {
  it('run only the site’s own scripts and styles: its inline ones by their hashes', async () => {
    const response = await get('/promotions');
    expect(response.body).toContain('<div id="root">');
    const policy = directivesOf(response.headers['content-security-policy'] as string);
    expect(policy['script-src']).toBe(`'self' ${cspHash(earlyCalls)}`);
    expect(policy['style-src']).toBe(`'self' ${cspHash(entryStyle)}`);
    expect(policy).toMatchObject({
      'default-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'connect-src': "'self'",
      // Banners from the merchants' CDNs, the captcha's data: URL, a receipt's preview.
      'img-src': "'self' data: blob: https:",
      // The /game page frames the studio or a vendor's game.
      'frame-src': "'self' https:",
      'frame-ancestors': "'none'",
    });
    expect(JSON.stringify(policy)).not.toContain('unsafe');
  });

  it('may not be framed, are not sniffed, and send only their origin to other sites', async () => {
    const response = await get('/index');
    expect(response.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
  });

  it('follow a new build of the site: the policy names the new inline script', async () => {
    const file = path.join(dists.web, 'index.html');
    const nextCalls = "window.__earlyCalls = ['next release'];";
    fs.writeFileSync(file, siteShell.replace(earlyCalls, nextCalls));
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(file, later, later);
    try {
      const policy = directivesOf((await get('/')).headers['content-security-policy'] as string);
      expect(policy['script-src']).toBe(`'self' ${cspHash(nextCalls)}`);
    } finally {
      fs.writeFileSync(file, siteShell);
      const again = new Date(Date.now() + 120_000);
      fs.utimesSync(file, again, again);
    }
  });

  it('keep the policy a cached page came with when it is revalidated (304)', async () => {
    const first = await get('/');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const revalidated = await get('/', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
    expect(revalidated.headers['x-frame-options']).toBeUndefined();
  });
});

describe('the console’s pages', () => {
  it('run only the console’s own files and may not be framed', async () => {
    const response = await get('/backoffice/payments/deposits');
    expect(response.body).toContain('/backoffice/assets/c.js');
    const policy = directivesOf(response.headers['content-security-policy'] as string);
    expect(policy).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self'",
      'object-src': "'none'",
      'frame-ancestors': "'none'",
    });
    expect(response.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
  });
});

describe('the studio’s game pages', () => {
  it('may be framed by the site only, and never send their launch token as a referrer', async () => {
    const response = await get('/studio/roulette/?token=launch-token&lang=en&lobby=%2Frng');
    expect(response.body).toContain('/studio/assets/g.js');
    const policy = directivesOf(response.headers['content-security-policy'] as string);
    expect(policy).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'connect-src': "'self'",
      'img-src': "'self' data: blob:",
      'frame-ancestors': "'self'",
    });
    expect(response.headers).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
  });
});

describe('API answers', () => {
  it.each([
    ['a success', '/wps/system/status', 200],
    ['a refusal', '/wps/member/info', 401],
    ['an unknown call', '/lgw/nothing', 404],
  ])('%s runs and frames nothing', async (_kind, url, status) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
  });

  it('keeps a page’s own policy: the demo payment gateway', async () => {
    const response = await get('/demo-gateway/pay?orderNo=NOSUCHORDER');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).toContain("form-action 'self'");
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('HSTS', () => {
  it('is sent only on answers that went out over HTTPS, as the trusted proxy says', async () => {
    const overHttps = await get('/wps/system/status', { 'x-forwarded-proto': 'https' });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000');
    const page = await get('/index', { 'x-forwarded-proto': 'https' });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000');

    const overHttp = await get('/wps/system/status');
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();

    // Anyone else claiming HTTPS is not believed.
    const untrusted = await ctx.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '203.0.113.9',
    });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});
