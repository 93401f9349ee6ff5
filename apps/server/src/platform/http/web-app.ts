import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Paths the API owns; everything else that asks for HTML gets the single-page app. */
const apiPrefixes = [
  '/wps',
  '/lgw',
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
 * Serves the studio's game clients (apps/games) under /studio/: their files, and for a
 * game's page (/studio/roulette/?token=...) the games' own index.html, whose router picks
 * the game. /studio/api/... is the studio's API; an unknown call there is a real 404.
 * Registered before the site, in a scope of its own, so the two builds never mix.
 */
export async function registerStudioGames(
  app: FastifyInstance,
  gamesDist: string,
): Promise<boolean> {
  const indexFile = path.join(gamesDist, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: gamesDist,
      prefix: '/studio/',
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders: cacheHeaders,
    });
    scope.get('/studio/*', { schema: { hide: true } }, async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname.startsWith('/studio/api/') || path.extname(pathname)) {
        return reply.callNotFound();
      }
      const page = await fs.promises.readFile(indexFile);
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
    });
  });
  return true;
}

/**
 * Serves the operator console (apps/backoffice) under /backoffice/: its files, and for every
 * other page (/backoffice/payments/deposits) the console's own index.html, whose router takes
 * over. A missing file is a real 404. Its API is /bo/..., so nothing here is an API path.
 * Registered before the site, in a scope of its own, so the site's shell never answers here.
 */
export async function registerBackoffice(
  app: FastifyInstance,
  backofficeDist: string,
): Promise<boolean> {
  const indexFile = path.join(backofficeDist, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: backofficeDist,
      prefix: '/backoffice/',
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders: cacheHeaders,
    });
    const page = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (path.extname(pathname)) return reply.callNotFound();
      const html = await fs.promises.readFile(indexFile);
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    };
    scope.get('/backoffice', { schema: { hide: true } }, page);
    scope.get('/backoffice/*', { schema: { hide: true } }, page);
  });
  return true;
}
