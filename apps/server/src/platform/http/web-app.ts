import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Paths the API owns; everything else that asks for HTML gets the single-page app. */
const apiPrefixes = [
  '/wps',
  '/lgw',
  // The family's lottery calls (/lotto/lgw/games/opened/numero): an unknown one is a 404.
  '/lotto',
  '/bo',
  '/seamless',
  // The studio's API and game clients (registerStudioGames), never the site's shell.
  '/studio',
  // The operator console's build (registerBackoffice), never the site's shell.
  '/backoffice',
  '/demo-gateway',
  '/ws',
  '/docs',
  '/metrics',
  '/healthz',
  '/readyz',
];

export function isApiPath(url: string): boolean {
  return apiPrefixes.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );
}

function cacheHeaders(reply: { header(name: string, value: string): unknown }, filePath: string) {
  // Hashed bundles never change; index.html must be re-read to pick up a new release.
  const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Serves the built player site from the same port, with the history fallback: a page URL
 * such as /index or /promotions answers index.html and the client router takes over.
 * Returns false when there is no build (tests, or `vite` serving it in development).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file (apps/web/vite.config.ts); the one the
    // browser accepts goes out, with the file itself for those that accept neither.
    preCompressed: true,
    setHeaders: cacheHeaders,
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    // Files of the build have their own routes (registered by fastify-static at start); a
    // missing asset or an unknown API path is a real 404, not the app shell.
    const pathname = request.url.split('?')[0] ?? '/';
    if (isApiPath(pathname) || path.extname(pathname)) return reply.callNotFound();
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
  return true;
}

/**
 * Serves a single-page app built to `dist` under `prefix` (/studio/, /backoffice/), in a
 * scope of its own so that builds never mix: its files, and for every other page under it
 * (each of `pagePaths`) its own index.html, whose router takes over. A missing file, or a
 * path `notPage` names (an API under the prefix), is a real 404. Returns false when there
 * is no build.
 */
async function registerAppUnder(
  app: FastifyInstance,
  build: {
    dist: string;
    prefix: string;
    pagePaths: string[];
    notPage?: (pathname: string) => boolean;
  },
): Promise<boolean> {
  const indexFile = path.join(build.dist, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: build.dist,
      prefix: build.prefix,
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders: cacheHeaders,
    });
    const page = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (path.extname(pathname) || build.notPage?.(pathname)) return reply.callNotFound();
      const html = await fs.promises.readFile(indexFile);
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    };
    for (const pagePath of build.pagePaths) scope.get(pagePath, { schema: { hide: true } }, page);
  });
  return true;
}

/**
 * Serves the studio's game clients (apps/games) under /studio/: for a game's page
 * (/studio/roulette/?token=...) the games' own index.html, whose router picks the game.
 * /studio/api/... is the studio's API; an unknown call there is a real 404. Registered
 * before the site.
 */
export function registerStudioGames(app: FastifyInstance, gamesDist: string): Promise<boolean> {
  return registerAppUnder(app, {
    dist: gamesDist,
    prefix: '/studio/',
    pagePaths: ['/studio/*'],
    notPage: (pathname) => pathname.startsWith('/studio/api/'),
  });
}

/**
 * Serves the operator console (apps/backoffice) under /backoffice/ (/backoffice/payments/
 * deposits is one of its pages). Its API is /bo/..., so nothing here is an API path.
 * Registered before the site, so the site's shell never answers here.
 */
export function registerBackoffice(app: FastifyInstance, backofficeDist: string): Promise<boolean> {
  return registerAppUnder(app, {
    dist: backofficeDist,
    prefix: '/backoffice/',
    pagePaths: ['/backoffice', '/backoffice/*'],
  });
}
