import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Smaller answers go out as they are: their compressed form saves less than a packet. */
export const compressionThreshold = 1024;

/**
 * Compresses the API's answers (the JSON envelope, the console's CSV exports) of 1 KB and
 * more, in the encoding the client accepts; registered before any route, since the plugin
 * equips each route as it is declared (docs/decisions.md, "Compressed answers").
 *
 * - gzip first: it is what every browser accepts, and on the API's own answers it costs
 *   less CPU per byte saved than Brotli (measured on the game list, the status, the
 *   header drop-downs). Level 1, nginx's default: half the time of level 6 for answers a
 *   tenth bigger.
 * - Brotli only for a client that takes it but not gzip, at quality 4: its default, 11,
 *   takes milliseconds per answer, fit for a build step, never for a request.
 * - No deflate (clients disagree on whether it means zlib or raw deflate) and no zstd.
 *
 * Routes hidden from the OpenAPI document are not API answers: the built sites' files and
 * pages (web-app.ts, whose files already go out pre-compressed from the build with their
 * Content-Encoding set), /docs and /metrics. They are left as they were served before:
 * files are streams, to which the threshold does not apply, so the plugin would otherwise
 * compress every small file on every request.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Added before the plugin's own onRoute hook, so that it runs first and the plugin then
  // sees `compress: false` on those routes.
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && route.schema?.hide === true) route.compress = false;
  });
  await app.register(fastifyCompress, {
    threshold: compressionThreshold,
    encodings: ['gzip', 'br'],
    zlibOptions: { level: 1 },
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Compressed request bodies were never accepted, and accepting them would only open a
    // way around the body limit with a small bomb: the plugin's request side stays off.
    globalDecompression: false,
  });
}
