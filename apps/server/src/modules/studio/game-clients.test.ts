import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing';

let ctx: TestContext;
let webDist: string;
let gamesDist: string;

function build(prefix: string, marker: string): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><div id="${marker}"></div>`);
  fs.writeFileSync(path.join(dist, 'assets', `${marker}-1234.js`), 'console.log(1)');
  return dist;
}

beforeAll(async () => {
  webDist = build('croupier-web-', 'site');
  gamesDist = build('croupier-games-', 'games');
  ctx = await createTestContext({ WEB_DIST: webDist, GAMES_DIST: gamesDist });
});
afterAll(async () => {
  await ctx.close();
  for (const dist of [webDist, gamesDist]) fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the studio’s game clients beside the site', () => {
  it.each(['/studio/classic3x3/', '/studio/roulette/?token=abc&lang=vi', '/studio/video5x3'])(
    'answers the games’ page, not the site’s shell, for %s',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="games">');
    },
  );

  it('serves the games’ hashed bundles as immutable', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/studio/assets/games-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers a real 404 for a missing file or an unknown studio call', async () => {
    for (const url of ['/studio/assets/gone.js', '/studio/api/nothing']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'route.not.found' });
    }
  });

  it('still serves the site everywhere else', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/rng?page=STUDIO' });
    expect(response.body).toContain('<div id="site">');
  });
});
